/// The outcome of one case: its mutation, its commands, and where a finding was saved.
///
/// Results keep no font bytes, so a run of thousands of cases stays small in memory; a finding's
/// bytes are saved to disk by the worker as soon as it is classified.
public struct CaseResult: Sendable {
  /// The case number.
  public var index: Int
  /// The input font's file name.
  public var inputName: String
  /// The mutator.
  public var kind: MutationKind
  /// The mutation, in one line.
  public var mutationSummary: String
  /// Each command, in order.
  public var invocations: [InvocationResult]
  /// Where the corrupted font was saved, for a finding.
  public var savedPath: String?

  /// The worst outcome of the case's commands.
  public var outcome: Outcome {
    invocations.map(\.judgement.outcome).max() ?? .ok
  }
}
