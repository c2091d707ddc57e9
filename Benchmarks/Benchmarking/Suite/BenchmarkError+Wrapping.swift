// MARK: - Wrapping library errors

extension BenchmarkError {
  /// Runs code that throws a library error and rethrows it as a benchmark error.
  ///
  /// - Parameters:
  ///   - step: What was being done, for the message (`opening Inter-Regular.otf`).
  ///   - body: The code.
  /// - Returns: The body's result.
  /// - Throws: ``BenchmarkError`` with the step and the library's message.
  @inline(__always)
  static func wrapping<Result, Failure: Error>(
    _ step: String, _ body: () throws(Failure) -> Result
  ) throws(BenchmarkError) -> Result {
    do {
      return try body()
    } catch {
      throw BenchmarkError("\(step): \(error)")
    }
  }
}
