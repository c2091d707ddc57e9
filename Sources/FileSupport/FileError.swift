import Platform

/// A file or folder a tool could not read or write.
///
/// ``description`` is the one line the tools print: `cannot read 'PATH': REASON` or
/// `cannot write 'PATH': REASON`.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was being done to the file.
  public enum Operation: String, Sendable {
    case read
    case write
  }

  /// Reading or writing.
  public var operation: Operation
  /// The file or folder as the user named it.
  public var path: String
  /// Why it failed, in words (the system's text for an `errno`, or the tool's own).
  public var reason: String

  /// Creates an error.
  public init(_ operation: Operation, path: String, reason: String) {
    self.operation = operation
    self.path = path
    self.reason = reason
  }

  /// Creates an error from an `errno` value.
  public init(_ operation: Operation, path: String, code: Int32) {
    self.init(operation, path: path, reason: Self.reason(code))
  }

  public var description: String { "cannot \(operation.rawValue) '\(path)': \(reason)" }

  /// The system's text for an `errno` value.
  public static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "errno \(code)" }
    return String(cString: text)
  }
}
