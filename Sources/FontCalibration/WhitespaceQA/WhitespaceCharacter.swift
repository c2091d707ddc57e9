import TextMetrics

/// A character whitespace QA checks: the Unicode spaces, the whitespace controls and separators,
/// and the zero-width characters.
///
/// Threading: a plain value; `Sendable`.
package struct WhitespaceCharacter: Sendable, Hashable {
  /// What kind of whitespace a character is, which decides what is checked.
  package enum Kind: Sendable, Hashable {
    /// A space separator (Zs): it has a width of its own.
    case space
    /// A control character (Cc) that text treats as whitespace: tab, line feed, next line...
    case control
    /// The line and paragraph separators (Zl, Zp).
    case separator
    /// A format character (Cf) of no width: zero width space, word joiner, byte order mark.
    case zeroWidth
  }

  /// The character.
  package var scalar: Unicode.Scalar
  /// Its Unicode name.
  package var name: String
  /// Its kind.
  package var kind: Kind

  /// Every character checked, in code point order.
  package static let all: [WhitespaceCharacter] = {
    let others: [WhitespaceCharacter] = [
      .init(scalar: "\u{0009}", name: "CHARACTER TABULATION", kind: .control),
      .init(scalar: "\u{000A}", name: "LINE FEED", kind: .control),
      .init(scalar: "\u{000B}", name: "LINE TABULATION", kind: .control),
      .init(scalar: "\u{000C}", name: "FORM FEED", kind: .control),
      .init(scalar: "\u{000D}", name: "CARRIAGE RETURN", kind: .control),
      .init(scalar: "\u{0085}", name: "NEXT LINE", kind: .control),
      .init(scalar: "\u{180E}", name: "MONGOLIAN VOWEL SEPARATOR", kind: .zeroWidth),
      .init(scalar: "\u{2028}", name: "LINE SEPARATOR", kind: .separator),
      .init(scalar: "\u{2029}", name: "PARAGRAPH SEPARATOR", kind: .separator),
      .init(scalar: "\u{2060}", name: "WORD JOINER", kind: .zeroWidth),
    ]
    let spaces = SpaceCharacter.all.map { character in
      WhitespaceCharacter(
        scalar: character.scalar, name: character.name,
        kind: ["\u{200B}", "\u{FEFF}"].contains(character.scalar) ? .zeroWidth : .space)
    }
    return (others + spaces).sorted { $0.scalar.value < $1.scalar.value }
  }()

  /// U+1680 OGHAM SPACE MARK, a space Unicode draws as a visible stem line: it is not checked for
  /// ink, its width is its design's.
  package static let visibleSpace: Unicode.Scalar = "\u{1680}"

  /// The characters whose absence is reported: the spaces and zero-width characters a font is
  /// expected to have or to be asked for (`SpaceCharacter.all` and U+2060 WORD JOINER).
  var isListedWhenMissing: Bool {
    SpaceCharacter.name(of: scalar) != nil || scalar == "\u{2060}"
  }

  /// The character as `U+2009 THIN SPACE`.
  package var label: String { "\(ScalarNotation.format(scalar)) \(name)" }
}
