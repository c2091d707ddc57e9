import Benchmarking
import Testing

/// `--compare` decisions on synthetic saved runs.
@Suite("RunComparison")
struct RunComparisonTests {
  static func result(_ name: String, median: Double, mallocs: Double? = 0) -> BenchmarkResult {
    BenchmarkResult(
      name: name, medianNanoseconds: median, minNanoseconds: median * 0.9, p90Nanoseconds: median * 1.2,
      madNanoseconds: median * 0.01, mallocsPerOperation: mallocs, bytesPerOperation: mallocs.map { $0 * 64 },
      samples: 50, batchSize: 1_000)
  }

  static func run(_ results: [BenchmarkResult]) -> BenchmarkRun {
    BenchmarkRun(
      benchmarks: results, ratios: [:], machine: MachineInfo(cpu: "CPU", cores: 2, kernel: "Linux"),
      toolchain: "Swift", debug: false)
  }

  static let baseline = run([
    result("emptyTitle/library", median: 10),
    result("emptyTitle/seed", median: 2_000, mallocs: 1),
    result("solver/fit33x321", median: 1_000_000, mallocs: 250),
  ])

  @Test("an unchanged run passes with exit code 0")
  func unchanged() {
    let comparison = RunComparison(baseline: Self.baseline, current: Self.baseline, thresholdPercent: 5)
    #expect(!comparison.hasRegression)
    #expect(comparison.exitCode == 0)
    #expect(comparison.entries.map(\.changePercent) == [0, 0, 0])
    #expect(comparison.markdown().contains("No regressions"))
  }

  @Test(
    "a median growth past the threshold is a regression (exit 2); within it is not",
    arguments: [(10.4, false), (10.6, true), (9.0, false), (30.0, true)])
  func timeThreshold(newMedian: Double, regresses: Bool) {
    var current = Self.baseline
    current.benchmarks[0] = Self.result("emptyTitle/library", median: newMedian)
    let comparison = RunComparison(baseline: Self.baseline, current: current, thresholdPercent: 5)
    #expect(comparison.hasRegression == regresses)
    #expect(comparison.exitCode == (regresses ? 2 : 0))
    #expect(comparison.timeRegressions == (regresses ? ["emptyTitle/library"] : []))
    #expect(abs((comparison.entries[0].changePercent ?? .nan) - (newMedian - 10) * 10) < 1e-9)
  }

  @Test("a uniformly slower machine is not a regression; one slower benchmark still is")
  func machineSpeed() {
    let baseline = Self.run(Self.baseline.benchmarks + [Self.result("reference/cpu", median: 100)])
    // Everything 12 % slower, the reference too: the machine, not the code.
    let slowerMachine = Self.run(
      baseline.benchmarks.map {
        Self.result($0.name, median: $0.medianNanoseconds * 1.12, mallocs: $0.mallocsPerOperation)
      })
    let machine = RunComparison(
      baseline: baseline, current: slowerMachine, thresholdPercent: 5, reference: "reference/cpu")
    #expect(!machine.hasRegression)
    #expect(abs(machine.speedFactor - 1.12) < 1e-12)
    #expect(abs((machine.entries[0].changePercent ?? .nan)) < 1e-9)
    #expect(machine.markdown().contains("reference/cpu ran 1.120× its baseline time"))
    // Without the reference the same run would fail.
    #expect(RunComparison(baseline: baseline, current: slowerMachine, thresholdPercent: 5).hasRegression)
    // The library twice as slow on an unchanged machine is caught.
    var slowerCode = baseline
    slowerCode.benchmarks[0] = Self.result("emptyTitle/library", median: 20)
    let code = RunComparison(
      baseline: baseline, current: slowerCode, thresholdPercent: 5, reference: "reference/cpu")
    #expect(code.timeRegressions == ["emptyTitle/library"])
  }

  @Test("the threshold is configurable")
  func customThreshold() {
    var current = Self.baseline
    current.benchmarks[0] = Self.result("emptyTitle/library", median: 11.5)
    #expect(RunComparison(baseline: Self.baseline, current: current, thresholdPercent: 20).exitCode == 0)
    #expect(RunComparison(baseline: Self.baseline, current: current, thresholdPercent: 10).exitCode == 2)
  }

  @Test("any growth in allocations per operation is a regression, even when faster")
  func allocationGrowth() {
    var current = Self.baseline
    current.benchmarks[0] = Self.result("emptyTitle/library", median: 5, mallocs: 1)
    let comparison = RunComparison(baseline: Self.baseline, current: current, thresholdPercent: 5)
    #expect(comparison.exitCode == 2)
    #expect(comparison.entries[0].isAllocationGrowth)
    #expect(!comparison.entries[0].isTimeRegression)
    #expect(comparison.markdown().contains("more allocations"))
  }

  @Test("fractional allocation growth counts; fewer allocations do not")
  func fractionalAllocations() {
    var more = Self.baseline
    more.benchmarks[2] = Self.result("solver/fit33x321", median: 1_000_000, mallocs: 250.0625)
    #expect(RunComparison(baseline: Self.baseline, current: more, thresholdPercent: 5).exitCode == 2)
    var fewer = Self.baseline
    fewer.benchmarks[2] = Self.result("solver/fit33x321", median: 1_000_000, mallocs: 200)
    #expect(RunComparison(baseline: Self.baseline, current: fewer, thresholdPercent: 5).exitCode == 0)
  }

  @Test("new benchmarks pass, and filtered-out baseline benchmarks are only counted")
  func newAndMissing() {
    let current = Self.run([
      Self.result("emptyTitle/library", median: 10), Self.result("emptyTitle/library/512", median: 99),
    ])
    let comparison = RunComparison(baseline: Self.baseline, current: current, thresholdPercent: 5)
    #expect(comparison.exitCode == 0)
    #expect(comparison.notRun == 2)
    #expect(comparison.entries.map(\.name) == ["emptyTitle/library", "emptyTitle/library/512"])
    #expect(comparison.entries[1].baseline == nil)
    let markdown = comparison.markdown()
    #expect(markdown.contains("| new"))
    #expect(markdown.contains("2 baseline benchmarks were not run."))
  }

  @Test("the Markdown table has old, new and change columns and marks regressions")
  func markdownTable() {
    var current = Self.baseline
    current.benchmarks[1] = Self.result("emptyTitle/seed", median: 3_000, mallocs: 1)
    let markdown = RunComparison(baseline: Self.baseline, current: current, thresholdPercent: 5).markdown()
    let lines = markdown.split(separator: "\n")
    #expect(lines[0].hasPrefix("| Benchmark"))
    #expect(lines[0].contains("Old median") && lines[0].contains("New median") && lines[0].contains("Change"))
    #expect(lines[1].hasPrefix("| ---"))
    let seedLine = lines.first { $0.contains("emptyTitle/seed") } ?? ""
    #expect(seedLine.contains("2.00 µs") && seedLine.contains("3.00 µs") && seedLine.contains("+50.0%"))
    #expect(seedLine.contains("**REGRESSION** (slower)"))
    #expect(markdown.contains("1 regression (threshold 5.0%)."))
  }
}
