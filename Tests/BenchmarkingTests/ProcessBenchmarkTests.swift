import Testing

@testable import Benchmarking

/// Whole-process timings count a run by its exit status: 0, and the statuses a benchmark names.
@Suite("Process benchmarks")
struct ProcessBenchmarkTests {
  @Test("a command that exits 1 fails the benchmark unless 1 is named a success")
  func successStatuses() throws {
    let failing = ["/bin/sh", "-c", "exit 1"]
    #expect(throws: BenchmarkError.self) { try ProcessBenchmark.time(failing) }
    let milliseconds = try ProcessBenchmark.time(failing, successStatuses: [0, 1])
    #expect(milliseconds >= 0)
    #expect(throws: BenchmarkError.self) {
      try ProcessBenchmark.time(["/bin/sh", "-c", "exit 2"], successStatuses: [0, 1])
    }
    let benchmark = ProcessBenchmark(
      baseline: .init(name: "true", command: ["/bin/true"]),
      entries: [.init(name: "exit 1", command: failing, limit: 1e9)], rounds: 2, successStatuses: [0, 1])
    let (base, results) = try benchmark.run()
    #expect(base.median > 0)
    #expect(results.map(\.entry.name) == ["exit 1"])
    #expect(results.allSatisfy { $0.passes })
  }
}
