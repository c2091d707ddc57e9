import CalibrateSupport
import PlaceholderTitle
import WidthCalibration

/// The words for a degenerate optimum (`DegenerateOptimum`) and the box beside it, shared by
/// the table, the verdict, the chart and the batch report, which reads them from stored records.
package enum DegenerateWording {
  /// What the optimum amounts to: `N = 7 for every width`, a count per size that does not
  /// depend on W (`N = 1 to 2`), or an optimum at the edge of the search.
  ///
  /// - Parameters:
  ///   - counts: The count of each size at every width, when no size's count depends on W.
  ///   - constants: The approximant the solver reached, named when the counts depend on W.
  static func optimum(counts: [Int]?, constants: PlaceholderConstants) -> String {
    guard let counts, let lowest = counts.min(), let highest = counts.max() else {
      return
        "reached only at the edge of the search (shiftFactor \(constants.shiftFactor), minimumWidth \(NumberFormat.fixed(constants.minimumWidth, 3)))"
    }
    if lowest == highest { return "N = \(lowest) for every width" }
    return "a count per size that does not depend on W, N = \(lowest) to \(highest)"
  }

  /// The clause of the table and the verdict: `the best the formula can do here is N = 7 for
  /// every width (max error 46.000 pt); no pair inside the box does better`, or, for an optimum
  /// the search found without a proof, what it found.
  ///
  /// - Parameters:
  ///   - counts: The count the constants give at each width, when they give one count for every
  ///     width, or `nil`.
  ///   - constants: The constants the fit found.
  ///   - measure: The objective's measure and its value, such as `max error 46.000 pt`.
  ///   - proven: Whether the fit proved the constants optimal.
  package static func clause(
    counts: [Int]?, constants: PlaceholderConstants, measure: String, proven: Bool
  ) -> String {
    let what = optimum(counts: counts, constants: constants)
    return proven
      ? "the best the formula can do here is \(what) (\(measure)); no pair inside the box does better"
      : "the best the search found is \(what) (\(measure)); it found no pair inside the box that does as well"
  }

  /// ``clause(counts:constants:measure:proven:)`` of an optimum, with its measure
  /// (``measure(_:objective:decimals:)``).
  package static func clause(
    _ optimum: DegenerateOptimum, objective: FitObjective, decimals: Int = 3
  ) -> String {
    clause(
      counts: optimum.constantCounts, constants: optimum.constants,
      measure: measure(optimum, objective: objective, decimals: decimals), proven: optimum.isProvenOptimal)
  }

  /// The box in words: `shiftFactor 0.0378...19.5902, minimumWidth -1200...120`.
  package static func box(shiftFactors: ClosedRange<Double>, minimumWidths: ClosedRange<Double>) -> String {
    "shiftFactor \(NumberFormat.fixed(shiftFactors.lowerBound, 4))...\(NumberFormat.fixed(shiftFactors.upperBound, 4)), minimumWidth \(NumberFormat.fixed(minimumWidths.lowerBound, 3))...\(NumberFormat.fixed(minimumWidths.upperBound, 3))"
  }

  /// ``box(shiftFactors:minimumWidths:)`` of a fit's box.
  package static func box(_ box: ConstantBox) -> String {
    self.box(shiftFactors: box.shiftFactors, minimumWidths: box.minimumWidths)
  }

  /// The objective's measure of a degenerate optimum: `max error 46.000 pt`, or for RMS both.
  static func measure(_ optimum: DegenerateOptimum, objective: FitObjective, decimals: Int = 3) -> String {
    let maximum = "max error \(NumberFormat.fixed(optimum.summary.maximumError, decimals)) pt"
    guard objective == .rms else { return maximum }
    return "RMS error \(NumberFormat.fixed(optimum.value, decimals)) pt, \(maximum)"
  }
}
