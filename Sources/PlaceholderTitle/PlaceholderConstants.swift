/// The two constants of the placeholder formula `N = floor((W - minimumWidth) × shiftFactor / w)`.
///
/// The names are the formula's, from the 2018 RowAction article ("Universal solution for
/// UITableViewRowAction and UIContextualAction") and its TCSCustomRowActionFactory library.
/// `minimumWidth` is the formula's offset, not a button's width: the article set it to the width
/// of a button with an empty title (30 pt), but a fit puts it where the counts come out best, about
/// that width less half a placeholder's advance. The width of the empty button is
/// ``ButtonModel/plain(padding:)``'s padding, and the narrowest swipe button UIKit draws is
/// ``UIKitSwipeButton/minimumButtonWidth``.
public struct PlaceholderConstants: Sendable, Hashable, CustomStringConvertible {
  /// Multiplies the useful width before dividing by the symbol width.
  public var shiftFactor: Double
  /// The formula's offset, in points: subtracted from the wanted width before anything else (the
  /// difference is clamped at zero).
  public var minimumWidth: Double

  /// Creates a pair of constants.
  public init(shiftFactor: Double, minimumWidth: Double) {
    self.shiftFactor = shiftFactor
    self.minimumWidth = minimumWidth
  }

  /// The hand-tuned constants of the RowAction article and TCSCustomRowActionFactory, found by
  /// trial: minimumWidth 30, shiftFactor 1.1.
  public static let handTuned = PlaceholderConstants(shiftFactor: 1.1, minimumWidth: 30)
  /// ``handTuned``, by the name the tool's own code uses.
  package static var seed: PlaceholderConstants { handTuned }

  public var description: String {
    "shiftFactor \(shiftFactor), minimumWidth \(minimumWidth)"
  }
}
