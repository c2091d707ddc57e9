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

  /// The limits of `make bench-instructions`: each hot path's instructions per operation under
  /// callgrind against its floor's, counted in the same run, for every hot path ``ratios`` holds
  /// to a time limit. Each limit is the ratio counted when it was set plus 3 %, rounded up to
  /// three significant digits, so a change that adds 3 % to a hot path fails; docs/benchmarks.md
  /// gives the counts.
  package static let instructionLimits = [
    InstructionLimit(
      name: "emptyTitle/library÷limit", numerator: "emptyTitle/library", denominator: "emptyTitle/limit",
      limit: 1.25),
    InstructionLimit(
      name: "emptyTitle/library÷borrow", numerator: "emptyTitle/library", denominator: "emptyTitle/borrow",
      limit: 1.26),
    InstructionLimit(
      name: "emptyTitle/library÷seed", numerator: "emptyTitle/library", denominator: "emptyTitle/seed",
      limit: 0.00416),
    InstructionLimit(
      name: "emptyTitle/composite÷limit", numerator: "emptyTitle/composite", denominator: "emptyTitle/limit",
      limit: 1.31),
    InstructionLimit(
      name: "padded/warm÷measureOnce", numerator: "padded/warm", denominator: "padded/measureOnce",
      limit: 2.06),
    InstructionLimit(
      name: "shaping/run/64÷harfbuzz/64", numerator: "shaping/run/64", denominator: "shaping/harfbuzz/64",
      limit: 1.27),
    InstructionLimit(
      name: "solver/fit33x321÷evaluate", numerator: "solver/fit33x321", denominator: "solver/evaluate33x321",
      limit: 16.1),
    InstructionLimit(
      name: "solver/fit33x321/rms÷minimax", numerator: "solver/fit33x321/rms",
      denominator: "solver/fit33x321", limit: 2.66),
  ]

  /// The operations `make bench-instructions` counts of each benchmark: multiples of the 64
  /// widths or rows the title and padding benchmarks cycle through, and enough of the slow ones
  /// that the region's constant cost is below a hundredth of an instruction per operation.
  package static let instructionIterations = [
    "emptyTitle/library": 102_400, "emptyTitle/limit": 102_400, "emptyTitle/borrow": 102_400,
    "emptyTitle/composite": 102_400, "emptyTitle/seed": 6_400, "padded/warm": 640, "padded/measureOnce": 640,
    "shaping/run/64": 2_048, "shaping/harfbuzz/64": 2_048, "solver/evaluate33x321": 64, "solver/fit33x321": 8,
    "solver/fit33x321/rms": 4,
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
    BenchmarkCommand(
      benchmarks: all, ratios: ratios, context: context, reference: ReferenceBenchmark.name,
      instructions: InstructionGate(limits: instructionLimits, iterations: instructionIterations))
  }
}
