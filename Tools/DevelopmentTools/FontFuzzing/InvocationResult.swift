/// One command of one case, classified.
struct InvocationResult: Sendable {
  /// The command.
  var invocation: CalibrateInvocation
  /// The class and the reason.
  var judgement: ContractJudgement
  /// The first line of standard error (shortened), for reports.
  package var message: String
  /// Wall time.
  package var seconds: Double
}
