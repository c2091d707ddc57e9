import CalibrateSupport

/// `make bench-instructions`: counts the instructions per operation of every benchmark a limit
/// names, prints them with each ratio and its limit, and fails when a ratio is over.
///
/// Each benchmark is counted once, even when several limits name it, with the operations
/// ``iterations`` gives it; its count per operation is the region's total over that number.
/// Exit status: 0 when every limit holds, 2 when one is over (one `error:` line each, naming the
/// benchmark, its count and the limit), 1 when a benchmark could not be counted.
///
/// Threading: run it from one thread.
package struct InstructionGate: Sendable {
  /// Counts one benchmark: the instructions of `iterations` operations.
  package typealias Counter = (_ benchmark: String, _ iterations: Int) throws(BenchmarkError) -> UInt64

  /// The operations counted when ``iterations`` does not name a benchmark.
  package static let defaultIterations = 1_000

  /// The limits to check.
  package var limits: [InstructionLimit]
  /// Operations per benchmark: enough that the region's constant cost (the call into it, some
  /// tens of instructions) is a negligible share, and a multiple of the inputs a benchmark cycles
  /// through (64 widths or rows), so that every input counts the same.
  package var iterations: [String: Int]

  /// Creates a gate.
  package init(limits: [InstructionLimit], iterations: [String: Int]) {
    self.limits = limits
    self.iterations = iterations
  }

  /// The benchmarks to count, each once, in the order the limits name them.
  package var benchmarks: [String] {
    var names: [String] = []
    for limit in limits {
      for name in [limit.numerator, limit.denominator] where !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// Counts every benchmark, judges every limit, prints both.
  ///
  /// - Parameters:
  ///   - counter: Counts one benchmark (callgrind, or a stand-in in tests).
  ///   - output: Receives the tables.
  ///   - diagnostics: Receives one `error:` line per failure and per limit exceeded.
  /// - Returns: The exit status.
  package func run(
    counter: Counter, output: (String) -> Void, diagnostics: (String) -> Void
  ) -> Int32 {
    var counts: [String: Double] = [:]
    var failed = false
    var table = TextTable(headings: ["benchmark", "instructions/op", "operations"], alignments: [.left])
    for name in benchmarks {
      let operations = iterations[name] ?? Self.defaultIterations
      do {
        let total = try counter(name, operations)
        let perOperation = Double(total) / Double(operations)
        counts[name] = perOperation
        table.append([name, InstructionJudgement.count(perOperation), String(operations)])
      } catch {
        diagnostics("error: \(name): \(error.message)\n")
        table.append([name, "-", String(operations)])
        failed = true
      }
    }
    let judgements = limits.compactMap { $0.judge(counts) }
    var ratios = TextTable(headings: ["ratio", "of counts", "limit", ""], alignments: [.left])
    for judgement in judgements {
      ratios.append([
        judgement.limit.name, InstructionJudgement.ratio(judgement.ratio),
        "≤ " + InstructionJudgement.ratio(judgement.limit.limit), judgement.isOver ? "OVER" : "ok",
      ])
    }
    output(
      "instructions per operation under valgrind --tool=callgrind, in the measured region only\n\n"
        + table.aligned() + "\n" + ratios.aligned())
    let over = judgements.filter(\.isOver)
    for judgement in over { diagnostics(judgement.errorLine + "\n") }
    if failed { return ExitStatus.failure }
    return over.isEmpty ? ExitStatus.success : Self.overLimit
  }

  /// The exit status of a count over its limit, the benchmark tool's status for a regression.
  package static let overLimit: Int32 = 2
}
