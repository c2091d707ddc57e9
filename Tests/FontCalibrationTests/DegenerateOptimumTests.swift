import CalibrateTestSupport
import PlaceholderTitle
import Testing
import TextMetrics

@testable import FontCalibration
@testable import WidthCalibration

/// The box every printed pair lies in, on real fonts: ties with an extreme approximant settled
/// inside it, checked against an exhaustive search that does not use the solver. (No real font
/// has given an optimum no pair inside the box reaches; `ConstantBoxTests` makes one.)
@Suite("Degenerate optima and the box")
struct DegenerateOptimumTests {
  /// A configuration of real fonts, as the command line would set it.
  struct Case: CustomTestStringConvertible, Sendable {
    var label: String
    var settings: CalibrationSettings
    var testDescription: String { label }
  }

  static func settings(
    _ font: String, sizes: [Double] = (8...40).map(Double.init), scale: Double = 2,
    hinting: HintingMode = .none, objective: FitObjective = .minimax, measureSize: Double? = nil,
    measureFont: String? = nil, placeholder: Unicode.Scalar = "\u{200A}", widths: WidthRange = WidthRange()
  ) -> CalibrationSettings {
    var settings = CalibrationSettings()
    settings.font = font
    settings.sizes = sizes
    settings.scale = scale
    settings.hinting = hinting
    settings.objective = objective
    settings.sizing = .uikitSwipe
    settings.measureSize = measureSize
    settings.measureFont = measureFont
    settings.placeholder = placeholder
    settings.widths = widths
    return settings
  }

  /// Configurations whose solver pair was (1e-06, about -4e7) before the box, of an optimum that
  /// pairs inside the box reach too: issue 27's three, UIKit's hinted default and a large
  /// placeholder.
  static let ties: [Case] = [
    Case(
      label: "Inter, symbol width in Roboto at 14 pt",
      settings: settings(TestFonts.inter, measureSize: 14, measureFont: TestFonts.roboto)),
    Case(
      label: "DejaVu Sans, U+0020, 14...24 pt @3x light, RMS, 74...84 pt",
      settings: settings(
        TestFonts.dejaVuSans, sizes: (14...24).map(Double.init), scale: 3, hinting: .light, objective: .rms,
        measureSize: 14, placeholder: " ", widths: WidthRange(from: 74, through: 84, step: 0.5))),
    Case(
      label: "Noto Sans 17...40 pt @1x light, never-seam, symbol at 15 pt",
      settings: settings(
        TestFonts.notoSans, sizes: (17...40).map(Double.init), scale: 1, hinting: .light,
        objective: .neverSeam,
        measureSize: 15)),
    Case(label: "Inter hinted full @2x", settings: settings(TestFonts.inter, hinting: .full)),
    // Once named degenerate: the solver's pair gave some sizes titles past their caps, which the
    // fit rules out.
    Case(
      label: "Inter's em space, 54...85 pt @3x, 100...180 pt",
      settings: settings(
        TestFonts.inter, sizes: (54...85).map(Double.init), scale: 3, placeholder: "\u{2003}",
        widths: WidthRange(from: 100, through: 180, step: 0.5))),
  ]

  @Test("a tie with an extreme approximant: a pair inside the box with the same optimum", arguments: ties)
  func tie(_ testCase: Case) throws {
    for font in [testCase.settings.font, testCase.settings.measureFont].compactMap({ $0 }) {
      guard TestFonts.require(font) else { return }
    }
    let fit = try CalibrationRun.perform(testCase.settings).fit
    let global = fit.global
    #expect(global.degenerateOptimum == nil && global.wasSettledInBox)
    #expect(global.box.contains(global.constants), "\(global.constants) outside \(global.box)")
    #expect(global.constants.shiftFactor >= 0.01 && abs(global.constants.minimumWidth) < 1e4)
    for size in fit.sizes { #expect(global.box.contains(size.constants) && size.degenerateOptimum == nil) }
    let problem = fit.problem
    if fit.objective == .rms {
      // The search found a count that does not depend on W before; a pair inside the box does
      // at least as well as every such count.
      #expect(global.value <= Self.bestConstantCount(problem).rms + 1e-9)
      return
    }
    let unboxed = try #require(BruteForce.bandOptimum(problem, fit.objective, atMost: global.value + 1e-9))
    let boxed = try #require(
      BruteForce.bandOptimum(problem, fit.objective, atMost: global.value + 1e-9, box: global.box))
    #expect(abs(global.value - unboxed.value) < 1e-9, "\(global.value) vs \(unboxed.value) outside the box")
    #expect(abs(global.value - boxed.value) < 1e-9, "\(global.value) vs \(boxed.value) inside the box")
    #expect(global.isProvenOptimal)
  }

  @Test("a pair inside the box that gives every size one count is found for RMS too")
  func rmsReachesTheConstantCount() throws {
    // Liberation Sans 10...36 pt @1.5x under UIKit, symbol at 15 pt, 80...90 pt: the search's
    // pair was a count that does not depend on W; the box holds pairs that give the same counts.
    guard TestFonts.require(TestFonts.liberationSans) else { return }
    let settings = Self.settings(
      TestFonts.liberationSans, sizes: (10...36).map(Double.init), scale: 1.5, objective: .rms,
      measureSize: 15, widths: WidthRange(from: 80, through: 90, step: 0.5))
    let fit = try CalibrationRun.perform(settings).fit
    #expect(fit.global.degenerateOptimum == nil)
    #expect(fit.global.box.contains(fit.global.constants))
    #expect(fit.global.value <= Self.bestConstantCount(fit.problem).rms + 1e-9)
  }

  /// The best count that does not depend on W or the size, by RMS, by scanning counts.
  static func bestConstantCount(_ problem: CalibrationProblem) -> (count: Int, rms: Double) {
    let cap = problem.samples.map(\.maximumCount).max() ?? 0
    var best = (count: 0, rms: Double.infinity)
    for count in 0...min(cap + 1, RepeatedTitle.maximumCount) {
      var sum = 0.0
      for sample in problem.samples {
        for width in problem.targets {
          let error = problem.padding + sample.runWidths.width(count) - width
          sum += error * error
        }
      }
      let rms = (sum / Double(problem.samples.count * problem.targets.count)).squareRoot()
      if rms < best.rms { best = (count, rms) }
    }
    return best
  }
}
