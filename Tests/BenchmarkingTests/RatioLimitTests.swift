import Benchmarking
import Testing

/// A ratio with a limit is over it only when its ratio of medians is above the limit; every ratio
/// the suite reports has a limit between two of its benchmarks; a filter that keeps one side of
/// a limited ratio and leaves out the other is refused.
@Suite("Ratio limits")
struct RatioLimitTests {
  static let ratio = RatioDefinition(name: "a÷b", numerator: "a", denominator: "b", limit: 1.5)

  @Test(
    "over only above the limit, by the ratio of medians",
    arguments: [
      (["a÷b": 1.5], false), (["a÷b": 1.5000001], true), (["a÷b": 0.2, "a÷b (min)": 9], false),
      (["a÷b (min)": 9], false), ([:], false),
    ] as [([String: Double], Bool)])
  func over(ratios: [String: Double], over: Bool) {
    #expect(Self.ratio.isOver(in: ratios) == over)
    #expect(!RatioDefinition(name: "a÷b", numerator: "a", denominator: "b").isOver(in: ratios))
  }

  @Test(
    "every hot path is held to a floor of the same run",
    arguments: [
      ("emptyTitle/library÷seed", "emptyTitle/library", "emptyTitle/seed", 0.05),
      ("emptyTitle/library÷limit", "emptyTitle/library", "emptyTitle/limit", 2.5),
      ("emptyTitle/library÷borrow", "emptyTitle/library", "emptyTitle/borrow", 3),
      ("emptyTitle/composite÷limit", "emptyTitle/composite", "emptyTitle/limit", 1.5),
      ("shaping/run/64÷harfbuzz/64", "shaping/run/64", "shaping/harfbuzz/64", 1.75),
      ("solver/fit33x321÷evaluate", "solver/fit33x321", "solver/evaluate33x321", 30),
      ("solver/fit33x321/rms÷minimax", "solver/fit33x321/rms", "solver/fit33x321", 4),
      ("padded/warm÷measureOnce", "padded/warm", "padded/measureOnce", 6),
    ] as [(String, String, String, Double)])
  func suiteLimits(name: String, numerator: String, denominator: String, limit: Double) throws {
    let ratio = try #require(CalibrateBenchmarks.ratios.first { $0.name == name })
    #expect(ratio.numerator == numerator && ratio.denominator == denominator)
    #expect(ratio.limit == limit)
  }

  @Test("no ratio goes without a limit, and both sides of each are benchmarks of the suite")
  func everyRatioLimited() {
    let names = Set(CalibrateBenchmarks.all.map(\.name))
    #expect(CalibrateBenchmarks.ratios.count == 8)
    for ratio in CalibrateBenchmarks.ratios {
      #expect(ratio.limit != nil, "\(ratio.name)")
      #expect(names.contains(ratio.numerator) && names.contains(ratio.denominator), "\(ratio.name)")
    }
  }

  /// A command of three benchmarks that do nothing, with `a÷b` limited and `a÷c` not.
  static func command(_ diagnosed: Diagnosed) -> BenchmarkCommand {
    let noop: (String) -> Benchmark = { name in
      Benchmark(name) { () throws(BenchmarkError) -> Benchmark.Loop in { _ in } }
    }
    var command = BenchmarkCommand(
      benchmarks: ["a", "b", "c", "d"].map(noop),
      ratios: [
        RatioDefinition(name: "a÷b", numerator: "a", denominator: "b", limit: 2),
        RatioDefinition(name: "c÷b", numerator: "c", denominator: "b", limit: 2),
        RatioDefinition(name: "a÷d", numerator: "a", denominator: "d"),
      ], context: [:])
    command.output = { _ in }
    command.diagnostics = { diagnosed.text += $0 }
    return command
  }

  /// What a command wrote to standard error.
  final class Diagnosed {
    var text = ""
  }

  @Test(
    "a filter that leaves out one side of a limited ratio exits 64 with one line naming it",
    arguments: [
      (
        "^a$",
        "error: --filter '^a$' leaves out b, without which the limit of a÷b cannot be checked; widen the filter to take it\n"
      ),
      (
        "^b$",
        "error: --filter '^b$' leaves out a and c, without which the limits of a÷b and c÷b cannot be checked; widen the filter to take them\n"
      ),
      (
        "^(a|c|d)$",
        "error: --filter '^(a|c|d)$' leaves out b, without which the limits of a÷b and c÷b cannot be checked; widen the filter to take it\n"
      ),
    ])
  func halfSelected(filter: String, line: String) {
    let diagnosed = Diagnosed()
    #expect(Self.command(diagnosed).run(["--filter", filter, "--samples", "2"]) == 64)
    #expect(diagnosed.text == line)
  }

  @Test(
    "a filter with both sides of every limited ratio, or neither, runs",
    arguments: ["^d$", "^(a|b|c)$", "^[a-c]$", "."])
  func wholeSelection(filter: String) {
    let diagnosed = Diagnosed()
    #expect(Self.command(diagnosed).run(["--filter", filter, "--samples", "2"]) == 0)
    #expect(!diagnosed.text.contains("error:"))
  }
}
