import CalibrateSupport
import PlaceholderTitle
import WidthCalibration

// MARK: - Heat maps

extension PlotRenderer {
  /// The errors of one way of choosing constants, over every size and target.
  struct HeatMapPanel {
    /// A stable name for the panel (`hand-tuned`, `global`, `per-size`, `composite`), written as
    /// `data-panel`.
    var key: String
    /// The panel's heading.
    var title: String
    /// The constants, under the heading.
    var subtitle: String
    /// e(W) per size (ascending) and target (ascending), in points.
    var errors: [[Double]]
    /// The largest |e|, in points.
    var largestError: Double
    /// The size index and target index of the largest |e| (the first, on a tie).
    var worstSize: Int
    var worstTarget: Int
  }

  /// The hand-tuned, global and per-size panels, in that order (worst to best), then the composite
  /// titles' panel under the composite method.
  func heatMapPanels() -> [HeatMapPanel] {
    let fit = run.fit
    let seed = PlaceholderConstants.seed
    let global = fit.global.constants
    let countPanels = [
      panel(
        key: "hand-tuned", title: "Hand-tuned constants",
        subtitle:
          "shiftFactor \(Self.constant(seed.shiftFactor)) · minimumWidth \(Self.constant(seed.minimumWidth))"
      ) { _ in seed },
      panel(
        // With a degenerate optimum the pair drawn is the box's (the optimum is in the caption).
        key: "global", title: fit.global.isDegenerate ? "Best pair inside the box" : "Best global pair",
        subtitle:
          "shiftFactor \(Self.constant(global.shiftFactor)) · minimumWidth \(Self.constant(global.minimumWidth))"
      ) { _ in global },
      panel(
        key: "per-size", title: "Per-size table",
        subtitle:
          "\(fit.sizes.count) fitted pair\(fit.sizes.count == 1 ? "" : "s"), one per size (charted below)"
      ) { fit.sizes[$0].constants },
    ]
    return countPanels + (compositePanel().map { [$0] } ?? [])
  }

  private func panel(
    key: String, title: String, subtitle: String, constants: (Int) -> PlaceholderConstants
  ) -> HeatMapPanel {
    let problem = run.fit.problem
    var errors: [[Double]] = []
    for (sizeIndex, sample) in problem.samples.enumerated() {
      let pair = constants(sizeIndex)
      var row: [Double] = []
      row.reserveCapacity(problem.targets.count)
      for width in problem.targets {
        row.append(Self.error(at: width, sample: sample, constants: pair, padding: problem.padding))
      }
      errors.append(row)
    }
    return panel(key: key, title: title, subtitle: subtitle, errors: errors) { SVGDocument.points($0) }
  }

  /// The composite titles' panel: e of each size's title for each target, taken from the title
  /// shaped whole; `nil` without a composite (or, defensively, when its sizes and targets are not
  /// the fit's).
  func compositePanel() -> HeatMapPanel? {
    guard let composite = run.composite else { return nil }
    let problem = run.fit.problem
    var errors: [[Double]] = []
    for sample in problem.samples {
      guard let size = composite.sizes.first(where: { $0.size == sample.size }),
        size.titles.map(\.width) == problem.targets
      else { return nil }
      errors.append(size.titles.map(\.error))
    }
    let count = composite.characters.count
    let scale = run.settings.scale
    return panel(
      key: "composite", title: "Composite titles",
      subtitle:
        "\(count) space character\(count == 1 ? "" : "s") · every title shaped whole",
      errors: errors
    ) { Self.pointsAndPixels($0, scale: scale) }
  }

  /// A panel of errors per size and target, its heading followed by the largest |e| as
  /// `largest` writes it.
  private func panel(
    key: String, title: String, subtitle: String, errors: [[Double]], largest describe: (Double) -> String
  ) -> HeatMapPanel {
    var largest = -1.0
    var worst = (size: 0, target: 0)
    for (sizeIndex, row) in errors.enumerated() {
      for (targetIndex, error) in row.enumerated() where abs(error) > largest {
        largest = abs(error)
        worst = (sizeIndex, targetIndex)
      }
    }
    let maximum = max(0, largest)
    return HeatMapPanel(
      key: key, title: title + ": max |e| \(describe(maximum))", subtitle: subtitle, errors: errors,
      largestError: maximum, worstSize: worst.size, worstTarget: worst.target)
  }

  /// e(W) = P + width(N(W)) - W with the app's count formula (the library's, guards included).
  static func error(
    at width: Double, sample: SizeSample, constants: PlaceholderConstants, padding: Double
  ) -> Double {
    let count = RepeatedTitle.count(
      for: width, symbolWidth: sample.symbolWidth, minimumWidth: constants.minimumWidth,
      shiftFactor: constants.shiftFactor)
    return padding + sample.runWidths.width(count) - width
  }

  // MARK: Drawing

  /// The most columns and rows a heat map draws; more targets or sizes are merged into bins.
  static let maximumColumns = 600
  static let maximumRows = 132

