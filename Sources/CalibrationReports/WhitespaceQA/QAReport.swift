import CalibrateSupport
import FontCalibration
import TextMetrics

/// The report of `calibrate qa`: every face's findings, and the files that could not be checked,
/// as a table, JSON, CSV or Markdown.
///
/// Threading: a plain value; `Sendable`.
package struct QAReport: Sendable {
  /// The formats the report prints in.
  package enum Format: String, Sendable, CaseIterable {
    /// A block per face with aligned columns, for a terminal.
    case table
    /// One JSON document (``QADocument``).
    case json
    /// One row per finding, for a spreadsheet or a pipeline.
    case csv
    /// GitHub-flavoured Markdown, for a pull request comment.
    case markdown
  }

  /// A file or face that could not be checked, and why.
  package struct Failure: Sendable, Hashable {
    /// The file.
    package var path: String
    /// The error's one line.
    package var error: String

    /// Creates a failure.
    package init(path: String, error: String) {
      self.path = path
      self.error = error
    }
  }

  /// The audits, in the order of their files, faces and instances.
  package var audits: [FaceAudit]
  /// The files that could not be checked.
  package var failures: [Failure]
  /// What the hinting check measured.
  package var settings: QASettings

  /// Creates a report.
  package init(audits: [FaceAudit], failures: [Failure], settings: QASettings) {
    self.audits = audits
    self.failures = failures
    self.settings = settings
  }

  /// The verdict over every face: the most severe finding.
  package var verdict: QASeverity { audits.map(\.verdict).max() ?? .pass }

  /// The report in a format.
  package func rendered(_ format: Format) -> String {
    switch format {
    case .table: return table()
    case .json: return json()
    case .csv: return csv()
    case .markdown: return markdown()
    }
  }

  /// The face a finding block is about: the font line, and the instance when it is the default.
  static func heading(_ audit: FaceAudit) -> String {
    ReportWording.font(audit.font) + (audit.instance?.isDefault == true ? ", default instance" : "")
  }

  /// `0 FAIL, 3 WARN, 2 INFO, 15 PASS`.
  static func counts(_ audit: FaceAudit) -> String {
    QASeverity.allCases.reversed().map { "\(audit.count($0)) \($0.rawValue)" }.joined(separator: ", ")
  }

  /// What the hinting and width checks measured against, in a sentence.
  var method: String {
    let modes = settings.hintingModes.map(\.rawValue).joined(separator: " and ")
    return
      "hinting in \(modes) at \(settings.ppems.lowerBound)...\(settings.ppems.upperBound) ppem, common UI sizes \(QASettings.commonTextSizes.lowerBound)...\(QASettings.commonTextSizes.upperBound) pt at @1x, @2x, @3x; widths within \(NumberFormat.number(QASettings.unitsTolerance)) units pass, beyond \(NumberFormat.number(QASettings.emTolerance * 100))% of the em warn; pixels at \(QASettings.referencePPEM) ppem"
  }

  /// The last line: how many faces got each verdict, and the files that failed.
  var summary: String {
    let verdicts = QASeverity.allCases.reversed().map { severity in
      "\(audits.count { $0.verdict == severity }) \(severity.rawValue)"
    }
    var text =
      "\(audits.count) face\(audits.count == 1 ? "" : "s") checked: \(verdicts.joined(separator: ", "))"
    if !failures.isEmpty { text += "; \(failures.count) could not be checked" }
    return text
  }

  // MARK: - Table

  /// A block per face: its font line, its verdict and counts, and a table of its findings.
  package func table() -> String {
    var text = ""
    for audit in audits {
      text += Self.heading(audit) + "\n"
      text += "\(audit.verdict.rawValue): \(Self.counts(audit))\n\n"
      var table = TextTable(headings: ["severity", "check", "char", "finding"], leftAligned: [0, 1, 2, 3])
      for finding in audit.findings {
        table.append([
          finding.severity.rawValue, finding.check.rawValue, finding.scalar.map(ScalarNotation.format) ?? "-",
          finding.message,
        ])
      }
      text += table.aligned() + "\n"
    }
    for failure in failures {
      text += "could not check '\(TerminalText.printable(failure.path))': \(failure.error)\n"
    }
    if !failures.isEmpty { text += "\n" }
    return text + summary + " (" + method + ")\n"
  }

  // MARK: - JSON

  /// The JSON document (``QADocument``), with a final newline.
  package func json() -> String {
    JSONValue.encoding(QADocument(self)).serialized() + "\n"
  }

  // MARK: - CSV

  /// One row per finding (and per file that could not be checked, with severity `ERROR`).
  package func csv() -> String {
    var lines = [
      "path,face,instance,family,style,check,severity,code_point,units,expected_units,message"
    ]
    for audit in audits {
      let face: [String] = [
        CSVField.text(audit.font.path), String(audit.font.faceIndex),
        CSVField.text(audit.instance?.name ?? ""),
        CSVField.text(audit.font.family), CSVField.text(audit.font.style),
      ]
      for finding in audit.findings {
        lines.append(
          (face + [
            finding.check.rawValue, finding.severity.rawValue,
            finding.scalar.map(ScalarNotation.format) ?? "",
            finding.units.map(String.init) ?? "", finding.expectedUnits.map(NumberFormat.number) ?? "",
            CSVField.quoted(finding.message),
          ]).joined(separator: ","))
      }
    }
    for failure in failures {
      lines.append(
        [
          CSVField.text(failure.path), "", "", "", "", "", "ERROR", "", "", "",
          CSVField.quoted(failure.error),
        ]
        .joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
