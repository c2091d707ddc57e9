/// The two constants of the placeholder formula `N = floor((W - minimumWidth) × shiftFactor / w)`.
public struct PlaceholderConstants: Sendable, Hashable, CustomStringConvertible {
  /// Multiplies the useful width before dividing by the symbol width.
  public var shiftFactor: Double
  /// Subtracted from the target width before anything else (clamped at zero).
  public var minimumWidth: Double

  /// Creates a pair of constants.
  public init(shiftFactor: Double, minimumWidth: Double) {
    self.shiftFactor = shiftFactor
    self.minimumWidth = minimumWidth
  }

  /// The constants seed 000 found by trial: minimumWidth 30, shiftFactor 1.1.
  public static let seed = PlaceholderConstants(shiftFactor: 1.1, minimumWidth: 30)

  public var description: String {
    "shiftFactor \(shiftFactor), minimumWidth \(minimumWidth)"
  }
}
