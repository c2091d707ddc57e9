// MARK: - The table

extension BatchReportPage {
  /// Appends the table of every face and configuration, worst first, with the filter the
  /// script shows; the rows are recomputed and drawn on all cores, then appended in order.
  func appendTable(_ rows: [ReportRow], to page: inout String) {
    var html = "<section id=\"rows\">\n<h2>Faces and configurations</h2>\n"
    // Hidden until the script runs: without it there is nothing to type into.
    html += "<p><input id=\"filter\" type=\"search\" placeholder=\"Filter rows by text\" "
    html += "aria-label=\"Filter rows by text\" hidden> <output id=\"shown\" hidden></output></p>\n"
    html += "<table id=\"faces\">\n<caption>\(rows.count) row\(rows.count == 1 ? "" : "s"), "
    html += "sorted worst first by the global pair's max |e| (failed faces last); with scripts on, "
    html += "a click on a heading sorts by its column. Advance at 15 pt: the placeholder's advance at "
    html += "15 pt, UIKit's swipe-action title; where 15 pt was not calibrated, at the nearest size, "
    html += "named after it. Under each row, its e(W) chart opens with a click: e(W) = R(N(W)) − W of "
    html += "the global pair and of the hand-tuned constants at every target W, the band from the "
    html += "smallest to the largest e over the sizes, recomputed from the record with the solver."
    html += "</caption>\n"
    html += "<thead><tr>"
    for column in Self.columns {
      html += "<th scope=\"col\""
      if column.sort != .none { html += " data-sort=\"\(column.sort.rawValue)\"" }
      if column.name == Self.sortedColumn { html += " aria-sort=\"descending\"" }
      html += ">\(HTMLText.escaped(column.heading))</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    let drawn = rows.concurrentMap(Self.row)
    let end = "</tbody>\n</table>\n</section>\n"
    // Room for the table and the script that ends the page: growing megabytes copies them.
    page.reserveCapacity(
      page.utf8.count + html.utf8.count + drawn.reduce(0) { $0 + $1.utf8.count } + end.utf8.count
        + Self.script.utf8.count + 64)
    page += html
    for row in drawn { page += row }
    page += end
  }

  /// One face and configuration: its row of cells, then the row across the table with its chart
  /// to expand (or why there is none, or why the face failed). The chart's errors are recomputed
  /// here, so each row is recomputed and drawn in one step.
  private static func row(_ row: ReportRow) -> String {
    let (texts, path) = row.cells
    var html: String
    switch row.entry.record.outcome {
    case .failed: html = "<tr class=\"face failed\">"
    case .calibrated(let document):
      // Green exactly where the summary counts one pair enough (never a synthesized placeholder).
      html = Self.isEnough(document) ? "<tr class=\"face ok\">" : "<tr class=\"face\">"
    }
    for (column, text) in zip(columns, texts) {
      switch column.name {
      case .face:
        // The face's names, then the file's name on its own line; the path is the tooltip.
        html += "<td title=\"\(HTMLText.escaped(path))\">" + HTMLText.escaped(text)
        html += "<br><small>" + HTMLText.escaped(row.fileName) + "</small></td>"
      case .advanceAt15 where row.isSynthesized:
        html += "<td class=\"synthesized\" title=\"no glyph: HarfBuzz synthesizes the width\">"
        html += HTMLText.escaped(text) + "<br><small>synthesized</small></td>"
      default:
        html += "<td>" + HTMLText.escaped(text) + "</td>"
      }
    }
    html += "</tr>\n<tr class=\"chart\"><td colspan=\"\(columns.count)\">" + chart(row) + "</td></tr>\n"
    return html
  }

  /// The chart's cell: the chart to expand, why there is none, or why the face failed.
  private static func chart(_ row: ReportRow) -> String {
    switch (row.entry.record.outcome, row.errors()) {
    case (.failed(let failure), _):
      return "failed: " + HTMLText.escaped(failure.error)
    case (.calibrated(let document), .success(let errors)?):
      let chart = FaceChart(
        errors: errors, recordedGlobalError: document.global.maxError,
        isDegenerate: document.global.degenerateOptimum != nil)
      return "<details><summary>e(W) chart</summary>\(chart.svg())</details>"
    case (.calibrated, .failure(let unavailable)?):
      return "no chart: " + HTMLText.escaped(unavailable.reason)
    case (.calibrated, nil):
      return "no chart"
    }
  }
}
