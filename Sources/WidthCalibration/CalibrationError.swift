/// A calibration problem that cannot be solved, with the reason in words.
public struct CalibrationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One line naming the problem.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
