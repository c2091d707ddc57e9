import PlaceholderTitle

/// A pair a solver found, its errors and its proof, as ``CalibrationProblem/fit(objective:)``
/// settles it against the ``ConstantBox``.
struct Optimum {
  var constants: PlaceholderConstants
  var summary: ErrorSummary
  var objective: FitObjective
  var value: Double
  var lowerBound: Double
  var proven: Bool
  /// The optimum outside the box, once settled as degenerate.
  var degenerate: DegenerateOptimum? = nil
  /// The value outside the box, once settled against a search inside it.
  var unboxedValue: Double? = nil

  /// A pair with its value; proven for a band objective when the value lies within 10⁻⁶ pt of the
  /// lower bound (the bisection stops far closer), unless `proven` says otherwise.
  init(
    _ constants: PlaceholderConstants, _ summary: ErrorSummary, _ objective: FitObjective, lowerBound: Double,
    proven: Bool? = nil
  ) {
    self.constants = constants
    self.summary = summary
    self.objective = objective
    value = CalibrationProblem.value(summary, objective)
    self.lowerBound = lowerBound
    self.proven = proven ?? (value - lowerBound <= 1e-6)
  }

  /// The pair to print, of this optimum (outside the box) and the best found inside it: the
  /// inside one always; degenerate, with this one kept, when it is worse by more than 10⁻⁶ pt
  /// and this one's titles all fit their sizes' caps. A pair that gives some size a title past
  /// its cap (UIKit would shrink the font) is one the fit's own lines rule out, which the search
  /// across sizes lets through only for the sizes it did not constrain: it is no optimum to name.
  func settled(inside: Optimum, problem: CalibrationProblem, samples: [SizeSample]) -> Optimum {
    var result = inside
    result.unboxedValue = value
    if inside.value - value > 1e-6, problem.titlesFit(constants, samples: samples) {
      result.degenerate = problem.degenerateOptimum(
        constants, summary: summary, value: value, lowerBound: lowerBound, proven: proven, samples: samples)
    } else {
      // A tie: pairs inside the box reach the optimum, and its bound holds for them too.
      result.lowerBound = max(inside.lowerBound, min(lowerBound, inside.value))
      if !inside.proven && objective != .rms { result.proven = inside.value - result.lowerBound <= 1e-6 }
    }
    return result
  }
}
