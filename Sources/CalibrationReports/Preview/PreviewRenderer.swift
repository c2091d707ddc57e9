import CalibrateSupport
import FontCalibration
import TextMetrics

/// Draws a button preview as one self-contained SVG contact sheet: one row per target width,
/// one column per method, each cell the button as the sizing model makes it.
///
/// A cell is a rectangle R(N) wide and H tall filled with the pattern image of the row, an SVG
/// `<pattern>` of W × H points anchored at the cell's origin, so it tiles from the button's left
/// edge as `UIColor(patternImage:)` does. The image is a coloured action (the RowAction article's actions are
/// coloured rectangles) with an icon above the label, which is real text: the font's own glyph
/// outlines, placed where HarfBuzz shaped them. Its left and top edges are light and its right and
/// bottom edges dark, so a seam shows as a light stripe where the next tile starts, and a clip as
/// a missing dark edge. Ticks above and below the cell mark W; e in points and device pixels is
/// written under it.
///
/// The sheet is drawn in points inside one `scale(s)` group, s being the device scale: one SVG
/// user unit of the document is one device pixel, so rendering it at its own size (as
/// `rsvg-convert` does by default) gives the phone's pixels, and cells start on whole points. The
/// output depends only on the preview: the same preview gives the same bytes. It uses no external
/// fonts, images or references; only the captions name a font family, as the charts do.
package struct PreviewRenderer: Sendable {
  /// The preview to draw.
  let preview: ButtonPreview

  /// Creates a renderer.
  package init(preview: ButtonPreview) {
    self.preview = preview
  }

  /// The colours of the sheet and of the pattern image.
  enum Palette {
    /// The image's fill: iOS's system red, the colour of a delete action.
    static let action = "#ff3b30"
    /// The image's first point along its left and top edges.
    static let leadingEdge = "#ffb8b3"
    /// The image's last point along its right and bottom edges.
    static let trailingEdge = "#8f1d17"
    /// The icon and the label.
    static let ink = "#ffffff"
    /// The ticks marking W and H.
    static let guide = "#1a1a1a"
    /// Captions.
    static let text = "#333333"
    /// An error that is a seam, a clip, or exact (as in the heat maps: red, blue, neutral).
    static let seam = "#b2182b"
    static let clip = "#2166ac"
    static let exact = "#1a1a1a"
  }

  /// Positions of the sheet's parts, in points.
  enum Layout {
    static let margin = 16.0
    static let minimumWidth = 600.0
    static let rowLabelWidth = 96.0
    static let minimumColumnWidth = 200.0
    static let columnGap = 28.0
    /// The width of the image's light and dark edges.
    static let edge = 1.0
    /// A tick's length, and its distance from the cell.
    static let tick = 6.0
    static let tickGap = 1.0
    static let captionLine = 14.0
    static let rowGap = 12.0
    static let headerLine = 15.0
    static let titleSize = 16.0
    /// The distance between the lines of a wrapped title.
    static let titleLine = 20.0
    static let textSize = 11.0
    /// The average advance of a caption character, in ems, for wrapping.
    static let characterWidth = 0.5
  }

  /// The SVG document.
  package func svg() -> String {
    let geometry = Geometry(self)
    var document = SVGDocument(
      width: (geometry.width * geometry.scale).rounded(.up),
      height: (geometry.height * geometry.scale).rounded(.up))
    document.open("g", [("transform", "scale(\(SVGDocument.number(geometry.scale, decimals: 4)))")])
    drawPatterns(geometry, into: &document)
    drawHeader(geometry, into: &document)
    drawColumnHeadings(geometry, into: &document)
    for (row, target) in preview.settings.targets.enumerated() {
      drawRow(row, target: target, cellHeight: geometry.imageHeight, geometry: geometry, into: &document)
    }
    if let cellHeight = preview.settings.cellHeight, let target = preview.settings.targets.first {
      for (index, line) in geometry.tallRowHeadingLines.enumerated() {
        document.text(
          line, x: Layout.margin, y: geometry.tallRowHeadingY + Double(index) * Layout.headerLine,
          [("font-size", SVGDocument.number(Layout.textSize + 1)), ("font-weight", "bold")])
      }
      drawRow(0, target: target, cellHeight: cellHeight, geometry: geometry, into: &document)
    }
    document.close("g")
    return document.rendered(title: title, fontFamily: CaptionText.fontFamily)
  }

  // MARK: - Header

  var title: String {
    let settings = preview.settings
    return
      "Button preview: \(preview.font.family) \(preview.font.style) \(NumberFormat.number(settings.size)) pt @\(NumberFormat.number(settings.calibration.scale))x, hinting \(settings.calibration.hinting.rawValue)"
  }

  /// The lines under the title, before wrapping.
  var explanation: [String] {
    let settings = preview.settings
    let calibration = settings.calibration
    var placeholder = "placeholder \(ScalarNotation.format(calibration.placeholder))"
    if let name = SpaceCharacter.name(of: calibration.placeholder) { placeholder += " \(name)" }
    placeholder +=
      ", advance a = \(Self.points(preview.advance)), symbol width w = \(Self.points(preview.symbolWidth))"
    if let size = calibration.measureSize { placeholder += " (measured at \(NumberFormat.number(size)) pt)" }
    let model: String
    switch preview.model {
    case .plain(let padding):
      model = "model plain: R(N) = \(Self.points(padding)) + the shaped title of N placeholders"
    case .uikitSwipe(let rounding):
      model =
        "model uikit-swipe: R(N) = min(120, max(74, 12 + the shaped title rounded up to \(rounding.rawValue))), in pt"
    }
    let height = Self.points(settings.imageHeight)
    let scale = NumberFormat.number(calibration.scale)
    var lines = [
      "\(placeholder); \(model); label \u{201C}\(settings.label)\u{201D} in the font itself.",
      "Each cell is the button as the model sizes it, R(N) wide and \(height) tall, filled with the pattern image of W × \(height) tiled from its left edge; the ticks above and below mark W. The image is light along its left and top edges and dark along its right and bottom edges.",
      "e = R(N) − W: positive is a seam (the next tile starts inside the button, at W), negative a clip (the image's right edge is cut off). 1 pt = \(scale) px: the sheet is drawn in device pixels.",
    ]
    if preview.composite != nil {
      lines.append(
        "composite: each W's title mixes N space characters of several kinds, composed as a composite calibration composes them; R is the model applied to that title shaped whole."
      )
    }
    return lines
  }

  /// The heading of the row of taller cells, before wrapping.
  var tallRowHeading: String? {
    guard let cellHeight = preview.settings.cellHeight, let target = preview.settings.targets.first else {
      return nil
    }
    return
      "Cells \(Self.points(cellHeight)) tall, taller than the image, for W \(Self.points(target)): the pattern repeats downwards, the limit the RowAction article gives for rows of dynamic height."
  }

  private func drawHeader(_ geometry: Geometry, into document: inout SVGDocument) {
    for (index, line) in geometry.titleLines.enumerated() {
      document.text(
        line, x: Layout.margin, y: Layout.margin + Layout.titleSize + Double(index) * Layout.titleLine,
        [("font-size", SVGDocument.number(Layout.titleSize)), ("font-weight", "bold")])
    }
    for (index, line) in geometry.explanationLines.enumerated() {
      document.text(
        line, x: Layout.margin, y: geometry.explanationTop + Double(index) * Layout.headerLine,
        [("font-size", SVGDocument.number(Layout.textSize)), ("fill", Palette.text)])
    }
  }

  private func drawColumnHeadings(_ geometry: Geometry, into document: inout SVGDocument) {
    for (column, method) in preview.methods.enumerated() {
      let x = geometry.columnX(column)
      document.text(
        method.name, x: x, y: geometry.headingTop + Layout.textSize + 2,
        [("font-size", SVGDocument.number(Layout.textSize + 2)), ("font-weight", "bold")])
      for (index, line) in geometry.captionLines[column].enumerated() {
        document.text(
          line, x: x, y: geometry.headingTop + Layout.textSize + 2 + Double(index + 1) * Layout.captionLine,
          [("font-size", SVGDocument.number(Layout.textSize)), ("fill", Palette.text)])
      }
    }
  }

  // MARK: - Rows and cells

  /// Draws one row of cells: the target's button under every method. A cell height above the
  /// image's draws the extra row below the others.
  private func drawRow(
    _ row: Int, target: Double, cellHeight: Double, geometry: Geometry, into document: inout SVGDocument
  ) {
    let isTall = cellHeight != geometry.imageHeight
    let top = isTall ? geometry.tallRowTop : geometry.rowTop(row)
    let scale = geometry.scale
    var labels = ["W \(Self.points(target))", "\(SVGDocument.number(target * scale, decimals: 3)) px"]
    if isTall { labels.append("cell \(Self.points(cellHeight))") }
    if !preview.model.canReach(target) { labels.append("out of reach") }
    for (index, line) in labels.enumerated() {
      document.text(
        line, x: Layout.margin, y: top + 12 + Double(index) * Layout.captionLine,
        index == 0
          ? [("font-size", SVGDocument.number(Layout.textSize + 1)), ("font-weight", "bold")]
          : [("font-size", SVGDocument.number(Layout.textSize)), ("fill", Palette.text)])
    }
    for (column, method) in preview.methods.enumerated() {
      let cell = method.cells[row]
      document.open(
        "g",
        [
          ("class", isTall ? "cell tall" : "cell"), ("data-method", method.name),
          ("data-width", SVGDocument.number(cell.target, decimals: 6)),
          ("data-button", SVGDocument.number(cell.buttonWidth, decimals: 6)),
          ("data-error", SVGDocument.number(cell.error, decimals: 6)),
          (
            "transform",
            "translate(\(SVGDocument.number(geometry.columnX(column))) \(SVGDocument.number(top)))"
          ),
        ])
      drawCell(cell, row: row, height: cellHeight, into: &document)
      document.close("g")
    }
  }

  /// One button at the origin: the pattern-filled rectangle, the ticks at W (and at H when the
  /// cell is taller than the image), and the captions below.
  private func drawCell(_ cell: PreviewCell, row: Int, height: Double, into document: inout SVGDocument) {
    let scale = preview.settings.calibration.scale
    // Two device pixels wide, centred on W: the pixel on each side of the edge, sharp at any scale.
    let guide: SVGDocument.Attributes = [
      ("stroke", Palette.guide), ("stroke-width", SVGDocument.number(2 / scale, decimals: 6)),
    ]
    document.rect(
      x: 0, y: 0, width: cell.buttonWidth, height: height, [("fill", "url(#\(Self.patternID(row)))")])
    let near = Layout.tickGap
    let far = Layout.tickGap + Layout.tick
    document.line(from: (cell.target, -far), to: (cell.target, -near), guide)
    document.line(from: (cell.target, height + near), to: (cell.target, height + far), guide)
    let imageHeight = preview.settings.imageHeight
    if height > imageHeight {
      document.line(from: (-far, imageHeight), to: (-near, imageHeight), guide)
    }
    let captionTop = height + far + 12
    let captions = cellCaptions(cell)
    document.text(
      captions[0].text, x: 0, y: captionTop,
      [("font-size", SVGDocument.number(Layout.textSize)), ("fill", Palette.text)])
    let color = cell.error > 0 ? Palette.seam : (cell.error < 0 ? Palette.clip : Palette.exact)
    document.text(
      captions[1].text, x: 0, y: captionTop + Layout.captionLine,
      [("font-size", SVGDocument.number(Layout.textSize)), ("font-weight", "bold"), ("fill", color)])
  }

  /// The two lines under a cell: the title and the button's width, then the error (bold).
  func cellCaptions(_ cell: PreviewCell) -> [(text: String, bold: Bool)] {
    let scale = preview.settings.calibration.scale
    return [
      ("\(cell.title) · R = \(Self.points(cell.buttonWidth))", false),
      (Self.errorText(cell.error, scale: scale), true),
    ]
  }

  // MARK: - Formatting

  /// The id of a row's pattern.
  static func patternID(_ row: Int) -> String { "image-\(row)" }

  /// A value in points with up to 4 decimals: `1.3636 pt`, `138 pt`.
  static func points(_ value: Double) -> String {
    "\(SVGDocument.number(value, decimals: 4)) pt"
  }

  /// An error in points and device pixels: `e = +1.25 pt (+2.5 px)`.
  static func errorText(_ error: Double, scale: Double) -> String {
    "e = \(signed(error)) pt (\(signed(error * scale)) px)"
  }

  /// A number with up to 3 decimals and its sign: `+1.25`, `-0.5`, `0`.
  static func signed(_ value: Double) -> String {
    let text = SVGDocument.number(value, decimals: 3)
    return text == "0" || text.hasPrefix("-") ? text : "+" + text
  }
}
