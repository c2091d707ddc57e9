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
    /// The title, wrapped when it is wider than the sheet (one line otherwise).
    let titleLines: [String]
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
      columnWidth = max(
        Layout.minimumColumnWidth, (widest + Layout.columnGap).rounded(.up),
        Self.columnWidthForCaptions(renderer))
      width = max(
        Layout.minimumWidth,
        2 * Layout.margin + Layout.rowLabelWidth + Double(preview.methods.count) * columnWidth)
      let lineWidth = width - 2 * Layout.margin
      let lineCharacters = Self.characters(in: lineWidth)
      titleLines = CaptionText.wrap(
        renderer.title, width: lineWidth, fontSize: Layout.titleSize, bold: true, characters: .max)
      explanationLines = renderer.explanation.flatMap {
        CaptionText.wrap($0, width: lineWidth, fontSize: Layout.textSize, characters: lineCharacters)
      }
      explanationTop =
        Layout.margin + Layout.titleSize + 20 + Double(max(0, titleLines.count - 1)) * Layout.titleLine
      headingTop = explanationTop + Double(explanationLines.count) * Layout.headerLine + 6
      let captionRoom = columnWidth - 8
      let captionCharacters = Self.characters(in: captionRoom)
      captionLines = preview.methods.map {
        CaptionText.wrap(
          $0.caption, width: captionRoom, fontSize: Layout.textSize, characters: captionCharacters)
      }
      let captionCount = Double(captionLines.map(\.count).max() ?? 0)
      gridTop = (headingTop + Layout.textSize + 2 + captionCount * Layout.captionLine + 14).rounded(.up)
      let reach = Layout.tickGap + Layout.tick
      // The ticks above, the cell, the ticks below, two lines of captions, the gap.
      rowHeight = reach + imageHeight + reach + 12 + Layout.captionLine + 4 + Layout.rowGap
      let rowsBottom = gridTop + Double(settings.targets.count) * rowHeight
      tallRowHeadingLines =
        renderer.tallRowHeading.map {
          CaptionText.wrap(
            $0, width: lineWidth, fontSize: Layout.textSize + 1, bold: true, characters: lineCharacters - 8)
        } ?? []
      tallRowHeadingY = rowsBottom + 14
      tallRowTop =
        tallRowHeadingY + Double(max(0, tallRowHeadingLines.count - 1)) * Layout.headerLine + 8 + reach
      if let cellHeight = settings.cellHeight {
        height = tallRowTop + cellHeight + reach + 12 + Layout.captionLine + 4 + Layout.margin
      } else {
        height = rowsBottom + Layout.margin
      }
    }

    /// The narrowest column whose cells' captions fit it: each within its column, short of the
    /// next one, and the last column's within the sheet's margin.
    static func columnWidthForCaptions(_ renderer: PreviewRenderer) -> Double {
      let methods = renderer.preview.methods
      var needed = 0.0
      for (column, method) in methods.enumerated() {
        let widest =
          method.cells.flatMap { cell in
            renderer.cellCaptions(cell).map {
              CaptionText.width($0.text, fontSize: Layout.textSize, bold: $0.bold)
                / (1 - CaptionText.safetyMargin)
            }
          }.max() ?? 0
        // The room a column gives: its width less a gap, or for the last one, up to the margin.
        let slack = column == methods.count - 1 ? Layout.margin - 4 : -8
        needed = max(needed, (widest - slack).rounded(.up))
      }
      return needed
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
