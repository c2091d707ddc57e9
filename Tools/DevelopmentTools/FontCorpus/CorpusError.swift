import CalibrateSupport
import DevelopmentSupport

/// A failure of the corpus check itself (not of a face): it cannot run its tools or keep its files.
///
/// ``description`` is one line a user can act on; `corpus-check` prints it after `error: ` and
/// exits with status 1.
enum CorpusError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An executable the check runs does not exist or is not executable.
  case executableNotFound(path: String, hint: String)
  /// Starting or waiting for a child process failed.
  case cannotRun(path: String, reason: String)
  /// A file or folder could not be created or written.
  case cannotWrite(path: String, reason: String)
  /// `calibrate` rejected the command line the check built (exit status 64).
  case rejectedInvocation(command: String, message: String)

  package var description: String {
    switch self {
    case .executableNotFound(let path, let hint):
      return "no executable at '\(path)'; \(hint)"
    case .cannotRun(let path, let reason):
      return "cannot run '\(path)': \(reason)"
    case .cannotWrite(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    case .rejectedInvocation(let command, let message):
      return "\(command) was rejected: \(message)"
    }
  }
}

// MARK: - Child processes

extension CorpusError {
  /// The corpus check's error for a child that could not be run.
  init(_ error: ChildProcessError) {
    switch error {
    case .executableNotFound(let path): self = .cannotRun(path: path, reason: "no such executable")
    case .cannotRun(let path, let reason): self = .cannotRun(path: path, reason: reason)
    case .cannotOpen(let path, let reason): self = .cannotWrite(path: path, reason: reason)
    }
  }
}
