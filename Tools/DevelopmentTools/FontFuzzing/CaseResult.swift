/// The outcome of one case: its mutation, its commands, and where a finding was saved.
///
/// Results keep no font bytes, so a run of thousands of cases stays small in memory; a finding's
/// bytes are saved to disk by the worker as soon as it is classified.
struct CaseResult: Sendable {
  /// The case number.
  package var index: Int
  /// The input font's file name.
  var inputName: String
  /// The mutator.
  package var kind: MutationKind
  /// The mutation, in one line.
  var mutationSummary: String
  /// Each command, in order.
  var invocations: [InvocationResult]
  /// Where the corrupted font was saved, for a finding.
  var savedPath: String?

  /// The worst outcome of the case's commands.
  package var outcome: Outcome {
    invocations.map(\.judgement.outcome).max() ?? .ok
  }
}
