/// A command line a tool cannot act on: unknown option, missing or malformed value, options that
/// do not go together.
///
/// Every tool prints ``message`` after `error: ` and exits with ``ExitStatus/usage`` (64,
/// `EX_USAGE`).
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One line saying what is wrong and, where it helps, what would be right.
  package var message: String

  /// Creates an error with a message.
  package init(_ message: String) {
    self.message = message
  }

  package var description: String { message }
}
