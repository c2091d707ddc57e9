/// A plain-text table with right-aligned numeric columns, for terminal output.
struct TextTable {
  /// The column headings.
  var headings: [String]
  /// Which columns are left-aligned (text); the rest are right-aligned (numbers).
  var leftAligned: Set<Int> = []
  /// The rows, one string per column.
  var rows: [[String]] = []

  /// The table as lines, with a rule under the headings.
  func rendered() -> String {
    var widths = headings.map(\.count)
    for row in rows {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], cell.count)
      }
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { index, cell in
        let padding = String(repeating: " ", count: max(0, widths[index] - cell.count))
        return leftAligned.contains(index) ? cell + padding : padding + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    var lines = [line(headings), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
    lines += rows.map(line)
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
