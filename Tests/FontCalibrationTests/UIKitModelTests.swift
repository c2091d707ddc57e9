import CalibrateTestSupport
import PlaceholderTitle
import Testing
import TextMetrics
import WidthCalibration

@testable import FontCalibration

/// Calibrations under UIKit's sizing model, recomputed independently from shaped strings.
@Suite("UIKit sizing model on real fonts")
struct UIKitModelTests {
  static func settings(sizing: CalibrationSettings.Sizing) -> CalibrationSettings {
    var settings = CalibrationSettings()
    settings.font = TestFonts.inter
    settings.sizes = [15]
    settings.scale = 3
    settings.widths = WidthRange(from: 74, through: 120, step: 0.5)
    settings.sizing = sizing
    return settings
  }

  @Test("Inter 15 pt @3x: the seed constants' error equals a recomputation from shaped titles")
  func seedRecomputed() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let run = try CalibrationRun.perform(Self.settings(sizing: .uikitSwipe))
    let font = try Font(path: TestFonts.inter)
    let unhinted = RenderConfiguration(size: 15, scale: 3)
    let symbolWidth = try font.placeholder("\u{200A}", RenderConfiguration(size: 15)).advanceInPoints
    var worst = 0.0
    for width in CalibrationProblem.targetRange(from: 74, through: 120, step: 0.5) {
      let count = RepeatedTitle.count(
        for: width, symbolWidth: symbolWidth, minimumWidth: 30, shiftFactor: 1.1)
      // The title shaped whole, in font units; pixels = units × 15 × 3 / 2816, ceiled exactly.
      let units = try font.measure(String(repeating: "\u{200A}", count: count), unhinted).width
      let pixels = (units * 45 + 2815) / 2816
      let button = min(120, max(74, 12 + Double(pixels) / 3))
      worst = max(worst, abs(button - width))
    }
    #expect(abs(run.fit.seed.maximumError - worst) < 1e-9, "\(run.fit.seed.maximumError) vs \(worst)")
    #expect(run.fit.problem.unreachableTargets.isEmpty)
  }

  @Test("Inter 15 pt @3x: fitting under the model is no worse than the plain fit on UIKit's buttons")
  func fitUnderModel() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let uikit = try CalibrationRun.perform(Self.settings(sizing: .uikitSwipe))
    var plainSettings = Self.settings(sizing: .plain)
    plainSettings.padding = 12
    let plain = try CalibrationRun.perform(plainSettings)
    let plainOnDevice = uikit.fit.problem.evaluate(plain.fit.sizes[0].constants, sampleAt: 0)
    #expect(uikit.fit.sizes[0].summary.maximumError <= plainOnDevice.maximumError + 1e-12)
    // And it reaches the best any count allows under the model.
    let sample = uikit.fit.problem.samples[0]
    #expect(abs(uikit.fit.sizes[0].value - BruteForce.perTargetBound(uikit.fit.problem, sample)) < 1e-9)
  }
}
