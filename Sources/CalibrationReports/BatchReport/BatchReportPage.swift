import PlaceholderTitle

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
package struct BatchReportPage: Sendable {
  /// The merged records.
  let report: BatchReport

  /// Creates a page.
  package init(report: BatchReport) {
    self.report = report
  }

  /// A column of the table: its name, its heading, how it sorts, and whether a calibrated face's
  /// cell keeps to one line.
  struct Column {
    /// How a column sorts: as text, as numbers (its cells' leading numbers), or not at all.
    enum Sort: String {
      case text, number, none
    }

    /// The columns, declared in the page's order: the one list that the headings, each row's
    /// cells (``ReportRow/cells``), the style's column selectors and the sorted column follow.
    /// A column is found by its name; its raw value is its position.
    enum Name: Int, CaseIterable {
      /// The face: its family and style, and the file's name on a line of its own, with the whole
      /// path as the cell's `title`.
      case face
      case format, configuration
      /// The placeholder's advance at 15 pt, which says when the width is synthesized.
      case advanceAt15
      case perSizeFloor, globalPair
      /// The global pair's max |e|: the page's order, in bold where one pair is enough.
      case globalMaxError
      case handTunedMaxError, compositeMaxError, sizingModel
    }

    var name: Name
    var heading: String
    var sort: Sort
    /// Whether a calibrated face's cell keeps to one line (a number with its unit).
    var keepsToOneLine = false

    /// The column of a name.
    init(_ name: Name) {
      self.name = name
      switch name {
      case .face: (heading, sort) = ("Face", .text)
      case .format: (heading, sort) = ("Format", .text)
      case .configuration: (heading, sort) = ("Configuration", .text)
      case .advanceAt15: (heading, sort, keepsToOneLine) = ("Advance at 15 pt", .number, true)
      case .perSizeFloor: (heading, sort, keepsToOneLine) = ("Per-size floor", .number, true)
      case .globalPair:
        (heading, sort, keepsToOneLine) = ("Global pair (shiftFactor, minimumWidth)", .number, true)
      case .globalMaxError: (heading, sort) = ("Global max |e|", .number)
      case .handTunedMaxError: (heading, sort, keepsToOneLine) = ("Hand-tuned max |e|", .number, true)
      case .compositeMaxError: (heading, sort) = ("Composite max |e|", .number)
      case .sizingModel: (heading, sort) = ("Sizing model", .text)
      }
    }

    /// The column's place in the table, from 0.
    var index: Int { name.rawValue }
  }

  /// The columns, in order. A face's chart (or why it failed) is not a column: it is the row
  /// under the face's, across the table, so that it never widens a column.
  static let columns = Column.Name.allCases.map(Column.init)

  /// The column the page is sorted by: the global pair's max |e|.
  static let sortedColumn = Column.Name.globalMaxError

  /// The page.
  package func html() -> String {
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
