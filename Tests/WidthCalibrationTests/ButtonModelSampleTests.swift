import CalibrateTestSupport
import Testing

@testable import PlaceholderTitle
@testable import WidthCalibration

/// The UIKit sizing model's samples for the solver: the button for every count, the fits under it.
@Suite("Button model samples")
struct ButtonModelSampleTests {
  static let pixels = ButtonModel.uikitSwipe(rounding: .pixels)

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
      let count = RepeatedTitle.count(
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
