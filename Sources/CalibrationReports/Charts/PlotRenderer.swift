import CalibrateSupport
import FontCalibration
import TextMetrics

/// Draws a calibration run as one self-contained SVG chart.
///
/// Heat maps show the error e(W) = R(N(W)) - W as heat maps over target width and font size for
/// the hand-tuned constants (30, 1.1), the best global pair and the per-size table, and under the
/// composite method a fourth for the composite titles, on one color scale, so it is plain how
/// far each gets (the chart widens by one panel; without a composite it is as it always was). Two charts below show the fitted shiftFactor and
/// minimumWidth per size against the global pair and the hand-tuned constants. A caption gives the max errors
/// and the verdict.
///
/// The output depends only on the run: the same run gives the same bytes. It uses no external
/// fonts, scripts or images.
package struct PlotRenderer: Sendable {
  /// The run to draw.
  let run: CalibrationRun

  /// Creates a renderer.
  package init(run: CalibrationRun) {
    self.run = run
  }

  /// Positions of the chart's parts, in pixels.
  enum Layout {
    static let width = 1200.0
    static let height = 820.0
    static let left = 64.0
    static let heatTop = 122.0
    static let heatWidth = 300.0
    static let heatHeight = 264.0
    static let heatGap = 40.0
    static let colorBarX = 1080.0
    static let colorBarWidth = 18.0
    static let chartTop = 488.0
    static let chartWidth = 480.0
    static let chartHeight = 200.0
    static let chartGap = 96.0
    static let captionTop = 762.0
  }

  /// The SVG document.
  package func svg() -> String {
    let panels = heatMapPanels()
    // Panels past the usual three widen the chart and move the color bar right.
    let extraWidth = Double(max(0, panels.count - 3)) * (Layout.heatWidth + Layout.heatGap)
    let captions = Captions(texts(panels), width: Layout.width + extraWidth)
    var document = SVGDocument(width: Layout.width + extraWidth, height: captions.height)
    drawHeader(captions, into: &document)
    // Wrapped texts above the charts move them down (nothing moves when every text fits).
    if captions.bodyOffset > 0 {
      document.open("g", [("transform", "translate(0 \(SVGDocument.number(captions.bodyOffset)))")])
    }
    let largest = panels.map(\.largestError).max() ?? 0
    let scale = ErrorColorScale(largestError: largest)
    for (index, panel) in panels.enumerated() {
      let frame = Frame(
        x: Layout.left + Double(index) * (Layout.heatWidth + Layout.heatGap), y: Layout.heatTop,
        width: Layout.heatWidth, height: Layout.heatHeight)
      drawHeatMap(
        panel, title: captions.panelTitles[index], in: frame, scale: scale, labelsSizes: index == 0,
        into: &document)
    }
    drawColorBar(
      scale,
      in: Frame(
        x: Layout.colorBarX + extraWidth, y: Layout.heatTop, width: Layout.colorBarWidth,
        height: Layout.heatHeight),
      into: &document)
    for (index, quantity) in ConstantQuantity.allCases.enumerated() {
      let frame = Frame(
        x: Layout.left + Double(index) * (Layout.chartWidth + Layout.chartGap), y: Layout.chartTop,
        width: Layout.chartWidth, height: Layout.chartHeight)
      drawConstantsChart(quantity, in: frame, into: &document)
    }
    drawCaption(captions, into: &document)
    if captions.bodyOffset > 0 { document.close("g") }
    return document.rendered(title: title, fontFamily: CaptionText.fontFamily)
  }

  /// A rectangle on the canvas.
  struct Frame {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var right: Double { x + width }
    var bottom: Double { y + height }
  }

  // MARK: - Header and caption

  private var title: String {
    let settings = run.settings
    return
      "Placeholder button error e(W): \(run.font.family) \(run.font.style) @\(NumberFormat.number(settings.scale))x, hinting \(settings.hinting.rawValue)"
  }

  /// The chart's texts, unwrapped.
  private func texts(_ panels: [HeatMapPanel]) -> Texts {
    let settings = run.settings
    var line = "placeholder \(ScalarNotation.format(settings.placeholder))"
    if let name = SpaceCharacter.name(of: settings.placeholder) { line += " \(name)" }
    if case .uikitSwipe(let rounding) = run.fit.problem.model {
      line += " · model uikit-swipe (74...120 pt, label rounded up to \(rounding.rawValue))"
    } else {
      line += " · padding \(SVGDocument.points(settings.padding))"
    }
    line +=
      " · targets \(NumberFormat.number(settings.widths.from))...\(NumberFormat.number(settings.widths.through)) pt step \(NumberFormat.number(settings.widths.step))"
    line += " · objective \(run.fit.objective.rawValue)"
    if let measureFont = run.measureFont {
      line += " · symbol width in \(measureFont.family) \(measureFont.style)"
    }
    if let size = settings.measureSize {
      line += " · symbol width measured at \(NumberFormat.size(size)) pt"
    }
    let fit = run.fit
    let perSize = fit.sizes.map(\.summary.maximumError).max() ?? 0
    var summary = "Max |e|: best global pair \(SVGDocument.points(fit.global.summary.maximumError))"
    if let optimum = fit.global.degenerateOptimum {
      summary =
        "Max |e|: best pair inside the box \(SVGDocument.points(fit.global.summary.maximumError)) · degenerate optimum, \(DegenerateWording.optimum(counts: optimum.constantCounts, constants: optimum.constants)), \(SVGDocument.points(optimum.summary.maximumError))"
    }
    summary +=
      " · per-size table \(SVGDocument.points(perSize)) (the floor) · hand-tuned (30, 1.1) \(SVGDocument.points(fit.seed.maximumError))"
    if let composite = run.composite {
      summary +=
        " · composite titles \(Self.pointsAndPixels(composite.summary.maximumError, scale: run.settings.scale))"
    }
    summary += "."
    return Texts(
      title: title, settings: line,
      explanation:
        "e = R(N(W)) − W: the rendered button width minus the target width W, in points. Red: seam (button wider than its picture). Blue: clip (picture cut). White: exact.",
      panelTitles: panels.map(\.title), summary: summary, verdict: run.verdict)
  }

  private func drawHeader(_ captions: Captions, into document: inout SVGDocument) {
    var y = 30.0
    for line in captions.title {
      document.text(line, x: Layout.left, y: y, [("font-size", "20"), ("font-weight", "bold")])
      y += Captions.titleLine
    }
    y += 22 - Captions.titleLine
    for line in captions.settings {
      document.text(line, x: Layout.left, y: y, [("font-size", "13")])
      y += Captions.settingsLine
    }
    y += 20 - Captions.settingsLine
    for line in captions.explanation {
      document.text(line, x: Layout.left, y: y, [("font-size", "12"), ("fill", "#333333")])
      y += Captions.explanationLine
    }
    let targetsPerCell =
      Self.bins(run.fit.problem.targets.count, maximum: Self.maximumColumns).first?.count ?? 1
    let sizesPerCell = Self.bins(run.fit.problem.samples.count, maximum: Self.maximumRows).first?.count ?? 1
    if targetsPerCell > 1 || sizesPerCell > 1 {
      document.text(
        "Each heat-map cell shows the largest |e| of \(targetsPerCell) neighbouring target\(targetsPerCell == 1 ? "" : "s") × \(sizesPerCell) size\(sizesPerCell == 1 ? "" : "s").",
        x: Layout.left, y: Layout.heatTop + Layout.heatHeight + 56 + captions.bodyOffset,
        [("font-size", "11"), ("fill", "#555555")])
    }
  }

  /// The summary and the verdict, inside the group moved by ``Captions/bodyOffset``.
  private func drawCaption(_ captions: Captions, into document: inout SVGDocument) {
    for (index, line) in captions.summary.enumerated() {
      document.text(
        line, x: Layout.left, y: Layout.captionTop + Double(index) * Captions.captionLine,
        [("font-size", "14"), ("font-weight", "bold")])
    }
    let verdictTop = captions.verdictTop - captions.bodyOffset
    for (index, line) in captions.verdict.enumerated() {
      document.text(
        line, x: Layout.left, y: verdictTop + Double(index) * Captions.captionLine, [("font-size", "13")])
    }
  }

  // MARK: - Formatting

  /// A value in points and device pixels: `0.006 pt = 0.012 px`.
  static func pointsAndPixels(_ value: Double, scale: Double) -> String {
    "\(SVGDocument.points(value)) = \(SVGDocument.number(value * scale, decimals: 3)) px"
  }

  /// A constant with up to 4 decimals.
  static func constant(_ value: Double) -> String {
    SVGDocument.number(value, decimals: 4)
  }
}
