// MARK: - Padding

extension SpaceFill {
  /// One padded string, with what the app's engine measured of it.
  ///
  /// Threading: a plain value; `Sendable`.
  public struct Padding: Sendable, Hashable {
    /// `prefix + fill + suffix`: what ``SpaceFill/padded(_:_:toWidth:)`` returns.
    public var text: String
    /// The fill alone: spaces, with the guard on a side where the prefix or the suffix is empty;
    /// empty when the string is unpadded.
    public var fill: String
    /// The wanted width of ``text``, in points, as given (or as a column computed it).
    public var target: Double
    /// The engine's width of ``text``, in points; NaN when it could not be measured.
    public var width: Double
    /// Why the string is as it is.
    public var outcome: Outcome
    /// How many times this padding called the engine.
    public var measuringCalls: Int
    /// Half a device pixel, in points.
    let halfPixel: Double

    /// Creates a padding.
    init(
      text: String, fill: String, target: Double, width: Double, outcome: Outcome, measuringCalls: Int,
      scale: Double
    ) {
      self.text = text
      self.fill = fill
      self.target = target
      self.width = width
      self.outcome = outcome
      self.measuringCalls = measuringCalls
      halfPixel = 0.5 / scale
    }

    /// The engine's width less the target, in points: positive when the string is wider than
    /// wanted; NaN when either is not a number.
    public var error: Double { width - target }

    /// Whether the string is within half a device pixel of its target, as measured; `false` when
    /// the error is not a number.
    public var isExact: Bool { abs(error) <= halfPixel }

    /// Why a padded string is as it is.
    ///
    /// Not `@frozen`: a later version may add outcomes, so a `switch` over them needs an
    /// `@unknown default` case.
    public enum Outcome: Sendable, Hashable {
      /// A fill, or none, makes the string as wide as the target within half a device pixel.
      case exact
      /// The prefix and suffix together are already at least as wide as the target: they come
      /// back unpadded, and ``Padding/error`` says by how much they are wider.
      case alreadyWide
      /// No fill the filler found lands within half a pixel (the gap is narrower than the spaces
      /// can make, or the engine disagrees with every fill tried): the nearest one measured, or
      /// none when the unpadded string is nearer.
      case nearest
      /// The target is NaN, infinite or negative: unpadded, nothing measured.
      case invalidTarget
      /// The engine gave no usable width (NaN, infinite or negative) for the prefix and suffix:
      /// unpadded.
      case unmeasurable
    }
  }
}
