import CommandLineSupport
import Foundation
import Platform

/// Runs one program to completion or to a deadline, capturing what it writes.
///
/// The child gets its own process group, standard input from `/dev/null`, default signal
/// dispositions and an empty signal mask, so nothing the fuzzer ignores leaks into it. Output
/// goes to unlinked temporary files rather than pipes: a child that writes a lot cannot block,
/// and nothing has to drain it while the fuzzer waits. On timeout the whole group gets
/// `SIGKILL` (a shell's children too) and the child is reaped, so no zombie is left behind.
///
/// Threading: `run` may be called from several threads at once; every descriptor it opens is
/// close-on-exec, so one worker's child never inherits another's files.
public enum ChildProcess {
  /// How a child ended.
  public enum Termination: Sendable, Equatable {
    /// It exited with a status.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)
    /// It ran past the deadline and was killed.
    case timedOut
  }

  /// What a finished child left.
  public struct Result: Sendable {
    /// The child's process id (already reaped).
    public var processID: Int32
    /// How it ended.
    public var termination: Termination
    /// Its standard output (at most ``outputLimit`` bytes), decoded as UTF-8.
    public var standardOutput: String
    /// Its standard error (at most ``outputLimit`` bytes), decoded as UTF-8.
    public var standardError: String
    /// Wall time from start to reaping.
    public var seconds: Double
  }

  /// The most output kept per stream.
  public static let outputLimit = 1 << 20

  /// Runs a program and waits for it, at most `timeout` seconds.
  ///
  /// - Parameters:
  ///   - executable: The program's path (not searched in `PATH`).
  ///   - arguments: The arguments after the program name.
  ///   - environment: Variables set in the child on top of the fuzzer's own environment.
  ///   - timeout: Seconds before the child's process group is killed.
  ///   - scratchFolder: A private folder for the output files.
  /// - Returns: How the child ended and what it wrote.
  /// - Throws: ``FuzzError`` when the child cannot be started or waited for.
  public static func run(
    _ executable: String, arguments: [String], environment: [String: String] = [:], timeout: Double,
    scratchFolder: String
  ) throws(FuzzError) -> Result {
    let output = try captureFile(in: scratchFolder)
    defer { close(output) }
    let errors = try captureFile(in: scratchFolder)
    defer { close(errors) }

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var variables = currentEnvironment()
    for (name, value) in environment { variables[name] = value }
    let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, errors, 2)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setpgroup(&attributes, 0)
    let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let clock = ContinuousClock()
    let start = clock.now
    var processID: pid_t = 0
    let spawned = posix_spawn(&processID, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      if spawned == ENOENT || spawned == EACCES { throw .executableNotFound(path: executable) }
      throw .cannotRun(path: executable, reason: FileError.reason(spawned))
    }

    let status = try wait(for: processID, until: start + .seconds(timeout), clock: clock)
    let elapsed = start.duration(to: clock.now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return Result(
      processID: processID, termination: status, standardOutput: contents(of: output),
      standardError: contents(of: errors), seconds: seconds)
  }

  /// Waits for a child, polling so a deadline can be kept; kills and reaps it on timeout.
  private static func wait(
    for processID: pid_t, until deadline: ContinuousClock.Instant, clock: ContinuousClock
  ) throws(FuzzError) -> Termination {
    var pause: UInt32 = 200
    while true {
      var status: Int32 = 0
      let reaped = waitpid(processID, &status, WNOHANG)
      if reaped == processID { return termination(status) }
      if reaped < 0 {
        if errno == EINTR { continue }
        throw .cannotRun(path: "child \(processID)", reason: FileError.reason(errno))
      }
      if clock.now >= deadline {
        // The group id is the child's pid, reserved until the child is reaped below.
        kill(-processID, SIGKILL)
        kill(processID, SIGKILL)
        while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
        return .timedOut
      }
      usleep(pause)
      pause = min(pause * 2, 5_000)
    }
  }

  /// Decodes a wait status (the `WIFEXITED`/`WTERMSIG` macros are not imported into Swift).
  static func termination(_ status: Int32) -> Termination {
    let signal = status & 0x7F
    if signal == 0 { return .exited((status >> 8) & 0xFF) }
    return .signaled(signal)
  }

  /// Opens an unlinked, close-on-exec temporary file.
  ///
  /// The file is opened close-on-exec in one call (`mkstemp` would leave a window in which
  /// another worker's child could inherit it), under a name no other worker can pick.
  private static func captureFile(in folder: String) throws(FuzzError) -> Int32 {
    let path = "\(folder)/output-\(UUID().uuidString)"
    let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: FileError.reason(errno)) }
    unlink(path)
    return descriptor
  }

  /// Reads a capture file from its start, up to ``outputLimit`` bytes.
  private static func contents(of descriptor: Int32) -> String {
    lseek(descriptor, 0, SEEK_SET)
    // A failed read keeps what came before it, as a short read would.
    let bytes = (try? FileDescriptor.readAll(descriptor, limit: outputLimit).get()) ?? []
    return String(decoding: bytes.prefix(outputLimit), as: UTF8.self)
  }

  /// The fuzzer's environment as a dictionary.
  private static func currentEnvironment() -> [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return variables
  }
}
