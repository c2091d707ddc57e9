import TextMetrics

/// The label of a preview's pattern image: real text, shaped by HarfBuzz and drawn from the
/// font's own glyph outlines at the preview's size, scale and hinting.
///
/// Positions and outlines are in 26.6 device pixels (64 to a pixel) from the label's origin, the
/// pen's start on the baseline, with y pointing up as in FreeType: whole numbers when hinted,
/// fractions of font units scaled to pixels when unhinted.
///
/// Threading: a plain value; `Sendable`.
package struct PreviewLabel: Sendable {
  /// Where one glyph is drawn.
  package struct Placement: Sendable, Hashable {
    /// The glyph id in the font.
    package var glyphID: Int
    /// The glyph origin's x from the label's origin, in 26.6 device pixels.
    package var x: Double
    /// The glyph origin's y above the baseline, in 26.6 device pixels.
    package var y: Double
  }

  /// The text.
  package var text: String
  /// The glyphs in visual order.
  package var placements: [Placement]
  /// The outline of every glyph used, by glyph id.
  package var outlines: [Int: GlyphOutline]
  /// The shaped width (the sum of the advances), in points.
  package var width: Double
  /// Whether a character of the text is missing from the font and drawn as `.notdef`.
  package var containsNotdef: Bool

  /// Shapes a text and loads the outline of each of its glyphs.
  ///
  /// - Parameters:
  ///   - text: The label.
  ///   - font: The font being previewed.
  ///   - configuration: Size, scale and hinting of the label.
  /// - Throws: `MetricsError` when shaping or loading an outline fails.
  package init(text: String, font: Font, configuration: RenderConfiguration) throws(MetricsError) {
    let measurement = try font.measure(text, configuration)
    let pixels = Self.subpixelsPerUnit(measurement.unit, configuration)
    var pen = 0
    var placements: [Placement] = []
    var outlines: [Int: GlyphOutline] = [:]
    for glyph in measurement.glyphs {
      placements.append(
        Placement(
          glyphID: glyph.glyphID, x: Double(pen + glyph.xOffset) * pixels, y: Double(glyph.yOffset) * pixels))
      pen += glyph.xAdvance
      if outlines[glyph.glyphID] == nil {
        outlines[glyph.glyphID] = try font.glyphOutline(glyph.glyphID, configuration)
      }
    }
    self.text = text
    self.placements = placements
    self.outlines = outlines
    width = measurement.widthInPoints
    containsNotdef = measurement.containsNotdef
  }

  /// The ink's extent above and below the baseline, in points (from the outlines' control boxes;
  /// a label of spaces has none).
  package var verticalExtent: (top: Double, bottom: Double)? {
    var top: Double? = nil
    var bottom: Double? = nil
    for placement in placements {
      guard let outline = outlines[placement.glyphID], !outline.isEmpty else { continue }
      let glyphTop = placement.y + Double(outline.controlBox.yMax)
      let glyphBottom = placement.y + Double(outline.controlBox.yMin)
      top = max(top ?? glyphTop, glyphTop)
      bottom = min(bottom ?? glyphBottom, glyphBottom)
    }
    guard let top, let bottom, let scale = outlines.values.first?.configuration.scale else { return nil }
    let perPoint = Double(GlyphOutline.unitsPerPixel) * scale
    return (top / perPoint, bottom / perPoint)
  }

  /// How many 26.6 device pixels one unit of a measurement is.
  private static func subpixelsPerUnit(_ unit: MetricUnit, _ configuration: RenderConfiguration) -> Double {
    switch unit {
    case .fontUnits(let unitsPerEm):
      return configuration.pixelsPerEm * Double(GlyphOutline.unitsPerPixel) / Double(unitsPerEm)
    case .subpixels26Dot6:
      return 1
    }
  }
}
