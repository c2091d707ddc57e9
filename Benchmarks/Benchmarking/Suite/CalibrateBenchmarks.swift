/// Every benchmark of the `calibrate` package, the ratios to report, and what they run on.
///
/// The executable and the tests both run these, so a benchmark that breaks fails a test.
package enum CalibrateBenchmarks {
  /// The counts of the `emptyTitle/library/N`, `shaping/run/N` and `shaping/closedForm/N`
  /// sweeps: 0...8, then powers of two up to the library's cache size.
  package static var sweepCounts: [Int] { EmptyTitleBenchmarks.sweepCounts }

  /// Every benchmark, in run order: the title hot path first, the slow ones last.
  package static var all: [Benchmark] {
    [
      ReferenceBenchmark.cpu, EmptyTitleBenchmarks.library, EmptyTitleBenchmarks.composite,
      EmptyTitleBenchmarks.seed, EmptyTitleBenchmarks.limit, EmptyTitleBenchmarks.borrow,
    ]
      + EmptyTitleBenchmarks.sweep
      + [BuildBenchmarks.composite, BuildBenchmarks.uikitAdvances, BuildBenchmarks.uikitMeasuring]
      + [SpaceFillBenchmarks.padded, SpaceFillBenchmarks.measureOnce]
      + [ShapingBenchmarks.placeholderAdvance] + ShapingBenchmarks.runs + [ShapingBenchmarks.directRun]
      + ShapingBenchmarks.closedForms + [ShapingBenchmarks.faceLoad, ShapingBenchmarks.measureSizes]
      + [
        CalibrationBenchmarks.evaluate, CalibrationBenchmarks.fit, CalibrationBenchmarks.fitRMS,
        CalibrationBenchmarks.whole,
      ]
  }

  /// Every ratio the suite reports, each with the limit a release run is held to (it exits 2 when
  /// a ratio of medians is over). Each hot path is held to a floor measured in the same process:
  /// the title makers to handing back a prebuilt title, shaping to HarfBuzz called directly, the
  /// solver to one evaluation of a pair over the same problem. docs/benchmarks.md says how each
  /// limit was set.
  package static let ratios = [
    RatioDefinition(
      name: "emptyTitle/library÷seed", numerator: "emptyTitle/library", denominator: "emptyTitle/seed",
      limit: 0.05),
    RatioDefinition(
      name: "emptyTitle/library÷limit", numerator: "emptyTitle/library", denominator: "emptyTitle/limit",
      limit: 2.5),
    RatioDefinition(
      name: "emptyTitle/library÷borrow", numerator: "emptyTitle/library", denominator: "emptyTitle/borrow",
      limit: 3),
    RatioDefinition(
      name: "emptyTitle/composite÷limit", numerator: "emptyTitle/composite", denominator: "emptyTitle/limit",
      limit: 1.5),
    RatioDefinition(
      name: "shaping/run/64÷harfbuzz/64", numerator: "shaping/run/64", denominator: "shaping/harfbuzz/64",
      limit: 1.75),
    RatioDefinition(
      name: "solver/fit33x321÷evaluate", numerator: "solver/fit33x321", denominator: "solver/evaluate33x321",
      limit: 30),
    RatioDefinition(
      name: "solver/fit33x321/rms÷minimax", numerator: "solver/fit33x321/rms",
      denominator: "solver/fit33x321",
      limit: 4),
    RatioDefinition(
      name: "padded/warm÷measureOnce", numerator: "padded/warm", denominator: "padded/measureOnce", limit: 6),
  ]

  /// What the benchmarks measure with, recorded in every run.
  static var context: [String: String] {
    BuildBenchmarks.footprints().merging(SpaceFillBenchmarks.context()) { first, _ in first }.merging([
      "font": BenchmarkFont.path,
      "emptyTitle": "U+200A, symbol width 256/2816 × 14 pt, seed constants, 64 widths in 40...200 pt",
      "emptyTitle/composite": "Inter's 12 spaces unhinted at 14 pt, padding 30, @2x, U+200B guard",
      "build/composite":
        "Inter's 12 spaces unhinted at 17 pt, padding 12, @3x, titles 0...1000 pt, U+200B guard",
      "shaping": "U+200A at 14 pt @2x, full hinting",
    ]) { first, _ in first }
  }

  /// The tool with this package's benchmarks.
  package static func command() -> BenchmarkCommand {
    BenchmarkCommand(benchmarks: all, ratios: ratios, context: context, reference: ReferenceBenchmark.name)
  }
}
