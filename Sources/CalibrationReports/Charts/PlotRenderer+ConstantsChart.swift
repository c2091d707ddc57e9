import PlaceholderTitle

// MARK: - Constants by size

extension PlotRenderer {
  /// A constant of the formula, charted against font size.
  enum ConstantQuantity: CaseIterable {
    case shiftFactor
    case minimumWidth

    var name: String {
      switch self {
      case .shiftFactor: return "shiftFactor"
      case .minimumWidth: return "minimumWidth"
      }
    }

    func value(_ constants: PlaceholderConstants) -> Double {
      switch self {
      case .shiftFactor: return constants.shiftFactor
      case .minimumWidth: return constants.minimumWidth
      }
    }
  }

  private static let perSizeColor = "#1b7837"
  private static let globalColor = "#762a83"
  private static let seedColor = "#777777"

  /// Draws one constant per size as points joined by a line, with the global pair's and the
  /// hand-tuned constants' values as labelled horizontal lines.
  func drawConstantsChart(_ quantity: ConstantQuantity, in frame: Frame, into document: inout SVGDocument) {
    let fit = run.fit
    let sizes = fit.sizes.map(\.sample.size)
    let values = fit.sizes.map { quantity.value($0.constants) }
    let global = quantity.value(fit.global.constants)
    let seed = quantity.value(.seed)
    document.text(
      "Fitted \(quantity.name) by font size", x: frame.x, y: frame.y - 30,
      [("font-size", "14"), ("font-weight", "bold")])
    drawLegend(at: (frame.x, frame.y - 12), into: &document)

    // Axis ranges with a little room around the data.
    let low = (values + [global, seed]).min() ?? 0
    let high = (values + [global, seed]).max() ?? 1
    let padding = max((high - low) * 0.08, max(abs(high), 1) * 0.005)
    let yRange = (low - padding)...(high + padding)
    let first = sizes.first ?? 0
    let last = sizes.last ?? 1
    let xRange = last > first ? first...last : (first - 1)...(first + 1)
    let xPad = (xRange.upperBound - xRange.lowerBound) * 0.03
    func x(_ size: Double) -> Double {
      frame.x + (size - xRange.lowerBound + xPad) / (xRange.upperBound - xRange.lowerBound + 2 * xPad)
        * frame.width
    }
    func y(_ value: Double) -> Double {
      frame.bottom - (value - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound) * frame.height
    }

    // Grid and axes.
    let yTicks = AxisTicks.values(in: yRange, maximumIntervals: 6)
    let yDecimals = AxisTicks.decimals(for: yTicks.step)
    var widestLabel = 0.0
    for value in yTicks.values {
      let position = y(value)
      document.line(from: (frame.x, position), to: (frame.right, position), [("stroke", "#e4e4e4")])
      let label = SVGDocument.number(value, decimals: yDecimals)
      widestLabel = max(widestLabel, CaptionText.width(label, fontSize: 11))
      document.text(label, x: frame.x - 6, y: position + 4, [("font-size", "11"), ("text-anchor", "end")])
    }
    let wholeSizes = sizes.allSatisfy { $0 == $0.rounded() }
    let xTicks = AxisTicks.values(
      in: xRange, maximumIntervals: max(1, Int(frame.width / 45)), minimumStep: wholeSizes ? 1 : 0)
    let xDecimals = AxisTicks.decimals(for: xTicks.step)
    for value in xTicks.values {
      let position = x(value)
      document.line(from: (position, frame.bottom), to: (position, frame.bottom + 5), [("stroke", "#555555")])
      document.text(
        SVGDocument.number(value, decimals: xDecimals), x: position, y: frame.bottom + 18,
        [("font-size", "11"), ("text-anchor", "middle")])
    }
    document.rect(
      x: frame.x, y: frame.y, width: frame.width, height: frame.height,
      [("fill", "none"), ("stroke", "#555555")])
    document.text(
      "font size (pt)", x: frame.x + frame.width / 2, y: frame.bottom + 36,
      [("font-size", "12"), ("text-anchor", "middle")])
    let middle = frame.y + frame.height / 2
    // The axis title stands 48 px left of the axis, its descent 3 px right of that; labels wider
    // than the 39 px between them (such as -30000000) push it further left.
    let titleX = max(13, frame.x - max(48, 6 + widestLabel + 5))
    document.text(
      quantity == .shiftFactor ? quantity.name : "\(quantity.name) (pt)", x: titleX, y: middle,
      [
        ("font-size", "12"), ("text-anchor", "middle"),
        ("transform", "rotate(-90 \(SVGDocument.number(titleX)) \(SVGDocument.number(middle)))"),
      ])

    // Reference lines, each labelled where the label covers neither data nor the other label.
    document.line(
      from: (frame.x, y(seed)), to: (frame.right, y(seed)),
      [("stroke", Self.seedColor), ("stroke-width", "1.5"), ("stroke-dasharray", "2 3")])
    document.line(
      from: (frame.x, y(global)), to: (frame.right, y(global)),
      [("stroke", Self.globalColor), ("stroke-width", "2"), ("stroke-dasharray", "8 4")])
    let seedText = "hand-tuned " + (quantity == .shiftFactor ? Self.constant(seed) : SVGDocument.points(seed))
    let globalText =
      "global " + (quantity == .shiftFactor ? Self.constant(global) : SVGDocument.points(global))
    let data = Self.densePoints(zip(sizes, values).map { (x($0), y($1)) })
    var taken: [LabelBox] = []
    for (text, lineY, color, bold) in [
      (globalText, y(global), Self.globalColor, true), (seedText, y(seed), Self.seedColor, false),
    ] {
      let box = Self.placeLabel(
        text, lineY: lineY, in: frame, avoiding: data, taken: taken, characterWidth: bold ? 7.2 : 6.6)
      taken.append(box)
      var attributes: SVGDocument.Attributes = [
        ("font-size", "11"), ("fill", color), ("text-anchor", box.anchorsAtEnd ? "end" : "start"),
      ]
      if bold { attributes.append(("font-weight", "bold")) }
      document.text(text, x: box.anchorX, y: box.baseline, attributes)
    }

    // Per-size values.
    let points = zip(sizes, values).map { "\(SVGDocument.number(x($0))),\(SVGDocument.number(y($1)))" }
    document.open("g", [("data-series", "per-size-\(quantity.name)")])
    if points.count > 1 {
      document.element(
        "polyline",
        [
          ("points", points.joined(separator: " ")), ("fill", "none"), ("stroke", Self.perSizeColor),
          ("stroke-width", "1.5"),
        ])
    }
    // Small dots when many sizes would merge into a thick band.
    let radius = sizes.count > 60 ? "1.5" : "3"
    for (size, value) in zip(sizes, values) {
      document.element(
        "circle",
        [
          ("cx", SVGDocument.number(x(size))), ("cy", SVGDocument.number(y(value))), ("r", radius),
          ("fill", Self.perSizeColor),
        ])
    }
    document.close("g")
  }

