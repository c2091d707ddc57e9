import BenchmarkKit
import BenchmarkSuite
import Testing

/// A ratio with a limit is over it only when its ratio of medians is above the limit, and the
/// suite keeps the runtime's promised limit on the composite title.
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

  @Test("emptyTitle/composite may be at most 1.5 times emptyTitle/limit")
  func compositeLimit() throws {
    let command = CalibrateBenchmarks.ratios
    let composite = try #require(command.first { $0.name == "emptyTitle/composite÷limit" })
    #expect(composite.limit == 1.5)
    #expect(composite.numerator == "emptyTitle/composite" && composite.denominator == "emptyTitle/limit")
  }
}
