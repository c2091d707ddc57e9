/// A Unicode space-like character a placeholder could be made of.
package struct SpaceCharacter: Sendable, Hashable {
  /// The character.
  package var scalar: Unicode.Scalar
  /// Its Unicode name.
  package var name: String

  /// Every space-like character the survey examines, in code point order.
  package static let all: [SpaceCharacter] = [
    .init(scalar: "\u{0020}", name: "SPACE"),
    .init(scalar: "\u{00A0}", name: "NO-BREAK SPACE"),
    .init(scalar: "\u{1680}", name: "OGHAM SPACE MARK"),
    .init(scalar: "\u{2000}", name: "EN QUAD"),
    .init(scalar: "\u{2001}", name: "EM QUAD"),
    .init(scalar: "\u{2002}", name: "EN SPACE"),
    .init(scalar: "\u{2003}", name: "EM SPACE"),
    .init(scalar: "\u{2004}", name: "THREE-PER-EM SPACE"),
    .init(scalar: "\u{2005}", name: "FOUR-PER-EM SPACE"),
    .init(scalar: "\u{2006}", name: "SIX-PER-EM SPACE"),
    .init(scalar: "\u{2007}", name: "FIGURE SPACE"),
    .init(scalar: "\u{2008}", name: "PUNCTUATION SPACE"),
    .init(scalar: "\u{2009}", name: "THIN SPACE"),
    .init(scalar: "\u{200A}", name: "HAIR SPACE"),
    .init(scalar: "\u{200B}", name: "ZERO WIDTH SPACE"),
    .init(scalar: "\u{202F}", name: "NARROW NO-BREAK SPACE"),
    .init(scalar: "\u{205F}", name: "MEDIUM MATHEMATICAL SPACE"),
    .init(scalar: "\u{3000}", name: "IDEOGRAPHIC SPACE"),
    .init(scalar: "\u{FEFF}", name: "ZERO WIDTH NO-BREAK SPACE"),
  ]

  private static let codePoints = Set(all.map(\.scalar.value))

  /// Whether a code point is one of the surveyed space-like characters.
  static func isSpaceLike(_ value: UInt32) -> Bool { codePoints.contains(value) }

  /// The Unicode name of a surveyed character, if it is one.
  package static func name(of scalar: Unicode.Scalar) -> String? {
    all.first { $0.scalar == scalar }?.name
  }
}
