/// How one damaged file fared, from best to worst.
///
/// A refused or accepted file is what the tool promises; every other outcome is a finding.
enum JSONOutcome: Int, Sendable, CaseIterable, Comparable {
  /// Bad input refused as promised: one error line naming the file and the problem, or for a
  /// torn last line of a batch output, one warning and the line dropped.
  case refused
  /// Valid JSON read: the check ran (ok, moved, or a typed error about the content), or the
  /// batch resumed.
  case accepted
  /// A mutation whose effect is known by construction was judged otherwise by ``StrictJSON``:
  /// a fault of the oracle, not of the tool.
  case oracleDisagrees
  /// The right outcome with the wrong words: valid JSON called invalid, invalid JSON called
  /// something else, a missing or extra warning.
  case misjudged
  /// A failure that breaks the error contract: several lines, no `error:` prefix, the file not
  /// named, output on standard output, an unexpected status.
  case badError
  /// A resumed batch lost, changed or left out a finished record, or changed a file it refused.
  case lostRecord
  /// Invalid JSON (or JSON past the reader's limits) taken as good.
  case acceptedInvalid
  /// No exit within the time limit.
  case hang
  /// Killed by a signal, or an exit status the tool never uses.
  case crash

  package static func < (lhs: JSONOutcome, rhs: JSONOutcome) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Whether the outcome is a finding.
  var isFinding: Bool { self >= .oracleDisagrees }

  /// The name used in reports.
  package var name: String {
    switch self {
    case .refused: return "refused"
    case .accepted: return "accepted"
    case .oracleDisagrees: return "oracle disagrees"
    case .misjudged: return "misjudged"
    case .badError: return "bad error"
    case .lostRecord: return "lost record"
    case .acceptedInvalid: return "accepted invalid"
    case .hang: return "hang"
    case .crash: return "crash"
    }
  }
}
