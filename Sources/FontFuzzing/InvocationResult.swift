/// One command of one case, classified.
public struct InvocationResult: Sendable {
  /// The command.
  public var invocation: CalibrateInvocation
  /// The class and the reason.
  public var judgement: ContractJudgement
  /// The first line of standard error (shortened), for reports.
  public var message: String
  /// Wall time.
  public var seconds: Double
}
