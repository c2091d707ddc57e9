import CalibrateSupport
import DevelopmentSupport

/// Counts the instructions of one benchmark's operations under valgrind's callgrind, by running
/// a benchmarks executable with `--profile-one` in a child process.
///
/// Only the instructions inside ``InstructionProfile``'s measured region are counted
/// (`--collect-atstart=no --toggle-collect=*callgrindMeasuredRegion*`), so preparing the
/// benchmark and starting the process are left out. The count is reproducible: callgrind counts
/// the instructions the program executes, which the machine's load does not change. What could
/// still change them between two machines running the same build is settled before the child
/// starts, as ``environment`` says: the C library's choice of string functions by CPU, Swift's
/// per-process hashing seed, and the rest of the environment.
///
/// valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug information of the toolchain, so the
/// executable must be a copy without it (`objcopy --strip-debug`, as `make bench-instructions`
/// makes one).
///
/// Threading: run it from one thread; each count is one child process.
package struct CallgrindRun: Sendable {
  /// The valgrind program.
  package var valgrind: String
  /// The benchmarks executable to count (without debug information).
  package var executable: String
  /// The folder where callgrind writes its output files, one per count, each removed once read.
  package var folder: String
  /// The environment variables passed through to the child when set: the deliberate slowdown, so
  /// that it can be seen in the counts too.
  static let passedThrough = [Slowdown.variable]

  /// Creates a run.
  ///
  /// - Parameters:
  ///   - valgrind: The valgrind program's path.
  ///   - executable: The benchmarks executable without debug information.
  ///   - folder: An existing folder for callgrind's output files.
  package init(valgrind: String, executable: String, folder: String) {
    self.valgrind = valgrind
    self.executable = executable
    self.folder = folder
  }

  /// The child's whole environment, the same on every machine (`env -i`).
  ///
  /// - `GLIBC_TUNABLES` turns off the CPU features by which the C library picks its string
  ///   functions (`memcpy`, `memset`, `strlen`...): with them off, every x86-64 machine runs the
  ///   same SSE2 versions, where the default picks AVX2 ones on one CPU and others elsewhere,
  ///   with other instruction counts. The benchmarks of FreeType and HarfBuzz, the solver's
  ///   allocations and the RowAction article's `String(repeating:count:)` spend up to 5 % of
  ///   their instructions there.
  /// - `SWIFT_DETERMINISTIC_HASHING=1` gives every process the same hashing seed, so a
  ///   dictionary's collisions, and their instructions, repeat.
  /// - Nothing else: a variable of the caller's could change the stack's layout or a library's
  ///   behaviour.
  package static let environment = [
    "GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F,-AVX512VL,-AVX512BW,-AVX2,-AVX,-AVX_Fast_Unaligned_Load,"
      + "-BMI1,-BMI2,-LZCNT,-ERMS,-FSRM,-SSSE3,-SSE4_1,-SSE4_2,-POPCNT,-MOVBE,-RTM",
    "SWIFT_DETERMINISTIC_HASHING=1",
    "LC_ALL=C",
  ]

  /// The child's command: `env -i`, the environment, valgrind with callgrind counting the
  /// measured region, and the executable running one benchmark.
  ///
  /// - Parameters:
  ///   - benchmark: The benchmark's name.
  ///   - iterations: Operations in the measured region.
  ///   - outputFile: Where callgrind writes its counts.
  ///   - extra: Variables passed through, as `NAME=value`.
  /// - Returns: The program (`/usr/bin/env`) and its arguments.
  package func command(
    benchmark: String, iterations: Int, outputFile: String, extra: [String] = []
  ) -> (program: String, arguments: [String]) {
    let arguments =
      ["-i"] + Self.environment + extra + [
        valgrind, "--tool=callgrind", "--callgrind-out-file=\(outputFile)", "--collect-atstart=no",
        "--toggle-collect=\(InstructionProfile.togglePattern)", executable, "--profile-one", benchmark,
        "--iterations", String(iterations),
      ]
    return ("/usr/bin/env", arguments)
  }

  /// Counts the instructions of `iterations` operations of a benchmark.
  ///
  /// - Parameters:
  ///   - benchmark: The benchmark's name.
  ///   - iterations: Operations in the measured region.
  /// - Returns: The instructions executed in the measured region.
  /// - Throws: ``BenchmarkError`` when valgrind or the benchmark fails, or its output has no count.
  package func count(_ benchmark: String, iterations: Int) throws(BenchmarkError) -> UInt64 {
    let outputFile = folder + "/callgrind.out"
    defer { unlink(outputFile) }
    let extra = Self.passedThrough.compactMap { name in getenv(name).map { "\(name)=\(String(cString: $0))" }
    }
    let (program, arguments) = command(
      benchmark: benchmark, iterations: iterations, outputFile: outputFile, extra: extra)
    let result: ChildProcess.Result
    do {
      result = try ChildProcess.run(program, arguments: arguments, output: .discard, timeout: 1_800)
    } catch {
      throw BenchmarkError("cannot run valgrind: \(error.description)")
    }
    guard result.termination == .exited(0) else {
      let lines = result.standardError.split(separator: "\n").filter { !$0.hasPrefix("==") }
      let reason = lines.last.map(String.init) ?? ChildProcess.firstLine(of: result.standardError)
      throw BenchmarkError("valgrind --tool=callgrind \(result.termination): \(reason)")
    }
    let text: String
    do {
      text = try TextFile.read(outputFile)
    } catch {
      throw BenchmarkError("callgrind wrote no counts: \(error.description)")
    }
    return try Self.totalInstructions(in: text)
  }

  /// The instructions a callgrind output file counts: its `totals:` line (or, without one, its
  /// `summary:` line), whose first event must be `Ir`.
  ///
  /// - Parameter text: The file's contents.
  /// - Returns: The instruction count.
  /// - Throws: ``BenchmarkError`` when the file counts no instructions or is not callgrind's.
  package static func totalInstructions(in text: String) throws(BenchmarkError) -> UInt64 {
    var events: [Substring]? = nil
    var totals: Substring? = nil
    var summary: Substring? = nil
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("events:") {
        events = line.dropFirst("events:".count).split(separator: " ")
      } else if line.hasPrefix("totals:") {
        totals = line.dropFirst("totals:".count)
      } else if line.hasPrefix("summary:") {
        summary = line.dropFirst("summary:".count)
      }
    }
    guard let events, events.first == "Ir" else {
      throw BenchmarkError("not a callgrind output file that counts instructions (no 'events: Ir' line)")
    }
    guard let line = totals ?? summary, let first = line.split(separator: " ").first,
      let count = UInt64(first)
    else { throw BenchmarkError("the callgrind output file has no 'totals:' or 'summary:' count") }
    guard count > 0 else {
      throw BenchmarkError(
        "callgrind counted no instructions: the measured region \(InstructionProfile.togglePattern) never ran"
      )
    }
    return count
  }

  /// The path of a program found in the folders of `PATH`, as a shell finds it.
  ///
  /// - Parameter name: The program's name, such as `valgrind`.
  /// - Returns: Its path, or `nil` when no folder of `PATH` has an executable of that name.
  package static func programInPath(_ name: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// This process's executable (`/proc/self/exe`), the program a count runs again.
  ///
  /// - Returns: Its path, or `nil` where the system does not say.
  package static func currentExecutable() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
