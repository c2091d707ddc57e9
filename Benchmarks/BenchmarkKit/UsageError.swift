/// A command line the benchmark tool cannot act on; it exits with status 64 (EX_USAGE).
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One line naming the bad argument and, where it helps, what is accepted.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
