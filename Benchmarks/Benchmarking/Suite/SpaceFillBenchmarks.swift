import PlaceholderTitle
import TextMetrics

/// `SpaceFill.padded(_:_:toWidth:)` on a warm filler, against one measurement of each result with
/// the same engine.
///
/// The engine is the app's, so a padding costs what its calls of the engine cost plus the filler's
/// own work (composing, writing the strings). The baseline calls the same closure once per row on
/// the string `padded/warm` returns for it (built in advance): what it costs to measure the answer
/// once, the least any padding that checks its result in context can cost. `padded÷measureOnce` is
/// then about the calls a padding makes (one of them on the shorter `prefix + suffix`) plus its own
/// work; the project holds it to 6, the most calls a padding may make on average.
///
/// Both cycle through the same 64 rows (`index & 63`): sixteen labels (Latin with kerning pairs,
/// Cyrillic, Greek, a check mark, shortcuts, an empty prefix or suffix) each padded to four
/// widths, 6.1 to 104.6 pt wider than the label, all within the engine's reach. The engine is HarfBuzz through
/// TextMetrics on the benchmark font (Inter Regular) at 13 pt, unhinted, @2x, as in
/// `build/uikit74to120@3x/measuring`. TextMetrics keeps the last 16 unhinted shapes of short
/// strings; the 64 padded strings are all different, and a label's `prefix + suffix` comes back
/// after at least 31 other strings were shaped, so neither benchmark is answered from there.
enum SpaceFillBenchmarks {
  /// The font size, scale and hinting of the engine.
  static let configuration = RenderConfiguration(size: 13, scale: 2, hinting: .none)
  /// How many rows the benchmarks cycle through; a power of two so the index is a mask.
  static let rowCount = 64
  static let labels: [(prefix: String, suffix: String)] = [
    ("✓ GPT-4o", "1x"), ("AVAWAY", "0.33x"), ("Настройки", "⌘K"), ("Ελληνικά", "⌘,"), ("GPT-4o mini", "10x"),
    ("Date Modified", "⌘2"), ("Привет, мир", "12"), ("", "⌘K"), ("Claude Sonnet", "1x"), ("o3", "0.33x"),
    ("Name", "⌘1"), ("Size", "⌘3"), ("Ωμέγα", "⌘;"), ("Загрузки", "⌘J"), ("TAYLOR", ""), ("WAVY Tools", "⌘T"),
  ]
  static let gaps: [Double] = [6.1, 13.9, 38.4, 104.6]

  /// Counts the calls of an engine.
  final class CallCounter {
    var calls = 0
  }

  /// The engine: the width in points of a string shaped whole by HarfBuzz.
  static func engine(_ font: Font, counter: CallCounter) -> (String) -> Double {
    { text in
      counter.calls += 1
      return (try? font.measure(text, configuration).widthInPoints) ?? .nan
    }
  }

  /// The 64 rows, as `(prefix, suffix, target)`: the sixteen labels in turn, with the first gap,
  /// then the second... So a label comes back every sixteen rows, after more than sixteen other
  /// strings were shaped.
  static func rows(_ measure: (String) -> Double) -> [(prefix: String, suffix: String, target: Double)] {
    let unpadded = labels.map { measure($0.prefix + $0.suffix) }
    return gaps.flatMap { gap in
      labels.indices.map { (labels[$0].prefix, labels[$0].suffix, unpadded[$0] + gap) }
    }
  }

  /// A warm filler, its rows, and what building it and padding every row once cost in calls.
  static func fixture() throws(BenchmarkError) -> (
    filler: SpaceFill, rows: [(prefix: String, suffix: String, target: Double)], counter: CallCounter
  ) {
    let font = try ShapingBenchmarks.openFont()
    let counter = CallCounter()
    let measure = engine(font, counter: counter)
    let filler: SpaceFill
    do {
      filler = try SpaceFill(measuring: measure, scale: configuration.scale)
    } catch {
      throw BenchmarkError("the runtime builds no filler: \(error)")
    }
    let rows = Self.rows(measure)
    guard rows.count == rowCount,
      rows.allSatisfy({ filler.padding($0.prefix, $0.suffix, toWidth: $0.target).isExact })
    else {
      throw BenchmarkError(
        "a padding row of the space-fill benchmark is not within half a pixel of its target")
    }
    return (filler, rows, counter)
  }

  /// `padded(_:_:toWidth:)` on a filler built and used once over every row.
  static let padded = Benchmark("padded/warm") { () throws(BenchmarkError) -> Benchmark.Loop in
    let (filler, rows, _) = try fixture()
    let mask = rowCount - 1
    return { iterations in
      for index in 0..<iterations {
        let row = rows[index & mask]
        blackHole(consuming: filler.padded(row.prefix, row.suffix, toWidth: row.target))
      }
    }
  }

  /// The baseline: the same engine called once per row, on the string `padded/warm` returns for it.
  static let measureOnce = Benchmark("padded/measureOnce") { () throws(BenchmarkError) -> Benchmark.Loop in
    let (filler, rows, _) = try fixture()
    let font = try ShapingBenchmarks.openFont()
    let measure = engine(font, counter: CallCounter())
    let results = rows.map { filler.padded($0.prefix, $0.suffix, toWidth: $0.target) }
    let mask = rowCount - 1
    return { iterations in
      for index in 0..<iterations { blackHole(measure(results[index & mask])) }
    }
  }

  /// The calls a filler took to build and its paddings take on average over the 64 rows, for the
  /// run's context.
  static func context() -> [String: String] {
    guard let (filler, rows, counter) = try? fixture() else { return [:] }
    counter.calls = 0
    for row in rows { blackHole(consuming: filler.padded(row.prefix, row.suffix, toWidth: row.target)) }
    let perPadding = Double(counter.calls) / Double(rows.count)
    return [
      "padded":
        "Inter 13 pt unhinted @2x, HarfBuzz through TextMetrics as the engine, 64 rows (16 labels x 4 gaps of 6.1...104.6 pt); \(filler.measuringCalls) calls to build; \((perPadding * 100).rounded() / 100) measuring calls per padding"
    ]
  }
}
