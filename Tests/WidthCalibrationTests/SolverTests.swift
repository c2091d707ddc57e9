import CalibrateTestSupport
import Foundation
import Testing

@testable import WidthCalibration

/// The solver against independent computations: per-target lower bounds and brute force.
@Suite("Solver")
struct SolverTests {
  /// The best value of every objective on a dense grid of (shiftFactor, minimumWidth), computed
  /// with the RowAction article's formula written out here.
  static func bruteForce(
    _ problem: CalibrationProblem, shiftFactors: ClosedRange<Double>, minimumWidths: ClosedRange<Double>,
    steps: Int
  ) -> [FitObjective: Double] {
    var best: [FitObjective: Double] = [
      .minimax: .infinity, .rms: .infinity, .neverClip: .infinity, .neverSeam: .infinity,
    ]
    let symbolWidths = problem.samples.map(\.symbolWidth)
    // Widths of every count a target can need, precomputed so the grid loop stays simple.
    let widths = problem.samples.map { sample in (0...400).map { sample.runWidths.width($0) } }
    let pairs = Double(problem.samples.count * problem.targets.count)
    for i in 0...steps {
      let shiftFactor =
        shiftFactors.lowerBound + (shiftFactors.upperBound - shiftFactors.lowerBound) * Double(i)
        / Double(steps)
      for j in 0...steps {
        let minimumWidth =
          minimumWidths.lowerBound + (minimumWidths.upperBound - minimumWidths.lowerBound) * Double(j)
          / Double(steps)
        var largest = 0.0
        var overshoot = 0.0
        var clip = 0.0
        var squares = 0.0
        for (index, symbolWidth) in symbolWidths.enumerated() {
          for width in problem.targets {
            var useful = width - minimumWidth
            useful = useful < 0 ? 0 : useful
            let count = min(400, Int((useful * shiftFactor / symbolWidth).rounded(.down)))
            let error = problem.padding + widths[index][count] - width
            squares += error * error
            largest = max(largest, abs(error))
            overshoot = max(overshoot, error)
            clip = max(clip, -error)
          }
        }
        best[.minimax] = min(best[.minimax]!, largest)
        best[.rms] = min(best[.rms]!, (squares / pairs).squareRoot())
        if clip == 0 { best[.neverClip] = min(best[.neverClip]!, overshoot) }
        if overshoot == 0 { best[.neverSeam] = min(best[.neverSeam]!, clip) }
      }
    }
    return best
  }

  /// Small problems with hinting-like jumps in the advance.
  static var smallProblems: [CalibrationProblem] {
    get throws {
      [
        try CalibrationProblem(
          padding: 30, targets: CalibrationProblem.targetRange(from: 40, through: 60, step: 1.5),
          samples: [
            SizeSample(size: 9, symbolWidth: 0.818, advance: 1.0),
            SizeSample(size: 14, symbolWidth: 1.2727, advance: 1.5),
            SizeSample(size: 17, symbolWidth: 1.545, advance: 1.5),
          ]),
        try CalibrationProblem(
          padding: 30, targets: CalibrationProblem.targetRange(from: 40, through: 80, step: 2.5),
          samples: [
            SizeSample(size: 12, symbolWidth: 1.09, advance: 1.0),
            SizeSample(size: 20, symbolWidth: 1.82, advance: 2.0),
          ]),
        try CalibrationProblem(
          padding: 12, targets: CalibrationProblem.targetRange(from: 20, through: 44, step: 1),
          samples: [
            SizeSample(size: 10, symbolWidth: 0.9, advance: 0.75, runWidths: .affine(first: 0.75, step: 0.6)),
            SizeSample(size: 15, symbolWidth: 1.3, advance: 1.25),
          ]),
      ]
    }
  }

