/// One glyph HarfBuzz produced, with its position in the measurement's raw unit.
package struct ShapedGlyph: Sendable, Hashable, Codable {
  /// The glyph id in the font; 0 is `.notdef`.
  package var glyphID: Int
  /// The index of the Unicode scalar this glyph came from.
  package var cluster: Int
  /// The horizontal advance, in the measurement's unit.
  package var xAdvance: Int
  /// The horizontal offset from the pen position, in the measurement's unit.
  package var xOffset: Int
  /// The vertical offset from the pen position, in the measurement's unit.
  package var yOffset: Int
  /// Whether HarfBuzz replaced a space character the font lacks with the font's space glyph
  /// and made up its width.
  var isSynthesizedSpace: Bool

  /// Whether this is the `.notdef` glyph, drawn when the font has no glyph for a character.
  package var isNotdef: Bool { glyphID == 0 }
}
