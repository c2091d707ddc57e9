import CalibrateTestSupport
import PlaceholderTitle
import Testing

@testable import WidthCalibration

/// `CalibrationProblem.errorBands`, the per-bin extremes a chart draws, against the errors of
/// every sample and target taken one by one (`errors(_:sampleAt:)`), bit for bit.
@Suite("Error bands")
struct ErrorBandsTests {
  /// The smallest and largest e per bin, from every sample's errors in turn.
  static func reference(
    _ problem: CalibrationProblem, _ constants: PlaceholderConstants, binStarts: [Int]
  ) -> (lowest: [Double], highest: [Double]) {
    var lowest = [Double](repeating: .infinity, count: binStarts.count - 1)
    var highest = [Double](repeating: -.infinity, count: binStarts.count - 1)
    for index in problem.samples.indices {
      let errors = problem.errors(constants, sampleAt: index)
      for bin in lowest.indices {
        for error in errors[binStarts[bin]..<binStarts[bin + 1]] {
          lowest[bin] = min(lowest[bin], error)
          highest[bin] = max(highest[bin], error)
        }
      }
    }
    return (lowest, highest)
  }

  /// Bins of about equal size over the targets, as the report makes them.
  static func binStarts(targets: Int, bins: Int) -> [Int] {
    let count = max(1, min(bins, targets))
    return (0...count).map { targets * $0 / count }
  }

  /// Whether two lists hold the same doubles, bit for bit.
  static func same(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.bitPattern == $1.bitPattern }
  }

  @Test("random problems: the bands are the per-sample errors' extremes, to the bit", arguments: 0..<6)
  func randomProblems(_ seed: UInt64) throws {
    var random = SplitMix(state: 0xBA4D + seed)
    for _ in 0..<40 {
      // Symbol widths on the 26.6 grid (hinted) or anywhere (unhinted), so that many
      // quotients fall on whole numbers, where the fast count hands over to the division.
      let hinted = Bool.random(using: &random)
      let samples = (0..<Int.random(in: 1...12, using: &random)).map { index -> SizeSample in
        let symbolWidth =
          hinted
          ? Double(Int.random(in: 8...256, using: &random)) / 64
          : Double.random(in: 0.05...6, using: &random)
        let advance =
          Bool.random(using: &random) ? symbolWidth : Double.random(in: 0.05...6, using: &random)
        if Int.random(in: 0..<5, using: &random) == 0 {
          // A run that is not N × the advance: the run model's path.
          let first = advance * 1.5
          return SizeSample(
            size: Double(8 + index), symbolWidth: symbolWidth, advance: advance,
            runWidths: .affine(first: first, step: advance))
        }
        return SizeSample(size: Double(8 + index), symbolWidth: symbolWidth, advance: advance)
      }
      let step = [0.5, 0.25, 1, 0.3][Int.random(in: 0..<4, using: &random)]
      let from = Double(Int.random(in: 0...80, using: &random))
      // Odd and even counts of targets, so that the last target of a pair loop is covered.
      let through = from + step * Double(Int.random(in: 0...400, using: &random))
      let problem = try CalibrationProblem(
        padding: Double.random(in: 0...40, using: &random),
        targets: CalibrationProblem.targetRange(from: from, through: through, step: step), samples: samples)
      let constants = [
        PlaceholderConstants.seed,
        PlaceholderConstants(
          shiftFactor: Double.random(in: 0.5...2, using: &random),
          minimumWidth: Double.random(in: -20...120, using: &random)),
        // A degenerate pair: no placeholders anywhere, or every count at the cap.
        PlaceholderConstants(shiftFactor: -0.3, minimumWidth: 10),
        PlaceholderConstants(shiftFactor: 1e6, minimumWidth: 0),
      ]
      let starts = Self.binStarts(
        targets: problem.targets.count, bins: Int.random(in: 1...60, using: &random))
      for pair in constants {
        let bands = problem.errorBands(pair, binStarts: starts)
        let expected = Self.reference(problem, pair, binStarts: starts)
        #expect(Self.same(bands.lowest, expected.lowest), "\(pair) \(samples.map(\.symbolWidth))")
        #expect(Self.same(bands.highest, expected.highest), "\(pair) \(samples.map(\.symbolWidth))")
      }
    }
  }

  @Test("whole quotients (the fast count's hand-over) give the division's counts")
  func wholeQuotients() throws {
    // w = 0.5 pt and W − 30 on a 0.5 pt grid: (W − 30) × 1.1 / 0.5 is near a whole number at
    // every tenth target, where × (1 / w) and ÷ w may round to different sides of it.
    let problem = try CalibrationProblem(
      targets: CalibrationProblem.targetRange(from: 40, through: 200, step: 0.5),
      samples: [SizeSample(size: 12, symbolWidth: 0.5, advance: 0.5)])
    let starts = Self.binStarts(targets: problem.targets.count, bins: problem.targets.count)
    let bands = problem.errorBands(.seed, binStarts: starts)
    let errors = problem.errors(.seed, sampleAt: 0)
    // One target per bin: each band is that target's error.
    #expect(Self.same(bands.lowest, errors))
    #expect(Self.same(bands.highest, errors))
    // Counted as the app counts: N = ⌊(W − 30) × 1.1 / 0.5⌋, e = 30 + N × 0.5 − W.
    for (index, width) in problem.targets.enumerated() {
      let count = Int(((width - 30) * 1.1 / 0.5).rounded(.down))
      #expect(errors[index] == 30 + Double(count) * 0.5 - width)
    }
  }

  @Test("no bins and no targets in a bin give empty and infinite bands")
  func emptyBins() throws {
    let problem = try CalibrationProblem(
      targets: [40, 41], samples: [SizeSample(size: 12, symbolWidth: 1, advance: 1)])
    #expect(problem.errorBands(.seed, binStarts: [0]).lowest.isEmpty)
    let bands = problem.errorBands(.seed, binStarts: [0, 0, 2])
    #expect(bands.lowest[0] == .infinity)
    #expect(bands.highest[0] == -.infinity)
    #expect(bands.lowest[1] == problem.errors(.seed, sampleAt: 0).min())
  }
}
