import PlaceholderTitle
import TextMetrics

/// What a title maker costs to build, once, when the app starts.
enum BuildBenchmarks {
  /// A `CompositeTitle` of Inter's twelve spaces at 17 pt, padding 12 pt (UIKit's 6 + 6), @3x,
  /// with a U+200B guard: the composer's table up to 1000 pt on the 1/64-pixel grid and the 3001
  /// titles of 0...1000 pt (docs/benchmarks.md lists what that comes to).
  static let composite = Benchmark("build/composite40to1000@3x") {
    () throws(BenchmarkError) -> Benchmark.Loop in
    let placeholders = EmptyTitleFixture.interSpaces(size: 17)
    let model = ButtonModel.plain(padding: 12)
    let title = try? CompositeTitle(placeholders: placeholders, model: model, scale: 3, guard: "\u{200B}")
    guard let title, title.widestTarget == 1000, title.emptyTitle(for: 40).unicodeScalars.count > 2 else {
      throw BenchmarkError(
        "the composite title does not cover 40...1000 pt (widest target \(title?.widestTarget ?? 0) pt)")
    }
    return { iterations in
      for _ in 0..<iterations {
        blackHole(
          consuming: try? CompositeTitle(
            placeholders: placeholders, model: model, scale: 3, guard: "\u{200B}"))
      }
    }
  }

  /// UIKit's swipe button at @3x, 74...120 pt, the title at 15 pt with a U+200B guard.
  static let model = ButtonModel.uikitSwipe(rounding: .pixels)
  static let configuration = RenderConfiguration(size: 15, scale: 3, hinting: .none)

  /// The maker of `build/uikit74to120@3x/advances`: Inter's twelve spaces at 15 pt, in points.
  static func advancesMaker() -> CompositeTitle? {
    try? CompositeTitle(placeholders: EmptyTitleFixture.interSpaces(size: 15), model: model, scale: 3)
  }

  /// The maker of `build/uikit74to120@3x/measuring`: the shortest call an app makes, the default
  /// sixteen candidates and the default guard, measured by HarfBuzz through TextMetrics as the
  /// app's text engine (each call shapes the string whole).
  static func measuringMaker(_ font: Font) -> CompositeTitle? {
    try? CompositeTitle(
      measuring: { text in (try? font.measure(text, configuration).widthInPoints) ?? .nan }, scale: 3)
  }

  /// `CompositeTitle(placeholders:model:scale:)` under UIKit's model at @3x: the grid table
  /// up to the 108 pt label, every sum ranked once, 361 pixels' titles.
  static let uikitAdvances = Benchmark("build/uikit74to120@3x/advances") {
    () throws(BenchmarkError) -> Benchmark.Loop in
    guard advancesMaker()?.unreachableWidths.isEmpty == true else {
      throw BenchmarkError("the maker does not reach every pixel of 74...120 pt")
    }
    return { iterations in
      for _ in 0..<iterations { blackHole(consuming: advancesMaker()) }
    }
  }

  /// `CompositeTitle(measuring:scale:)` with HarfBuzz as the engine; docs/benchmarks.md counts
  /// its measuring calls, which the run's context records.
  static let uikitMeasuring = Benchmark("build/uikit74to120@3x/measuring") {
    () throws(BenchmarkError) -> Benchmark.Loop in
    let font = try ShapingBenchmarks.openFont()
    guard measuringMaker(font)?.unreachableWidths.isEmpty == true else {
      throw BenchmarkError("the measuring maker does not reach every pixel of 74...120 pt")
    }
    return { iterations in
      for _ in 0..<iterations { blackHole(consuming: measuringMaker(font)) }
    }
  }

  /// The measuring calls and the heap bytes each UIKit maker keeps (what glibc's `mallinfo2`
  /// counts in use while the maker lives, over what it counted before it was built, after a first
  /// build has warmed the font's caches), for the run's context.
  static func footprints() -> [String: String] {
    guard let font = try? ShapingBenchmarks.openFont() else { return [:] }
    func kept(_ build: () -> CompositeTitle?) -> (calls: Int, bytes: String) {
      // A first build warms what outlives it (the font's shaping caches, the hair space's
      // table), so the second counts only what the maker itself keeps.
      _ = build()
      let before = AllocationCounter.heapBytesInUse
      let maker = build()
      let after = AllocationCounter.heapBytesInUse
      var bytes = "?"
      if let before, let after { bytes = "\(after - before)" }
      return withExtendedLifetime(maker) { (maker?.measuringCalls ?? 0, bytes) }
    }
    let advances = kept(advancesMaker)
    let measuring = kept { measuringMaker(font) }
    return [
      "build/uikit74to120@3x/advances":
        "Inter's 12 spaces at 15 pt in points, U+200B guard; keeps \(advances.bytes) bytes (mallinfo2)",
      "build/uikit74to120@3x/measuring":
        "16 candidates measured by HarfBuzz (Inter 15 pt unhinted), U+200B guard; \(measuring.calls) measuring calls; keeps \(measuring.bytes) bytes (mallinfo2)",
    ]
  }
}
