import PlaceholderTitle

/// A calibration problem that cannot be set up or solved.
///
/// Each case carries the values a user needs; ``description`` is the one line the tool prints.
package enum CalibrationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The padding is negative or not finite.
  case invalidPadding(Double)
  /// The problem has no target widths.
  case noTargets
  /// A target width is negative or not finite.
  case invalidTargets
  /// The problem has no font sizes.
  case noSizes
  /// A size's symbol width is zero, negative or not finite: the app would divide by it.
  case invalidSymbolWidth(size: Double, symbolWidth: Double)
  /// A size's placeholder adds no width, so no count reaches a target.
  case noRunWidth(size: Double)
  /// Never-seam needs a count whose width stays within each target; one target is narrower than
  /// the padding alone.
  case targetNarrowerThanPadding(target: Double, padding: Double)
  /// No constants keep the error below any tolerance tried.
  case unreachableTargets(tolerance: Double)
  /// The sizing model reaches none of the target widths.
  case noReachableTargets(model: String)

  package var description: String {
    switch self {
    case .invalidPadding(let padding):
      return "padding \(padding) must be a finite number of points ≥ 0"
    case .noTargets:
      return "there are no target widths"
    case .invalidTargets:
      return "target widths must be finite and ≥ 0"
    case .noSizes:
      return "there are no font sizes"
    case .invalidSymbolWidth(let size, let symbolWidth):
      return "the symbol width at \(size) pt is \(symbolWidth); it must be above 0"
    case .noRunWidth(let size):
      return "at \(size) pt the placeholder renders with no width, so no count of it can reach a target"
    case .targetNarrowerThanPadding(let target, let padding):
      return "never-seam is impossible: the target \(target) pt is narrower than the padding \(padding) pt"
    case .unreachableTargets(let tolerance):
      return "no constants keep the error below \(tolerance) pt; the targets cannot be met"
    case .noReachableTargets(let model):
      return
        "no target width lies within \(Int(UIKitSwipeButton.minimumButtonWidth))...\(Int(UIKitSwipeButton.maximumButtonWidth)) pt, the only widths a \(model) button has"
    }
  }
}
