import Foundation
import Testing

@testable import FontFuzzing

/// Children are run, timed out, killed and reaped as promised.
@Suite("Child processes")
struct ChildProcessTests {
  @Test("output and exit status are captured")
  func capture() throws {
    let folder = try TestInputs.temporaryFolder()
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
    let folder = try TestInputs.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "kill -SEGV $$"], timeout: 10, scratchFolder: folder)
    #expect(result.termination == .signaled(SIGSEGV))
  }

  @Test("a hang is killed with its process group and reaped, without waiting for it")
  func hang() throws {
    let folder = try TestInputs.temporaryFolder()
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
    let folder = try TestInputs.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: FuzzError.executableNotFound(path: "/nonexistent/calibrate")) {
      try ChildProcess.run("/nonexistent/calibrate", arguments: [], timeout: 1, scratchFolder: folder)
    }
  }

  @Test("wait statuses decode like the C macros")
  func waitStatus() {
    #expect(ChildProcess.termination(0) == .exited(0))
    #expect(ChildProcess.termination(64 << 8) == .exited(64))
    #expect(ChildProcess.termination(11) == .signaled(11))
    #expect(ChildProcess.termination(0x80 | 6) == .signaled(6))
  }
}
