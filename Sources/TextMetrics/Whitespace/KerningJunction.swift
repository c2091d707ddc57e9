/// A space character kerned against a letter or digit: the pair shapes otherwise than its two
/// glyphs' own advances say.
///
/// Threading: a plain value; `Sendable`.
package struct KerningJunction: Sendable, Hashable {
  /// The space character.
  package var space: Unicode.Scalar
  /// The letter or digit.
  package var neighbour: Unicode.Scalar
  /// Whether the space comes first in the text (`" T"`), rather than after the letter (`"T "`).
  package var spaceFirst: Bool
  /// How far the second glyph in visual order moves from where the first glyph's own advance puts
  /// it, in font units: negative brings the two closer.
  package var shift: Int
  /// How much wider the pair shapes than its two glyphs' own advances, in font units.
  package var widthChange: Int

  /// Creates a junction.
  package init(
    space: Unicode.Scalar, neighbour: Unicode.Scalar, spaceFirst: Bool, shift: Int, widthChange: Int
  ) {
    self.space = space
    self.neighbour = neighbour
    self.spaceFirst = spaceFirst
    self.shift = shift
    self.widthChange = widthChange
  }
}
