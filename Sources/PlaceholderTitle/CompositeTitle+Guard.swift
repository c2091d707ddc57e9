// MARK: - The guard around titles

extension CompositeTitle {
  /// Which zero-width character a maker puts at both ends of every non-empty title.
  ///
  /// UIKit's swipe button trims its title of whitespace, which would empty a title made only of
  /// spaces; a character of category Cf at both ends (U+200B ZERO WIDTH SPACE) stops the trim and
  /// keeps the spaces inside. ``automatic`` does what the model needs, so most callers never name
  /// a guard. A character literal is a guard of that character: `guard: "\u{2060}"`.
  ///
  /// Not `@frozen`: a later version may add a way to choose, so a `switch` over it needs an
  /// `@unknown default` case.
  ///
  /// Threading: a plain value; `Sendable`.
  public enum Guard: Sendable, Hashable, ExpressibleByUnicodeScalarLiteral {
    /// What the model needs: none under the plain model; under UIKit's model U+200B, or for a
    /// measuring maker the first of ``CompositeTitle/guardCandidates`` the app's engine measures
    /// as no width (U+200B when none is, and ``CompositeTitle/exclusions`` lists each with its
    /// width).
    case automatic
    /// This character, used as given (a measuring maker does not check its width).
    case character(Unicode.Scalar)
    /// No guard: titles are the spaces alone. Under UIKit's model, only where the title's setter
    /// does not trim whitespace.
    case unguarded

    /// A guard of the literal's character.
    public init(unicodeScalarLiteral character: Unicode.Scalar) {
      self = .character(character)
    }

    /// The character for a maker that does not measure: under UIKit's model
    /// ``automatic`` is U+200B.
    func character(for model: ButtonModel) -> Unicode.Scalar? {
      switch self {
      case .automatic:
        guard case .uikitSwipe = model else { return nil }
        return CompositeTitle.guardCandidates[0]
      case .character(let character): return character
      case .unguarded: return nil
      }
    }
  }
}
