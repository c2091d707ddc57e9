import CalibrateTestSupport
import PlaceholderTitle
import Testing

@testable import WidthCalibration

/// The box every printed pair lies in: its bounds, the solver searching inside it, and an
/// optimum no pair inside reaches kept beside the box's best pair, checked against exhaustive
/// searches that do not use the solver.
@Suite("ConstantBox")
struct ConstantBoxTests {
  @Test("the box's bounds follow the sizes' closed forms and the widest target")
  func bounds() throws {
    let problem = try CalibrationProblem(
      padding: 30, targets: CalibrationProblem.targetRange(from: 40, through: 200, step: 0.5),
      samples: [
        SizeSample(size: 8, symbolWidth: 1.4, advance: 0.7),
        SizeSample(size: 40, symbolWidth: 1.4, advance: 3.5),
      ])
    let box = ConstantBox(problem: problem)
    // w / a is 2 at 8 pt and 0.4 at 40 pt.
    #expect(abs(box.shiftFactors.lowerBound - 0.04) < 1e-15 && abs(box.shiftFactors.upperBound - 20) < 1e-12)
    #expect(box.minimumWidths == -2000...200)
    #expect(box.contains(.seed) && !box.contains(PlaceholderConstants(shiftFactor: 1e-6, minimumWidth: -4e7)))
    #expect(
      box.clamped(PlaceholderConstants(shiftFactor: 1e-6, minimumWidth: -4e7))
        == .init(shiftFactor: box.shiftFactors.lowerBound, minimumWidth: -2000))
  }

  @Test("one count for every width, which no pair inside the box gives: named, the box's best beside it")
  func degenerate() throws {
    let objective = FitObjective.minimax
    let problem = try JumpingProblem.make()
    let fit = try problem.fit(objective: objective)
    let global = fit.global
    let optimum = try #require(global.degenerateOptimum, "\(objective)")
    #expect(optimum.constantCounts == [5] && optimum.constantCount == 5)
    #expect(global.box.contains(global.constants) && !global.box.contains(optimum.constants))
    // Outside the box and inside it, each found exhaustively.
    let unboxed = try #require(BruteForce.bandOptimum(problem, objective, atMost: 1e3))
    let boxed = try #require(BruteForce.bandOptimum(problem, objective, atMost: 1e3, box: global.box))
    #expect(abs(optimum.value - unboxed.value) < 1e-9, "\(objective): \(optimum.value) vs \(unboxed.value)")
    #expect(abs(global.value - boxed.value) < 1e-9, "\(objective): \(global.value) vs \(boxed.value)")
    #expect(global.value > optimum.value + 1)
    #expect(global.isProvenOptimal && optimum.isProvenOptimal)
    // The one size's own fit is the same problem: degenerate too, with the same two values.
    let size = fit.sizes[0]
    #expect(size.degenerateOptimum?.constantCounts == [5])
    #expect(global.box.contains(size.constants))
    #expect(abs(size.value - global.value) < 1e-9)
  }

  @Test("RMS: the same count named, the box's best found beside it")
  func degenerateRMS() throws {
    let problem = try JumpingProblem.make()
    let fit = try problem.fit(objective: .rms)
    let optimum = try #require(fit.global.degenerateOptimum)
    #expect(optimum.constantCounts == [5])
    #expect(fit.global.box.contains(fit.global.constants))
    // Five copies everywhere: the errors 110 - W for W = 100...120.
    let squares = problem.targets.reduce(0) { $0 + (110 - $1) * (110 - $1) }
    #expect(abs(optimum.value - (squares / Double(problem.targets.count)).squareRoot()) < 1e-9)
    #expect(fit.global.value > optimum.value + 1)
    // No pair of a dense grid over the box's lower shiftFactors (where a count changes least
    // across the targets) does better than the box's pair.
    let box = fit.global.box
    var best = Double.infinity
    for i in 0...200 {
      let shiftFactor = box.shiftFactors.lowerBound * (1 + Double(i) * 0.05)
      guard shiftFactor <= box.shiftFactors.upperBound else { break }
      for j in 0...400 {
        let minimumWidth =
          box.minimumWidths.lowerBound + (box.minimumWidths.upperBound - box.minimumWidths.lowerBound)
          * Double(j) / 400
        best = min(
          best,
          problem.evaluate(PlaceholderConstants(shiftFactor: shiftFactor, minimumWidth: minimumWidth))
            .rmsError)
      }
    }
    #expect(fit.global.value <= best + 1e-9)
  }

  @Test("a pair inside the box is left as it is: the solver's pair and the box's agree")
  func keepsTheSolversPair() throws {
    // The solver's own pair on a uniform problem (the closed form) lies well inside.
    let problem = try CalibrationProblem(
      padding: 30, targets: CalibrationProblem.targetRange(from: 40, through: 200, step: 0.5),
      samples: (8...40).map {
        SizeSample(size: Double($0), symbolWidth: Double($0) / 11, advance: Double($0) / 11)
      })
    for objective in FitObjective.allCases {
      let fit = try problem.fit(objective: objective)
      #expect(!fit.global.wasSettledInBox && fit.global.degenerateOptimum == nil)
      #expect(fit.global.box.contains(fit.global.constants))
    }
  }
}
