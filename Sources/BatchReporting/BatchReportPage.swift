import PlaceholderTitle
import SVGWriting

/// The batch report: one self-contained HTML page for a font library, from the merged records of
/// `calibrate batch` outputs (``BatchReport``).
///
/// The page has a summary (faces, configurations, failures by reason, faces whose placeholder
/// HarfBuzz synthesized, and histograms of the global pair's, the hand-tuned constants' and the
/// composite titles' max |e|, as inline SVG, each bar split into the records that pass and the
/// others) and one table row per face and configuration, sorted worst first by the global pair's
/// max |e| (failures last), each followed by a row across the table with its error-against-width
/// chart in a `<details>` element (or why it failed). The layout fits a laptop's screen: no
/// column holds a chart or a long message, and long names wrap inside their cell. A few lines of plain
/// JavaScript sort by any column and filter by text; without scripts the table reads the same,
/// sorted worst first.
///
/// Self-contained and safe: no URL, font, image, script or stylesheet is loaded; every text that
/// comes from a record (names from a font's name table, paths, messages) goes through
/// ``HTMLText/escaped(_:)``; the script holds no such text and reads what it needs from the
/// DOM; and the ``ContentSecurityPolicy`` allows only the page's own script and style, by hash.
///
/// The page depends only on the merged records, not on the files they came from or their order,
/// and carries no date: shards merged give the same bytes as one run.
///
/// Threading: a plain value; `Sendable`. ``html()`` recomputes and draws the rows on all cores.
public struct BatchReportPage: Sendable {
  /// The merged records.
  let report: BatchReport

  /// Creates a page.
  public init(report: BatchReport) {
    self.report = report
  }

  /// A column of the table: its heading and how it sorts.
  struct Column {
    /// How a column sorts: as text, as numbers (its cells' leading numbers), or not at all.
    enum Sort: String {
      case text, number, none
    }

    var heading: String
    var sort: Sort
  }

  /// The columns, in order. A face's chart (or why it failed) is not a column: it is the row
  /// under the face's, across the table, so that it never widens a column.
  static let columns: [Column] = [
    Column(heading: "Face", sort: .text), Column(heading: "Format", sort: .text),
    Column(heading: "Configuration", sort: .text), Column(heading: "Advance at 15 pt", sort: .number),
    Column(heading: "Per-size floor", sort: .number),
    Column(heading: "Global pair (shiftFactor, minimumWidth)", sort: .number),
    Column(heading: "Global max |e|", sort: .number), Column(heading: "Hand-tuned max |e|", sort: .number),
    Column(heading: "Composite max |e|", sort: .number), Column(heading: "Sizing model", sort: .text),
  ]

  /// The column the page is sorted by: the global pair's max |e|.
  static let sortedColumn = 6

  /// The column of the face: its family and style, and the file's name on a line of its own, with
  /// the whole path as the cell's `title`.
  static let faceColumn = 0

  /// The page.
  public func html() -> String {
    let rows = Self.rows(report.entries)
    let policy = ContentSecurityPolicy.policy(script: Self.script, style: Self.style)
    var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLText.escaped(policy))\">\n"
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    page += "<meta name=\"generator\" content=\"calibrate \(PackageVersion.current)\">\n"
    page += "<title>calibrate report: \(rows.count) face-configuration\(rows.count == 1 ? "" : "s")</title>\n"
    page += "<style>\(Self.style)</style>\n</head>\n<body>\n"
    page += summary(rows)
    appendTable(rows, to: &page)
    page += "<script>\(Self.script)</script>\n</body>\n</html>\n"
    return page
  }

  /// The rows, worst first.
  static func rows(_ entries: [BatchReport.Entry]) -> [ReportRow] {
    // Sorted by index: moving the rows themselves while sorting costs more than comparing them.
    let rows = entries.map(ReportRow.init)
    return rows.indices.sorted { ReportRow.worstFirst(rows[$0], rows[$1]) }.map { rows[$0] }
  }
}
