import Benchmarking
import Testing

/// `--instructions` with counts given by a stand-in for callgrind: each benchmark counted once,
/// the tables, one error line per limit exceeded and the exit status.
@Suite("Instruction gate")
struct InstructionGateTests {
  /// What a gate printed and which counts it asked for.
  final class Record {
    var printed = ""
    var diagnosed = ""
    var counted: [String] = []
  }

  /// Two limits sharing a floor, `a÷b` at most 1.25 and `c÷b` at most 2.
  static let gate = InstructionGate(
    limits: [
      InstructionLimit(name: "a÷b", numerator: "a", denominator: "b", limit: 1.25),
      InstructionLimit(name: "c÷b", numerator: "c", denominator: "b", limit: 2),
    ], iterations: ["a": 1_000, "b": 1_000])

  /// Runs the gate with total counts per benchmark; a missing one fails to count.
  static func run(_ totals: [String: UInt64], _ record: Record) -> Int32 {
    gate.run(
      counter: { name, iterations throws(BenchmarkError) in
        record.counted.append("\(name)×\(iterations)")
        guard let total = totals[name] else {
          throw BenchmarkError("valgrind --tool=callgrind exit status 1: boom")
        }
        return total
      }, output: { record.printed += $0 }, diagnostics: { record.diagnosed += $0 })
  }

  @Test("every benchmark is counted once, over its operations, and a run within its limits exits 0")
  func within() {
    let record = Record()
    #expect(Self.run(["a": 99_000, "b": 82_000, "c": 100_000], record) == 0)
    #expect(record.counted == ["a×1000", "b×1000", "c×1000"])
    #expect(record.diagnosed == "")
    #expect(
      record.printed == """
        instructions per operation under valgrind --tool=callgrind, in the measured region only

        benchmark  instructions/op  operations
        ---------  ---------------  ----------
        a                    99.00        1000
        b                    82.00        1000
        c                   100.00        1000

        ratio  of counts    limit
        -----  ---------  -------  --
        a÷b        1.207  ≤ 1.250  ok
        c÷b        1.220  ≤ 2.000  ok

        """)
  }

  @Test("a count over its limit prints one error line and exits 2")
  func over() {
    let record = Record()
    #expect(Self.run(["a": 121_000, "b": 82_000, "c": 100_000], record) == 2)
    #expect(
      record.diagnosed
        == "error: a: 121.00 instructions per operation, 1.476 × b (82.00); its limit is 1.250 × (102.50)\n")
    #expect(record.printed.contains("a÷b        1.476  ≤ 1.250  OVER\n"))
    // One instruction above the limit is over; at the limit is not.
    #expect(Self.run(["a": 102_501, "b": 82_000, "c": 100_000], Record()) == 2)
    #expect(Self.run(["a": 102_500, "b": 82_000, "c": 100_000], Record()) == 0)
  }

  @Test("a benchmark that cannot be counted fails the gate with its own line, and the rest are judged")
  func failure() {
    let record = Record()
    #expect(Self.run(["b": 82_000, "c": 300_000], record) == 1)
    #expect(
      record.diagnosed
        == "error: a: valgrind --tool=callgrind exit status 1: boom\n"
        + "error: c: 300.00 instructions per operation, 3.659 × b (82.00); its limit is 2.000 × (164.00)\n")
    #expect(record.printed.contains("a                        -        1000\n"))
  }

  /// The benchmark tool with the gate and the stand-in counter.
  static func command(_ record: Record, totals: [String: UInt64]) -> BenchmarkCommand {
    let noop: (String) -> Benchmark = { name in
      Benchmark(name) { () throws(BenchmarkError) -> Benchmark.Loop in { _ in } }
    }
    var command = BenchmarkCommand(
      benchmarks: ["a", "b", "c"].map(noop), ratios: [], context: [:], instructions: gate)
    command.output = { record.printed += $0 }
    command.diagnostics = { record.diagnosed += $0 }
    command.instructionCounter = { name, _ throws(BenchmarkError) in
      record.counted.append(name)
      return totals[name] ?? 0
    }
    return command
  }

  @Test("--instructions runs the gate; --filter keeps the limits it matches")
  func commandLine() {
    let totals: [String: UInt64] = ["a": 200_000, "b": 82_000, "c": 100_000]
    let record = Record()
    #expect(Self.command(record, totals: totals).run(["--instructions"]) == 2)
    #expect(record.counted == ["a", "b", "c"])
    let filtered = Record()
    #expect(Self.command(filtered, totals: totals).run(["--instructions", "--filter", "^c"]) == 0)
    #expect(filtered.counted == ["c", "b"])
    let none = Record()
    #expect(Self.command(none, totals: totals).run(["--instructions", "--filter", "^z"]) == 64)
    #expect(none.diagnosed == "error: no instruction limit matches --filter '^z'\n")
  }

  @Test("a debug build refuses to count its own instructions")
  func debugBuildRefuses() {
    guard BuildConfiguration.isDebug else { return }
    let record = Record()
    var command = Self.command(record, totals: [:])
    command.instructionCounter = nil
    #expect(command.run(["--instructions"]) == 1)
    #expect(
      record.diagnosed == "error: --instructions counts a release build; run 'make bench-instructions'\n")
    #expect(record.counted.isEmpty)
  }
}
