/// A file or folder a tool could not read or write.
///
/// ``description`` is the one line the tools print: `cannot read 'PATH': REASON` or
/// `cannot write 'PATH': REASON`.
package struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was being done to the file.
  package enum Operation: String, Sendable {
    case read
    case write
  }

  /// Reading or writing.
  var operation: Operation
  /// The file or folder as the user named it.
  package var path: String
  /// Why it failed, in words (the system's text for an `errno`, or the tool's own).
  package var reason: String

  /// Creates an error.
  package init(_ operation: Operation, path: String, reason: String) {
    self.operation = operation
    self.path = path
    self.reason = reason
  }

  /// Creates an error from an `errno` value.
  package init(_ operation: Operation, path: String, code: Int32) {
    self.init(operation, path: path, reason: Self.reason(code))
  }

  package var description: String { "cannot \(operation.rawValue) '\(path)': \(reason)" }

  /// The system's text for an `errno` value.
  package static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "errno \(code)" }
    return String(cString: text)
  }
}
