/// A ratio between two benchmarks that a run reports, such as the library against the article's
/// code.
package struct RatioDefinition: Sendable, Hashable {
  /// The key in a run's `ratios`, such as `emptyTitle/library÷seed`.
  package var name: String
  /// The benchmark on top.
  package var numerator: String
  /// The benchmark below.
  package var denominator: String
  /// The most the ratio of medians may be, if the project keeps a limit on it: a release run
  /// over it exits 2.
  package var limit: Double?

  /// Creates a ratio.
  package init(name: String, numerator: String, denominator: String, limit: Double? = nil) {
    self.name = name
    self.numerator = numerator
    self.denominator = denominator
    self.limit = limit
  }

  /// Whether a run's ratio of medians is over the limit (never without a limit or a value).
  package func isOver(in ratios: [String: Double]) -> Bool {
    guard let limit, let value = ratios[name] else { return false }
    return value > limit
  }

  /// The ratio of medians under ``name`` and the ratio of minimums under `name (min)`.
  ///
  /// The minimum of each side is its least disturbed sample, so the ratio of minimums is the
  /// steadier figure on a noisy machine; the ratio of medians is the typical one.
  ///
  /// - Parameter results: A run's results.
  /// - Returns: Both ratios, or nothing when either benchmark is missing or took no time.
  package func values(in results: [BenchmarkResult]) -> [String: Double] {
    guard let top = results.first(where: { $0.name == numerator }),
      let bottom = results.first(where: { $0.name == denominator }),
      bottom.medianNanoseconds > 0, bottom.minNanoseconds > 0
    else { return [:] }
    return [
      name: top.medianNanoseconds / bottom.medianNanoseconds,
      "\(name) (min)": top.minNanoseconds / bottom.minNanoseconds,
    ]
  }
}
