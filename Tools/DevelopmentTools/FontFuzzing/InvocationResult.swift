/// One command of one case, classified.
package struct InvocationResult: Sendable {
  /// The command.
  package var invocation: CalibrateInvocation
  /// The class and the reason.
  package var judgement: ContractJudgement
  /// The first line of standard error (shortened), for reports.
  package var message: String
  /// Wall time.
  package var seconds: Double
}