  @Test("per-size minimax reaches the best error each target allows", arguments: [1.0, 0.5, 0.75, 1.5])
  func perSizeOptimum(advance: Double) throws {
    let problem = try CalibrationProblem(
      targets: CalibrationProblem.defaultTargets,
      samples: [SizeSample(size: 14, symbolWidth: 1.2727, advance: advance)])
    let fit = try problem.fitSize(at: 0)
    let bound = BruteForce.perTargetBound(problem, problem.samples[0])
    #expect(abs(fit.value - bound) < 1e-9)
    #expect(abs(fit.lowerBound - bound) < 1e-9)
    #expect(fit.value <= advance / 2 + 1e-12)
  }

  @Test("the global fit is within 1e-3 pt of brute force on small problems")
  func globalAgainstBruteForce() throws {
    for (index, problem) in try Self.smallProblems.enumerated() {
      let brute = Self.bruteForce(problem, shiftFactors: 0.4...2.2, minimumWidths: 0...60, steps: 500)
      for objective in FitObjective.allCases {
        let fit = try problem.fitGlobal(objective: objective)
        let reference = brute[objective] ?? .infinity
        #expect(reference.isFinite)
        #expect(
          fit.value <= reference + 1e-3,
          "problem \(index) \(objective): solver \(fit.value), brute force \(reference)")
        #expect(
          fit.lowerBound <= reference + 1e-9, "problem \(index) \(objective): bound above an achieved value")
        if objective != .rms {
          #expect(fit.isProvenOptimal)
          #expect(fit.value - fit.lowerBound <= 1e-6)
        }
        switch objective {
        case .neverClip: #expect(fit.summary.largestClip == 0)
        case .neverSeam: #expect(fit.summary.largestOvershoot == 0)
        default: break
        }
      }
    }
  }

  @Test("never-seam refuses targets narrower than the padding")
  func neverSeamImpossible() throws {
    let problem = try CalibrationProblem(
      padding: 30, targets: [20, 40], samples: [SizeSample(size: 14, symbolWidth: 1.27, advance: 1.27)])
    #expect(throws: CalibrationError.self) { try problem.fit(objective: .neverSeam) }
  }

  @Test("a uniform problem needs no per-size table; a hinted one does")
  func verdict() throws {
    let sizes = (8...40).map(Double.init)
    let unhinted = try CalibrationProblem(
      targets: CalibrationProblem.defaultTargets,
      samples: sizes.map { SizeSample(size: $0, symbolWidth: $0 * 256 / 2816, advance: $0 * 256 / 2816) })
    let smooth = try unhinted.fit()
    #expect(!smooth.needsPerSizeTable())
    #expect(abs(smooth.global.value - smooth.global.perSizeFloor) < 1e-9)
    // Whole-pixel advances at @2x: 0.5 pt steps that jump with size.
    let hinted = try CalibrationProblem(
      targets: CalibrationProblem.defaultTargets,
      samples: sizes.map {
        let advance = max(1, ($0 * 2 * 256 / 2816).rounded()) / 2
        return SizeSample(size: $0, symbolWidth: $0 * 256 / 2816, advance: advance)
      })
    let jumpy = try hinted.fit()
    #expect(jumpy.needsPerSizeTable())
    #expect(jumpy.global.value > 10 * jumpy.global.perSizeFloor)
  }

  @Test("evaluation reports where the worst error is")
  func evaluationDetails() throws {
    let problem = try CalibrationProblem(
      padding: 30, targets: [40, 120, 200], samples: [SizeSample(size: 14, symbolWidth: 1.25, advance: 1.25)])
    // N = floor((W - 30) × 1.1 / 1.25): 8, 79, 149 → R = 40, 128.75, 216.25.
    let summary = problem.evaluate(.seed)
    #expect(summary.maximumError == 16.25)
    #expect(summary.worstWidth == 200)
    #expect(summary.worstError == 16.25)
    #expect(summary.largestOvershoot == 16.25)
    #expect(summary.largestClip == 0)
    #expect(abs(summary.rmsError - ((0 + 8.75 * 8.75 + 16.25 * 16.25) / 3).squareRoot()) < 1e-12)
  }
}
