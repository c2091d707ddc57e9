/// Runs one benchmark's operation a fixed number of times for an instruction-counting profiler.
///
/// Under `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*callgrindMeasuredRegion*'`
/// only the instructions executed inside ``callgrindMeasuredRegion(_:iterations:)`` are counted,
/// so set-up and warm-up are excluded and the total divided by the iteration count is the
/// instruction count of one operation. Instruction counts do not depend on other load on the
/// machine, which makes them the steady figure when timings are noisy.
enum InstructionProfile {
  /// The `--toggle-collect` pattern that matches the measured region.
  static let togglePattern = "*callgrindMeasuredRegion*"

  /// Prepares a benchmark, runs one untimed operation, then `iterations` operations inside the
  /// measured region.
  ///
  /// - Parameters:
  ///   - benchmark: The benchmark.
  ///   - iterations: Operations in the measured region (at least 1).
  /// - Throws: ``BenchmarkError`` when preparing or running fails.
  package static func run(_ benchmark: Benchmark, iterations: Int) throws(BenchmarkError) {
    let loop = try benchmark.prepare()
    try loop(1)
    try callgrindMeasuredRegion(loop, iterations: max(1, iterations))
  }

  /// The region the profiler counts; never inlined so its symbol exists.
  @inline(never)
  static func callgrindMeasuredRegion(_ loop: Benchmark.Loop, iterations: Int) throws(BenchmarkError) {
    try loop(iterations)
  }
}
