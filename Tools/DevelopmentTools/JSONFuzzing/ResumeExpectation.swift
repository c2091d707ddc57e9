/// What `calibrate batch --resume` must do with an output file, worked out from the file with
/// ``StrictJSON`` alone, following the documented rules (docs/json.md):
///
/// - blank lines are skipped;
/// - a complete line (one with its newline) that is not valid JSON, or is JSON but not a record
///   (an object with a string `id`, and a string or no `method`), refuses the resume and leaves
///   the file as it is;
/// - a record of another method refuses the resume as a usage error;
/// - a last line without its newline that is not a record is dropped with one warning; one that
///   is a record is kept and its newline added.
enum ResumeExpectation: Sendable, Equatable {
  /// The resume is refused at this line (from 1), for this reason.
  case refusedLine(Int, Refusal)
  /// The line names another method: exit 64.
  case otherMethod(Int)
  /// The batch goes on: the first `keptBytes` of the file stay as they are (followed by a newline
  /// when `addsNewline`), the torn line (if any) is dropped with a warning, and new records
  /// follow.
  case resumes(keptBytes: Int, tornLine: Int?, addsNewline: Bool)
  /// A line repeats `id` or `method`, so which value counts is up to the decoder: only the
  /// error contract is checked.
  case undecided

  /// The method the campaign's batch runs.
  package static let method = "count"

  /// Works out the expectation.
  ///
  /// - Parameter bytes: The damaged output file.
  /// - Returns: What the batch must do, and whether every non-blank line is valid JSON.
  package static func of(_ bytes: [UInt8]) -> (expectation: ResumeExpectation, isValidJSON: Bool) {
    var start = 0
    var number = 0
    var allValid = true
    while start < bytes.count {
      number += 1
      let newline = bytes[start...].firstIndex(of: 0x0A)
      let line = Array(bytes[start..<(newline ?? bytes.count)])
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
        guard let newline else { break }
        start = newline + 1
        continue
      }
      let report = StrictJSON.check(line)
      if report.validity != .valid { allValid = false }
      let record = recordMethod(report)
      switch record {
      case .undecided:
        return (.undecided, allValid)
      case .method(let method) where method != Self.method:
        return (.otherMethod(number), allValid)
      case .method:
        guard let newline else {
          return (.resumes(keptBytes: bytes.count, tornLine: nil, addsNewline: true), allValid)
        }
        start = newline + 1
      case .notARecord:
        guard newline != nil else {
          return (.resumes(keptBytes: start, tornLine: number, addsNewline: false), allValid)
        }
        let refusal: Refusal
        switch report.validity {
        case .valid: refusal = .notARecord
        case .invalid: refusal = .invalid
        case .beyondLimits: refusal = .beyondLimits
        }
        return (.refusedLine(number, refusal), allValid)
      }
    }
    return (.resumes(keptBytes: bytes.count, tornLine: nil, addsNewline: false), allValid)
  }

  /// Why a line refuses the resume.
  enum Refusal: Sendable, Equatable {
    /// Not JSON.
    case invalid
    /// JSON past the reader's limits.
    case beyondLimits
    /// JSON, but not a record.
    case notARecord

    /// The words the error may use after `its line N is `.
    var messages: [String] {
      switch self {
      case .invalid: return ["not valid JSON: ", "not JSON this tool reads: "]
      case .beyondLimits: return ["not JSON this tool reads: "]
      case .notARecord: return ["not a batch record: "]
      }
    }
  }

  /// What a line is as a record.
  enum Record {
    case method(String)
    case notARecord
    case undecided
  }

  static func recordMethod(_ report: StrictJSON.Report) -> Record {
    guard report.validity == .valid, let members = report.members else { return .notARecord }
    let ids = members.filter { $0.key == "id" }
    let methods = members.filter { $0.key == "method" }
    guard ids.count <= 1, methods.count <= 1 else { return .undecided }
    guard let id = ids.first, case .string = id.kind else { return .notARecord }
    guard let method = methods.first else { return .method(Self.method) }
    switch method.kind {
    case .null: return .method(Self.method)
    case .string(let name): return .method(name)
    default: return .notARecord
    }
  }
}
