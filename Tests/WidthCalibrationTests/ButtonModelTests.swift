import CalibrateTestSupport
import Testing

@testable import PlaceholderTitle
@testable import WidthCalibration

/// The UIKit sizing model: hand-computed buttons, exact ceilings, reachability and the samples it
/// gives the solver.
@Suite("Button models")
struct ButtonModelTests {
  static let pixels = ButtonModel.uikitSwipe(rounding: .pixels)
  static let points = ButtonModel.uikitSwipe(rounding: .points)

  @Test(
    "hand-computed UIKit buttons",
    arguments: [
      // 61.3 pt at @3x is 183.9 px, ceiled 184 px = 61.333 pt; + 12 = 73.333, clamped to 74.
      (pixels, 61.3, 3.0, 74.0),
      // 100.1 pt at @2x is 200.2 px, ceiled 201 px = 100.5 pt; + 12 = 112.5.
      (pixels, 100.1, 2.0, 112.5),
      // Rounded to points: ceil(100.1) = 101; + 12 = 113.
      (points, 100.1, 2.0, 113.0),
      // No placeholders: the label is empty, 12 pt, clamped to 74.
      (pixels, 0, 3.0, 74.0),
      // Wider than 108 pt: the button stops at 120.
      (pixels, 150, 2.0, 120.0),
      // The plain model adds its padding and nothing else.
      (ButtonModel.plain(padding: 30), 61.3, 3.0, 91.3),
    ] as [(ButtonModel, Double, Double, Double)])
  func handComputed(model: ButtonModel, label: Double, scale: Double, button: Double) {
    #expect(model.buttonWidth(label: LabelWidth(points: label), scale: scale) == button)
  }

