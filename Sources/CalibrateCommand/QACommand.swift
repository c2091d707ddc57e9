import CalibrateSupport
import CalibrationReports
import FontCalibration
import TextMetrics

/// `calibrate qa PATH...`: a verdict on every whitespace character of fonts, for font people's
/// pipelines.
enum QACommand: Command {
  static let table = OptionTable<QAOptions>(
    command: "calibrate qa",
    synopsis:
      "calibrate qa PATH... [--format table|json|csv|markdown] [--output FILE] [--ppem 8...120] [--hinting light,full] [--jobs N]",
    summary: """
      Checks every whitespace character of fonts: files and folders (searched for .ttf, .otf, .ttc,
      .otc, .woff, .woff2, .pfb, .pfa, .t1), every face of a collection, and of a variable font its
      default and every named instance. Each finding has a check ID, a severity (FAIL, WARN, INFO,
      PASS), the code point it is about and its numbers (font units, % of the em, pixels):
        whitespace/missing  U+0020 and U+00A0 mapped (FAIL when not); other spaces listed (INFO)
        whitespace/ink      no outline, colour glyph, SVG or bitmap behind a whitespace character
        whitespace/width    each space against Unicode's definition of its width
        whitespace/hinting  no space renders 0 px, no two spaces meant to differ render alike
        whitespace/kerning  no letter or digit kerned against a space
      Exit status: 0 when no face has a FAIL, 2 when one has, 1 when a font cannot be read, 64
      for a wrong command line. docs/qa.md says what each check measures and why.
      """,
    options: [.qaFormat, .output, .ppem, .qaHinting, .qaJobs, .help],
    operands: .init("PATH") { options, value throws(UsageError) in
      guard !value.isEmpty else {
        throw UsageError("calibrate qa needs font files or folders, not an empty name")
      }
      options.paths.append(value)
    }
  )

  static func validate(_ options: QAOptions) throws(UsageError) {
    guard !options.paths.isEmpty else {
      throw UsageError("calibrate qa needs font files or folders (calibrate qa PATH...)")
    }
    guard !options.settings.hintingModes.isEmpty else {
      throw UsageError("--hinting must list light or full")
    }
  }

  static func run(_ options: QAOptions, console: any Console) throws(CommandError) {
    var files: [String] = []
    for path in options.paths {
      files += try FontInventory.search(path).map(\.path)
    }
    var seen: Set<String> = []
    files = files.filter { seen.insert($0).inserted }
    guard !files.isEmpty else {
      throw .noFonts(
        options.paths.map { "'\(TerminalText.printable($0))' holds no font file" }.joined(separator: ", "))
    }
    let jobs = options.jobs ?? WorkerPool.processorCount
    let report = audit(files, settings: options.settings, jobs: jobs)
    // With no face checked there is no report to write: the error alone says why.
    if !report.audits.isEmpty {
      try emit(report.rendered(options.format), to: options.output, console: console)
    }
    if !report.failures.isEmpty {
      throw .qaUnreadable(failed: report.failures.count, first: report.failures[0].error)
    }
    let failed = report.audits.count { $0.verdict == .fail }
    if failed > 0 { throw .qaFailed(failed: failed, faces: report.audits.count) }
  }

  /// A face's failure in one line that names the file, and the face or instance it is about (a
  /// named instance whose `fvar` coordinates lie outside an axis fails with the axis alone).
  static func described(_ error: MetricsError, _ target: AuditTarget) -> String {
    let text = error.description
    guard !text.contains(target.path) else { return text }
    var face = "'\(TerminalText.printable(target.path))'"
    if target.faceIndex > 0 { face += " face \(target.faceIndex)" }
    if let instance = target.instance { face += " instance '\(TerminalText.printable(instance.name))'" }
    return "\(face): \(text)"
  }

  /// Lists the faces and instances of every file, then audits them all, on `jobs` threads each
  /// time; a file or face that cannot be read becomes a failure of the report.
  static func audit(_ files: [String], settings: QASettings, jobs: Int) -> QAReport {
    let listed = Locked([[AuditTarget]?](repeating: nil, count: files.count))
    let failures = Locked([QAReport.Failure?](repeating: nil, count: files.count))
    WorkerPool.run(count: files.count, jobs: jobs) { index in
      do throws(MetricsError) {
        let first = try Font(path: files[index])
        let targets = try AuditTarget.targets(of: files[index], first: first)
        listed.withLock { $0[index] = targets }
      } catch {
        failures.withLock { $0[index] = QAReport.Failure(path: files[index], error: error.description) }
      }
    }
    let targets = listed.withLock { $0 }.compactMap { $0 }.flatMap { $0 }
    let audits = Locked([Result<FaceAudit, MetricsError>?](repeating: nil, count: targets.count))
    WorkerPool.run(count: targets.count, jobs: jobs) { index in
      let target = targets[index]
      let outcome = Result { () throws(MetricsError) in
        try FaceAudit.audit(target.open(), instance: target.instance, settings: settings)
      }
      audits.withLock { $0[index] = outcome }
    }
    var done: [FaceAudit] = []
    var failed = failures.withLock { $0 }.compactMap { $0 }
    for (target, outcome) in zip(targets, audits.withLock { $0 }) {
      switch outcome {
      case .success(let audit)?: done.append(audit)
      case .failure(let error)?:
        failed.append(QAReport.Failure(path: target.path, error: Self.described(error, target)))
      case nil: break
      }
    }
    return QAReport(audits: done, failures: failed, settings: settings)
  }
}
