import Foundation
import PlaceholderTitle

/// Searches constants for the smallest root-mean-square error.
///
/// Each (size, target) error is a step function of the constants, so RMS is piecewise constant
/// and has no gradient. The search first tries the assignment where every (size, target) gets
/// its own best count: if one pair of constants achieves it, no pair can do better and the
/// result is provably optimal. Otherwise it runs exact one-dimensional sweeps (every breakpoint
/// visited, sum of squares updated incrementally) along three directions in turn: the scaled
/// minimum width alone, the shift factor alone, and the shift factor with the minimum width
/// held, from several starting points, until no sweep improves. That result is a local optimum
/// of the sweeps, checked against dense brute force in the tests.
struct RMSSearch {
  let problem: CalibrationProblem
  let samples: [SizeSample]

  /// A point and its sum of squared errors.
  struct Point {
    var constants: PlaceholderConstants
    var sumOfSquares: Double
  }

  /// Whether the search proved its result optimal.
  private(set) var isProvenOptimal = false

  init(problem: CalibrationProblem, samples: [SizeSample]) {
    self.problem = problem
    self.samples = samples
  }

  /// Runs the search from the given starting constants.
  mutating func solve(startingFrom starts: [PlaceholderConstants]) -> Point {
    if let perfect = everyTargetAtBest() {
      isProvenOptimal = true
      return Point(constants: perfect, sumOfSquares: sumOfSquares(perfect))
    }
    var candidates = starts.filter {
      $0.shiftFactor > 0 && $0.shiftFactor.isFinite && $0.minimumWidth.isFinite
    }.map { Point(constants: $0, sumOfSquares: sumOfSquares($0)) }
    candidates += scanShiftFactors()
    candidates.sort { $0.sumOfSquares < $1.sumOfSquares }
    var best: Point? = nil
    for start in candidates.prefix(4) {
      var point = start
      for _ in 0..<20 {
        let before = point.sumOfSquares
        point = sweepScaledMinimumWidth(from: point)
        point = sweepShiftFactor(from: point, holdingMinimumWidth: false)
        point = sweepShiftFactor(from: point, holdingMinimumWidth: true)
        if point.sumOfSquares >= before - 1e-12 * max(1, before) { break }
      }
      if point.sumOfSquares < (best?.sumOfSquares ?? .infinity) { best = point }
    }
    return best ?? Point(constants: .seed, sumOfSquares: sumOfSquares(.seed))
  }

  /// Exact sweeps of the minimum width at shift factors spread over the plausible range.
  ///
  /// Each size's own best factor is its symbol width over its advance; the global factor lies
  /// near that range. The number of factors scanned shrinks as the problem grows, keeping the
  /// scan's cost roughly constant.
  private func scanShiftFactors() -> [Point] {
    let ratios = samples.map { $0.symbolWidth / $0.advance }
    guard let low = ratios.min(), let high = ratios.max(), low > 0 else { return [] }
    let pairs = samples.count * problem.targets.count
    let steps = min(400, max(24, 300_000 / max(1, pairs)))
    let start = low * 0.8
    let end = high * 1.25
    let advances = samples.map(\.advance).sorted()
    let middle = problem.padding - advances[advances.count / 2] / 2
    var points: [Point] = []
    for step in 0...steps {
      let shiftFactor = start * pow(end / start, Double(step) / Double(steps))
      let constants = PlaceholderConstants(shiftFactor: shiftFactor, minimumWidth: middle)
      let point = sweepScaledMinimumWidth(
        from: Point(constants: constants, sumOfSquares: sumOfSquares(constants)))
      points.append(point)
    }
    return points
  }

  func sumOfSquares(_ constants: PlaceholderConstants) -> Double {
    var total = 0.0
    for sample in samples {
      for width in problem.targets {
        let error = problem.error(at: width, sample: sample, constants: constants)
        total += error * error
      }
    }
    return total
  }

  // MARK: - Sweeps

  /// A one-parameter family of constants along which every count is nondecreasing.
  private struct Direction {
    /// The parameter's range.
    var range: ClosedRange<Double>
    /// The constants at a parameter value.
    var constants: (Double) -> PlaceholderConstants
    /// The count of a (size, target) at a parameter value.
    var count: (Double, SizeSample, Double) -> Int
    /// Where the count of a (size, target) steps up to n.
    var step: (Int, SizeSample, Double) -> Double?
  }

