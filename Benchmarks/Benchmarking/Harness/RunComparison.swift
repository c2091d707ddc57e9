import CalibrateSupport

/// A run set against a saved baseline: which medians got slower than a threshold and which
/// allocation counts grew.
///
/// A benchmark regresses when its median time grew by more than the threshold percentage, or
/// when it makes more allocating calls per operation than before (counts are medians of whole
/// numbers, so an unchanged build repeats them exactly and any growth counts). With a reference
/// benchmark, time changes are measured after dividing by the reference's change, which cancels
/// a machine that runs uniformly faster or slower than it did for the baseline. Benchmarks only in
/// the current run are reported as new; baseline benchmarks that were not run (filtered out) are
/// only counted.
package struct RunComparison: Sendable {
  /// The default threshold, in percent.
  static let defaultThresholdPercent = 5.0
  /// The growth in allocations per operation that counts as more allocations; above rounding
  /// only, since medians of whole counts are whole or halves.
  static let allocationTolerance = 0.001

  /// One benchmark of the current run next to its baseline.
  package struct Entry: Sendable, Hashable {
    /// The benchmark's name.
    package var name: String
    /// The baseline result, or `nil` for a new benchmark.
    package var baseline: BenchmarkResult?
    /// The current result.
    package var current: BenchmarkResult
    /// How the median changed, in percent of the baseline's.
    package var changePercent: Double?
    /// Whether the median grew by more than the threshold.
    package var isTimeRegression: Bool
    /// Whether allocating calls per operation grew.
    package var isAllocationGrowth: Bool

    /// Whether this benchmark fails the comparison.
    var isRegression: Bool { isTimeRegression || isAllocationGrowth }
  }

  /// One entry per benchmark of the current run, in run order.
  package var entries: [Entry]
  /// The threshold, in percent.
  package var thresholdPercent: Double
  /// How many baseline benchmarks the current run did not include.
  package var notRun: Int
  /// How much slower the machine ran than for the baseline (the reference's median ratio), or
  /// 1 when there is no reference; current medians are divided by it before comparing.
  package var speedFactor: Double
  /// The reference benchmark's name, if any.
  package var reference: String?

  /// Compares a run with a baseline.
  ///
  /// - Parameters:
  ///   - baseline: The saved run.
  ///   - current: The new run.
  ///   - thresholdPercent: The largest tolerated growth of a median, in percent.
  ///   - reference: A benchmark measuring the machine's speed: when both runs have it, current
  ///     medians are divided by its change before comparing.
  package init(
    baseline: BenchmarkRun, current: BenchmarkRun, thresholdPercent: Double, reference: String? = nil
  ) {
    self.thresholdPercent = thresholdPercent
    self.reference = reference
    var baselineByName: [String: BenchmarkResult] = [:]
    for result in baseline.benchmarks { baselineByName[result.name] = result }
    var factor = 1.0
    if let reference, let old = baselineByName[reference],
      let new = current.benchmarks.first(where: { $0.name == reference }),
      old.medianNanoseconds > 0, new.medianNanoseconds > 0
    {
      factor = new.medianNanoseconds / old.medianNanoseconds
    }
    speedFactor = factor
    entries = current.benchmarks.map { result in
      var entry = Self.entry(
        current: result, baseline: baselineByName[result.name], thresholdPercent: thresholdPercent,
        speedFactor: result.name == reference ? 1 : factor)
      // The reference measures the machine, not the code: its change is information only.
      if result.name == reference { entry.isTimeRegression = false }
      return entry
    }
    let currentNames = Set(current.benchmarks.map(\.name))
    notRun = baseline.benchmarks.filter { !currentNames.contains($0.name) }.count
  }

  /// Names of the benchmarks whose median regressed, in run order.
  package var timeRegressions: [String] { entries.filter(\.isTimeRegression).map(\.name) }

  /// Whether any benchmark regressed in time or allocations.
  package var hasRegression: Bool { entries.contains(where: \.isRegression) }

  /// The process exit status for this comparison: 2 for a regression, 0 otherwise.
  package var exitCode: Int32 { hasRegression ? 2 : 0 }

  /// The comparison as a Markdown table followed by a one-line verdict.
  package func markdown() -> String {
    var table = TextTable(
      headings: [
        "Benchmark", "Old median", "New median", "Change", "Old mallocs/op", "New mallocs/op", "Result",
      ],
      alignments: [.left, .right, .right, .right, .right, .right, .left])
    for entry in entries {
      table.append([
        entry.name,
        entry.baseline.map { Measure.duration($0.medianNanoseconds) } ?? "-",
        Measure.duration(entry.current.medianNanoseconds),
        entry.changePercent.map(Measure.percent) ?? "-",
        Measure.count(entry.baseline?.mallocsPerOperation),
        Measure.count(entry.current.mallocsPerOperation),
        verdict(entry),
      ])
    }
    let failures = entries.filter(\.isRegression).count
    var summary =
      failures == 0
      ? "No regressions (threshold \(Measure.fixed(thresholdPercent, decimals: 1))%)."
      : "\(failures) regression\(failures == 1 ? "" : "s") (threshold \(Measure.fixed(thresholdPercent, decimals: 1))%)."
    if notRun > 0 { summary += " \(notRun) baseline benchmark\(notRun == 1 ? " was" : "s were") not run." }
    if let reference, speedFactor != 1 {
      summary +=
        "\nChanges are relative to the machine's speed: \(reference) ran \(Measure.fixed(speedFactor, decimals: 3))× its baseline time, and every other median was divided by that."
    }
    return table.markdown() + "\n" + summary + "\n"
  }

  private func verdict(_ entry: Entry) -> String {
    guard entry.baseline != nil else { return "new" }
    var problems: [String] = []
    if entry.isTimeRegression { problems.append("slower") }
    if entry.isAllocationGrowth { problems.append("more allocations") }
    if !problems.isEmpty { return "**REGRESSION** (" + problems.joined(separator: ", ") + ")" }
    if let change = entry.changePercent, change < -thresholdPercent { return "faster" }
    return "ok"
  }

  private static func entry(
    current: BenchmarkResult, baseline: BenchmarkResult?, thresholdPercent: Double, speedFactor: Double
  ) -> Entry {
    guard let baseline else {
      return Entry(
        name: current.name, baseline: nil, current: current, changePercent: nil, isTimeRegression: false,
        isAllocationGrowth: false)
    }
    var change: Double? = nil
    if baseline.medianNanoseconds > 0 {
      let normalized = current.medianNanoseconds / speedFactor
      change = (normalized - baseline.medianNanoseconds) / baseline.medianNanoseconds * 100
    }
    var allocationGrowth = false
    if let old = baseline.mallocsPerOperation, let new = current.mallocsPerOperation {
      allocationGrowth = new - old > allocationTolerance
    }
    return Entry(
      name: current.name, baseline: baseline, current: current, changePercent: change,
      isTimeRegression: (change ?? 0) > thresholdPercent, isAllocationGrowth: allocationGrowth)
  }
}
