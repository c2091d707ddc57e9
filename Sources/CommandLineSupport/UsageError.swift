/// A command line a tool cannot act on: unknown option, missing or malformed value, options that
/// do not go together.
///
/// Every tool prints ``message`` after `error: ` and exits with ``ExitStatus/usage`` (64,
/// `EX_USAGE`).
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One line saying what is wrong and, where it helps, what would be right.
  public var message: String

  /// Creates an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
