import PlaceholderTitle

/// Searches constants for the smallest root-mean-square error.
///
/// Each (size, target) error is a step function of the constants, so the RMS is piecewise
/// constant and has no gradient, and the band solver's exact feasibility test has no RMS
/// counterpart. What the search does guarantee:
///
/// - **Proven optimum.** It first tries the assignment where every (size, target) gets its own
///   nearest count: ``ConstantRegion`` decides exactly whether one pair of constants achieves it
///   (``everyTargetAtBest()``), and if one does, no pair can do better, since every term of the
///   sum is at its own minimum. Per-size fits of uniform runs always end here.
/// - **Exact values.** Otherwise every point the search keeps is evaluated again with the app's
///   own count formula, so the RMS it reports is the true RMS of the constants it returns. Its
///   scans count with `⌊(u·W - v) / w⌋`, which differs from the app's `⌊(W - m)·u / w⌋` only
///   where rounding straddles a breakpoint; that can steer the search, never the result.
/// - **Never worse than its starts.** The constants passed in (closed forms, the hand-tuned
/// constants) compete.
///
/// Outside the proven case the result is the best point found, not a proven optimum. It looks
/// where ``SmoothErrorModel`` (each count's rounding averaged away) puts the minimum: coarse
/// rows of shift factors across the ellipse where the model is within
/// ``tolerance`` / √pairs of its minimum, then fine boxes and line scans about the best rows,
/// with the extents set under *Settings* below. docs/method.md, *The RMS search*, describes the
/// steps and says how the settings were chosen and how the result compares with brute force.
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

  /// The pairs the search may return (``ConstantBox``), or `nil` for every shiftFactor above
  /// ``ConstantRegion/minimumShiftFactor``. Inside a box the proof is the box's (every target at
  /// its nearest count by a pair inside it), the starts are clamped into it, and every row and
  /// line scan is cut to it, so the result lies inside and is the best found there.
  var bounds: ConstantBox?

  /// The intercepts of the proof's lines, when known (from the sizes' own searches, see
  /// ``Intercepts/init(combining:)``); afterwards, the ones it used.
  var intercepts: Intercepts?

  /// The storage of the last scan, kept for the next.
  private var scanStorage = PairTable.ScanStorage()

  // MARK: - Settings

  /// The model's tolerance times √pairs: the search region is where the model is within
  /// `tolerance / √pairs` of its minimum.
  static let tolerance = 0.3
  /// Coarse rows on each side of the model's minimum across the ellipse.
  static let coarseRows = 10
  /// The pair visits the coarse rows may spend: 21 rows of 33 × 321 pairs. Smaller problems
  /// spend them on more rows at the same spacing, beyond the ellipse, where a few pairs make
  /// the model a poorer guide.
  static let coarseVisits = 21 * 33 * 321
  /// The most coarse rows on each side.
  static let maximumRows = 400
  /// Intervals per coarse row.
  static let coarseBins = 1000
  /// The share of the ellipse's height each coarse row covers.
  static let coarseHeight = 0.75
  /// How many coarse candidates are refined.
  static let candidates = 2
  /// Fine rows on each side of a candidate, across one coarse row spacing.
  static let fineRows = 16
  /// The fine box's half-height as a share of the ellipse's.
  static let fineHeight = 0.2
  /// Intervals per fine row and per line scan.
  static let fineBins = 2048
  /// The most rounds of line scans in a fine box.
  static let lineRounds = 10

  init(problem: CalibrationProblem, samples: [SizeSample]) {
    self.problem = problem
    self.samples = samples
  }

  /// Runs the search.
  ///
  /// - Parameter starts: Constants to consider as they are (closed forms, the hand-tuned
  ///   constants); the result is never worse than the best of them.
  /// - Returns: The best constants found and their exact sum of squared errors.
  mutating func solve(startingFrom starts: [PlaceholderConstants]) -> Point {
    let intercepts = self.intercepts ?? nearestCountIntercepts()
    self.intercepts = intercepts
    if let perfect = everyTargetAtBest(intercepts) {
      isProvenOptimal = true
      let inside = bounds?.clamped(perfect) ?? perfect
      return Point(constants: inside, sumOfSquares: sumOfSquares(inside))
    }
    var best = Point(constants: bounds?.clamped(.seed) ?? .seed, sumOfSquares: .infinity)
    for start in starts
    where start.shiftFactor > 0 && start.shiftFactor.isFinite && start.minimumWidth.isFinite {
      let inside = bounds?.clamped(start) ?? start
      let point = Point(constants: inside, sumOfSquares: sumOfSquares(inside))
      if point.sumOfSquares < best.sumOfSquares { best = point }
    }
    if !best.sumOfSquares.isFinite { best.sumOfSquares = sumOfSquares(best.constants) }
    best = search(
      Region(model: SmoothErrorModel(problem: problem, samples: samples), around: best, of: self), from: best)
    // A clamping model's floor and ceiling bend the error lines the smooth model draws straight,
    // so it can point away from the optimum: search about the best point so far as well.
    if samples.contains(where: \.runWidths.isClamped) {
      best = search(Region(model: nil, around: best, of: self), from: best)
    }
    // A point a scan found lies inside the box but for the rounding of v / u.
    if let bounds, !bounds.contains(best.constants) {
      let inside = bounds.clamped(best.constants)
      best = Point(constants: inside, sumOfSquares: sumOfSquares(inside))
    }
    return best
  }

  /// The part `low...high` of the v range at shift factor u that lies inside ``bounds`` (all of
  /// it without bounds), or `nil` when none does.
  private func boundedRange(u: Double, from low: Double, to high: Double) -> ClosedRange<Double>? {
    guard let bounds else { return low...high }
    guard bounds.shiftFactors.contains(u) else { return nil }
    let from = max(low, u * bounds.minimumWidths.lowerBound)
    let to = min(high, u * bounds.minimumWidths.upperBound)
    return from <= to ? from...to : nil
  }

  /// The part of a chord's parameter range whose points (u + t·du, v + t·dv) lie inside
  /// ``bounds`` (all of it without bounds), or `nil` when none does.
  ///
  /// Inside is `u` within the shiftFactors and `v - u·m` ≥ 0 for the lowest minimumWidth m and
  /// ≤ 0 for the highest: three conditions affine in t.
  private func boundedChord(
    _ range: ClosedRange<Double>, u pu: Double, v pv: Double, du: Double, dv: Double
  ) -> ClosedRange<Double>? {
    guard let bounds else { return range }
    var low = range.lowerBound
    var high = range.upperBound
    /// Keeps the t where `value + t·rate` ≥ 0.
    func keep(value: Double, rate: Double) {
      if rate == 0 {
        if value < 0 { (low, high) = (1, 0) }
      } else if rate > 0 {
        low = max(low, -value / rate)
      } else {
        high = min(high, -value / rate)
      }
    }
    keep(value: pu - bounds.shiftFactors.lowerBound, rate: du)
    keep(value: bounds.shiftFactors.upperBound - pu, rate: -du)
    keep(value: pv - pu * bounds.minimumWidths.lowerBound, rate: dv - du * bounds.minimumWidths.lowerBound)
    keep(value: pu * bounds.minimumWidths.upperBound - pv, rate: du * bounds.minimumWidths.upperBound - dv)
    return low < high ? low...high : nil
  }

  /// The best of `best` and the points found in a region.
  private mutating func search(_ region: Region, from start: Point) -> Point {
    var best = start
    let rowSpacing = region.radius / Double(Self.coarseRows)
    let pairs = samples.count * problem.targets.count
    let rows = max(Self.coarseRows, min(Self.maximumRows, Self.coarseVisits / (2 * pairs)))
    let fineHalfHeight = Self.fineHeight * region.halfHeight
    // Only pairs whose count can change somewhere in the coarse rows or the fine boxes.
    let area = PairTable(
      problem: problem, samples: samples,
      inside: Box(
        u: region.shiftFactor, v: region.scaledMinimumWidth, slope: region.slope,
        uReach: Double(rows + 1) * rowSpacing,
        vReach: Self.coarseHeight * region.halfHeight + fineHalfHeight))
    for candidate in coarseCandidates(area, in: region, rows: rows, spacing: rowSpacing) {
      let u = candidate.constants.shiftFactor
      let box = Box(
        u: u, v: u * candidate.constants.minimumWidth, slope: region.slope, uReach: rowSpacing,
        vReach: fineHalfHeight)
      let point = refine(area.restricted(to: box), in: box)
      if point.sumOfSquares < best.sumOfSquares { best = point }
    }
    return best
  }

  /// Where the search looks: an ellipse about a centre, along a valley.
  struct Region {
    var shiftFactor: Double
    var scaledMinimumWidth: Double
    /// The valley's slope, dv/du.
    var slope: Double
    /// The half-width in u.
    var radius: Double
    /// The half-height in v at the centre.
    var halfHeight: Double

    /// The ellipse where the model is within `tolerance / √pairs` of its minimum, or, when
    /// the model is degenerate (one target), ±3 % in u and ±6 advances in v about the best start.
    ///
    /// The ellipse is kept within ±50 % in u and ±6 advances in v, so that a model far off
    /// (errors many advances wide, as when the counts hit the app's cap) cannot make scans pass
    /// millions of count changes; on real fonts these bounds are far outside the ellipse.
    init(model: SmoothErrorModel?, around start: Point, of search: RMSSearch) {
      let pairs = Double(search.samples.count * search.problem.targets.count)
      let widest = search.samples.map(\.advance).max() ?? 1
      if let model {
        let allowance = RMSSearch.tolerance / pairs.squareRoot() * model.minimum
        shiftFactor = model.shiftFactor
        scaledMinimumWidth = model.scaledMinimumWidth
        slope = model.valleySlope
        radius = min((allowance / model.softCurvature).squareRoot(), 0.5 * model.shiftFactor)
        halfHeight = min(
          (allowance / model.stiffCurvature).squareRoot(), 6 * max(1, widest) * model.shiftFactor)
      } else {
        let u = start.constants.shiftFactor
        shiftFactor = u
        scaledMinimumWidth = u * start.constants.minimumWidth
        slope = search.problem.targets.reduce(0, +) / Double(search.problem.targets.count)
        radius = 0.03 * u
        halfHeight = 6 * max(1, widest) * u
      }
    }

    /// The best v at a shift factor.
    func valley(at u: Double) -> Double { scaledMinimumWidth + (u - shiftFactor) * slope }
  }

  /// The best point of each coarse row, keeping the rows better than both neighbours, best first.
  private mutating func coarseCandidates(
    _ table: PairTable, in region: Region, rows: Int, spacing: Double
  ) -> [Point] {
    var rowBest: [Point] = []
    for row in -rows...rows {
      let u = region.shiftFactor + Double(row) * spacing
      // Within ±50 %, like the ellipse itself (see `Region`).
      guard abs(u - region.shiftFactor) <= 0.5 * region.shiftFactor else { continue }
      // Inside the ellipse, its height at this row (never zero, so the outer rows still scan);
      // beyond it, the height at its centre.
      let inner = Self.coarseRows
      let shape = abs(row) > inner ? 1 : (1 - Double(row * row) / Double(inner * inner + 1)).squareRoot()
      let height = Self.coarseHeight * region.halfHeight * shape
      let center = region.valley(at: u)
      guard let range = boundedRange(u: u, from: center - height, to: center + height) else { continue }
      rowBest.append(
        profile(table, u: u, from: range.lowerBound, to: range.upperBound, bins: Self.coarseBins))
    }
    var minima: [Point] = []
    for index in rowBest.indices {
      let value = rowBest[index].sumOfSquares
      let left = index > 0 ? rowBest[index - 1].sumOfSquares : .infinity
      let right = index + 1 < rowBest.count ? rowBest[index + 1].sumOfSquares : .infinity
      if value <= left && value <= right { minima.append(rowBest[index]) }
    }
    minima.sort { $0.sumOfSquares < $1.sumOfSquares }
    return Array(minima.prefix(Self.candidates))
  }

  /// A parallelogram of constants: |u - u₀| ≤ uReach, |v - v₀ - (u - u₀)·slope| ≤ vReach.
  struct Box {
    var u: Double
    var v: Double
    var slope: Double
    var uReach: Double
    var vReach: Double

    /// The parameter range of the line (u + t·du, v + t·dv) inside the box, if it crosses it.
    func chord(u pu: Double, v pv: Double, du: Double, dv: Double) -> ClosedRange<Double>? {
      var low = -Double.infinity
      var high = Double.infinity
      for (offset, rate, reach) in [
        (pu - u, du, uReach), (pv - v - (pu - u) * slope, dv - du * slope, vReach),
      ]
      where rate != 0 {
        let first = (-reach - offset) / rate
        let second = (reach - offset) / rate
        low = max(low, min(first, second))
        high = min(high, max(first, second))
      }
      if du > 0 { low = max(low, (ConstantRegion.minimumShiftFactor - pu) / du) }
      return low < high && low.isFinite && high.isFinite ? low...high : nil
    }
  }

  /// The best point in a box: dense rows, then line scans until none improves.
  ///
  /// - Parameter table: The pairs whose count can change inside the box.
  private mutating func refine(_ table: PairTable, in box: Box) -> Point {
    var best: Point? = nil
    for row in -Self.fineRows...Self.fineRows {
      let u = box.u + Double(row) * box.uReach / Double(Self.fineRows)
      guard u > ConstantRegion.minimumShiftFactor else { continue }
      let center = box.v + (u - box.u) * box.slope
      guard let range = boundedRange(u: u, from: center - box.vReach, to: center + box.vReach) else {
        continue
      }
      let point = profile(table, u: u, from: range.lowerBound, to: range.upperBound, bins: Self.fineBins)
      if point.sumOfSquares < (best?.sumOfSquares ?? .infinity) { best = point }
    }
    guard let found = best else { return Point(constants: .seed, sumOfSquares: .infinity) }
    var point = Point(constants: found.constants, sumOfSquares: sumOfSquares(found.constants))
    for _ in 0..<Self.lineRounds {
      let before = point.sumOfSquares
      point = line(table, from: point, du: 0, dv: 1, in: box)
      point = line(table, from: point, du: 1, dv: box.slope, in: box)
      point = line(table, from: point, du: 1, dv: point.constants.minimumWidth, in: box)
      if point.sumOfSquares >= before { break }
    }
    return point
  }

  /// Scans the box's chord through `point` along (du, dv) and moves to the chord's best point
  /// when its exact value is better.
  private mutating func line(
    _ table: PairTable, from point: Point, du: Double, dv: Double, in box: Box
  ) -> Point {
    let u0 = point.constants.shiftFactor
    let v0 = u0 * point.constants.minimumWidth
    guard let chord = box.chord(u: u0, v: v0, du: du, dv: dv),
      let range = boundedChord(chord, u: u0, v: v0, du: du, dv: dv)
    else { return point }
    let (index, total) = table.scan(
      u: u0, v: v0, du: du, dv: dv, from: range.lowerBound, to: range.upperBound, bins: Self.fineBins,
      into: &scanStorage)
    // The scan's own value of the current point can differ from the exact one by rounding.
    guard total < point.sumOfSquares * (1 - 1e-13) else { return point }
    let t = range.lowerBound + Double(index) * (range.upperBound - range.lowerBound) / Double(Self.fineBins)
    let u = u0 + t * du
    let candidate = PlaceholderConstants(shiftFactor: u, minimumWidth: (v0 + t * dv) / u)
    let checked = sumOfSquares(candidate)
    return checked < point.sumOfSquares ? Point(constants: candidate, sumOfSquares: checked) : point
  }

  /// The best of `bins + 1` evenly spaced points v = from...to at shift factor u, with the
  /// scan's value.
  private mutating func profile(
    _ table: PairTable, u: Double, from low: Double, to high: Double, bins: Int
  ) -> Point {
    let (index, total) = table.scan(
      u: u, v: 0, du: 0, dv: 1, from: low, to: high, bins: bins, into: &scanStorage)
    let v = low + Double(index) * (high - low) / Double(bins)
    return Point(constants: PlaceholderConstants(shiftFactor: u, minimumWidth: v / u), sumOfSquares: total)
  }

  /// The exact sum of squared errors, counts from the app's own formula.
  func sumOfSquares(_ constants: PlaceholderConstants) -> Double {
    var total = 0.0
    let padding = problem.padding
    problem.targets.withUnsafeBufferPointer { targets in
      for sample in samples {
        let symbolWidth = sample.symbolWidth
        if case .affine(let first, let step) = sample.runWidths, first == step {
          // N copies are N × step wide (`RunWidthModel.width` computes the same product).
          // Two targets at a time, each lane computing what the loop below computes.
          var index = 0
          while index + 1 < targets.count {
            let errors = Self.uniformErrors(
              SIMD2(targets[index], targets[index + 1]), padding: padding, symbolWidth: symbolWidth,
              step: step, constants: constants)
            let squares = errors * errors
            total += squares[0]
            total += squares[1]
            index += 2
          }
          for width in targets[index...] {
            let count = CalibrationProblem.count(for: width, symbolWidth: symbolWidth, constants: constants)
            let error = padding + Double(count) * step - width
            total += error * error
          }
        } else {
          for width in targets {
            let error = problem.error(at: width, sample: sample, constants: constants)
            total += error * error
          }
        }
      }
    }
    return total
  }

  /// The errors at two targets for uniform runs, each lane computing what
  /// `padding + Double(count) * step - width` computes with the app's count
  /// (``CalibrationProblem/count(for:symbolWidth:constants:)``), without a branch.
  ///
  /// The app's count is 0 for a width that is negative or not finite, which no target is (a
  /// problem's initializer rejects them), else
  /// `flooredCount(max(0, width - minimumWidth) × shiftFactor / symbolWidth)`, which is what
  /// ``PairTable/counts(_:)`` gives for the quotient, as a whole number in a `Double`.
  @inline(__always)
  private static func uniformErrors(
    _ widths: SIMD2<Double>, padding: Double, symbolWidth: Double, step: Double,
    constants: PlaceholderConstants
  ) -> SIMD2<Double> {
    let zero = SIMD2<Double>(repeating: 0)
    var usefulWidths = widths - constants.minimumWidth
    usefulWidths.replace(with: zero, where: usefulWidths .< zero)
    let counts = PairTable.counts(usefulWidths * constants.shiftFactor / symbolWidth)
    return padding + counts * step - widths
  }
}
