/// One damaged file, what the tool did with it, and the verdict.
///
/// Results keep no file bytes, so a run of thousands of cases stays small; a finding's file is
/// saved to disk by the worker as soon as it is classified.
struct JSONCaseResult: Sendable {
  /// The case number.
  package var index: Int
  /// The command the file went to.
  package var target: JSONFuzzTarget
  /// The seed file's name.
  var seedName: String
  /// The mutator.
  package var kind: JSONMutationKind
  /// The mutation, in one line.
  var mutationSummary: String
  /// Whether ``StrictJSON`` finds the file valid and within the reader's limits (every
  /// non-blank line, for a batch output).
  var isValidJSON: Bool
  /// The verdict.
  package var outcome: JSONOutcome
  /// Why, for a finding; what happened, otherwise.
  package var reason: String
  /// The first line of standard error, shortened.
  package var message: String
  /// Wall time of the command.
  package var seconds: Double
  /// Where a finding's file was saved.
  var savedPath: String?
}
