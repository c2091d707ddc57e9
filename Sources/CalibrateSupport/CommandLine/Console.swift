/// Where a tool writes: standard output for results, standard error for diagnostics.
///
/// Commands build their whole result before writing it, so a failure leaves standard output
/// empty. Tests pass a ``CapturingConsole``.
package protocol Console: AnyObject {
  /// Writes result text.
  func write(_ text: String)
  /// Writes a diagnostic line (warnings, progress).
  func diagnose(_ text: String)
  /// Whether standard error is a terminal (for progress bars).
  var isInteractive: Bool { get }
}

/// The process's standard output and standard error.
///
/// Threading: each call is one sequence of `write` calls on a descriptor; calls from several
/// threads may interleave by line, never corrupt memory.
package final class StandardConsole: Console, Sendable {
  /// Creates a console on the process's streams.
  package init() {}

  package func write(_ text: String) {
    FileDescriptor.writeAll(text, to: STDOUT_FILENO)
  }

  package func diagnose(_ text: String) {
    FileDescriptor.writeAll(text, to: STDERR_FILENO)
  }

  package var isInteractive: Bool { isatty(STDERR_FILENO) != 0 }
}

/// A console that keeps what was written, for tests and in-process use.
///
/// Threading: not thread-safe; use from one thread.
final class CapturingConsole: Console {
  /// Everything written as results.
  package private(set) var standardOutput = ""
  /// Everything written as diagnostics.
  package private(set) var standardError = ""

  /// Creates an empty console.
  package init() {}

  package func write(_ text: String) { standardOutput += text }
  package func diagnose(_ text: String) { standardError += text }
  package var isInteractive: Bool { false }
}