  /// Which mark is which: per-size points, the global pair, the hand-tuned constants.
  private func drawLegend(at origin: (x: Double, y: Double), into document: inout SVGDocument) {
    var x = origin.x
    let y = origin.y
    document.element(
      "circle",
      [
        ("cx", SVGDocument.number(x + 4)), ("cy", SVGDocument.number(y - 4)), ("r", "3"),
        ("fill", Self.perSizeColor),
      ])
    document.text("fitted per size", x: x + 12, y: y, [("font-size", "11")])
    x += 112
    document.line(
      from: (x, y - 4), to: (x + 24, y - 4),
      [("stroke", Self.globalColor), ("stroke-width", "2"), ("stroke-dasharray", "8 4")])
    document.text("best global pair", x: x + 30, y: y, [("font-size", "11")])
    x += 136
    document.line(
      from: (x, y - 4), to: (x + 24, y - 4),
      [("stroke", Self.seedColor), ("stroke-width", "1.5"), ("stroke-dasharray", "2 3")])
    document.text("hand-tuned (30, 1.1)", x: x + 30, y: y, [("font-size", "11")])
  }

  // MARK: Label placement

  /// Where a label goes: its box (for collision tests) and its anchor.
  struct LabelBox {
    var minX: Double
    var maxX: Double
    var minY: Double
    var maxY: Double
    var anchorX: Double
    var baseline: Double
    var anchorsAtEnd: Bool

    /// The distance from a point to the box (0 inside).
    func distance(to point: (x: Double, y: Double)) -> Double {
      let dx = max(minX - point.x, 0, point.x - maxX)
      let dy = max(minY - point.y, 0, point.y - maxY)
      return (dx * dx + dy * dy).squareRoot()
    }

    func overlaps(_ other: LabelBox) -> Bool {
      minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
  }

  /// The data polyline sampled every few pixels, so a label is kept off lines too, not just dots.
  static func densePoints(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
    var result: [(x: Double, y: Double)] = points
    for (start, end) in zip(points, points.dropFirst()) {
      let length = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y))
        .squareRoot()
      let steps = min(200, Int(length / 4))
      guard steps > 1 else { continue }
      for step in 1..<steps {
        let t = Double(step) / Double(steps)
        result.append((start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t))
      }
    }
    return result
  }

  /// Picks the corner of a horizontal reference line (right or left end, above or below it) whose
  /// label keeps farthest from the data and clear of labels already placed.
  ///
  /// Preference goes right-above, right-below, left-above, left-below; a later candidate wins
  /// only if it is clearly better, so labels stay put when there is room.
  static func placeLabel(
    _ text: String, lineY: Double, in frame: Frame, avoiding data: [(x: Double, y: Double)],
    taken: [LabelBox], characterWidth: Double
  ) -> LabelBox {
    let width = Double(text.count) * characterWidth
    var best: (box: LabelBox, score: Double)? = nil
    for (atEnd, above) in [(true, true), (true, false), (false, true), (false, false)] {
      let baseline = above ? lineY - 5 : lineY + 14
      let anchorX = atEnd ? frame.right - 4 : frame.x + 4
      let box = LabelBox(
        minX: atEnd ? anchorX - width : anchorX, maxX: atEnd ? anchorX : anchorX + width, minY: baseline - 10,
        maxY: baseline + 2, anchorX: anchorX, baseline: baseline, anchorsAtEnd: atEnd)
      var score = min(12, data.map(box.distance).min() ?? 12)
      if taken.contains(where: box.overlaps) { score -= 100 }
      if box.minY < frame.y || box.maxY > frame.bottom { score -= 50 }
      if best == nil || score > (best?.score ?? 0) + 0.5 { best = (box, score) }
    }
    return best?.box
      ?? LabelBox(
        minX: frame.x, maxX: frame.x, minY: lineY, maxY: lineY, anchorX: frame.right - 4, baseline: lineY - 5,
        anchorsAtEnd: true)
  }
}
