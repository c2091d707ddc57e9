import TextMetrics

/// FreeType and HarfBuzz costs: one placeholder, runs of N against the closed form, a face
/// load, and a sweep of sizes.
///
/// Everything shapes U+200A at 14 pt @2x with full hinting unless said otherwise, the mode
/// whose advances jump between sizes and so needs per-size measurement.
enum ShapingBenchmarks {
  /// The placeholder.
  static let placeholder: Unicode.Scalar = "\u{200A}"
  /// The configuration of the single-size benchmarks.
  static let configuration = RenderConfiguration(size: 14, scale: 2, hinting: .full)
  /// The sizes of `measureSizes8to40`.
  static let sizes = (8...40).map(Double.init)

  /// Opens the benchmark font.
  static func openFont() throws(BenchmarkError) -> Font {
    try BenchmarkError.wrapping("opening \(BenchmarkFont.path)") { () throws(MetricsError) in
      try Font(path: BenchmarkFont.path)
    }
  }

  /// `Font.placeholder` at one size, with the face and its HarfBuzz font already made.
  static let placeholderAdvance = Benchmark("shaping/placeholderAdvance") {
    () throws(BenchmarkError) -> Benchmark.Loop in
    let font = try openFont()
    return { iterations throws(BenchmarkError) in
      for _ in 0..<iterations {
        let metrics = try BenchmarkError.wrapping("shaping") { () throws(MetricsError) in
          try font.placeholder(placeholder, configuration)
        }
        blackHole(metrics)
      }
    }
  }

  /// `Font.runWidth(of:count:_:)`: shaping a real string of N placeholders, `shaping/run/N`.
  static let runs: [Benchmark] = EmptyTitleBenchmarks.sweepCounts.map { count in
    Benchmark("shaping/run/\(count)") { () throws(BenchmarkError) -> Benchmark.Loop in
      let font = try openFont()
      return { iterations throws(BenchmarkError) in
        for _ in 0..<iterations {
          let width = try BenchmarkError.wrapping("shaping") { () throws(MetricsError) in
            try font.runWidth(of: placeholder, count: count, configuration)
          }
          blackHole(width)
        }
      }
    }
  }

  /// The count of `shaping/harfbuzz/N`, the floor of `shaping/run/N` at that count.
  static let directCount = 64

  /// The same run of placeholders shaped by HarfBuzz called directly (``DirectShaper``), the
  /// floor of `shaping/run/64`; preparing it checks that both give the same width.
  static let directRun = Benchmark("shaping/harfbuzz/\(directCount)") {
    () throws(BenchmarkError) -> Benchmark.Loop in
    let shaper = try DirectShaper(
      path: BenchmarkFont.path, pixelsPerEm26Dot6: Int((configuration.pixelsPerEm * 64).rounded()))
    let codePoints = [UInt32](repeating: placeholder.value, count: directCount)
    let font = try openFont()
    let engineWidth = try BenchmarkError.wrapping("shaping") { () throws(MetricsError) in
      try font.runWidth(of: placeholder, count: directCount, configuration)
    }
    guard shaper.width(of: codePoints) == engineWidth else {
      throw BenchmarkError(
        "HarfBuzz called directly gives \(shaper.width(of: codePoints)), the engine \(engineWidth) (26.6)")
    }
    return { iterations in
      for _ in 0..<iterations { blackHole(shaper.width(of: codePoints)) }
    }
  }

  /// N × the measured advance, `shaping/closedForm/N`: what a uniform run costs instead.
  static let closedForms: [Benchmark] = EmptyTitleBenchmarks.sweepCounts.map { count in
    Benchmark("shaping/closedForm/\(count)") { () throws(BenchmarkError) -> Benchmark.Loop in
      let font = try openFont()
      let advance = try BenchmarkError.wrapping("shaping") { () throws(MetricsError) in
        try font.placeholder(placeholder, configuration).advance
      }
      let counts = [Int](repeating: count, count: EmptyTitleFixture.widthCount)
      let mask = EmptyTitleFixture.widthCount - 1
      return { iterations in
        for index in 0..<iterations { blackHole(counts[index & mask] &* advance) }
      }
    }
  }

  /// Opening the font file: read, validate, FreeType face, HarfBuzz face.
  static let faceLoad = Benchmark("shaping/faceLoad") { () throws(BenchmarkError) -> Benchmark.Loop in
    _ = try openFont()
    return { iterations throws(BenchmarkError) in
      for _ in 0..<iterations { blackHole(try openFont()) }
    }
  }

  /// Placeholder advances at every size from 8 to 40 pt (@2x, full hinting) from a loaded font.
  static let measureSizes = Benchmark("shaping/measureSizes8to40") {
    () throws(BenchmarkError) -> Benchmark.Loop in
    let font = try openFont()
    let configurations = sizes.map { RenderConfiguration(size: $0, scale: 2, hinting: .full) }
    return { iterations throws(BenchmarkError) in
      for _ in 0..<iterations {
        for configuration in configurations {
          let metrics = try BenchmarkError.wrapping("shaping") { () throws(MetricsError) in
            try font.placeholder(placeholder, configuration)
          }
          blackHole(metrics.advance)
        }
      }
    }
  }
}
