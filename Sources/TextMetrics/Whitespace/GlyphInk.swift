/// What a glyph draws, read as the font stores it: its outline, colour glyph and embedded bitmaps.
///
/// A whitespace character's glyph should draw nothing; text engines that know a character is
/// whitespace may skip drawing it, so ink there is drawn by some engines and not by others.
///
/// Threading: a plain value; `Sendable`.
package struct GlyphInk: Sendable, Hashable {
  /// A glyph's unscaled outline.
  package struct Outline: Sendable, Hashable {
    /// How many contours it has.
    package var contours: Int
    /// How many points its contours have.
    package var points: Int
    /// Its control box, in font units (y up).
    package var box: OutlineBox

    /// Whether it encloses any area: a box of no width or no height fills no pixel.
    package var encloses: Bool { box.xMax > box.xMin && box.yMax > box.yMin }
  }

  /// The outline, when the glyph has points.
  package var outline: Outline?
  /// Whether the glyph has `COLR` version 0 colour layers.
  package var hasColorLayers: Bool
  /// Whether the glyph has a `COLR` version 1 paint graph.
  package var hasColorPaint: Bool
  /// The length in bytes of the `SVG ` document that draws the glyph, when one does.
  package var svgDocumentLength: Int?
  /// The pixel sizes of the embedded bitmap strikes in which the glyph has set pixels.
  package var bitmapStrikes: [Int]

  /// Creates a description.
  package init(
    outline: Outline? = nil, hasColorLayers: Bool = false, hasColorPaint: Bool = false,
    svgDocumentLength: Int? = nil, bitmapStrikes: [Int] = []
  ) {
    self.outline = outline
    self.hasColorLayers = hasColorLayers
    self.hasColorPaint = hasColorPaint
    self.svgDocumentLength = svgDocumentLength
    self.bitmapStrikes = bitmapStrikes
  }

  /// Whether anything would be drawn: an outline that encloses area, a colour glyph, an SVG
  /// document or a bitmap with set pixels.
  package var hasInk: Bool {
    (outline?.encloses ?? false) || hasColorLayers || hasColorPaint || svgDocumentLength != nil
      || !bitmapStrikes.isEmpty
  }
}
