import PlaceholderTitle

/// The pairs of constants the tool prints: shiftFactor within a factor of ten of the sizes' own
/// closed forms, minimumWidth from -10 to 1 times the widest target.
///
/// Some problems have an optimum that no usable pair reaches. Under a clamping sizing model, or
/// with one symbol width measured for every size, the best the formula can do is sometimes a
/// count that does not depend on W, and the formula reaches that only in the limit
/// shiftFactor → 0, minimumWidth → −∞: the solver's widest point is then an extreme approximant
/// such as (1e-06, -4e7). The box is where a printed pair must lie; ``CalibrationProblem/fit(objective:)``
/// reports the best pair inside it, and the optimum outside it only beside that pair
/// (``DegenerateOptimum``).
///
/// docs/method.md, *The box: ties and degenerate optima*, derives these bounds from the sizes'
/// closed forms and says how `make sweep` checks the printed pairs against them.
///
/// Threading: a plain value; `Sendable`.
package struct ConstantBox: Sendable, Hashable {
  /// The shiftFactors inside the box.
  package var shiftFactors: ClosedRange<Double>
  /// The minimumWidths inside the box, in points.
  package var minimumWidths: ClosedRange<Double>

  /// How far the box reaches beyond the closed forms, as a factor: shiftFactor from a tenth of the
  /// smallest to ten times the largest, minimumWidth down to minus this many widest targets.
  static let reach = 10.0

  /// Creates a box from its two ranges.
  package init(shiftFactors: ClosedRange<Double>, minimumWidths: ClosedRange<Double>) {
    self.shiftFactors = shiftFactors
    self.minimumWidths = minimumWidths
  }

  /// The box of a problem: from its sizes' closed forms `w / a` and its widest reachable target.
  ///
  /// A problem whose sizes give no finite positive ratio (an advance of 0, which the solver never
  /// sees) gets shiftFactors 0.1...10, the reach about 1.
  package init(problem: CalibrationProblem) {
    var smallest = Double.infinity
    var largest = 0.0
    for sample in problem.samples {
      let ratio = sample.symbolWidth / sample.advance
      guard ratio.isFinite, ratio > 0 else { continue }
      smallest = min(smallest, ratio)
      largest = max(largest, ratio)
    }
    if !smallest.isFinite { (smallest, largest) = (1, 1) }
    let widest = problem.targets.last ?? 0
    // The solver searches no shiftFactor below its own smallest (a ratio under 1e-7 needs a
    // font whose placeholder is 10⁷ times wider than the measure font's).
    let lowest = max(ConstantRegion.minimumShiftFactor, smallest / Self.reach)
    self.init(
      shiftFactors: lowest...max(lowest, largest * Self.reach), minimumWidths: (-Self.reach * widest)...widest
    )
  }

  /// Whether a pair lies inside the box (its edges included).
  package func contains(_ constants: PlaceholderConstants) -> Bool {
    shiftFactors.contains(constants.shiftFactor) && minimumWidths.contains(constants.minimumWidth)
  }

  /// The nearest pair inside the box, each constant clamped to its range on its own.
  package func clamped(_ constants: PlaceholderConstants) -> PlaceholderConstants {
    PlaceholderConstants(
      shiftFactor: min(max(constants.shiftFactor, shiftFactors.lowerBound), shiftFactors.upperBound),
      minimumWidth: min(max(constants.minimumWidth, minimumWidths.lowerBound), minimumWidths.upperBound))
  }
}
