import CalibrateSupport

/// The small error-versus-width chart of one row of the batch report: e(W) of the global pair
/// and of the hand-tuned constants, side by side, each as the band from the smallest to the largest e
/// over the record's sizes (``RecordedErrors``), each on its own symmetric scale.
///
/// The chart names no font (the row does): every text in it is the tool's own, so nothing read
/// from a font reaches the SVG. Texts are wrapped with ``CaptionText`` to stay inside the
/// picture.
///
/// Threading: a plain value; `Sendable`.
struct FaceChart: Sendable {
  /// The record's errors.
  let errors: RecordedErrors
  /// The record's largest |e| of the global pair, to check the recomputation against.
  let recordedGlobalError: Double
  /// Whether the record's optimum is degenerate, so that its pair is the box's.
  var isDegenerate = false

  /// Positions, in pixels.
  enum Layout {
    static let width = 468.0
    static let plotWidth = 168.0
    static let plotHeight = 72.0
    static let left = 56.0
    static let gap = 64.0
    static let textSize = 11.0
    static let labelSize = 10.0
    static let line = 14.0
    /// The most bins of targets: one every 4 px.
    static let bins = 42
  }

  /// The attributes of each kind of element, made once for every chart of a page.
  enum Style {
    static let caption: SVGDocument.Attributes = [
      ("font-size", SVGDocument.number(Layout.textSize)), ("fill", "#333333"),
    ]
    static let title: SVGDocument.Attributes = [
      ("font-size", SVGDocument.number(Layout.textSize)), ("font-weight", "bold"),
    ]
    static let note: SVGDocument.Attributes = [
      ("font-size", SVGDocument.number(Layout.labelSize)), ("fill", "#555555"),
    ]
    static let label: SVGDocument.Attributes = [("font-size", SVGDocument.number(Layout.labelSize))]
    static let labelEnd = label + [("text-anchor", "end")]
    static let labelMiddle = label + [("text-anchor", "middle")]
    static let frame: SVGDocument.Attributes = [("fill", "#ffffff"), ("stroke", "#999999")]
    static let zeroLine: SVGDocument.Attributes = [("stroke", "#555555")]
  }

  /// The band colours of the global pair and of the hand-tuned constants.
  static let globalFill = "#c2a5cf"
  static let seedFill = "#c8c8c8"

  /// The chart as an inline `<svg>` element.
  func svg() -> String {
    let room = Layout.width - 2 * 8
    let sizes = errors.sizes
    let sizeText =
      sizes.count == 1
      ? "1 size (\(NumberFormat.number(sizes[0])) pt)"
      : "\(sizes.count) sizes (\(NumberFormat.number(sizes[0]))...\(NumberFormat.number(sizes[sizes.count - 1])) pt)"
    let caption = CaptionText.wrap(
      "e(W) in pt: from the smallest to the largest e over \(sizeText)", width: room,
      fontSize: Layout.textSize)
    // A panel's heading may reach the next panel, and the last one the picture's edge.
    let panelRoom = [
      Layout.plotWidth + Layout.gap - 8, Layout.width - Layout.left - Layout.plotWidth - Layout.gap - 8,
    ]
    let panels: [(title: [String], band: RecordedErrors.Band, fill: String)] = [
      (
        CaptionText.wrap(
          "\(isDegenerate ? "pair inside the box" : "global pair"): max |e| \(SVGDocument.points(errors.global.largest))",
          width: panelRoom[0],
          fontSize: Layout.textSize, bold: true),
        errors.global, Self.globalFill
      ),
      (
        CaptionText.wrap(
          "hand-tuned: max |e| \(SVGDocument.points(errors.seed.largest))", width: panelRoom[1],
          fontSize: Layout.textSize, bold: true),
        errors.seed, Self.seedFill
      ),
    ]
    var notes: [String] = []
    if !errors.leftOutSizes.isEmpty {
      let listed = errors.leftOutSizes.prefix(6).map { NumberFormat.number($0) }.joined(separator: ", ")
      notes.append(
        "Left out: \(errors.leftOutSizes.count) size\(errors.leftOutSizes.count == 1 ? "" : "s") (\(listed)\(errors.leftOutSizes.count > 6 ? ", ..." : "") pt) whose runs of placeholders are not uniform; the record keeps no shaped widths for them."
      )
    } else if !Self.agrees(errors.global.largest, recordedGlobalError) {
      notes.append(
        "The recomputed max |e| of the global pair differs from the record's \(SVGDocument.points(recordedGlobalError))."
      )
    }
    let noteLines = notes.flatMap { CaptionText.wrap($0, width: room, fontSize: Layout.labelSize) }
    let titleLines = panels.map(\.title.count).max() ?? 1
    let titleTop = 8 + Double(caption.count) * Layout.line + 8
    let plotTop = titleTop + Double(titleLines - 1) * Layout.line + 8
    let plotBottom = plotTop + Layout.plotHeight
    let height = plotBottom + 18 + Double(noteLines.count) * 13 + 6
    // A chart's body is about 2 KB.
    var document = SVGDocument(width: Layout.width, height: height.rounded(.up), capacity: 4096)
    for (index, line) in caption.enumerated() {
      document.text(
        line, x: 8, y: 8 + Double(index + 1) * Layout.line - 3,
        Style.caption)
    }
    for (index, panel) in panels.enumerated() {
      let x = Layout.left + Double(index) * (Layout.plotWidth + Layout.gap)
      for (line, text) in panel.title.enumerated() {
        document.text(
          text, x: x, y: titleTop + Double(line) * Layout.line,
          Style.title)
      }
      drawPanel(panel.band, fill: panel.fill, x: x, top: plotTop, into: &document)
    }
    for (index, line) in noteLines.enumerated() {
      document.text(
        line, x: 8, y: plotBottom + 18 + Double(index + 1) * 13,
        Style.note)
    }
    return document.inlineElement(
      label: "Error against target width of the global pair and of the hand-tuned constants")
  }

