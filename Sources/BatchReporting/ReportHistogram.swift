import SVGWriting
import TextFormatting

/// A histogram of one max |error| across the face-configurations of a batch report, drawn as an
/// inline SVG: how many fall in each bin of a fixed scale, the bins within the verdict's
/// tolerance (0.5 pt) in green.
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
  /// How many values fall in each bin (one more than ``edges``).
  var counts: [Int]
  /// How many values there are.
  var total: Int { counts.reduce(0, +) }

  /// Counts values into the bins.
  ///
  /// - Parameters:
  ///   - title: The heading.
  ///   - values: Max |error| in points, one per face-configuration.
  init(title: String, values: [Double]) {
    self.title = title
    var counts = [Int](repeating: 0, count: Self.edges.count + 1)
    for value in values {
      counts[Self.edges.firstIndex { value < $0 } ?? Self.edges.count] += 1
    }
    self.counts = counts
  }

  /// A bin's label: `<0.5` or `≥50`.
  static func label(_ bin: Int) -> String {
    bin < edges.count
      ? "<\(NumberFormat.number(edges[bin]))" : "≥\(NumberFormat.number(edges[edges.count - 1]))"
  }

  /// Positions, in pixels.
  enum Layout {
    static let width = 430.0
    static let height = 176.0
    static let left = 12.0
    static let barWidth = 40.0
    static let plotTop = 46.0
    static let plotHeight = 90.0
  }

  /// The histogram as an inline `<svg>` element.
  func svg() -> String {
    var document = SVGDocument(width: Layout.width, height: Layout.height)
    let room = Layout.width - 2 * Layout.left
    let heading = CaptionText.wrap("\(title): max |e| (pt)", width: room, fontSize: 13, bold: true)
    document.text(
      heading.first ?? title, x: Layout.left, y: 18, [("font-size", "13"), ("font-weight", "bold")])
    document.text(
      "\(total) face-configuration\(total == 1 ? "" : "s"); green: within 0.5 pt", x: Layout.left, y: 34,
      [("font-size", "11"), ("fill", "#555555")])
    let largest = max(1, counts.max() ?? 1)
    let bottom = Layout.plotTop + Layout.plotHeight
    for (bin, count) in counts.enumerated() {
      let x = Layout.left + Double(bin) * Layout.barWidth
      let height = (Double(count) / Double(largest) * Layout.plotHeight).rounded()
      let within = bin < 3
      document.rect(
        x: x + 2, y: bottom - height, width: Layout.barWidth - 4, height: height,
        [("fill", within ? "#5aae61" : "#d6604d")])
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
      label: "\(title): histogram of max |e| across face-configurations")
  }
}
