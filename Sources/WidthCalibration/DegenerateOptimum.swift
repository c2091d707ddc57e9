import PlaceholderTitle

/// An optimum no pair inside the fit's ``ConstantBox`` reaches: what the solver found over every
/// shiftFactor it searches, usually a count that does not depend on W, which the formula gives
/// only in the limit shiftFactor → 0, minimumWidth → −∞.
///
/// A fit with one carries, as its constants, the best pair inside the box (what an app can use);
/// this records the optimum beside it, so a report can say what the formula can do and that no
/// pair inside the box does as well.
///
/// Threading: a plain value; `Sendable`.
package struct DegenerateOptimum: Sendable, Hashable {
  /// The approximant the solver reached, outside the box (such as shiftFactor 1e-06, minimumWidth
  /// -4e7): what the optimum's figures were computed from, not a pair to use.
  package var constants: PlaceholderConstants
  /// Its errors over the fit's sizes and targets.
  package var summary: ErrorSummary
  /// The objective's value there.
  package var value: Double
  /// A value no pair (inside the box or not) can beat.
  package var lowerBound: Double
  /// Whether ``value`` is proven optimal over every pair the solver searches.
  package var isProvenOptimal: Bool
  /// The count each size gets at every target, in the order of the fit's sizes, when no size's
  /// count depends on W; `nil` when one does (an optimum at another edge of the search).
  package var constantCounts: [Int]?

  /// The one count every size gets at every target, if there is one.
  var constantCount: Int? {
    guard let first = constantCounts?.first, constantCounts?.allSatisfy({ $0 == first }) == true else {
      return nil
    }
    return first
  }
}

// MARK: - From a solution

extension CalibrationProblem {
  /// Whether constants give every target at each of `samples` a count within the size's cap.
  func titlesFit(_ constants: PlaceholderConstants, samples: [SizeSample]) -> Bool {
    samples.allSatisfy { sample in
      sample.maximumCount >= RepeatedTitle.maximumCount
        || targets.allSatisfy {
          Self.count(for: $0, symbolWidth: sample.symbolWidth, constants: constants) <= sample.maximumCount
        }
    }
  }

  /// The degenerate optimum of constants outside the box: their summary as given, and the
  /// counts the app computes with them at each of `samples`.
  func degenerateOptimum(
    _ constants: PlaceholderConstants, summary: ErrorSummary, value: Double, lowerBound: Double,
    proven: Bool, samples: [SizeSample]
  ) -> DegenerateOptimum {
    var counts: [Int]? = []
    for sample in samples {
      let first = Self.count(for: targets[0], symbolWidth: sample.symbolWidth, constants: constants)
      let constant = targets.allSatisfy {
        Self.count(for: $0, symbolWidth: sample.symbolWidth, constants: constants) == first
      }
      guard constant else {
        counts = nil
        break
      }
      counts?.append(first)
    }
    return DegenerateOptimum(
      constants: constants, summary: summary, value: value, lowerBound: min(value, lowerBound),
      isProvenOptimal: proven, constantCounts: counts)
  }
}
