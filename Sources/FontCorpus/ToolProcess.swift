import Foundation
import Platform

/// Runs one program to completion or to a deadline, with its input and output in files.
///
/// Files rather than pipes: `hb-shape --batch` answers thousands of lines, and a child writing
/// into a file can never block on a reader that is busy writing its input.
///
/// Threading: `run` may be called from several threads at once; each call owns its process and
/// files.
enum ToolProcess {
  /// How a child ended.
  enum Termination: Sendable, Equatable, CustomStringConvertible {
    /// It exited with a status.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)
    /// It ran past the deadline and was killed.
    case timedOut

    /// Whether the child crashed or hung rather than exiting.
    var isCrash: Bool {
      if case .exited = self { return false }
      return true
    }

    var description: String {
      switch self {
      case .exited(let status): return "exit status \(status)"
      case .signaled(let signal): return "killed by signal \(signal)"
      case .timedOut: return "timed out"
      }
    }
  }

  /// Runs a program and waits for it, at most `timeout` seconds.
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: The arguments after the program name.
  ///   - input: A file for standard input, or `nil` for none.
  ///   - output: The file standard output goes to (created or truncated).
  ///   - errors: The file standard error goes to (created or truncated).
  ///   - timeout: Seconds before the child is killed.
  /// - Returns: How the child ended.
  /// - Throws: ``CorpusError`` when a file cannot be made or the child cannot start.
  static func run(
    _ executable: String, arguments: [String], input: String? = nil, output: String, errors: String,
    timeout: Double
  ) throws(CorpusError) -> Termination {
    let outputHandle = try writableHandle(output)
    defer { try? outputHandle.close() }
    let errorHandle = try writableHandle(errors)
    defer { try? errorHandle.close() }
    let inputHandle = try input.map { path throws(CorpusError) in
      guard let handle = FileHandle(forReadingAtPath: path) else {
        throw CorpusError.cannotRun(path: executable, reason: "its input '\(path)' cannot be read")
      }
      return handle
    }
    defer { try? inputHandle?.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardInput = inputHandle ?? FileHandle.nullDevice
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    do {
      try process.run()
    } catch {
      throw .cannotRun(path: executable, reason: error.localizedDescription)
    }
    let deadline = Date().addingTimeInterval(timeout)
    var pause: UInt32 = 500
    while process.isRunning && Date() < deadline {
      usleep(pause)
      pause = min(pause * 2, 20_000)
    }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return .timedOut
    }
    process.waitUntilExit()
    switch process.terminationReason {
    case .exit: return .exited(process.terminationStatus)
    case .uncaughtSignal: return .signaled(process.terminationStatus)
    @unknown default: return .exited(process.terminationStatus)
    }
  }

  /// Reads what a child wrote to a file, as UTF-8.
  static func contents(of path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else { return "" }
    return String(decoding: data, as: UTF8.self)
  }

  private static func writableHandle(_ path: String) throws(CorpusError) -> FileHandle {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw .cannotWrite(path: path, reason: "the file cannot be created") }
    return handle
  }
}
