import CalibrateSupport
import CalibrateTestSupport
import Foundation
import Testing

@testable import DevelopmentSupport

/// Children are run, timed out, killed and reaped as promised, with their input and output where
/// the caller asked: the one runner of the fuzzer, the corpus check, the process benchmarks and
/// the tests.
@Suite("Child processes")
struct ChildProcessTests {
  /// A fresh folder for one test's files.
  static func folder(_ name: String) throws -> String {
    try BuiltTool.temporaryFolder("child-process-\(name)").path
  }

  @Test("output and exit status are captured")
  func capture() throws {
    let folder = try Self.folder("capture")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "echo out; echo err >&2; echo \"$FUZZ_VALUE\"; exit 3"],
      environment: ["FUZZ_VALUE": "from the runner"], timeout: 10, scratchFolder: folder)
    #expect(result.termination == .exited(3))
    #expect(result.standardOutput == "out\nfrom the runner\n")
    #expect(result.standardError == "err\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test("a signal is reported as such")
  func signal() throws {
    let folder = try Self.folder("signal")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "kill -SEGV $$"], timeout: 10, scratchFolder: folder)
    #expect(result.termination == .signaled(SIGSEGV))
    #expect(result.termination.isCrash)
    #expect(result.termination.description == "killed by signal \(SIGSEGV)")
  }

  @Test("a hang is killed with its process group and reaped, without waiting for it")
  func hang() throws {
    let folder = try Self.folder("hang")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let pidFile = folder + "/sleeper.pid"
    let script = "sleep 60 & echo $! > '\(pidFile)'; wait"
    let result = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", script], timeout: 0.5, scratchFolder: folder)
    #expect(result.termination == .timedOut)
    #expect(result.seconds >= 0.5 && result.seconds < 5)
    // Reaped: no zombie is left with the child's pid.
    #expect(kill(result.processID, 0) == -1 && errno == ESRCH)
    // The grandchild in the same group was killed too: gone, or a zombie awaiting its new parent.
    // SIGKILL lands asynchronously, so the state is polled for a moment.
    let text = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(
      in: .whitespacesAndNewlines)
    let sleeper = try #require(Int32(text))
    var state: Substring?
    for _ in 0..<100 {
      state =
        (try? String(contentsOfFile: "/proc/\(sleeper)/stat", encoding: .utf8))?
        .split(separator: ")").last?.split(separator: " ").first
      if state == nil || state == "Z" { break }
      usleep(20_000)
    }
    #expect(state == nil || state == "Z")
  }

  @Test("a missing executable is a typed error")
  func missingExecutable() throws {
    #expect(throws: ChildProcessError.executableNotFound(path: "/nonexistent/calibrate")) {
      try ChildProcess.run("/nonexistent/calibrate", arguments: [], timeout: 1)
    }
  }

  @Test("wait statuses decode like the C macros")
  func waitStatus() {
    #expect(ChildProcess.termination(0) == .exited(0))
    #expect(ChildProcess.termination(64 << 8) == .exited(64))
    #expect(ChildProcess.termination(11) == .signaled(11))
    #expect(ChildProcess.termination(0x80 | 6) == .signaled(6))
  }

  @Test("input from a file, output to files, in another folder, waited for without a deadline")
  func files() throws {
    let folder = try Self.folder("files")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = folder + "/in.txt"
    try "first\nsecond\n".write(toFile: input, atomically: true, encoding: .utf8)
    let result = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "pwd; tr a-z A-Z; echo done >&2"], input: input,
      output: .file(folder + "/out.txt"), errors: .file(folder + "/err.txt"), workingDirectory: folder)
    #expect(result.termination == .exited(0))
    #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
    let realFolder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    #expect(
      try String(contentsOfFile: folder + "/out.txt", encoding: .utf8) == "\(realFolder)\nFIRST\nSECOND\n")
    #expect(try String(contentsOfFile: folder + "/err.txt", encoding: .utf8) == "done\n")
  }

  @Test("discarded output is not kept; standard input is /dev/null by default")
  func discard() throws {
    let result = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "cat; echo out; echo err >&2"], output: .discard, errors: .discard)
    #expect(result.termination == .exited(0))
    #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
  }

  @Test("captured output stops at the limit")
  func limit() throws {
    let result = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "printf 0123456789"], timeout: 10, outputLimit: 4)
    #expect(result.standardOutput == "0123")
  }

  @Test("a folder or file that cannot be used is a typed error")
  func unusableFiles() throws {
    #expect(
      throws: ChildProcessError.cannotOpen(path: "/nonexistent/in", reason: "No such file or directory")
    ) {
      try ChildProcess.run("/bin/true", arguments: [], input: "/nonexistent/in")
    }
    #expect(
      throws: ChildProcessError.cannotOpen(path: "/nonexistent/out", reason: "No such file or directory")
    ) {
      try ChildProcess.run("/bin/true", arguments: [], output: .file("/nonexistent/out"))
    }
    let noFolder = ChildProcessError.cannotRun(
      path: "/bin/true", reason: "cannot change to '/nonexistent': No such file or directory")
    #expect(throws: noFolder) {
      try ChildProcess.run("/bin/true", arguments: [], workingDirectory: "/nonexistent")
    }
  }
}