  /// Consecutive index ranges covering `0..<count`, at most `maximum` of them, of equal length
  /// but the last.
  static func bins(_ count: Int, maximum: Int) -> [Range<Int>] {
    let length = max(1, (count + maximum - 1) / maximum)
    return stride(from: 0, to: count, by: length).map { $0..<min(count, $0 + length) }
  }

  /// The error of largest magnitude among some sizes and targets (the first on a tie).
  private static func extreme(_ errors: [[Double]], sizes: Range<Int>, targets: Range<Int>) -> Double {
    var result = 0.0
    for size in sizes {
      for target in targets where abs(errors[size][target]) > abs(result) { result = errors[size][target] }
    }
    return result
  }

  /// Draws one heat map: cells, axes, heading and a ring around the worst cell.
  ///
  /// Cells live in a group scaled to one unit per column and row, one `g` per size
  /// (`data-size`), with one path per color in which runs of equal color are merged into one
  /// rectangle (docs/commands.md, *The chart*, says what size that keeps a map to). Beyond
  /// ``maximumColumns`` targets (or ``maximumRows`` sizes) neighbours share a cell, which shows
  /// the largest error among them, so a fine `--step` cannot blow up the file.
  func drawHeatMap(
    _ panel: HeatMapPanel, title: [String], in frame: Frame, scale: ErrorColorScale, labelsSizes: Bool,
    into document: inout SVGDocument
  ) {
    let problem = run.fit.problem
    let targets = problem.targets
    let sizes = problem.samples.map(\.size)
    let columnBins = Self.bins(targets.count, maximum: Self.maximumColumns)
    let rowBins = Self.bins(sizes.count, maximum: Self.maximumRows)
    let columns = columnBins.count
    let rows = rowBins.count
    let cellWidth = frame.width / Double(columns)
    let rowHeight = frame.height / Double(rows)
    // The heading's last line stands where a one-line heading does; wrapped lines go above it.
    for (index, line) in title.enumerated() {
      document.text(
        line, x: frame.x, y: frame.y - 26 - Double(title.count - 1 - index) * Captions.panelTitleLine,
        [("font-size", "14"), ("font-weight", "bold")])
    }
    document.text(panel.subtitle, x: frame.x, y: frame.y - 9, [("font-size", "11")])
    document.open(
      "g",
      [
        ("data-panel", panel.key), ("shape-rendering", "crispEdges"),
        (
          "transform",
          "translate(\(SVGDocument.number(frame.x)) \(SVGDocument.number(frame.y))) scale(\(SVGDocument.number(cellWidth, decimals: 6)) \(SVGDocument.number(rowHeight, decimals: 6)))"
        ),
      ])
    for (rowIndex, rowBin) in rowBins.enumerated() {
      // Larger sizes on top, as on any y axis.
      let row = rows - 1 - rowIndex
      document.open("g", [("class", "heat-row"), ("data-size", Self.sizeLabel(sizes, rowBin))])
      var runsByLevel: [Int: String] = [:]
      let levels = columnBins.map { scale.level(Self.extreme(panel.errors, sizes: rowBin, targets: $0)) }
      var start = 0
      while start < columns {
        var end = start + 1
        while end < columns && levels[end] == levels[start] { end += 1 }
        runsByLevel[levels[start], default: ""] += "M\(start) \(row)h\(end - start)v1h-\(end - start)z"
        start = end
      }
      for level in runsByLevel.keys.sorted() {
        document.element("path", [("fill", scale.color(level: level)), ("d", runsByLevel[level] ?? "")])
      }
      document.close("g")
    }
    document.close("g")
    document.rect(
      x: frame.x, y: frame.y, width: frame.width, height: frame.height,
      [("fill", "none"), ("stroke", "#555555"), ("stroke-width", "1")])
    // The worst cell.
    let worstX = frame.x + (Double(panel.worstTarget) + 0.5) * frame.width / Double(targets.count)
    let worstRow = rowBins.firstIndex { $0.contains(panel.worstSize) } ?? 0
    let worstY = frame.y + (Double(rows - 1 - worstRow) + 0.5) * rowHeight
    document.element(
      "circle",
      [
        ("cx", SVGDocument.number(worstX)), ("cy", SVGDocument.number(worstY)), ("r", "6"), ("fill", "none"),
        ("stroke", "#000000"), ("stroke-width", "1.5"),
      ])
    drawWidthAxis(in: frame, targets: targets, into: &document)
    // A shared row is labelled with its first size, to keep labels short.
    drawSizeAxis(
      in: frame, labels: rowBins.map { NumberFormat.size(sizes[$0.lowerBound]) }, labelled: labelsSizes,
      into: &document)
  }

  /// A row's size, or its first and last size when sizes share a row.
  private static func sizeLabel(_ sizes: [Double], _ bin: Range<Int>) -> String {
    let first = NumberFormat.size(sizes[bin.lowerBound])
    return bin.count == 1 ? first : "\(first)...\(NumberFormat.size(sizes[bin.upperBound - 1]))"
  }

