/// One damaged file, what the tool did with it, and the verdict.
///
/// Results keep no file bytes, so a run of thousands of cases stays small; a finding's file is
/// saved to disk by the worker as soon as it is classified.
public struct JSONCaseResult: Sendable {
  /// The case number.
  public var index: Int
  /// The command the file went to.
  public var target: JSONFuzzTarget
  /// The seed file's name.
  public var seedName: String
  /// The mutator.
  public var kind: JSONMutationKind
  /// The mutation, in one line.
  public var mutationSummary: String
  /// Whether ``StrictJSON`` finds the file valid and within the reader's limits (every
  /// non-blank line, for a batch output).
  public var isValidJSON: Bool
  /// The verdict.
  public var outcome: JSONOutcome
  /// Why, for a finding; what happened, otherwise.
  public var reason: String
  /// The first line of standard error, shortened.
  public var message: String
  /// Wall time of the command.
  public var seconds: Double
  /// Where a finding's file was saved.
  public var savedPath: String?
}