  @Test("a label that is a whole number of pixels stays that number, from font units and from 26.6")
  func exactCeiling() {
    // Inter's hair space, 256 of 2816 units, at 9 pt @1x: 77 copies are 19712 units = 63 px
    // exactly, but 77 × (256 × 9 / 2816) in floating point is 63.00000000000001 and ceils to 64.
    let advance = 256.0 * 9 / 2816
    #expect((77 * advance).rounded(.up) == 64)
    let exact = LabelWidth(units: 77 * 256, pointsPerUnit: (9, 2816))
    #expect(exact.roundedUpToPixels(scale: 1) == 63)
    #expect(exact.roundedUpToPoints() == 63)
    #expect(LabelWidth(units: 77 * 256 + 1, pointsPerUnit: (9, 2816)).roundedUpToPixels(scale: 1) == 64)
    #expect(LabelWidth(units: 77 * 256, pointsPerUnit: (9, 2816)).roundedUpToPixels(scale: 2) == 63)
    // 26.6 at @3x: 64 × 63 units are 63 px = 21 pt; one more unit rounds up a pixel.
    let hinted = LabelWidth(units: 64 * 63, pointsPerUnit: (1, 64 * 3))
    #expect(hinted.roundedUpToPixels(scale: 3) == 21)
    #expect(
      LabelWidth(units: 64 * 63 + 1, pointsPerUnit: (1, 64 * 3)).roundedUpToPixels(scale: 3) == 64.0 / 3)
    // A size that is not a multiple of 1/64 pt falls back to floating point.
    #expect(LabelWidth(units: 2816, pointsPerUnit: (14.3, 2816)).points == 14.3)
  }

  @Test("UIKit reaches 74...120 pt only; the plain model every width")
  func reach() {
    #expect(Self.pixels.canReach(74) && Self.pixels.canReach(120))
    #expect(!Self.pixels.canReach(73.5) && !Self.pixels.canReach(120.5))
    #expect(ButtonModel.plain(padding: 30).canReach(10))
    #expect(Self.pixels.maximumLabelWidth == 108)
    #expect(Self.pixels.padding == 12)
  }

  @Test("a sample holds the button for every count up to the widest title, then the clamp")
  func sample() throws {
    // 1.5 pt per placeholder at @2x: the label is 3 px per copy, already whole pixels.
    let sample = Self.pixels.sample(size: 15, symbolWidth: 1.4, advance: 1.5, scale: 2) { count in
      LabelWidth(points: Double(count) * 1.5)
    }
    // 108 / 1.5 = 72 copies fit; the 73rd would need a 109.5 pt label.
    #expect(sample.maximumCount == 72)
    guard case .clamped(let widths) = sample.runWidths else {
      Issue.record("not a clamped table")
      return
    }
    #expect(widths.count == 74)
    #expect(widths[0] == 74)
    #expect(widths[41] == 74)  // 12 + 61.5 = 73.5, clamped
    #expect(widths[42] == 75)  // 12 + 63
    #expect(widths[72] == 120)  // 12 + 108
    #expect(widths[73] == 120)  // too wide: UIKit shrinks the font and keeps 120
    #expect(sample.runWidths.width(5000) == 120)
    #expect(sample.runWidths.smallestCount(reaching: 75) == 42)
    #expect(sample.runWidths.largestCount(within: 74) == 41)
    #expect(sample.runWidths.largestCount(within: 73) == -1)
  }

  @Test("a fit under UIKit's model ignores unreachable targets and never uses a title too wide")
  func fit() throws {
    let sample = Self.pixels.sample(size: 15, symbolWidth: 1.4, advance: 1.5, scale: 2) { count in
      LabelWidth(points: Double(count) * 1.5)
    }
    let targets = CalibrationProblem.targetRange(from: 60, through: 130, step: 0.5)
    let problem = try CalibrationProblem(model: Self.pixels, targets: targets, samples: [sample])
    #expect(problem.targets.first == 74 && problem.targets.last == 120)
    #expect(problem.unreachableTargets.count == 28 + 20)
    let fit = try problem.fit()
    // Buttons come in steps of 1.5 pt from 75: targets on the half point are at most 0.5 pt from
    // one, the per-target bound (brute force over counts up to the cap), which the fit reaches.
    let bound = BruteForce.perTargetBound(problem, sample)
    #expect(bound == 0.5)
    #expect(abs(fit.sizes[0].value - bound) < 1e-9)
    #expect(abs(fit.global.value - bound) < 1e-9)
    for width in problem.targets {
      let count = PlaceholderTitle.count(
        for: width, symbolWidth: 1.4, minimumWidth: fit.global.constants.minimumWidth,
        shiftFactor: fit.global.constants.shiftFactor)
      #expect(count <= sample.maximumCount, "W \(width) gets \(count) copies")
    }
    #expect(throws: CalibrationError.noReachableTargets(model: "uikit-swipe")) {
      try CalibrationProblem(model: Self.pixels, targets: [40, 50], samples: [sample])
    }
  }

  @Test("an RMS fit under UIKit's model beats the minimax fit's RMS and a dense grid")
  func rmsFit() throws {
    // Three sizes whose labels are not whole pixels at @3x, so the ceiling and the 74 pt floor
    // bend every size's buttons differently.
    let samples = [(11.0, 0.93), (15.0, 1.27), (19.0, 1.61)].map { size, advance in
      Self.pixels.sample(size: size, symbolWidth: advance * 0.93, advance: advance, scale: 3) { count in
        LabelWidth(points: Double(count) * advance)
      }
    }
    let targets = CalibrationProblem.targetRange(from: 74, through: 120, step: 0.5)
    let problem = try CalibrationProblem(model: Self.pixels, targets: targets, samples: samples)
    let rms = try problem.fitGlobal(objective: .rms)
    let minimax = try problem.fitGlobal(objective: .minimax)
    #expect(rms.value <= minimax.summary.rmsError + 1e-12)
    let brute = SolverTests.bruteForce(problem, shiftFactors: 0.85...1.2, minimumWidths: 0...24, steps: 160)
    let reference = try #require(brute[.rms])
    #expect(rms.value <= reference + 1e-3, "\(rms.value), brute force \(reference)")
  }
}
