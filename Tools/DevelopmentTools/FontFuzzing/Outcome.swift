/// How one run of the tool on a corrupted font ended, from best to worst.
///
/// A case is as bad as its worst invocation, so the order of the cases matters: a crash hides a
/// hang, a hang hides a bad error.
package enum Outcome: Int, Sendable, CaseIterable, Comparable {
  /// Exit 0 with a result on standard output: the damage did not matter to measuring.
  case ok
  /// Exit 1 or 64, nothing on standard output, one `error: ` line naming the file.
  case typedError
  /// A failure exit whose message breaks the rules: several lines, no path, or output on stdout.
  case badError
  /// No answer within the time limit.
  case hang
  /// Killed by a signal, or an exit status the tool never uses.
  case crash

  package static func < (lhs: Outcome, rhs: Outcome) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The name used in reports.
  package var name: String {
    switch self {
    case .ok: return "ok"
    case .typedError: return "typed error"
    case .badError: return "bad error"
    case .hang: return "hang"
    case .crash: return "crash"
    }
  }

  /// Whether the outcome is a finding: a crash, a hang or a bad error.
  var isFinding: Bool { self >= .badError }
}
