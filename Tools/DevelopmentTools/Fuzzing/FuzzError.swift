import CalibrateSupport
import DevelopmentSupport

/// A failure of the fuzzer itself (not of a case): it cannot run the tool or keep its files.
///
/// ``description`` is one line a user can act on; `fuzz-fonts` and `fuzz-json` print it after
/// `error: ` and exit with status 1.
enum FuzzError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The executable under test does not exist or is not executable.
  case executableNotFound(path: String)
  /// Starting or waiting for a child process failed.
  case cannotRun(path: String, reason: String)
  /// A file or folder could not be created or written.
  case cannotWrite(path: String, reason: String)
  /// None of the input fonts could be read.
  case noInputs(tried: Int)

  package var description: String {
    switch self {
    case .executableNotFound(let path):
      return "no calibrate executable at '\(path)'; build it (swift build) or pass --calibrate PATH"
    case .cannotRun(let path, let reason):
      return "cannot run '\(path)': \(reason)"
    case .cannotWrite(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    case .noInputs(let tried):
      return "none of the \(tried) input fonts could be read; run `make test` to install the reference fonts"
    }
  }
}

// MARK: - Child processes

extension FuzzError {
  /// The fuzzer's error for a child that could not be run.
  package init(_ error: ChildProcessError) {
    switch error {
    case .executableNotFound(let path): self = .executableNotFound(path: path)
    case .cannotRun(let path, let reason): self = .cannotRun(path: path, reason: reason)
    case .cannotOpen(let path, let reason): self = .cannotWrite(path: path, reason: reason)
    }
  }
}
