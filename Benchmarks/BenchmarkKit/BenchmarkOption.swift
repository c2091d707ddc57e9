/// One command-line option of the benchmark tool: spelling, value, help, and its effect.
///
/// The tool's whole option table is ``BenchmarkOptions/table``; parsing and `--help` both read
/// it, so they cannot disagree.
public struct BenchmarkOption: Sendable {
  /// The long name with dashes (`--samples`).
  public var name: String
  /// The value's placeholder in help (`N`), or `nil` for a flag.
  public var valueName: String?
  /// One sentence for `--help`.
  public var help: String
  /// Stores the value; flags receive an empty string.
  var apply: @Sendable (inout BenchmarkOptions, String) throws(UsageError) -> Void
}