  /// One count stepping up for one (size, target) at a parameter value.
  private struct Event {
    var position: Double
    var delta: Double
  }

  /// Sweeps v = shiftFactor × minimumWidth with the shift factor fixed (parameter t = -v).
  private func sweepScaledMinimumWidth(from point: Point) -> Point {
    let u = point.constants.shiftFactor
    let v = u * point.constants.minimumWidth
    let widest = samples.map(\.advance).max() ?? 1
    let span = u * max(6, 6 * widest)
    let direction = Direction(
      range: (-v - span)...(-v + span),
      constants: { PlaceholderConstants(shiftFactor: u, minimumWidth: -$0 / u) },
      count: { t, sample, width in count(u * width + t, sample) },
      step: { n, sample, width in Double(n) * sample.symbolWidth - u * width })
    return sweep(from: point, along: direction)
  }

  /// Sweeps the shift factor within ±3 %, holding either v or the minimum width.
  private func sweepShiftFactor(from point: Point, holdingMinimumWidth: Bool) -> Point {
    let u = point.constants.shiftFactor
    let m = point.constants.minimumWidth
    let v = u * m
    let range = (u * 0.97)...(u * 1.03)
    let direction: Direction
    if holdingMinimumWidth {
      direction = Direction(
        range: range,
        constants: { PlaceholderConstants(shiftFactor: $0, minimumWidth: m) },
        count: { t, sample, width in count((width - m) * t, sample) },
        step: { n, sample, width in width > m ? Double(n) * sample.symbolWidth / (width - m) : nil })
    } else {
      direction = Direction(
        range: range,
        constants: { PlaceholderConstants(shiftFactor: $0, minimumWidth: v / $0) },
        count: { t, sample, width in count(t * width - v, sample) },
        step: { n, sample, width in width > 0 ? (Double(n) * sample.symbolWidth + v) / width : nil })
    }
    return sweep(from: point, along: direction)
  }

  /// The count for a scaled useful width (before division by the symbol width), clamped.
  @inline(__always)
  private func count(_ scaledUseful: Double, _ sample: SizeSample) -> Int {
    let exact = (max(0, scaledUseful) / sample.symbolWidth).rounded(.down)
    return exact < Double(PlaceholderTitle.maximumCount) ? Int(exact) : PlaceholderTitle.maximumCount
  }

  /// The change of squared error when a count steps from n - 1 to n.
  @inline(__always)
  private func stepDelta(_ sample: SizeSample, _ width: Double, _ n: Int) -> Double {
    let before = problem.padding + sample.runWidths.width(n - 1) - width
    let after = problem.padding + sample.runWidths.width(n) - width
    return after * after - before * before
  }

  /// Visits every breakpoint along a direction and moves to the middle of the best interval.
  private func sweep(from point: Point, along direction: Direction) -> Point {
    let start = direction.range.lowerBound
    let end = direction.range.upperBound
    var events: [Event] = []
    var total = 0.0
    for sample in samples {
      for width in problem.targets {
        let first = direction.count(start, sample, width)
        let last = direction.count(end, sample, width)
        let error = problem.padding + sample.runWidths.width(first) - width
        total += error * error
        guard last > first else { continue }
        for n in (first + 1)...last {
          guard let position = direction.step(n, sample, width), position > start, position <= end else {
            continue
          }
          events.append(Event(position: position, delta: stepDelta(sample, width, n)))
        }
      }
    }
    events.sort { $0.position < $1.position }
    var bestTotal = total
    var bestMiddle = (start + (events.first?.position ?? end)) / 2
    var index = 0
    while index < events.count {
      let position = events[index].position
      while index < events.count && events[index].position == position {
        total += events[index].delta
        index += 1
      }
      let next = index < events.count ? events[index].position : end
      if total < bestTotal && next > position {
        bestTotal = total
        bestMiddle = (position + next) / 2
      }
    }
    let candidate = direction.constants(bestMiddle)
    let checked = sumOfSquares(candidate)
    // The incremental sum can differ from a direct evaluation by rounding; trust the direct one.
    return checked < point.sumOfSquares ? Point(constants: candidate, sumOfSquares: checked) : point
  }
}
