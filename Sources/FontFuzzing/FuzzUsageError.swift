/// A `fuzz-fonts` command line that cannot be acted on: unknown option, missing or bad value.
///
/// The tool prints ``message`` after `error: ` and exits with status 64 (`EX_USAGE`).
public struct FuzzUsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One line saying what is wrong and what would be right.
  public var message: String

  /// Creates an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
