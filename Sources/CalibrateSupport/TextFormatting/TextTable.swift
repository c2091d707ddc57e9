/// A table of text cells, printed with aligned columns for a terminal or as Markdown.
///
/// Threading: a plain value; `Sendable`.
package struct TextTable: Sendable {
  /// How a column's cells line up.
  package enum Alignment: Sendable {
    /// Text: padded on the right.
    case left
    /// Numbers: padded on the left.
    case right
  }

  /// One heading per column.
  package var headings: [String]
  /// One alignment per column.
  var alignments: [Alignment]
  /// The rows; each has one cell per column.
  package private(set) var rows: [[String]] = []

  /// Creates an empty table.
  ///
  /// - Parameters:
  ///   - headings: The column headings.
  ///   - alignments: One per column; missing ones are right-aligned.
  package init(headings: [String], alignments: [Alignment]) {
    self.headings = headings
    self.alignments = (0..<headings.count).map { $0 < alignments.count ? alignments[$0] : .right }
  }

  /// Creates an empty table whose columns are right-aligned (numbers) except those listed.
  ///
  /// - Parameters:
  ///   - headings: The column headings.
  ///   - leftAligned: The indices of the text columns.
  package init(headings: [String], leftAligned: Set<Int> = []) {
    self.init(
      headings: headings, alignments: headings.indices.map { leftAligned.contains($0) ? .left : .right })
  }

  /// Adds a row, padding or cutting it to the number of columns.
  package mutating func append(_ cells: [String]) {
    rows.append((0..<headings.count).map { $0 < cells.count ? cells[$0] : "" })
  }

  /// The table with columns padded to line up, a rule of dashes under the headings, and a
  /// newline after each line; trailing spaces are trimmed.
  package func aligned() -> String {
    let widths = columnWidths { $0 }
    var lines = [line(headings, widths: widths, separator: "  ")]
    lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    lines += rows.map { line($0, widths: widths, separator: "  ") }
    return lines.map { text in
      var trimmed = Substring(text)
      while trimmed.last == " " { trimmed.removeLast() }
      return String(trimmed) + "\n"
    }.joined()
  }

  /// The table as GitHub-flavoured Markdown, columns padded so the source reads as a table.
  package func markdown() -> String {
    let widths = columnWidths(Self.escaped).map { max(3, $0) }
    let rule = zip(widths, alignments).map { width, alignment in
      alignment == .right
        ? String(repeating: "-", count: width - 1) + ":" : String(repeating: "-", count: width)
    }
    var lines = ["| " + line(headings, widths: widths, separator: " | ") + " |"]
    lines.append("| " + rule.joined(separator: " | ") + " |")
    lines += rows.map { "| " + line($0.map(Self.escaped), widths: widths, separator: " | ") + " |" }
    return lines.map { $0 + "\n" }.joined()
  }

  private func columnWidths(_ shown: (String) -> String) -> [Int] {
    headings.indices.map { column in
      ([headings[column]] + rows.map { shown($0[column]) }).map(\.count).max() ?? 0
    }
  }

  private func line(_ cells: [String], widths: [Int], separator: String) -> String {
    var padded: [String] = []
    for (column, cell) in cells.enumerated() {
      let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
      padded.append(alignments[column] == .right ? padding + cell : cell + padding)
    }
    return padded.joined(separator: separator)
  }

  private static func escaped(_ cell: String) -> String {
    cell.replacingEvery("|", with: "\\|")
  }
}
