import FontCalibration

// MARK: - Font findings

extension BatchReportPage {
  /// The whitespace QA of every face whose line carries one (`calibrate batch --qa`): a table of
  /// faces, those with a FAIL first, each with its FAIL and WARN findings; nothing when no line
  /// carries one, so a page without them is the one it always was.
  func fontFindings(_ rows: [ReportRow]) -> String {
    var faces: [(name: String, file: String, path: String, qa: QARecord)] = []
    var seen = Set<String>()
    for row in rows {
      guard let document = row.document, let qa = document.qa else { continue }
      let key = "\(document.font.faceIndex)#\(document.font.path)"
      guard seen.insert(key).inserted else { continue }
      faces.append(("\(document.font.family) \(document.font.style)", row.fileName, document.font.path, qa))
    }
    guard !faces.isEmpty else { return "" }
    let order = QASeverity.allCases.reversed().map(\.rawValue)
    faces.sort { left, right in
      let (a, b) = (order.firstIndex(of: left.qa.verdict) ?? 9, order.firstIndex(of: right.qa.verdict) ?? 9)
      return a != b ? a < b : (left.name, left.path) < (right.name, right.path)
    }
    let verdicts = order.map { verdict in "\(faces.count { $0.qa.verdict == verdict }) \(verdict)" }
    var html = "<section id=\"qa\">\n<h2>Font findings</h2>\n"
    html +=
      "<p>The whitespace QA of \(Self.count(faces.count, "face")), as <code>calibrate qa</code> checks it: \(verdicts.joined(separator: ", ")) (a face's verdict is its most severe finding). Each face's FAIL and WARN findings are listed; <code>calibrate qa</code> prints all of them.</p>\n"
    html += "<table id=\"qa-faces\">\n<thead><tr>"
    for heading in ["face", "verdict", "FAIL", "WARN", "INFO", "PASS", "findings"] {
      html += "<th scope=\"col\">\(heading)</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    for face in faces {
      html += "<tr><td title=\"\(HTMLText.escaped(face.path))\">" + HTMLText.escaped(face.name)
      html += "<br><small>" + HTMLText.escaped(face.file) + "</small></td>"
      html += "<td><b>\(HTMLText.escaped(face.qa.verdict))</b></td>"
      for count in [face.qa.counts.fail, face.qa.counts.warn, face.qa.counts.info, face.qa.counts.pass] {
        html += "<td>\(count)</td>"
      }
      let loud = face.qa.findings.filter { $0.severity == "FAIL" || $0.severity == "WARN" }
      html += "<td>"
      if !loud.isEmpty {
        html += "<ul>"
        for finding in loud {
          html += "<li><b>\(HTMLText.escaped(finding.severity))</b> \(HTMLText.escaped(finding.check))"
          html += ": " + HTMLText.escaped(finding.message) + "</li>"
        }
        html += "</ul>"
      }
      html += "</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n</section>\n"
  }
}
