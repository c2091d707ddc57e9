/// A benchmark that could not be prepared, run, saved or compared, with the reason in words.
public struct BenchmarkError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One line naming the problem.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
