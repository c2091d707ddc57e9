import CalibrateTestSupport
import FontCalibration
import Foundation
import Testing
import TextMetrics

@testable import WidthCalibration

/// Per-size fits on real measurements reach the best error each target allows.
@Suite("Fits on real fonts")
struct FontFitTests {
  static let fonts = [TestFonts.testFont, TestFonts.inter]

  @Test(
    "the per-size fit equals the per-target bound at @2x, sizes 8...40",
    arguments: fonts, [HintingMode.none, .full])
  func perSizeOptimum(path: String, hinting: HintingMode) throws {
    guard FileManager.default.fileExists(atPath: path) else {
      Issue.record("\(path) is missing: run `make test`, which installs it")
      return
    }
    let font = try Font(path: path)
    let measurements = try Calibrator(renderFont: font).measure(
      .init(sizes: (8...40).map(Double.init), scale: 2, hinting: hinting))
    let problem = measurements.problem
    for (index, sample) in problem.samples.enumerated() {
      // The bound, by scanning counts directly: no constants can beat any target's nearest count.
      let bound = BruteForce.perTargetBound(problem, sample)
      let fit = try problem.fitSize(at: index)
      #expect(abs(fit.value - bound) < 1e-9, "\(path) \(hinting) \(sample.size) pt: \(fit.value) vs \(bound)")
      #expect(fit.value <= sample.advance / 2 + 1e-9)
    }
  }
}
