import CalibrateTestSupport
import PlaceholderTitle
import Testing

@testable import WidthCalibration

/// The tolerances a band region holds for, which the bisection uses to skip rebuilding it.
@Suite("Band region ranges")
struct RegionRangeTests {
  /// Inter-like uniform advances at a few sizes, unhinted and on a 2x pixel grid.
  static func problem(sizes: [Double], pixels: Bool) throws -> CalibrationProblem {
    try CalibrationProblem(
      targets: CalibrationProblem.defaultTargets,
      samples: sizes.map { size in
        let advance = size * 256 / 2816
        return SizeSample(
          size: size, symbolWidth: advance, advance: pixels ? (advance * 2).rounded() / 2 : advance)
      })
  }

  /// Whether two regions' centers are the same to the last bit.
  static func same(_ first: ConstantRegion.Center?, _ second: ConstantRegion.Center?) -> Bool {
    guard let first, let second else { return first == nil && second == nil }
    return first.shiftFactor == second.shiftFactor && first.scaledMinimumWidth == second.scaledMinimumWidth
      && first.gap == second.gap
  }

  @Test(
    "inside its range a region is rebuilt bit for bit, and its ends are errors of counts",
    arguments: [FitObjective.minimax, .neverClip, .neverSeam], [false, true])
  func rangeHolds(objective: FitObjective, pixels: Bool) throws {
    let problem = try Self.problem(sizes: [9, 17, 31, 40], pixels: pixels)
    let solver = BandSolver(problem: problem, samples: problem.samples, objective: objective)
    var random = SplitMix(state: 2026_12_01)
    var ranges = 0
    for _ in 0..<100 {
      let tolerance = random.uniform(0...8)
      let (center, range) = solver.outcome(tolerance: tolerance, samples: problem.samples)
      #expect(Self.same(center, solver.region(tolerance: tolerance, samples: problem.samples)))
      guard let range else { continue }
      ranges += 1
      #expect(range.contains(tolerance))
      // Inside: the same region, to the last bit.
      for fraction in [0.0, 0.25, 0.5, 0.999] {
        let inside = range.lowerBound + (range.upperBound - range.lowerBound) * fraction
        guard range.contains(inside), inside.isFinite else { continue }
        #expect(
          Self.same(solver.region(tolerance: inside, samples: problem.samples), center),
          "\(inside) in \(range)")
      }
      // Each finite end lies within 1e-9 pt of the error of a count at some (size, target).
      for end in [range.lowerBound, range.upperBound] where end.isFinite && end > 0 {
        let nearest = problem.samples.flatMap { sample in
          problem.targets.map { width in
            let needed = width - problem.padding
            // The counts whose error is ±end, give or take one.
            return [needed - end, needed + end].flatMap { width in
              let count = max(0, Int((width / sample.advance).rounded()))
              return (max(0, count - 1)...(count + 1)).map {
                abs(abs(Double($0) * sample.advance - needed) - end)
              }
            }.min()!
          }
        }.min()!
        #expect(nearest < 1e-9, "\(end)")
      }
    }
    #expect(ranges > 30)
  }

  @Test("the bisection that reuses regions takes every step of one that rebuilds them")
  func sameSteps() throws {
    for pixels in [false, true] {
      let problem = try Self.problem(sizes: Array(stride(from: 8.0, through: 40, by: 1)), pixels: pixels)
      for objective in [FitObjective.minimax, .neverClip, .neverSeam] {
        let solver = BandSolver(problem: problem, samples: problem.samples, objective: objective)
        let floor = try solver.perTargetFloor()
        for subset in [
          Array(problem.samples), [problem.samples[0]], [problem.samples[5], problem.samples[32]],
        ] {
          let reused = try solver.solveSubset(subset, floor: floor, precision: 1e-10)
          let rebuilt = try Self.plainBisection(solver, subset, floor: floor)
          // Bit for bit: the same constants and the same bound.
          #expect(reused.constants.shiftFactor == rebuilt.constants.shiftFactor)
          #expect(reused.constants.minimumWidth == rebuilt.constants.minimumWidth)
          #expect(reused.lowerBound == rebuilt.lowerBound)
        }
      }
    }
  }

  /// The bisection of `BandSolver`, building the region at every tolerance it tries.
  static func plainBisection(
    _ solver: BandSolver, _ samples: [SizeSample], floor: Double
  ) throws -> BandSolver.Solution {
    var low = floor
    if let center = solver.region(tolerance: low, samples: samples) {
      return .init(constants: center.constants, lowerBound: low)
    }
    var high = max(low * 2, low + 1)
    var found: PlaceholderConstants? = nil
    for _ in 0..<64 {
      if let center = solver.region(tolerance: high, samples: samples) {
        found = center.constants
        break
      }
      low = high
      high *= 2
    }
    var best = try #require(found)
    high = min(high, solver.achievedError(best, on: samples))
    var iterations = 0
    while high - low > 1e-10 * max(1, high) && iterations < 200 {
      iterations += 1
      let middle = (low + high) / 2
      if let center = solver.region(tolerance: middle, samples: samples) {
        best = center.constants
        high = min(middle, solver.achievedError(best, on: samples))
      } else {
        low = middle
      }
    }
    return .init(constants: best, lowerBound: low)
  }
}
