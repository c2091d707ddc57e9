/// A benchmark that could not be prepared, run, saved or compared, with the reason in words.
package struct BenchmarkError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One line naming the problem.
  package var message: String

  /// Creates an error.
  package init(_ message: String) {
    self.message = message
  }

  package var description: String { message }
}
