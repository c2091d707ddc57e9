/// A fixed amount of pure computation that tells how fast the machine is running right now.
///
/// Shared machines change speed between runs (other tenants, frequency scaling) by more than
/// the 5 % a comparison tolerates. `--compare` always runs this benchmark and divides every
/// median by how much slower or faster it ran than in the baseline, so a machine that is 8 %
/// slower today does not look like a regression, while a change that slows one benchmark still
/// does. The work is 64 dependent multiply-xorshift steps: no memory, no allocation, no calls.
enum ReferenceBenchmark {
  /// The benchmark's name.
  static let name = "reference/cpu"

  static let cpu = Benchmark(name) { () throws(BenchmarkError) -> Benchmark.Loop in
    { iterations in
      for index in 0..<iterations { blackHole(Slowdown.spin(64, seed: index)) }
    }
  }
}
