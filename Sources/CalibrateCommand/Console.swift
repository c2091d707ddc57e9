#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where a command writes: standard output for results, standard error for diagnostics.
///
/// Commands build their whole result before writing it, so a failure leaves standard output
/// empty. Tests pass a ``CapturingConsole``.
public protocol Console: AnyObject {
  /// Writes result text.
  func write(_ text: String)
  /// Writes a diagnostic line (warnings, progress).
  func diagnose(_ text: String)
  /// Whether standard error is a terminal (for progress bars).
  var isInteractive: Bool { get }
}

/// The process's standard output and standard error.
public final class StandardConsole: Console {
  /// Creates a console on the process's streams.
  public init() {}

  public func write(_ text: String) {
    Self.writeAll(1, text)
  }

  public func diagnose(_ text: String) {
    Self.writeAll(2, text)
  }

  public var isInteractive: Bool { isatty(2) != 0 }

  private static func writeAll(_ descriptor: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
    bytes.removeAll()
  }
}

/// A console that keeps what was written, for tests and in-process use.
public final class CapturingConsole: Console {
  /// Everything written as results.
  public private(set) var standardOutput = ""
  /// Everything written as diagnostics.
  public private(set) var standardError = ""

  /// Creates an empty console.
  public init() {}

  public func write(_ text: String) { standardOutput += text }
  public func diagnose(_ text: String) { standardError += text }
  public var isInteractive: Bool { false }
}
