import Benchmarking
import Testing

/// Every benchmark runs once (one operation per sample, three samples) and reports numbers.
@Suite("Benchmarks run")
struct SmokeTests {
  static let names = CalibrateBenchmarks.all.map(\.name)

  @Test("the suite has every benchmark the harness promises, each name once")
  func suiteIsComplete() {
    let names = Self.names
    #expect(Set(names).count == names.count)
    let sweep = CalibrateBenchmarks.sweepCounts
    #expect(sweep == [0, 1, 2, 3, 4, 5, 6, 7, 8, 16, 32, 64, 128, 256, 512])
    var expected = [
      "reference/cpu", "emptyTitle/library", "emptyTitle/composite", "emptyTitle/seed", "emptyTitle/limit",
      "emptyTitle/borrow",
    ]
    expected +=
      sweep.map { "emptyTitle/library/\($0)" } + [
        "build/composite40to1000@3x", "build/uikit74to120@3x/advances", "build/uikit74to120@3x/measuring",
      ]
    expected += ["padded/warm", "padded/measureOnce"]
    expected += ["shaping/placeholderAdvance", "shaping/faceLoad", "shaping/measureSizes8to40"]
    expected += sweep.map { "shaping/run/\($0)" } + ["shaping/harfbuzz/64"]
    expected += sweep.map { "shaping/closedForm/\($0)" }
    expected += ["solver/evaluate33x321", "solver/fit33x321", "solver/fit33x321/rms"]
    expected += ["calibration/whole8to40"]
    #expect(Set(names) == Set(expected))
  }

  @Test("each benchmark produces finite timings and counts", arguments: Self.names)
  func producesNumbers(name: String) throws {
    let benchmark = try #require(CalibrateBenchmarks.all.first { $0.name == name })
    let result = try BenchmarkRunner(settings: .smokeTest()).run(benchmark)
    #expect(result.name == name)
    #expect(result.samples == 3)
    #expect(result.batchSize == 1)
    #expect(result.minNanoseconds > 0)
    #expect(result.minNanoseconds <= result.medianNanoseconds)
    #expect(result.medianNanoseconds <= result.p90Nanoseconds)
    #expect(result.madNanoseconds >= 0 && result.madNanoseconds.isFinite)
    if AllocationCounter.isAvailable {
      let mallocs = try #require(result.mallocsPerOperation)
      let bytes = try #require(result.bytesPerOperation)
      #expect(mallocs >= 0 && bytes >= 0)
      #expect((mallocs == 0) == (bytes == 0))
    }
  }

  @Test("an interleaved run returns every outcome in order and a failure does not stop the rest")
  func interleavedRun() throws {
    let failing = Benchmark("failing") { () throws(BenchmarkError) -> Benchmark.Loop in
      { _ throws(BenchmarkError) in throw BenchmarkError("always fails") }
    }
    let names = ["emptyTitle/limit", "emptyTitle/library"]
    let benchmarks = try names.map { name throws in
      try #require(CalibrateBenchmarks.all.first { $0.name == name })
    }
    var statuses: [String] = []
    let outcomes = BenchmarkRunner(settings: .smokeTest(samples: 4)).run(
      [benchmarks[0], failing, benchmarks[1]], progress: { statuses.append($0) })
    #expect(outcomes.map(\.name) == ["emptyTitle/limit", "failing", "emptyTitle/library"])
    #expect((try? outcomes[0].result.get())?.samples == 4)
    #expect((try? outcomes[2].result.get())?.samples == 4)
    #expect(throws: BenchmarkError("always fails")) { try outcomes[1].result.get() }
    #expect(statuses.contains("sample 4 of 4"))
  }

  @Test("ratios come out of a run that has their benchmarks")
  func ratios() throws {
    let runner = BenchmarkRunner(settings: .smokeTest())
    let names = ["emptyTitle/library", "emptyTitle/seed", "emptyTitle/limit"]
    let results = try names.map { name throws in
      try runner.run(try #require(CalibrateBenchmarks.all.first { $0.name == name }))
    }
    var ratios: [String: Double] = [:]
    for ratio in CalibrateBenchmarks.ratios { ratios.merge(ratio.values(in: results)) { _, new in new } }
    #expect(
      Set(ratios.keys) == [
        "emptyTitle/library÷seed", "emptyTitle/library÷seed (min)", "emptyTitle/library÷limit",
        "emptyTitle/library÷limit (min)",
      ])
    #expect(ratios.values.allSatisfy { $0 > 0 && $0.isFinite })
  }
}
