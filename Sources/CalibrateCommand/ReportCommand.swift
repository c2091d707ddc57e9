import CalibrateSupport
import CalibrationReports

/// `calibrate report FILE.jsonl...`: one self-contained HTML page from the outputs of
/// `calibrate batch`.
enum ReportCommand: Command {
  static let table = OptionTable<ReportOptions>(
    command: "calibrate report",
    synopsis: "calibrate report FILE.jsonl... [--output report.html]",
    summary: """
      Writes one self-contained HTML page for a font library from the JSON Lines of calibrate
      batch: shards given separately or concatenated, resumed files. Records merge by face and
      configuration ("id"); the same record twice counts once, two different ones are an error
      naming both lines, and so is any line that is not a batch record. The page has a summary
      (faces, configurations, failures by reason, histograms of the max |error|) and a table of
      every face and configuration, worst first, with each row's error-against-width chart; a few
      lines of inline script sort and filter it. It loads nothing and runs nothing but its own
      script (a Content-Security-Policy allows only that script, by hash); text from fonts is
      escaped. Nothing is written unless the whole page is made (--output is written atomically).
      """,
    options: [.output, .help],
    operands: .init("FILE.jsonl") { options, value throws(UsageError) in
      guard !value.isEmpty else {
        throw UsageError("calibrate report needs batch outputs, not an empty name")
      }
      options.files.append(value)
    }
  )

  static func validate(_ options: ReportOptions) throws(UsageError) {
    guard !options.files.isEmpty else {
      throw UsageError(
        "calibrate report needs one or more batch outputs (calibrate report FILE.jsonl... --output report.html)"
      )
    }
  }

  static func run(_ options: ReportOptions, console: any Console) throws(CommandError) {
    let page = try page(of: options.files)
    try emit(page, to: options.output, console: console)
  }

  /// Writes the page of merged records to a file, atomically (`batch --report`).
  ///
  /// - Returns: The page's size in bytes.
  @discardableResult
  static func write(_ report: BatchReport, to path: String) throws(CommandError) -> Int {
    try CommandError.reporting { () throws(ResultFileError) in try report.requireRecords() }
    let page = BatchReportPage(report: report).html()
    try CommandError.filing { () throws(FileError) in try AtomicFile.write(page, to: path) }
    return page.utf8.count
  }

  /// Reads every output, merges the records and makes the page; every file is read and
  /// understood before anything is written.
  private static func page(of files: [String]) throws(CommandError) -> String {
    var report = BatchReport()
    for file in files {
      let bytes = try CommandError.filing { () throws(FileError) in try TextFile.bytes(file) }
      try CommandError.reporting { () throws(ResultFileError) in try report.read(bytes, file: file) }
    }
    try CommandError.reporting { () throws(ResultFileError) in try report.requireRecords() }
    return BatchReportPage(report: report).html()
  }
}
