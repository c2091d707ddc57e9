import SVGWriting

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
    html += "named after it. Each chart shows e(W) = R(N(W)) − W of the global pair and of the hand-tuned "
    html += "constants at every target W: the band from the smallest to the largest e over the sizes, "
    html += "recomputed from the record with the solver.</caption>\n"
    html += "<thead><tr>"
    for (index, column) in Self.columns.enumerated() {
      html += "<th scope=\"col\""
      if column.sort != .none { html += " data-sort=\"\(column.sort.rawValue)\"" }
      if index == Self.sortedColumn { html += " aria-sort=\"descending\"" }
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

  /// One row: its chart (or why it failed) in a `<details>` element, then its cells. The
  /// chart's errors are recomputed here, so each row is recomputed and drawn in one step.
  private static func row(_ row: ReportRow) -> String {
    let (texts, path) = row.cells
    var html: String
    switch row.entry.record.outcome {
    case .failed: html = "<tr class=\"failed\">"
    case .calibrated(let document): html = document.verdict.perSizeTableNeeded ? "<tr>" : "<tr class=\"ok\">"
    }
    html += "<td>" + chart(row) + "</td>"
    for (index, text) in texts.enumerated() {
      html += index + 1 == fileColumn ? "<td title=\"\(HTMLText.escaped(path))\">" : "<td>"
      html += HTMLText.escaped(text) + "</td>"
    }
    html += "</tr>\n"
    return html
  }

  /// The chart cell: the chart to expand, why there is none, or why the face failed.
  private static func chart(_ row: ReportRow) -> String {
    switch (row.entry.record.outcome, row.errors()) {
    case (.failed(let failure), _):
      return "failed: " + HTMLText.escaped(failure.error)
    case (.calibrated(let document), .success(let errors)?):
      let chart = FaceChart(
        errors: errors, recordedGlobalError: document.global.maxError,
        isDegenerate: document.global.degenerateOptimum != nil)
      return "<details><summary>chart</summary>\(chart.svg())</details>"
    case (.calibrated, .failure(let unavailable)?):
      return "no chart: " + HTMLText.escaped(unavailable.reason)
    case (.calibrated, nil):
      return "no chart"
    }
  }
}
