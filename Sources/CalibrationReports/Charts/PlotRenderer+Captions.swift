// MARK: - Captions that fit

extension PlotRenderer {
  /// The chart's texts wrapped to the picture, and how far they push the rest down.
  ///
  /// A chart whose texts fit keeps its fixed layout, byte for byte: one line each for the title,
  /// the settings and the explanation, one for each heat map's heading, the verdict wrapped at
  /// 150 characters. A text that would run past its room (the picture's right edge, the next
  /// panel, the color bar's heading) is wrapped by measured width
  /// (``CaptionText``); the extra lines move everything below them down and make the picture
  /// taller.
  struct Captions {
    /// The room right of the last text, in pixels.
    static let rightMargin = 16.0
    /// The distance between the lines of each text.
    static let titleLine = 24.0
    static let settingsLine = 17.0
    static let explanationLine = 16.0
    static let panelTitleLine = 17.0
    static let captionLine = 18.0

    var title: [String]
    var settings: [String]
    var explanation: [String]
    /// Each heat map's heading, in panel order.
    var panelTitles: [[String]]
    var summary: [String]
    var verdict: [String]
    /// How far the heat maps, the constants charts and the caption move down.
    var bodyOffset: Double
    /// The picture's height.
    var height: Double

    /// Wraps a chart's texts.
    ///
    /// - Parameters:
    ///   - texts: The title, the settings line, the explanation, the panels' headings, the
    ///     summary and the verdict, unwrapped.
    ///   - width: The picture's width.
    init(_ texts: Texts, width: Double) {
      let room = width - Layout.left - Self.rightMargin
      title = CaptionText.wrap(texts.title, width: room, fontSize: 20, bold: true, characters: .max)
      settings = CaptionText.wrap(texts.settings, width: room, fontSize: 13, characters: .max)
      explanation = CaptionText.wrap(texts.explanation, width: room, fontSize: 12, characters: .max)
      let headerExtra =
        Double(title.count - 1) * Self.titleLine + Double(settings.count - 1) * Self.settingsLine
        + Double(explanation.count - 1) * Self.explanationLine
      // A heading may reach the next panel's, and the last one the color bar's heading, which
      // stands on the same line, centred over the bar.
      let panelPitch = Layout.heatWidth + Layout.heatGap
      let colorBarHeading =
        width - (Layout.width - Layout.colorBarX) + Layout.colorBarWidth / 2
        - CaptionText.width(Self.colorBarHeading, fontSize: 12, bold: true) / 2
      panelTitles = texts.panelTitles.enumerated().map { index, text in
        let x = Layout.left + Double(index) * panelPitch
        let end = index == texts.panelTitles.count - 1 ? colorBarHeading : x + panelPitch
        return CaptionText.wrap(text, width: end - 8 - x, fontSize: 14, bold: true, characters: .max)
      }
      let panelExtra = Double((panelTitles.map(\.count).max() ?? 1) - 1) * Self.panelTitleLine
      bodyOffset = headerExtra + panelExtra
      summary = CaptionText.wrap(texts.summary, width: room, fontSize: 14, bold: true, characters: .max)
      verdict = CaptionText.wrap(texts.verdict, width: room, fontSize: 13, characters: 150)
      let lastBaseline =
        Layout.captionTop + bodyOffset + Double(summary.count - 1) * Self.captionLine + 22
        + Double(max(0, verdict.count - 1)) * Self.captionLine
      height = max(Layout.height + bodyOffset, (lastBaseline + 8).rounded(.up))
    }

    /// The color bar's heading.
    static let colorBarHeading = "e (pt)"

    /// The baseline of the summary under the charts.
    var summaryTop: Double { Layout.captionTop + bodyOffset }

    /// The baseline of the verdict's first line.
    var verdictTop: Double { summaryTop + Double(summary.count - 1) * Self.captionLine + 22 }
  }

  /// A chart's texts before wrapping.
  struct Texts {
    var title: String
    var settings: String
    var explanation: String
    var panelTitles: [String]
    var summary: String
    var verdict: String
  }
}
