import FontCalibration
import TextMetrics
import WidthCalibration

/// The solver alone (minimax and RMS) and a whole calibration, all on 33 sizes (8...40 pt) ×
/// 321 targets (40...200 pt by 0.5) at @2x with full hinting.
enum CalibrationBenchmarks {
  /// The measurement setup of these benchmarks.
  static let setup = Calibrator.Setup(sizes: ShapingBenchmarks.sizes, scale: 2, hinting: .full)

  /// Measures the benchmark font into a calibration problem.
  static func measureProblem(with font: Font) throws(BenchmarkError) -> CalibrationProblem {
    try BenchmarkError.wrapping("measuring \(BenchmarkFont.path)") { () throws(FontCalibrationError) in
      try Calibrator(renderFont: font).measure(setup).problem
    }
  }

  /// One `CalibrationProblem.fit()` (minimax); the font is measured once, outside the timed loop.
  static let fit = fitBenchmark("solver/fit33x321", objective: .minimax)

  /// The same fit with the RMS objective (`--objective rms`), for the ratio to minimax.
  static let fitRMS = fitBenchmark("solver/fit33x321/rms", objective: .rms)

  /// A benchmark of `CalibrationProblem.fit(objective:)` on the 33 × 321 problem.
  static func fitBenchmark(_ name: String, objective: FitObjective) -> Benchmark {
    Benchmark(name) { () throws(BenchmarkError) -> Benchmark.Loop in
      let problem = try measureProblem(with: try ShapingBenchmarks.openFont())
      guard problem.samples.count == 33, problem.targets.count == 321 else {
        throw BenchmarkError(
          "expected 33 sizes × 321 targets, measured \(problem.samples.count) × \(problem.targets.count)")
      }
      return { iterations throws(BenchmarkError) in
        for _ in 0..<iterations {
          blackHole(
            try BenchmarkError.wrapping("fitting") { () throws(CalibrationError) in
              try problem.fit(objective: objective)
            })
        }
      }
    }
  }

  /// One pass over the same problem: the errors of the fitted global pair at every size and
  /// target (`CalibrationProblem.evaluate(_:)`), the unit the fits are held to.
  static let evaluate = Benchmark("solver/evaluate33x321") { () throws(BenchmarkError) -> Benchmark.Loop in
    let problem = try measureProblem(with: try ShapingBenchmarks.openFont())
    let constants = try BenchmarkError.wrapping("fitting") { () throws(CalibrationError) in
      try problem.fit().global.constants
    }
    return { iterations in
      for _ in 0..<iterations { blackHole(problem.evaluate(constants)) }
    }
  }

  /// Open the font, measure 33 sizes, fit: a whole calibration in process.
  static let whole = Benchmark("calibration/whole8to40") { () throws(BenchmarkError) -> Benchmark.Loop in
    { iterations throws(BenchmarkError) in
      for _ in 0..<iterations {
        let problem = try measureProblem(with: try ShapingBenchmarks.openFont())
        blackHole(try BenchmarkError.wrapping("fitting") { () throws(CalibrationError) in try problem.fit() })
      }
    }
  }
}
