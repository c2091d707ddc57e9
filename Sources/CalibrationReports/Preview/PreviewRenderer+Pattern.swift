import FontCalibration
import TextMetrics

// MARK: - The pattern image

extension PreviewRenderer {
  /// Defines one pattern per row: the image of the row's target size, W × H points.
  func drawPatterns(_ geometry: Geometry, into document: inout SVGDocument) {
    document.open("defs")
    for (row, target) in preview.settings.targets.enumerated() {
      drawPattern(row, width: target, geometry: geometry, into: &document)
    }
    document.close("defs")
  }

  /// The image of one target width, in the user space of the cell that uses it: its origin is the
  /// cell's, so it tiles from the button's left edge.
  private func drawPattern(_ row: Int, width: Double, geometry: Geometry, into document: inout SVGDocument) {
    let height = geometry.imageHeight
    let edge = Layout.edge
    document.open(
      "pattern",
      [
        ("id", Self.patternID(row)), ("patternUnits", "userSpaceOnUse"), ("x", "0"), ("y", "0"),
        ("width", SVGDocument.number(width, decimals: 6)),
        ("height", SVGDocument.number(height, decimals: 6)),
      ])
    document.rect(x: 0, y: 0, width: width, height: height, [("fill", Palette.action)])
    document.rect(x: 0, y: 0, width: edge, height: height, [("fill", Palette.leadingEdge)])
    document.rect(x: 0, y: 0, width: width, height: edge, [("fill", Palette.leadingEdge)])
    document.rect(x: width - edge, y: 0, width: edge, height: height, [("fill", Palette.trailingEdge)])
    document.rect(x: 0, y: height - edge, width: width, height: edge, [("fill", Palette.trailingEdge)])
    let layout = ContentLayout(preview: preview, geometry: geometry, imageWidth: width)
    drawIcon(centre: layout.iconCentre, top: layout.iconTop, height: layout.iconHeight, into: &document)
    drawLabel(origin: layout.labelOrigin, scale: geometry.scale, into: &document)
    document.close("pattern")
  }

  /// Where the icon and the label sit in an image: centred, the icon above the label.
  struct ContentLayout {
    let iconCentre: Double
    let iconTop: Double
    let iconHeight: Double
    let labelOrigin: (x: Double, y: Double)

    init(preview: ButtonPreview, geometry: Geometry, imageWidth: Double) {
      let size = preview.settings.size
      let label = preview.label
      let extent = label.verticalExtent ?? (top: 0.7 * size, bottom: 0)
      iconHeight = 1.2 * size
      let gap = 0.35 * size
      let content = iconHeight + gap + extent.top - extent.bottom
      let contentTop = (geometry.imageHeight - content) / 2
      iconCentre = geometry.snapped(imageWidth / 2)
      iconTop = geometry.snapped(contentTop)
      labelOrigin = (
        geometry.snapped((imageWidth - label.width) / 2),
        geometry.snapped(contentTop + iconHeight + gap + extent.top)
      )
    }
  }

  /// A trash can, drawn on an 18-unit grid scaled to `height`.
  private func drawIcon(centre: Double, top: Double, height: Double, into document: inout SVGDocument) {
    let unit = height / 18
    document.open(
      "g",
      [
        (
          "transform",
          "translate(\(SVGDocument.number(centre, decimals: 4)) \(SVGDocument.number(top, decimals: 4))) scale(\(SVGDocument.number(unit, decimals: 6)))"
        ), ("fill", Palette.ink),
      ])
    document.rect(x: -3, y: 0, width: 6, height: 1.5, [])
    document.rect(x: -8, y: 1.5, width: 16, height: 2, [])
    document.element("path", [("d", "M-6.5 4.5H6.5L5.5 18H-5.5Z")])
    for x in [-3.6, -0.6, 2.4] {
      document.rect(x: x, y: 7, width: 1.2, height: 8.5, [("fill", Palette.action)])
    }
    document.close("g")
  }

  /// The label glyph by glyph, each glyph's outline at its shaped position. Outlines and
  /// positions are in 26.6 device pixels, y up; the group scales them to points and flips y.
  private func drawLabel(origin: (x: Double, y: Double), scale: Double, into document: inout SVGDocument) {
    let label = preview.label
    let perPoint = Double(GlyphOutline.unitsPerPixel) * scale
    document.open(
      "g",
      [
        ("class", "label"),
        (
          "transform",
          "translate(\(SVGDocument.number(origin.x, decimals: 4)) \(SVGDocument.number(origin.y, decimals: 4))) scale(\(SVGDocument.number(1 / perPoint, decimals: 10)))"
        ), ("fill", Palette.ink),
      ])
    for placement in label.placements {
      guard let outline = label.outlines[placement.glyphID], !outline.isEmpty else { continue }
      document.element(
        "path",
        [
          ("data-glyph", String(placement.glyphID)),
          (
            "transform",
            "translate(\(SVGDocument.number(placement.x, decimals: 4)) \(SVGDocument.number(-placement.y, decimals: 4)))"
          ), ("d", outline.pathData),
        ])
    }
    document.close("g")
  }
}
