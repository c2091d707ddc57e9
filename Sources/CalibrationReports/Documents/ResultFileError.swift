import CalibrateSupport

/// A stored result, batch output or observations file the tool cannot use.
///
/// ``description`` is the one line the tool prints.
package enum ResultFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is not JSON at all.
  case notJSON(file: String, reason: String)
  /// The file may be JSON, but past a limit of the reader (nesting, a number's range).
  case beyondLimits(file: String, reason: String)
  /// The JSON is not a calibration result: a key is missing, or a value has the wrong type.
  /// The field is `nil` when the decoder does not say which.
  case notAResult(file: String, field: String?, problem: Problem)
  /// The result was written with another schema version.
  case schemaVersion(file: String, found: Double?)
  /// A line of an observations file is malformed or inconsistent.
  case observations(location: String, problem: String)
  /// A line of a batch output is not a batch record. `unfinished` says it is the last line and
  /// lacks its newline: the torn end of a killed run.
  case notABatchRecord(file: String, line: Int, problem: JSONReadError, unfinished: Bool)
  /// A line of a batch output was written with another schema version.
  case batchSchemaVersion(file: String, line: Int, found: Double)
  /// One face and configuration has two records that differ, at two places (`'FILE' line N`).
  case conflictingRecords(id: String, first: String, second: String)
  /// The batch outputs hold no record at all.
  case noBatchRecords(files: [String])
  /// The file is of another kind than the command reads (a batch output given to `check`, a
  /// result given to `report`); `expected` names what the command reads.
  case wrongKind(file: String, kind: ResultFileKind, expected: String)

  /// What is wrong with a field of a result: missing (or `null`), of another JSON type, or a
  /// value the schema does not allow.
  package typealias Problem = JSONReadError.FieldProblem

  /// The error for a file the JSON reader refused.
  ///
  /// - Parameters:
  ///   - error: The reader's error.
  ///   - file: The file.
  package init(_ error: JSONReadError, file: String) {
    switch error {
    case .notJSON(let syntax): self = .notJSON(file: file, reason: syntax.reason)
    case .beyondLimits(let limit): self = .beyondLimits(file: file, reason: limit.reason)
    case .field(let field, let problem): self = .notAResult(file: file, field: field, problem: problem)
    }
  }

  /// The versions this tool reads, in words: `versions 1 and 2`.
  static var readableVersions: String {
    let versions = ResultDocument.readableSchemaVersions.sorted().map(String.init)
    guard let last = versions.last else { return "no version" }
    return versions.count == 1
      ? "version \(last)" : "versions \(versions.dropLast().joined(separator: ", ")) and \(last)"
  }

  package var description: String {
    switch self {
    case .notJSON(let file, let reason):
      return "'\(file)' is not valid JSON: \(reason)"
    case .beyondLimits(let file, let reason):
      return "'\(file)' is not JSON this tool reads: \(reason)"
    case .notAResult(let file, let field, let problem):
      return "'\(file)' is not a calibrate result: \(JSONReadError.field(field, problem))"
    case .schemaVersion(let file, let found):
      let version = found.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : "\($0)" } ?? "none"
      return
        "'\(file)' has schema version \(version); this tool reads \(Self.readableVersions)"
    case .observations(let location, let problem):
      return "\(location): \(problem)"
    case .notABatchRecord(let file, let line, let problem, let unfinished):
      let what = problem.isAboutTheText ? "\(problem)" : "not a batch record: \(problem)"
      let hint =
        unfinished
        ? "; it is the unfinished last line of a killed run: finish it with calibrate batch --resume" : ""
      return "'\(file)' line \(line) is \(what)\(hint)"
    case .batchSchemaVersion(let file, let line, let found):
      return
        "'\(file)' line \(line) has schema version \(NumberFormat.number(found)); this tool reads \(Self.readableVersions)"
    case .conflictingRecords(let id, let first, let second):
      return
        "'\(id)' is calibrated twice with different results, \(first) and \(second); keep one (delete the stale line, or leave out the older run's file)"
    case .noBatchRecords(let files):
      let named =
        files.count == 1
        ? "'\(files[0])' holds no batch record" : "none of the \(files.count) files holds a batch record"
      return "\(named); calibrate report reads the JSON Lines of calibrate batch"
    case .wrongKind(let file, let kind, let expected):
      return "'\(file)' is \(kind.name), not \(expected); \(kind.reader(of: file))"
    }
  }
}
