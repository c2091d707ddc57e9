/// One glyph's outline at a render configuration, as FreeType loads it, written as SVG path data.
///
/// The glyph is loaded at the configuration's pixel size (size × scale pixels per em) with the
/// load flags of its hinting mode (unhinted, light or full, never an embedded bitmap), so the
/// outline is the one FreeType would rasterize for that mode. Coordinates are 26.6 device pixels,
/// 64 to a pixel, whole numbers, with the origin at the glyph's origin on the baseline; the path
/// data flips y to point down, as SVG does, while ``controlBox`` keeps FreeType's y up.
///
/// Threading: a plain value; `Sendable`.
package struct GlyphOutline: Sendable, Hashable {
  /// The glyph id in the font.
  package var glyphID: Int
  /// The configuration the glyph was loaded at.
  package var configuration: RenderConfiguration
  /// SVG path data (`M`, `L`, `Q`, `C`, `Z`) in 26.6 device pixels with y pointing down; empty for
  /// a glyph without contours, such as a space.
  package var pathData: String
  /// The control box of the outline (`FT_Outline_Get_CBox`): the bounds of every point, on and
  /// off the curve, in 26.6 device pixels with y pointing up.
  package var controlBox: OutlineBox

  /// Creates an outline.
  package init(glyphID: Int, configuration: RenderConfiguration, pathData: String, controlBox: OutlineBox) {
    self.glyphID = glyphID
    self.configuration = configuration
    self.pathData = pathData
    self.controlBox = controlBox
  }

  /// Whether the glyph draws nothing.
  package var isEmpty: Bool { pathData.isEmpty }

  /// The number of 26.6 units in one device pixel.
  package static let unitsPerPixel = 64
}