  /// Ticks and labels for target widths under a heat map.
  private func drawWidthAxis(in frame: Frame, targets: [Double], into document: inout SVGDocument) {
    guard let first = targets.first, let last = targets.last else { return }
    let columns = Double(targets.count)
    let step = targets.count > 1 ? (last - first) / (columns - 1) : 1
    // Column i is centred on targets[i].
    func x(_ width: Double) -> Double { frame.x + ((width - first) / step + 0.5) * frame.width / columns }
    let ticks = AxisTicks.values(in: first...max(last, first + step), maximumIntervals: Int(frame.width / 50))
    let decimals = AxisTicks.decimals(for: ticks.step)
    for value in ticks.values where value >= first - step / 2 && value <= last + step / 2 {
      let position = x(value)
      document.line(
        from: (position, frame.bottom), to: (position, frame.bottom + 5), [("stroke", "#555555")])
      document.text(
        SVGDocument.number(value, decimals: decimals), x: position, y: frame.bottom + 18,
        [("font-size", "11"), ("text-anchor", "middle")])
    }
    document.text(
      "target width W (pt)", x: frame.x + frame.width / 2, y: frame.bottom + 36,
      [("font-size", "12"), ("text-anchor", "middle")])
  }

  /// Ticks, and labels on the first panel, for font sizes beside a heat map (one per row).
  private func drawSizeAxis(
    in frame: Frame, labels: [String], labelled: Bool, into document: inout SVGDocument
  ) {
    let rowHeight = frame.height / Double(labels.count)
    // Label every k-th row so labels stay at least 12 px apart.
    let every = max(1, Int((12 / rowHeight).rounded(.up)))
    for (index, label) in labels.enumerated() where index % every == 0 {
      let y = frame.y + (Double(labels.count - 1 - index) + 0.5) * rowHeight
      document.line(from: (frame.x - 4, y), to: (frame.x, y), [("stroke", "#555555")])
      if labelled {
        document.text(label, x: frame.x - 7, y: y + 4, [("font-size", "11"), ("text-anchor", "end")])
      }
    }
    if labelled {
      let middle = frame.y + frame.height / 2
      // Left of the widest label (fractional sizes such as 16.76 are wider than whole ones), by
      // DejaVu Sans's advances at 11 px: 7 px a digit, 3.5 px a point.
      let widest = labels.map { label in label.reduce(0.0) { $0 + ($1 == "." ? 3.5 : 7) } }.max() ?? 0
      let x = max(10, min(frame.x - 40, frame.x - 7 - widest - 10))
      document.text(
        "font size (pt)", x: x, y: middle,
        [
          ("font-size", "12"), ("text-anchor", "middle"),
          ("transform", "rotate(-90 \(SVGDocument.number(x)) \(SVGDocument.number(middle)))"),
        ])
    }
  }

  /// The color bar: every color step, ticks in points, and what each end means.
  func drawColorBar(_ scale: ErrorColorScale, in frame: Frame, into document: inout SVGDocument) {
    // Position -1 at the bottom, +1 at the top.
    func y(_ position: Double) -> Double { frame.y + (1 - position) / 2 * frame.height }
    document.open("g", [("data-legend", "error"), ("shape-rendering", "crispEdges")])
    for level in -scale.levels...scale.levels {
      let low = (Double(level) - 0.5) / Double(scale.levels)
      let high = (Double(level) + 0.5) / Double(scale.levels)
      let top = y(min(1, high))
      let bottom = y(max(-1, low))
      document.rect(
        x: frame.x, y: top, width: frame.width, height: bottom - top, [("fill", scale.color(level: level))])
    }
    document.close("g")
    document.rect(
      x: frame.x, y: frame.y, width: frame.width, height: frame.height,
      [("fill", "none"), ("stroke", "#555555")])
    var lastLabel = -Double.infinity
    for value in scale.tickValues() {
      let position = y(scale.position(value))
      document.line(from: (frame.right, position), to: (frame.right + 4, position), [("stroke", "#555555")])
      // Skip labels that would overlap the previous one (ticks run bottom to top).
      guard lastLabel - position >= 11 || lastLabel == -Double.infinity else { continue }
      let text =
        value > 0 ? "+" + SVGDocument.number(value, decimals: 2) : SVGDocument.number(value, decimals: 2)
      document.text(text, x: frame.right + 7, y: position + 4, [("font-size", "11")])
      lastLabel = position
    }
    document.text(
      Captions.colorBarHeading, x: frame.x + frame.width / 2, y: frame.y - 26,
      [("font-size", "12"), ("font-weight", "bold"), ("text-anchor", "middle")])
    document.text(
      "seam", x: frame.x + frame.width / 2, y: frame.y - 9,
      [("font-size", "11"), ("fill", "#b2182b"), ("text-anchor", "middle")])
    document.text(
      "clip", x: frame.x + frame.width / 2, y: frame.bottom + 18,
      [("font-size", "11"), ("fill", "#2166ac"), ("text-anchor", "middle")])
    document.text(
      "log scale", x: frame.x + frame.width / 2, y: frame.bottom + 34,
      [("font-size", "10"), ("fill", "#555555"), ("text-anchor", "middle")])
  }
}
