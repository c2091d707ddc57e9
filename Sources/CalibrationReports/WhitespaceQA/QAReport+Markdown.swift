import CalibrateSupport
import FontCalibration
import TextMetrics

// MARK: - Markdown

extension QAReport {
  /// GitHub-flavoured Markdown for a pull request comment: the verdict, a table of faces, then each
  /// face's findings in a block that opens with a click (open when the face has a FAIL or WARN).
  /// Text read from fonts is escaped, so a name cannot add markup.
  package func markdown() -> String {
    var text = "## Whitespace QA: \(verdict.rawValue)\n\n"
    var faces = TextTable(
      headings: ["face", "verdict", "FAIL", "WARN", "INFO", "PASS"], alignments: [.left, .left])
    for audit in audits {
      faces.append(
        [Self.escaped(Self.name(audit)), "**\(audit.verdict.rawValue)**"]
          + QASeverity.allCases.reversed().map { String(audit.count($0)) })
    }
    text += faces.markdown() + "\n"
    for failure in failures {
      text += "- could not check \(Self.escaped(failure.path)): \(Self.escaped(failure.error))\n"
    }
    if !failures.isEmpty { text += "\n" }
    for audit in audits {
      let open = audit.verdict >= .warn ? " open" : ""
      text +=
        "<details\(open)><summary>\(Self.escaped(Self.name(audit))): \(audit.verdict.rawValue)</summary>\n\n"
      text += Self.escaped(Self.heading(audit)) + "\n\n"
      var table = TextTable(
        headings: ["severity", "check", "char", "finding"], alignments: [.left, .left, .left, .left])
      for finding in audit.findings {
        table.append([
          finding.severity.rawValue, "`\(finding.check.rawValue)`",
          finding.scalar.map(ScalarNotation.format) ?? "",
          Self.escaped(finding.message),
        ])
      }
      text += table.markdown() + "\n</details>\n\n"
    }
    return text + "\(summary) (\(Self.escaped(method))).\n"
  }

  /// A face's name for the table: family, style and the file's name.
  static func name(_ audit: FaceAudit) -> String {
    let file = audit.font.path.split(separator: "/").last.map(String.init) ?? audit.font.path
    let face = audit.font.faceCount > 1 ? " #\(audit.font.faceIndex)" : ""
    let variations =
      audit.font.variations.isEmpty
      ? "" : " (" + audit.font.variations.map(\.description).joined(separator: " ") + ")"
    return "\(audit.font.family) \(audit.font.style)\(variations), \(file)\(face)"
  }

  /// Text with what Markdown or HTML would read as markup escaped: `<`, `>`, `&`, `*`, `_`,
  /// the backquote, `[`, `]`, `\` and line breaks.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case "*", "_", "`", "[", "]", "\\": result += "\\" + String(character)
      case "\n", "\r": result += " "
      default: result.append(character)
      }
    }
    return result
  }
}
