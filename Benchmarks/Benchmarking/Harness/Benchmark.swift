/// One named measurement: untimed preparation, then a loop that performs the operation.
///
/// `prepare` builds everything the operation needs (fonts, inputs, prebuilt tables) and returns
/// the loop; only the loop is timed and counted. The loop must perform its operation exactly
/// `iterations` times and hand every result to ``blackHole(_:)`` so the optimizer cannot drop
/// the work. It runs on the thread that called `prepare`, so it may capture non-`Sendable`
/// state.
///
/// Threading: a `Benchmark` is a `Sendable` description; each run prepares its own state.
package struct Benchmark: Sendable {
  /// Performs the operation `iterations` times.
  package typealias Loop = (_ iterations: Int) throws(BenchmarkError) -> Void

  /// The name, with `/` between a group and its variant (`emptyTitle/library`).
  package let name: String
  /// Builds the inputs and returns the timed loop.
  package let prepare: @Sendable () throws(BenchmarkError) -> Loop

  /// Creates a benchmark.
  ///
  /// - Parameters:
  ///   - name: The name used by `--filter`, saved runs and comparisons.
  ///   - prepare: Untimed set-up that returns the timed loop.
  package init(_ name: String, prepare: @escaping @Sendable () throws(BenchmarkError) -> Loop) {
    self.name = name
    self.prepare = prepare
  }
}
