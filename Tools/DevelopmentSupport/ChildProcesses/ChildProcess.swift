import CalibrateSupport

/// Runs one program to completion or to a deadline: the one child-process runner of the
/// development tools (the fuzzer, the corpus check, the whole-process benchmarks) and the tests.
///
/// The child gets its own process group, standard input from `/dev/null` or a file, default
/// signal dispositions and an empty signal mask, so nothing the parent ignores leaks into it.
/// Output goes to files rather than pipes (unlinked temporary files when captured): a child that
/// writes a lot cannot block, and nothing has to drain it while the parent waits. With a
/// deadline the parent polls, and on timeout the whole group gets `SIGKILL` (a shell's children
/// too) and the child is reaped, so no zombie is left behind; without one it blocks in `waitpid`,
/// so the time measured from `posix_spawn` to the reaping is the child's and little else.
///
/// Threading: `run` may be called from several threads at once; every descriptor it opens is
/// close-on-exec, so one thread's child never inherits another's files.
package enum ChildProcess {
  /// How a child ended.
  package enum Termination: Sendable, Equatable, CustomStringConvertible {
    /// It exited with a status.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)
    /// It ran past the deadline and was killed.
    case timedOut

    /// Whether the child crashed or hung rather than exiting.
    package var isCrash: Bool {
      if case .exited = self { return false }
      return true
    }

    package var description: String {
      switch self {
      case .exited(let status): return "exit status \(status)"
      case .signaled(let signal): return "killed by signal \(signal)"
      case .timedOut: return "timed out"
      }
    }
  }

  /// Where one of the child's output streams goes.
  package enum Destination: Sendable, Equatable {
    /// Kept, up to the run's output limit, and returned in the ``Result``.
    case capture
    /// Thrown away (`/dev/null`).
    case discard
    /// Written to a file, created or truncated.
    case file(String)
  }

  /// What a finished child left.
  package struct Result: Sendable {
    /// The child's process id (already reaped).
    var processID: Int32
    /// How it ended.
    package var termination: Termination
    /// Its standard output when captured (at most the output limit), decoded as UTF-8.
    package var standardOutput: String
    /// Its standard error when captured (at most the output limit), decoded as UTF-8.
    package var standardError: String
    /// Wall time from `posix_spawn` to reaping.
    package var seconds: Double
  }

  /// The most output kept per captured stream unless a run asks for another limit.
  static let outputLimit = 1 << 20

  /// Runs a program and waits for it.
  ///
  /// - Parameters:
  ///   - executable: The program's path (not searched in `PATH`).
  ///   - arguments: The arguments after the program name.
  ///   - environment: Variables set in the child on top of this process's environment.
  ///   - input: A file for standard input, or `nil` for `/dev/null`.
  ///   - output: Where standard output goes.
  ///   - errors: Where standard error goes.
  ///   - workingDirectory: The child's working folder, or `nil` for this process's.
  ///   - timeout: Seconds before the child's process group is killed, or `nil` to wait as long as
  ///     it runs.
  ///   - scratchFolder: Where captured output is kept (unlinked files; default `/tmp`).
  ///   - outputLimit: The most bytes kept per captured stream.
  /// - Returns: How the child ended and what it wrote.
  /// - Throws: ``ChildProcessError`` when a file cannot be opened or the child cannot be started
  ///   or waited for.
  package static func run(
    _ executable: String, arguments: [String], environment: [String: String] = [:], input: String? = nil,
    output: Destination = .capture, errors: Destination = .capture, workingDirectory: String? = nil,
    timeout: Double? = nil, scratchFolder: String = "/tmp", outputLimit: Int = outputLimit
  ) throws(ChildProcessError) -> Result {
    let inputDescriptor = try open(input ?? "/dev/null", flags: O_RDONLY)
    defer { close(inputDescriptor) }
    let outputDescriptor = try open(output, scratchFolder: scratchFolder)
    defer { close(outputDescriptor) }
    let errorDescriptor = try open(errors, scratchFolder: scratchFolder)
    defer { close(errorDescriptor) }

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var envp: [UnsafeMutablePointer<CChar>?] = []
    if !environment.isEmpty {
      var variables = currentEnvironment()
      for (name, value) in environment { variables[name] = value }
      envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    }
    defer { envp.forEach { free($0) } }

    var actions = ProcessSpawning.fileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inputDescriptor, 0)
    posix_spawn_file_actions_adddup2(&actions, outputDescriptor, 1)
    posix_spawn_file_actions_adddup2(&actions, errorDescriptor, 2)
    if let workingDirectory {
      let status = ProcessSpawning.addChangeDirectory(&actions, to: workingDirectory)
      guard status == 0 else {
        throw .cannotRun(
          path: executable, reason: "cannot change to '\(workingDirectory)': \(FileError.reason(status))")
      }
    }

    var attributes = ProcessSpawning.attributes()
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

    let start = MonotonicClock.nanoseconds()
    var processID: pid_t = 0
    let spawned =
      envp.isEmpty
      ? posix_spawn(&processID, executable, &actions, &attributes, argv, ProcessSpawning.environment)
      : posix_spawn(&processID, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      // A folder the child cannot change to fails the spawn like a missing program.
      if let workingDirectory, access(workingDirectory, X_OK) != 0 {
        throw .cannotRun(
          path: executable, reason: "cannot change to '\(workingDirectory)': \(FileError.reason(errno))")
      }
      if spawned == ENOENT || spawned == EACCES { throw .executableNotFound(path: executable) }
      throw .cannotRun(path: executable, reason: FileError.reason(spawned))
    }

    let termination = try wait(
      for: processID, start: start, timeout: timeout, executable: executable)
    let seconds = MonotonicClock.seconds(since: start)
    return Result(
      processID: processID, termination: termination,
      standardOutput: output == .capture ? contents(of: outputDescriptor, limit: outputLimit) : "",
      standardError: errors == .capture ? contents(of: errorDescriptor, limit: outputLimit) : "",
      seconds: seconds)
  }

  /// Waits for a child: blocking without a timeout, else polling until `timeout` seconds after
  /// `start` (a ``MonotonicClock`` reading), then killing and reaping the child's group.
  private static func wait(
    for processID: pid_t, start: UInt64, timeout: Double?, executable: String
  ) throws(ChildProcessError) -> Termination {
    var pause: UInt32 = 200
    while true {
      var status: Int32 = 0
      let reaped = waitpid(processID, &status, timeout == nil ? 0 : WNOHANG)
      if reaped == processID { return termination(status) }
      if reaped < 0 {
        if errno == EINTR { continue }
        throw .cannotRun(
          path: executable, reason: "waiting for child \(processID): \(FileError.reason(errno))")
      }
      if let timeout, MonotonicClock.seconds(since: start) >= timeout {
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

  /// Opens a file close-on-exec.
  private static func open(_ path: String, flags: Int32, mode: mode_t = 0) throws(ChildProcessError) -> Int32
  {
    let descriptor = CalibrateSupport.open(path, flags | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: FileError.reason(errno)) }
    return descriptor
  }

  /// Opens where an output stream goes.
  private static func open(
    _ destination: Destination, scratchFolder: String
  ) throws(ChildProcessError) -> Int32 {
    switch destination {
    case .discard: return try open("/dev/null", flags: O_WRONLY)
    case .file(let path): return try open(path, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o644)
    case .capture: return try captureFile(in: scratchFolder)
    }
  }

  /// Opens an unlinked, close-on-exec temporary file.
  ///
  /// The file is opened close-on-exec in one call (`mkstemp` would leave a window in which
  /// another thread's child could inherit it), under a name no other run can pick: `O_EXCL`
  /// refuses a name that exists, and another random one is tried.
  private static func captureFile(in folder: String) throws(ChildProcessError) -> Int32 {
    while true {
      let path = "\(folder)/child-output-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
      let descriptor = CalibrateSupport.open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if descriptor < 0 && errno == EEXIST { continue }
      guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: FileError.reason(errno)) }
      unlink(path)
      return descriptor
    }
  }

  /// Reads a capture file from its start, up to `limit` bytes.
  private static func contents(of descriptor: Int32, limit: Int) -> String {
    lseek(descriptor, 0, SEEK_SET)
    // A failed read keeps what came before it, as a short read would.
    let bytes = (try? FileDescriptor.readAll(descriptor, limit: limit).get()) ?? []
    return String(decoding: bytes.prefix(limit), as: UTF8.self)
  }

  /// This process's environment as a dictionary.
  private static func currentEnvironment() -> [String: String] {
    var variables: [String: String] = [:]
    var entry = ProcessSpawning.environment
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

// MARK: - Reporting on children

extension ChildProcess {
  /// The first line of a child's message, at most 240 characters, with control characters shown
  /// as `?`, so a damaged input's name cannot garble the terminal a report is printed on.
  package static func firstLine(of text: String) -> String {
    let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    let shown = line.count > 240 ? String(line.prefix(240)) + "..." : String(line)
    let scalars = shown.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }
    return String(String.UnicodeScalarView(scalars))
  }

  /// A signal's name, such as `SIGSEGV`, for the report of a child it killed.
  package static func signalName(_ signal: Int32) -> String {
    let names: [Int32: String] = [
      SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
      SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
      SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
      SIGSYS: "SIGSYS",
    ]
    return names[signal] ?? "signal \(signal)"
  }
}
