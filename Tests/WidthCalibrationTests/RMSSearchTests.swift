import CalibrateTestSupport
import PlaceholderTitle
import Testing

@testable import WidthCalibration

/// The RMS search against the search it replaced, brute force and direct evaluation.
@Suite("RMS search")
struct RMSSearchTests {
  /// A problem and the global RMS the previous search (a scan of shift factors, then exact
  /// sweeps of ±6 advances and ±3 % from the four best starts) reported for it.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var problem: CalibrationProblem
    var previous: Double
    var testDescription: String { name }
  }

  /// The test font's hinted advance at @2x in pixels, as FreeType renders `fonts/CalibrateTest.ttf`
  /// (170 units of 2048; TrueType hinting rounds 9 pt to 2 px, not 1).
  static func testFontPixels(_ size: Double) -> Double {
    switch size {
    case ..<9: 1
    case ..<16: 2
    case ..<22: 3
    case ..<28: 4
    case ..<34: 5
    case ..<40: 6
    default: 7
    }
  }

  /// Runs of copies alternating between two advances, as pair kerning would make them.
  static func alternating(_ odd: Double, _ even: Double) -> RunWidthModel {
    var widths = [0.0]
    for count in 1..<240 { widths.append(widths[count - 1] + (count % 2 == 1 ? odd : even)) }
    return .table(widths)
  }

  /// Inter Regular's hair space (256 units of 2816), hinted to whole pixels at @2x.
  static func interHinted(_ size: Double) -> SizeSample {
    SizeSample(
      size: size, symbolWidth: size * 256 / 2816, advance: max(1, (size * 2 * 256 / 2816).rounded()) / 2)
  }

  /// Inter Regular's hair space, unhinted.
  static func interUnhinted(_ size: Double) -> SizeSample {
    SizeSample(size: size, symbolWidth: size * 256 / 2816, advance: size * 256 / 2816)
  }

  /// The test font's placeholder (170 units of 2048), hinted at @2x.
  static func testFontHinted(_ size: Double) -> SizeSample {
    SizeSample(size: size, symbolWidth: size * 170 / 2048, advance: testFontPixels(size) / 2)
  }

  /// The problem of `sample` at every size of `sizes`, for `targets`.
  static func problem(
    sizes: [Double], targets: [Double], _ sample: (Double) -> SizeSample
  ) throws -> CalibrationProblem {
    try CalibrationProblem(targets: targets, samples: sizes.map(sample))
  }

  /// The test font's placeholder, unhinted.
  static func testFontUnhinted(_ size: Double) -> SizeSample {
    SizeSample(size: size, symbolWidth: size * 170 / 2048, advance: size * 170 / 2048)
  }

  /// The problems of `calibrate --objective rms` at 8...40 pt, 40...200 pt by 0.5: Inter Regular
  /// (256 units of 2816) and the test font, hinted at @2x and unhinted. The previous values are
  /// what the previous search reported, equal to the command's JSON output before the change.
  static var fullCases: [Case] {
    get throws {
      let sizes = (8...40).map(Double.init)
      let problem = { (sample: (Double) -> SizeSample) in
        try Self.problem(sizes: sizes, targets: CalibrationProblem.defaultTargets, sample)
      }
      return [
        Case(
          name: "Inter hinted @2x",
          problem: try problem(interHinted), previous: 9.9630607275899159),
        Case(
          name: "Inter unhinted",
          problem: try problem(interUnhinted),
          previous: 0.80546943169105412),
        Case(
          name: "test font hinted @2x",
          problem: try problem(testFontHinted), previous: 11.325466433518343),
        Case(
          name: "test font unhinted",
          problem: try problem(testFontUnhinted),
          previous: 0.73303919851236465),
      ]
    }
  }

  /// Smaller problems (9 sizes × 41 targets) that brute force can cover densely, including a
  /// synthetic kerned table.
  static var smallCases: [Case] {
    get throws {
      let sizes = stride(from: 8.0, through: 40, by: 4).map { $0 }
      let targets = CalibrationProblem.targetRange(from: 40, through: 200, step: 4)
      let problem = { (sample: (Double) -> SizeSample) in
        try Self.problem(sizes: sizes, targets: targets, sample)
      }
      return [
        Case(
          name: "Inter hinted @2x, 9 × 41",
          problem: try problem(interHinted), previous: 11.888540632642163),
        Case(
          name: "Inter unhinted, 9 × 41",
          problem: try problem(interUnhinted),
          previous: 0.82259084129155957),
        Case(
          name: "test font hinted @2x, 9 × 41",
          problem: try problem(testFontHinted), previous: 10.542050267772321),
        Case(
          name: "kerned tables, 4 × 41",
          problem: try CalibrationProblem(
            targets: targets,
            samples: [
              SizeSample(size: 10, symbolWidth: 0.909, advance: 1.0, runWidths: alternating(1.0, 0.75)),
              SizeSample(size: 14, symbolWidth: 1.2727, advance: 1.5, runWidths: alternating(1.5, 1.0)),
              SizeSample(size: 20, symbolWidth: 1.818, advance: 2.0, runWidths: alternating(2.0, 1.5)),
              SizeSample(size: 28, symbolWidth: 2.545, advance: 2.5, runWidths: alternating(2.5, 3.0)),
            ]), previous: 4.6532181363428737),
      ]
    }
  }

  /// The RMS of constants, with the app's formula written out here.
  static func rms(_ problem: CalibrationProblem, _ constants: PlaceholderConstants) -> Double {
    var squares = 0.0
    for sample in problem.samples {
      for width in problem.targets {
        let useful = max(0, width - constants.minimumWidth)
        let count = min(4096, Int((useful * constants.shiftFactor / sample.symbolWidth).rounded(.down)))
        let error = problem.padding + sample.runWidths.width(count) - width
        squares += error * error
      }
    }
    return (squares / Double(problem.samples.count * problem.targets.count)).squareRoot()
  }

  /// Fits a case's global RMS pair and checks it is no worse than the previous search and that
  /// its reported value is the RMS of its constants under the app's formula.
  static func fitNoWorseThanBefore(_ testCase: Case) throws -> (CalibrationProblem, GlobalFit) {
    let problem = testCase.problem
    let fit = try problem.fitGlobal(objective: .rms)
    #expect(
      fit.value <= testCase.previous + 1e-12,
      "\(testCase.name): \(fit.value), previously \(testCase.previous)")
    #expect(abs(fit.value - rms(problem, fit.constants)) < 1e-12)
    return (problem, fit)
  }

  @Test("33 sizes × 321 targets: never worse than the previous search", arguments: try fullCases)
  func fullSize(_ testCase: Case) throws {
    let (problem, fit) = try Self.fitNoWorseThanBefore(testCase)
    #expect(!fit.isProvenOptimal)
    #expect(fit.lowerBound == fit.perSizeFloor)
    #expect(fit.perSizeFloor < fit.value)
    // No point of a dense grid about the result beats it by more than the guarantee.
    let u = fit.constants.shiftFactor
    let m = fit.constants.minimumWidth
    let brute = SolverTests.bruteForce(
      problem, shiftFactors: (u - 0.0005)...(u + 0.0005), minimumWidths: (m - 0.05)...(m + 0.05), steps: 16)
    #expect(fit.value <= (brute[.rms] ?? 0) + 1e-3)
  }

  @Test("small problems: as good as dense brute force and the previous search", arguments: try smallCases)
  func small(_ testCase: Case) throws {
    let (problem, fit) = try Self.fitNoWorseThanBefore(testCase)
    let brute = SolverTests.bruteForce(problem, shiftFactors: 0.97...1.06, minimumWidths: 26...32, steps: 120)
    let reference = try #require(brute[.rms])
    #expect(fit.value <= reference + 1e-3, "\(testCase.name): \(fit.value), brute force \(reference)")
  }

  @Test("per-size RMS fits are proven: every target at its nearest count", arguments: [1.0, 0.5, 0.75, 1.5])
  func perSizeProven(advance: Double) throws {
    let problem = try CalibrationProblem(
      targets: CalibrationProblem.defaultTargets,
      samples: [SizeSample(size: 14, symbolWidth: 1.2727, advance: advance)])
    let fit = try problem.fitSize(at: 0, objective: .rms)
    let floors = problem.targets.map { BruteForce.bestPossibleError(problem, problem.samples[0], $0) }
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

  @Test("a scan values its points as direct evaluation does, also restricted to a box")
  func scanValues() throws {
    let problem = try Self.fullCases[0].problem
    let table = PairTable(problem: problem, samples: problem.samples)
    // Numbers with no common structure with the widths, so that no point sits on a breakpoint
    // (there the scan's u·W - v and the app's (W - m)·u may round to different counts).
    let (u, v, du, dv) = (0.991_712_345_6, 28.641_234_567, 1.0, 119.123_456_7)
    var storage = PairTable.ScanStorage()
    let bins = 64
    let (best, total) = table.scan(
      u: u, v: v, du: du, dv: dv, from: -0.002, to: 0.002, bins: bins, into: &storage)
    let values = storage.values
    #expect(values.count >= bins + 1)
    #expect(total == values[best])
    let count = Double(problem.samples.count * problem.targets.count)
    var direct: [Double] = []
    for index in 0...bins {
      let t = -0.002 + 0.004 * Double(index) / Double(bins)
      let constants = PlaceholderConstants(shiftFactor: u + t * du, minimumWidth: (v + t * dv) / (u + t * du))
      let rms = Self.rms(problem, constants)
      direct.append(rms * rms * count)
      #expect(abs(values[index] - direct[index]) <= 1e-9 * direct[index], "point \(index)")
    }
    #expect(values.prefix(bins + 1).min() == total)
    // Inside a box, the pairs left out add a constant: the values do not change.
    let local = table.restricted(to: RMSSearch.Box(u: u, v: v, slope: dv, uReach: 0.002, vReach: 0.01))
    #expect(local.pairs.count < table.pairs.count / 2)
    var localStorage = PairTable.ScanStorage()
    _ = local.scan(u: u, v: v, du: du, dv: dv, from: -0.002, to: 0.002, bins: bins, into: &localStorage)
    let localValues = localStorage.values
    for index in 0...bins {
      #expect(abs(localValues[index] - direct[index]) <= 1e-9 * direct[index], "point \(index)")
    }
  }

  @Test("the smooth model of an unhinted problem centres on the closed form")
  func smoothModel() throws {
    let problem = try Self.fullCases[1].problem
    let model = try #require(SmoothErrorModel(problem: problem, samples: problem.samples))
    // w = a at every size: the averaged error is (u - 1)·W - v + P - a/2, least at u = 1 and
    // v = P - mean(a)/2, along the mean target.
    let meanAdvance = problem.samples.map(\.advance).reduce(0, +) / Double(problem.samples.count)
    #expect(abs(model.shiftFactor - 1) < 1e-12)
    #expect(abs(model.scaledMinimumWidth - (problem.padding - meanAdvance / 2)) < 1e-9)
    #expect(abs(model.valleySlope - 120) < 1e-9)
    // At its minimum the model expects each size's offset from the mean, (a - mean(a))/2, plus
    // the rounding variance a²/12, at every target.
    let expected =
      problem.samples.reduce(0) {
        $0 + ($1.advance - meanAdvance) * ($1.advance - meanAdvance) / 4 + $1.advance * $1.advance / 12
      } * Double(problem.targets.count)
    #expect(abs(model.minimum - expected) < 1e-6 * expected)
  }
}
