/// A command line the tool cannot act on: unknown option, missing or malformed value.
///
/// The tool prints ``message`` after `error: ` and exits with status 64 (`EX_USAGE`).
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One line saying what is wrong and, where it helps, what would be right.
  public var message: String

  /// Creates an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// A failure while doing the work the command line asked for (exit status 1).
public struct RuntimeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One line saying what failed.
  public var message: String

  /// Creates an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
