import PlaceholderTitle
import Testing

@testable import WidthCalibration

/// The RMS search's proof of the nearest-count optimum.
@Suite("RMS search")
struct RMSSearchTests {
  @Test("per-size RMS fits are proven: every target at its nearest count", arguments: [1.0, 0.5, 0.75, 1.5])
  func perSizeProven(advance: Double) throws {
    let problem = try CalibrationProblem(
      targets: CalibrationProblem.defaultTargets,
      samples: [SizeSample(size: 14, symbolWidth: 1.2727, advance: advance)])
    let fit = try problem.fitSize(at: 0, objective: .rms)
    let floors = problem.targets.map { SolverTests.bestPossibleError(problem, problem.samples[0], $0) }
    let bound = (floors.reduce(0) { $0 + $1 * $1 } / Double(floors.count)).squareRoot()
    #expect(abs(fit.value - bound) < 1e-12)
    #expect(abs(fit.lowerBound - bound) < 1e-12)
  }

  @Test("the proof's uniform shortcut agrees with the general count search")
  func proofShortcut() throws {
    let targets = CalibrationProblem.targetRange(from: 31, through: 120, step: 0.25)
    let steps = [0.5, 0.75, 0.8181818181818182, 1.0, 1.25]
    for padding in [30.0, 29.75, 12.3] {
      // One size at a time is always provable for uniform runs; the tables hold the same widths.
      for step in steps {
        let uniform = try CalibrationProblem(
          padding: padding, targets: targets,
          samples: [SizeSample(size: 14, symbolWidth: 1.2727, advance: step)])
        let table = try CalibrationProblem(
          padding: padding, targets: targets,
          samples: [
            SizeSample(
              size: 14, symbolWidth: 1.2727, advance: step,
              runWidths: .table((0..<400).map { Double($0) * step }))
          ])
        let shortcut = try #require(RMSSearch(problem: uniform, samples: uniform.samples).everyTargetAtBest())
        let general = try #require(RMSSearch(problem: table, samples: table.samples).everyTargetAtBest())
        #expect(shortcut == general, "padding \(padding), step \(step)")
      }
      // Several sizes: provable or not, both paths must decide alike.
      let samples = steps.enumerated().map {
        SizeSample(size: Double(10 + $0), symbolWidth: 0.9 + 0.1 * Double($0), advance: $1)
      }
      let uniform = try CalibrationProblem(padding: padding, targets: targets, samples: samples)
      let table = try CalibrationProblem(
        padding: padding, targets: targets,
        samples: samples.map { sample in
          SizeSample(
            size: sample.size, symbolWidth: sample.symbolWidth, advance: sample.advance,
            runWidths: .table((0..<400).map { Double($0) * sample.advance }))
        })
      #expect(
        RMSSearch(problem: uniform, samples: samples).everyTargetAtBest()
          == RMSSearch(problem: table, samples: table.samples).everyTargetAtBest())
    }
  }
}
