import CalibrateSupport
import CalibrationReports
import FontCalibration
import TextMetrics

/// Why a `calibrate` command failed: the typed error of the layer that failed, wrapped as it
/// is, or a failure of the command itself.
///
/// ``description`` is the one line printed after `error: `; ``status`` is the exit status.
enum CommandError: Error, CustomStringConvertible {
  /// The command line was wrong.
  case usage(UsageError)
  /// A file could not be read or written.
  case file(FileError)
  /// A font could not be opened or measured.
  case font(MetricsError)
  /// A calibration could not run.
  case calibration(FontCalibrationError)
  /// A stored result or observations file could not be used.
  case report(ResultFileError)
  /// A folder could not be created.
  case cannotCreateFolder(path: String, reason: String)
  /// A reference font of `calibrate results` is not installed.
  case referenceFontMissing(path: String, installedBy: String)
  /// A font path given to a batch does not exist.
  case fontPathMissing(path: String)
  /// A folder given to a batch cannot be listed.
  case cannotListFolder(path: String)
  /// The torn end of a batch output could not be cut off, or its last line's newline added.
  case cannotTruncate(path: String, reason: String)
  /// A complete line of a batch output to resume is not a record.
  case notABatchRecord(path: String, line: Int, problem: JSONReadError)
  /// A stored result could not be recomputed with the settings it records.
  case cannotRecompute(file: String, reason: String)
  /// Stored results no longer match their recomputation.
  case resultsMoved(file: String, fields: Int, failedFiles: Int, files: Int)
  /// Some faces of a batch failed; their lines carry the reasons.
  case batchFailures(failed: Int, done: Int, output: String?)
  /// A batch found no font file where it was told to look.
  case noFonts(String)
  /// Fonts given to `calibrate qa` could not be read; the report lists them.
  case qaUnreadable(failed: Int, first: String)
  /// Faces checked by `calibrate qa` have a FAIL finding.
  case qaFailed(failed: Int, faces: Int)

  var description: String {
    switch self {
    case .usage(let error): return error.description
    case .file(let error): return error.description
    case .font(let error): return error.description
    case .calibration(let error): return error.description
    case .report(let error): return error.description
    case .cannotCreateFolder(let path, let reason): return "cannot create folder '\(path)': \(reason)"
    case .referenceFontMissing(let path, let installedBy):
      return "reference font '\(path)' is missing; install \(installedBy) (make deps)"
    case .fontPathMissing(let path): return "font path '\(path)' does not exist"
    case .cannotListFolder(let path): return "cannot list folder '\(path)'"
    case .cannotTruncate(let path, let reason): return "cannot repair the torn end of '\(path)': \(reason)"
    case .notABatchRecord(let path, let line, let problem):
      let what = problem.isAboutTheText ? "\(problem)" : "not a batch record: \(problem)"
      return
        "cannot resume '\(path)': its line \(line) is \(what); fix or delete that line, or write to another --output"
    case .cannotRecompute(let file, let reason): return "cannot recompute '\(file)': \(reason)"
    case .resultsMoved(let file, let fields, let failedFiles, let files):
      if files == 1 {
        return
          "\(file) no longer matches: \(fields) field\(fields == 1 ? "" : "s") moved; rerun the command that wrote it (make results for stored results)"
      }
      return
        "\(failedFiles) of \(files) results no longer match (\(fields) field\(fields == 1 ? "" : "s") moved); rerun the commands that wrote them (make results for stored results)"
    case .batchFailures(let failed, let done, let output):
      let report =
        output.map { "calibrate report '\($0)' groups them by reason" }
        ?? "calibrate report groups them by reason"
      return
        "\(failed) of \(done) face-configurations failed; their lines in the output carry the reason (\(report))"
    case .noFonts(let sources):
      return "no font file to calibrate: \(sources)"
    case .qaUnreadable(let failed, let first):
      return failed == 1
        ? "a font could not be checked: \(first)"
        : "\(failed) fonts or faces could not be checked (the report lists them), the first: \(first)"
    case .qaFailed(let failed, let faces):
      return
        "\(failed) of \(faces) face\(faces == 1 ? "" : "s") \(failed == 1 ? "has" : "have") a FAIL finding"
    }
  }

  /// The exit status: usage errors 64, a QA verdict of FAIL 2, everything else 1.
  var status: Int32 {
    switch self {
    case .usage: return ExitStatus.usage
    case .qaFailed: return ExitStatus.verdictFailed
    default: return ExitStatus.failure
    }
  }
}

// MARK: - Wrapping

extension CommandError {
  /// Runs a step of another layer, wrapping its typed failure as the case `wrap` makes.
  ///
  /// - Parameters:
  ///   - wrap: The case for the layer's error, such as ``calibration(_:)``.
  ///   - body: The step.
  static func wrapping<Result, Failure: Error>(
    _ wrap: (Failure) -> CommandError, _ body: () throws(Failure) -> Result
  ) throws(CommandError) -> Result {
    do {
      return try body()
    } catch {
      throw wrap(error)
    }
  }

  /// Runs a calibration step, wrapping its failure.
  static func calibrating<Result>(
    _ body: () throws(FontCalibrationError) -> Result
  ) throws(CommandError) -> Result {
    try wrapping(CommandError.calibration, body)
  }

  /// Runs a step that reads or writes a file, wrapping its failure.
  static func filing<Result>(_ body: () throws(FileError) -> Result) throws(CommandError) -> Result {
    try wrapping(CommandError.file, body)
  }

  /// Runs a step that reads a stored result or observations, wrapping its failure.
  static func reporting<Result>(_ body: () throws(ResultFileError) -> Result) throws(CommandError) -> Result {
    try wrapping(CommandError.report, body)
  }

  /// Runs a font-engine step, wrapping its failure.
  static func measuring<Result>(_ body: () throws(MetricsError) -> Result) throws(CommandError) -> Result {
    try wrapping(CommandError.font, body)
  }
}
