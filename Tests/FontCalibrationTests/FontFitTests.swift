import CalibrateTestSupport
import Foundation
import Testing
import TextMetrics

@testable import FontCalibration
@testable import WidthCalibration

/// Fits on real measurements: per size they reach the best error each target allows, and across
/// sizes the band objectives reach the exhaustive optimum.
@Suite("Fits on real fonts")
struct FontFitTests {
  static let fonts = [TestFonts.testFont, TestFonts.inter]

  /// The problem a font gives at @2x over sizes 8...40, or nil (and an issue) when the font is missing.
  static func problem(path: String, hinting: HintingMode) throws -> CalibrationProblem? {
    guard FileManager.default.fileExists(atPath: path) else {
      Issue.record("\(path) is missing: run `make test`, which installs it")
      return nil
    }
    let font = try Font(path: path)
    return try Calibrator(renderFont: font).measure(
      .init(sizes: (8...40).map(Double.init), scale: 2, hinting: hinting)
    ).problem
  }

  @Test(
    "the per-size fit equals the per-target bound at @2x, sizes 8...40",
    arguments: fonts, [HintingMode.none, .full])
  func perSizeOptimum(path: String, hinting: HintingMode) throws {
    guard let problem = try Self.problem(path: path, hinting: hinting) else { return }
    for (index, sample) in problem.samples.enumerated() {
      // The bound, by scanning counts directly: no constants can beat any target's nearest count.
      let bound = BruteForce.perTargetBound(problem, sample)
      let fit = try problem.fitSize(at: index)
      #expect(abs(fit.value - bound) < 1e-9, "\(path) \(hinting) \(sample.size) pt: \(fit.value) vs \(bound)")
      #expect(fit.value <= sample.advance / 2 + 1e-9)
    }
  }

  @Test(
    "the global band fit is the exhaustive optimum to within 1e-9 pt at @2x, sizes 8...40",
    arguments: fonts, [HintingMode.none, .full])
  func globalOptimum(path: String, hinting: HintingMode) throws {
    guard let problem = try Self.problem(path: path, hinting: hinting) else { return }
    for objective in [FitObjective.minimax, .neverClip, .neverSeam] {
      let fit = try problem.fitGlobal(objective: objective)
      let label = "\(path) \(hinting) \(objective)"
      // Every error value up to the solver's, tested without the solver.
      let optimum = try #require(BruteForce.bandOptimum(problem, objective, atMost: fit.value), "\(label)")
      // The exhaustive optimum is real: its pair achieves it with the app's own count formula.
      let achieved = CalibrationProblem.value(problem.evaluate(optimum.constants), objective)
      #expect(abs(achieved - optimum.value) <= 1e-9, "\(label): \(achieved) vs \(optimum.value)")
      #expect(fit.isProvenOptimal, "\(label)")
      #expect(
        abs(fit.value - optimum.value) <= 1e-9, "\(label): solver \(fit.value), optimum \(optimum.value)")
      #expect(fit.lowerBound <= optimum.value + 1e-9, "\(label): bound \(fit.lowerBound)")
    }
  }
}
