import CalibrateSupport

/// Measures benchmarks: calibrates a batch size, warms up, takes timed samples, then counts
/// allocations in a separate pass.
///
/// A sample times one batch of operations with `MonotonicClock` and divides by the batch
/// size, so the clock's own cost (a short call into the C library) is spread over a sample of 1
/// to 5 ms. Allocation counting has its own pass after the timed samples, so the interposer's
/// bookkeeping never lands in a timing; it counts single operations and reports their median.
///
/// Several benchmarks are measured interleaved: every benchmark is prepared and calibrated
/// first, then the samples are taken round by round, one sample of each benchmark per round.
/// Each benchmark's samples are thus spread over the whole run, so a machine that is slower for
/// a few seconds (another job, a busy sibling core) slows every benchmark a little instead of a
/// few benchmarks a lot, and medians repeat between runs. Before each sample a short untimed
/// batch (an eighth of a sample) brings back the caches the other benchmarks evicted.
///
/// Threading: a runner is a value; run benchmarks from any thread, one run at a time per runner.
package struct BenchmarkRunner: Sendable {
  /// One benchmark's name and what measuring it gave.
  package typealias Outcome = (name: String, result: Result<BenchmarkResult, BenchmarkError>)

  /// How benchmarks are measured.
  package var settings: MeasurementSettings

  /// Creates a runner.
  package init(settings: MeasurementSettings = MeasurementSettings()) {
    self.settings = settings
  }

  /// Prepares and measures one benchmark.
  ///
  /// - Parameter benchmark: The benchmark.
  /// - Returns: Its timings and allocation counts.
  /// - Throws: ``BenchmarkError`` when preparing or running it fails.
  package func run(_ benchmark: Benchmark) throws(BenchmarkError) -> BenchmarkResult {
    guard let outcome = run([benchmark]).first else { throw BenchmarkError("\(benchmark.name) did not run") }
    return try outcome.result.get()
  }

  /// Prepares several benchmarks and measures them interleaved.
  ///
  /// A benchmark that fails is reported as a failure and dropped from later rounds; the others
  /// go on.
  ///
  /// - Parameters:
  ///   - benchmarks: The benchmarks, in the order results are returned.
  ///   - progress: Receives a short status line now and then (which benchmark is being
  ///     prepared, which round is running).
  /// - Returns: One outcome per benchmark, in order.
  package func run(_ benchmarks: [Benchmark], progress: (String) -> Void = { _ in }) -> [Outcome] {
    var failures: [Int: BenchmarkError] = [:]
    var subjects: [Subject] = []
    for (index, benchmark) in benchmarks.enumerated() {
      progress("preparing \(benchmark.name)")
      do {
        let loop = try benchmark.prepare()
        let batchSize: Int
        if let fixed = settings.fixedBatchSize {
          batchSize = max(1, fixed)
        } else {
          batchSize = try calibrateBatchSize(loop)
        }
        try warmUp(loop, batchSize: batchSize)
        subjects.append(Subject(index: index, loop: loop, batchSize: batchSize))
      } catch {
        failures[index] = error
      }
    }
    let refreshes = subjects.count > 1
    for round in 0..<settings.samples {
      progress("sample \(round + 1) of \(settings.samples)")
      for position in subjects.indices where failures[subjects[position].index] == nil {
        let subject = subjects[position]
        do {
          if refreshes { try subject.loop(max(1, subject.batchSize / 8)) }
          let elapsed = try time(subject.loop, iterations: subject.batchSize)
          subjects[position].samples.append(Double(elapsed) / Double(subject.batchSize))
        } catch {
          failures[subject.index] = error
        }
      }
    }
    var results: [Int: BenchmarkResult] = [:]
    for subject in subjects where failures[subject.index] == nil {
      let name = benchmarks[subject.index].name
      progress("counting allocations of \(name)")
      do throws(BenchmarkError) {
        guard let statistics = SampleStatistics(subject.samples) else {
          throw BenchmarkError("no samples")
        }
        var allocations: [AllocationCounts] = []
        if settings.countsAllocations && AllocationCounter.isAvailable {
          allocations = try countAllocations(subject.loop)
        }
        results[subject.index] = BenchmarkResult(
          name: name, statistics: statistics, batchSize: subject.batchSize,
          allocationsPerOperation: allocations)
      } catch {
        failures[subject.index] = error
      }
    }
    return benchmarks.enumerated().map { index, benchmark in
      if let result = results[index] { return (benchmark.name, .success(result)) }
      return (benchmark.name, .failure(failures[index] ?? BenchmarkError("did not run")))
    }
  }

  /// A prepared benchmark and its samples so far.
  private struct Subject {
    var index: Int
    var loop: Benchmark.Loop
    var batchSize: Int
    var samples: [Double] = []
  }

  /// Counts the allocations of single operations, one count per operation.
  ///
  /// Counting operations one at a time, rather than averaging a batch, gives whole numbers that
  /// repeat exactly between runs, and lets the result be their median: an operation whose
  /// allocations vary by one now and then (a sort whose scratch buffer depends on the order a
  /// `Set` hands out) still reports its usual count.
  func countAllocations(_ loop: Benchmark.Loop) throws(BenchmarkError) -> [AllocationCounts] {
    var counts: [AllocationCounts] = []
    counts.reserveCapacity(max(1, settings.allocationOperations))
    for _ in 0..<max(1, settings.allocationOperations) {
      counts.append(
        try AllocationCounter.counting { () throws(BenchmarkError) in try loop(1) }.counts)
    }
    return counts
  }

  /// Finds the batch size that makes one sample last about the target time.
  ///
  /// Runs one untimed operation first so lazy initialization does not make a fast operation
  /// look slow, then grows a trial batch until it takes the minimum sample time. The trial that
  /// stops the growth is repeated twice and the fastest of the three is used: being descheduled
  /// only ever adds time, so one disturbed trial must not shrink the batch.
  func calibrateBatchSize(_ loop: Benchmark.Loop) throws(BenchmarkError) -> Int {
    try loop(1)
    let limit = max(1, settings.maximumBatchSize)
    var iterations = 1
    while true {
      var elapsed = try time(loop, iterations: iterations)
      if elapsed >= settings.minimumSampleNanoseconds || iterations >= limit {
        for _ in 0..<2 { elapsed = min(elapsed, try time(loop, iterations: iterations)) }
        let perOperation = max(1, Double(elapsed)) / Double(iterations)
        let batch = (Double(settings.targetSampleNanoseconds) / perOperation).rounded()
        return Int(min(max(batch, 1), Double(limit)))
      }
      // Aim straight for the minimum with 20% to spare, growing at least ×2 and at most ×100.
      let wanted = Double(settings.minimumSampleNanoseconds) * 1.2 / max(1, Double(elapsed))
      let factor = min(100, max(2, wanted))
      iterations = Int(min(Double(limit), (Double(iterations) * factor).rounded(.up)))
    }
  }

  /// Runs whole batches until the warm-up time has passed (at least one batch).
  func warmUp(_ loop: Benchmark.Loop, batchSize: Int) throws(BenchmarkError) {
    let start = MonotonicClock.nanoseconds()
    var batches = 0
    repeat {
      try loop(batchSize)
      batches += 1
    } while batches < settings.maximumWarmupBatches
      && MonotonicClock.nanoseconds() - start < settings.warmupNanoseconds
  }

  private func time(_ loop: Benchmark.Loop, iterations: Int) throws(BenchmarkError) -> UInt64 {
    let start = MonotonicClock.nanoseconds()
    try loop(iterations)
    let end = MonotonicClock.nanoseconds()
    return end &- start
  }
}