  /// One panel: the frame, the zero line, the band, and the scale's labels.
  private func drawPanel(
    _ band: RecordedErrors.Band, fill: String, x: Double, top: Double, into document: inout SVGDocument
  ) {
    let height = Layout.plotHeight
    let scale = max(band.largest, 0.001)
    func y(_ error: Double) -> Double {
      (top + height / 2 - error / scale * height / 2).rounded()
    }
    let step = Layout.plotWidth / Double(band.highest.count)
    // The band as steps: along the top edge left to right, then the bottom edge back, at least
    // one pixel thick so an exact bin still shows.
    let tops = band.highest.map(y)
    let bottoms = zip(band.lowest.map(y), tops).map { max($0, $1 + 1) }
    // Runs of equal height are one horizontal move.
    var path = SVGDocument.PathData(capacity: 24 * tops.count)
    path.append("M")
    path.append(x)
    path.append(" ")
    path.append(tops[0])
    func move(_ horizontal: StaticString, _ run: Int, vertical: Double) {
      path.append(horizontal)
      path.append(Double(run) * step, decimals: 3)
      path.append("v")
      path.append(vertical)
    }
    var run = 0
    for index in tops.indices {
      if index > 0 && tops[index] != tops[index - 1] {
        move("h", run, vertical: tops[index] - tops[index - 1])
        run = 0
      }
      run += 1
    }
    move("h", run, vertical: bottoms[bottoms.count - 1] - tops[tops.count - 1])
    run = 0
    for index in bottoms.indices.reversed() {
      if index < bottoms.count - 1 && bottoms[index] != bottoms[index + 1] {
        move("h-", run, vertical: bottoms[index] - bottoms[index + 1])
        run = 0
      }
      run += 1
    }
    path.append("h-")
    path.append(Double(run) * step, decimals: 3)
    path.append("z")
    document.rect(x: x, y: top, width: Layout.plotWidth, height: height, Style.frame)
    document.element("path", [("fill", fill), ("d", path.text)])
    document.line(
      from: (x, top + height / 2), to: (x + Layout.plotWidth, top + height / 2), Style.zeroLine)
    let bound = SVGDocument.number(scale, decimals: 3)
    document.text("+" + bound, x: x - 4, y: top + 8, Style.labelEnd)
    document.text("0", x: x - 4, y: top + height / 2 + 3, Style.labelEnd)
    document.text("−" + bound, x: x - 4, y: top + height, Style.labelEnd)
    document.text(NumberFormat.number(errors.firstTarget), x: x, y: top + height + 12, Style.label)
    document.text("W (pt)", x: x + Layout.plotWidth / 2, y: top + height + 12, Style.labelMiddle)
    document.text(
      NumberFormat.number(errors.lastTarget), x: x + Layout.plotWidth, y: top + height + 12, Style.labelEnd)
  }

  /// Whether a recomputed error is the recorded one (to rounding).
  static func agrees(_ recomputed: Double, _ recorded: Double) -> Bool {
    abs(recomputed - recorded) <= 1e-9 * max(1, abs(recorded))
  }
}
