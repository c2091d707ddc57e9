/// The formats a report can be printed in.
package enum ReportFormat: String, Sendable, CaseIterable {
  /// Aligned columns and sentences for a terminal.
  case table
  /// One JSON document.
  case json
  /// Comma-separated rows for a spreadsheet.
  case csv
}

/// A report that prints as a table, JSON or CSV.
package protocol TextReport {
  /// The report a user reads.
  func table() -> String
  /// The JSON document, with a final newline.
  func json() -> String
  /// The CSV rows, with a final newline.
  func csv() -> String
}

extension TextReport {
  /// The report in a format.
  package func rendered(_ format: ReportFormat) -> String {
    switch format {
    case .table: return table()
    case .json: return json()
    case .csv: return csv()
    }
  }
}
