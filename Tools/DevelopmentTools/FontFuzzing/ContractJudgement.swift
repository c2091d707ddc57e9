import DevelopmentSupport

/// The classification of one finished invocation, with the reason when it is not `ok`.
struct ContractJudgement: Sendable, Equatable {
  /// The class.
  package var outcome: Outcome
  /// Why, in a few words ("killed by SIGSEGV", "2 lines on standard error"); empty for `ok` and a
  /// well-formed typed error.
  package var reason: String

  /// Creates a verdict.
  package init(_ outcome: Outcome, _ reason: String = "") {
    self.outcome = outcome
    self.reason = reason
  }

  /// The exit statuses a typed error may use: 1 (runtime failure) and 64 (`EX_USAGE`).
  static let errorStatuses: Set<Int32> = [1, 64]

  /// Classifies a finished child against the tool's error contract.
  ///
  /// - Parameters:
  ///   - result: How the child ended and what it wrote.
  ///   - fontPath: The corrupted file it was given, which every error message must name.
  ///   - resultStatuses: The statuses of a run that wrote its result (0; and 2, `calibrate qa`'s
  ///     FAIL verdict, for the QA).
  ///   - reportsBeforeFailing: Whether a failing run may write on standard output first.
  /// - Returns: The verdict.
  static func classify(
    _ result: ChildProcess.Result, fontPath: String, resultStatuses: Set<Int32> = [0],
    reportsBeforeFailing: Bool = false
  ) -> ContractJudgement {
    switch result.termination {
    case .timedOut:
      return ContractJudgement(
        .hang, "no exit within the time limit (killed after \(format(result.seconds)) s)")
    case .signaled(let signal):
      return ContractJudgement(.crash, "killed by \(ChildProcess.signalName(signal))")
    case .exited(let status) where resultStatuses.contains(status):
      if result.standardOutput.isEmpty {
        return ContractJudgement(.badError, "exit status \(status) but nothing on standard output")
      }
      return ContractJudgement(.ok)
    case .exited(let status) where errorStatuses.contains(status):
      return errorVerdict(
        result, status: status, fontPath: fontPath, reportsBeforeFailing: reportsBeforeFailing)
    case .exited(let status):
      return ContractJudgement(.crash, "exit status \(status)")
    }
  }

  private static func errorVerdict(
    _ result: ChildProcess.Result, status: Int32, fontPath: String, reportsBeforeFailing: Bool
  ) -> ContractJudgement {
    if !result.standardOutput.isEmpty && (status != 1 || !reportsBeforeFailing) {
      return ContractJudgement(
        .badError, "exit status \(status) with \(result.standardOutput.utf8.count) bytes on standard output")
    }
    var message = Substring(result.standardError)
    if message.hasSuffix("\n") { message = message.dropLast() }
    if message.isEmpty { return ContractJudgement(.badError, "exit status \(status) with no message") }
    let lineCount = message.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
    .count
    if lineCount > 1 { return ContractJudgement(.badError, "\(lineCount) lines on standard error") }
    if !message.hasPrefix("error: ") {
      return ContractJudgement(.badError, "the message does not start with 'error: '")
    }
    if !message.contains(fontPath) {
      return ContractJudgement(.badError, "the message does not name the font file")
    }
    return ContractJudgement(.typedError)
  }

  /// Seconds with one decimal, as the report writes them.
  static func format(_ seconds: Double) -> String {
    let tenths = (seconds * 10).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10)"
  }
}
