import CommandLineSupport
import FontCalibration
import PlaceholderTitle

// MARK: - Geometry

extension PreviewRenderer {
  /// Where everything of one sheet goes, in points: computed once from the preview, so every
  /// row and cell starts on a whole point (a whole number of device pixels at whole scales).
  struct Geometry {
    /// Device pixels per point.
    let scale: Double
    /// The pattern image's height H.
    let imageHeight: Double
    /// The width of every method's column.
    let columnWidth: Double
    /// The sheet's width and height.
    let width: Double
    let height: Double
    /// The explanation under the title, wrapped, and the baseline of its first line.
    let explanationLines: [String]
    let explanationTop: Double
    /// The top of the column headings, and each column's caption, wrapped.
    let headingTop: Double
    let captionLines: [[String]]
    /// The top of the first row, and the height of each row.
    let gridTop: Double
    let rowHeight: Double
    /// The heading of the taller row, wrapped, the baseline of its first line, and the top of
    /// its cells.
    let tallRowHeadingLines: [String]
    let tallRowHeadingY: Double
    let tallRowTop: Double

    /// Lays out a preview's sheet.
    init(_ renderer: PreviewRenderer) {
      let preview = renderer.preview
      let settings = preview.settings
      scale = settings.calibration.scale
      imageHeight = settings.imageHeight
      let widest = preview.methods.flatMap(\.cells).map { max($0.buttonWidth, $0.target) }.max() ?? 0
      columnWidth = max(Layout.minimumColumnWidth, (widest + Layout.columnGap).rounded(.up))
      width = max(
        Layout.minimumWidth,
        2 * Layout.margin + Layout.rowLabelWidth + Double(preview.methods.count) * columnWidth)
      let lineCharacters = Self.characters(in: width - 2 * Layout.margin)
      explanationLines = renderer.explanation.flatMap { TerminalText.wrap($0, width: lineCharacters) }
      explanationTop = Layout.margin + Layout.titleSize + 20
      headingTop = explanationTop + Double(explanationLines.count) * Layout.headerLine + 6
      let captionCharacters = Self.characters(in: columnWidth - 8)
      captionLines = preview.methods.map { TerminalText.wrap($0.caption, width: captionCharacters) }
      let captionCount = Double(captionLines.map(\.count).max() ?? 0)
      gridTop = (headingTop + Layout.textSize + 2 + captionCount * Layout.captionLine + 14).rounded(.up)
      let reach = Layout.tickGap + Layout.tick
      // The ticks above, the cell, the ticks below, two lines of captions, the gap.
      rowHeight = reach + imageHeight + reach + 12 + Layout.captionLine + 4 + Layout.rowGap
      let rowsBottom = gridTop + Double(settings.targets.count) * rowHeight
      tallRowHeadingLines =
        renderer.tallRowHeading.map { TerminalText.wrap($0, width: lineCharacters - 8) } ?? []
      tallRowHeadingY = rowsBottom + 14
      tallRowTop =
        tallRowHeadingY + Double(max(0, tallRowHeadingLines.count - 1)) * Layout.headerLine + 8 + reach
      if let cellHeight = settings.cellHeight {
        height = tallRowTop + cellHeight + reach + 12 + Layout.captionLine + 4 + Layout.margin
      } else {
        height = rowsBottom + Layout.margin
      }
    }

    /// How many caption characters fit a span of points, for wrapping.
    static func characters(in span: Double) -> Int {
      max(20, Int(span / (Layout.characterWidth * Layout.textSize)))
    }

    /// The left edge of a method's cells.
    func columnX(_ column: Int) -> Double {
      Layout.margin + Layout.rowLabelWidth + Double(column) * columnWidth
    }

    /// The top of a row's cells.
    func rowTop(_ row: Int) -> Double {
      gridTop + Double(row) * rowHeight + Layout.tickGap + Layout.tick
    }

    /// A length rounded to whole device pixels, in points.
    func snapped(_ value: Double) -> Double {
      (value * scale).rounded() / scale
    }
  }
}
