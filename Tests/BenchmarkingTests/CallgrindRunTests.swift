import Benchmarking
import Foundation
import Testing

/// The child a count runs, and the count read back from callgrind's output file.
@Suite("Callgrind runs")
struct CallgrindRunTests {
  /// The head and tail of a callgrind output file as valgrind 3.19 writes it.
  static let output = """
    # callgrind format
    version: 1
    creator: callgrind-3.19.0
    pid: 13370
    cmd:  .build/benchmarks-profile --profile-one emptyTitle/library --iterations 102400

    positions: line
    events: Ir
    summary: 10137655

    fl=(1) ???
    fn=(1) swift_retain
    0 2252800
    totals: 10137655
    """

  @Test("the totals line is the count")
  func totals() throws {
    #expect(try CallgrindRun.totalInstructions(in: Self.output) == 10_137_655)
    let summaryOnly = Self.output.replacingOccurrences(of: "totals: 10137655", with: "")
    #expect(try CallgrindRun.totalInstructions(in: summaryOnly) == 10_137_655)
    let twoEvents = Self.output.replacingOccurrences(of: "events: Ir", with: "events: Ir Dr")
      .replacingOccurrences(of: "totals: 10137655", with: "totals: 99 7")
    #expect(try CallgrindRun.totalInstructions(in: twoEvents) == 99)
  }

  @Test(
    "a file that counts no instructions is an error naming why",
    arguments: [
      ("", "not a callgrind output file that counts instructions (no 'events: Ir' line)"),
      (
        "events: Dr\ntotals: 5\n",
        "not a callgrind output file that counts instructions (no 'events: Ir' line)"
      ),
      ("events: Ir\n", "the callgrind output file has no 'totals:' or 'summary:' count"),
      ("events: Ir\ntotals: many\n", "the callgrind output file has no 'totals:' or 'summary:' count"),
      (
        "events: Ir\nsummary: 0\ntotals: 0\n",
        "callgrind counted no instructions: the measured region *callgrindMeasuredRegion* never ran"
      ),
    ])
  func errors(text: String, message: String) {
    #expect(throws: BenchmarkError(message)) { try CallgrindRun.totalInstructions(in: text) }
  }

  @Test("the child runs valgrind on the executable with a fixed environment and nothing else")
  func command() {
    let run = CallgrindRun(
      valgrind: "/usr/bin/valgrind", executable: "/tmp/benchmarks-profile", folder: "/tmp/f")
    let (program, arguments) = run.command(
      benchmark: "emptyTitle/library", iterations: 102_400, outputFile: "/tmp/f/callgrind.out",
      extra: ["CALIBRATE_BENCH_SLOWDOWN=1"])
    #expect(program == "/usr/bin/env")
    #expect(arguments.first == "-i")
    #expect(Array(arguments[1...3]) == CallgrindRun.environment)
    #expect(
      Array(arguments[4...])
        == [
          "CALIBRATE_BENCH_SLOWDOWN=1", "/usr/bin/valgrind", "--tool=callgrind",
          "--callgrind-out-file=/tmp/f/callgrind.out", "--collect-atstart=no",
          "--toggle-collect=*callgrindMeasuredRegion*", "/tmp/benchmarks-profile", "--profile-one",
          "emptyTitle/library", "--iterations", "102400",
        ])
    // The C library picks its baseline string functions, and hashing repeats.
    #expect(CallgrindRun.environment[0].hasPrefix("GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F,"))
    for feature in ["-AVX2", "-AVX", "-AVX_Fast_Unaligned_Load", "-ERMS", "-SSSE3", "-SSE4_1", "-SSE4_2"] {
      #expect(
        CallgrindRun.environment[0].split(separator: "=").last?.split(separator: ",").contains {
          $0 == feature
        } == true)
    }
    #expect(CallgrindRun.environment.contains("SWIFT_DETERMINISTIC_HASHING=1"))
  }

  @Test("a program is found in PATH as a shell finds it")
  func programInPath() {
    #expect(CallgrindRun.programInPath("sh").map { $0.hasSuffix("/sh") } == true)
    #expect(CallgrindRun.programInPath("no-such-program-anywhere") == nil)
    #expect(CallgrindRun.currentExecutable().map { $0.hasPrefix("/") } == true)
  }
}
