import CalibrateSupport

/// A histogram of one max |error| across the face-configurations of a batch report, drawn as an
/// inline SVG: how many fall in each bin of a fixed scale, each bar split into the records that
/// pass (green, below) and those that do not (red, above), by the test the histogram names (the
/// verdict for the global pair: within 0.5 pt of the per-size floor).
///
/// Every histogram of a report shares the bins, so the global pair's, the hand-tuned constants' and the
/// composite titles' can be compared at a glance.
///
/// Threading: a plain value; `Sendable`.
struct ReportHistogram: Sendable {
  /// The upper ends of the bins, in points; the last bin has no upper end.
  static let edges: [Double] = [0.05, 0.25, 0.5, 1, 2, 5, 10, 20, 50]

  /// The heading, such as `Global pair`.
  var title: String
  /// What green means, after `green:` (`within 0.5 pt of the per-size floor`).
  var passes: String
  /// How many values fall in each bin (one more than ``edges``) and pass.
  var passing: [Int]
  /// How many values fall in each bin and do not pass.
  var failing: [Int]
  /// How many values fall in each bin.
  var counts: [Int] { zip(passing, failing).map { $0 + $1 } }
  /// How many values there are.
  var total: Int { counts.reduce(0, +) }
  /// How many pass.
  var passed: Int { passing.reduce(0, +) }

  /// Counts values into the bins.
  ///
  /// - Parameters:
  ///   - title: The heading.
  ///   - passes: What green means, in words.
  ///   - values: Max |error| in points, one per face-configuration, and whether it passes.
  init(title: String, passes: String, values: [(value: Double, passes: Bool)]) {
    self.title = title
    self.passes = passes
    var passing = [Int](repeating: 0, count: Self.edges.count + 1)
    var failing = passing
    for (value, passes) in values {
      let bin = Self.edges.firstIndex { value < $0 } ?? Self.edges.count
      if passes { passing[bin] += 1 } else { failing[bin] += 1 }
    }
    self.passing = passing
    self.failing = failing
  }

  /// A bin's label: `<0.5` or `≥50`.
  static func label(_ bin: Int) -> String {
    bin < edges.count
      ? "<\(NumberFormat.number(edges[bin]))" : "≥\(NumberFormat.number(edges[edges.count - 1]))"
  }

  /// Positions, in pixels.
  enum Layout {
    static let width = 430.0
    static let height = 188.0
    static let left = 12.0
    static let barWidth = 40.0
    static let plotTop = 58.0
    static let plotHeight = 90.0
  }

  /// The bars' colours: green for the records that pass, red for the others.
  static let passFill = "#5aae61"
  static let failFill = "#d6604d"

  /// The histogram as an inline `<svg>` element. Each bar's two parts carry `data-bin`,
  /// `data-passes` and `data-count`, so a test reads what the picture shows.
  func svg() -> String {
    var document = SVGDocument(width: Layout.width, height: Layout.height)
    let room = Layout.width - 2 * Layout.left
    let heading = CaptionText.wrap("\(title): max |e| (pt)", width: room, fontSize: 13, bold: true)
    document.text(
      heading.first ?? title, x: Layout.left, y: 18, [("font-size", "13"), ("font-weight", "bold")])
    let legend =
      "\(passed) of \(total) face-configuration\(total == 1 ? "" : "s") green: \(passes); red: the others"
    for (index, line) in CaptionText.wrap(legend, width: room, fontSize: 11).prefix(2).enumerated() {
      document.text(
        line, x: Layout.left, y: 32 + Double(index) * 12, [("font-size", "11"), ("fill", "#555555")])
    }
    let largest = max(1, counts.max() ?? 1)
    let bottom = Layout.plotTop + Layout.plotHeight
    for (bin, count) in counts.enumerated() {
      let x = Layout.left + Double(bin) * Layout.barWidth
      let passHeight = (Double(passing[bin]) / Double(largest) * Layout.plotHeight).rounded()
      let height = (Double(count) / Double(largest) * Layout.plotHeight).rounded()
      // Green from the axis up, red on top of it.
      for (passes, top, partHeight, number) in [
        (true, bottom - passHeight, passHeight, passing[bin]),
        (false, bottom - height, height - passHeight, failing[bin]),
      ] where number > 0 {
        document.rect(
          x: x + 2, y: top, width: Layout.barWidth - 4, height: partHeight,
          [
            ("fill", passes ? Self.passFill : Self.failFill), ("data-bin", Self.label(bin)),
            ("data-passes", passes ? "true" : "false"), ("data-count", String(number)),
          ])
      }
      if count > 0 {
        document.text(
          String(count), x: x + Layout.barWidth / 2, y: bottom - height - 3,
          [("font-size", "10"), ("text-anchor", "middle")])
      }
      document.text(
        Self.label(bin), x: x + Layout.barWidth / 2, y: bottom + 13,
        [("font-size", "10"), ("text-anchor", "middle")])
    }
    document.line(
      from: (Layout.left, bottom), to: (Layout.left + Double(counts.count) * Layout.barWidth, bottom),
      [("stroke", "#555555")])
    document.text(
      "each bar: below its label, at least the previous one's", x: Layout.left, y: bottom + 30,
      [("font-size", "10"), ("fill", "#555555")])
    return document.inlineElement(
      label: "\(title): histogram of max |e| across face-configurations, \(passed) of \(total) green")
  }
}
