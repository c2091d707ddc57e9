/// Why ``ChildProcess`` could not run a program: it could not start it, wait for it, or open one
/// of the files around it.
///
/// ``description`` is one line; each tool turns it into its own error type or message.
package enum ChildProcessError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The program does not exist or is not executable.
  case executableNotFound(path: String)
  /// `posix_spawn` or `waitpid` failed for another reason.
  case cannotRun(path: String, reason: String)
  /// A file for the child's input or output could not be opened or created.
  case cannotOpen(path: String, reason: String)

  package var description: String {
    switch self {
    case .executableNotFound(let path):
      return "no executable at '\(path)'"
    case .cannotRun(let path, let reason):
      return "cannot run '\(path)': \(reason)"
    case .cannotOpen(let path, let reason):
      return "cannot open '\(path)': \(reason)"
    }
  }
}
