import BenchmarkKit
import FontCalibration
import TextMetrics
import WidthCalibration

/// The solver alone and a whole calibration, both on 33 sizes (8...40 pt) × 321 targets
/// (40...200 pt by 0.5) at @2x with full hinting.
enum CalibrationBenchmarks {
  /// The measurement setup of both benchmarks.
  static let setup = Calibrator.Setup(sizes: ShapingBenchmarks.sizes, scale: 2, hinting: .full)

  /// Measures the benchmark font into a calibration problem.
  static func measureProblem(with font: Font) throws(BenchmarkError) -> CalibrationProblem {
    try BenchmarkError.wrapping("measuring \(BenchmarkFont.path)") { () throws(FontCalibrationError) in
      try Calibrator(renderFont: font).measure(setup).problem
    }
  }

  /// One `CalibrationProblem.fit()`; the font is measured once, outside the timed loop.
  static let fit = Benchmark("solver/fit33x321") { () throws(BenchmarkError) -> Benchmark.Loop in
    let problem = try measureProblem(with: try ShapingBenchmarks.openFont())
    guard problem.samples.count == 33, problem.targets.count == 321 else {
      throw BenchmarkError(
        "expected 33 sizes × 321 targets, measured \(problem.samples.count) × \(problem.targets.count)")
    }
    return { iterations throws(BenchmarkError) in
      for _ in 0..<iterations {
        blackHole(try BenchmarkError.wrapping("fitting") { () throws(CalibrationError) in try problem.fit() })
      }
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
