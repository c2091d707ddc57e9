import PlaceholderTitle

/// Finds the constants that keep every error inside the narrowest possible band: the solver for
/// the minimax, never-clip and never-seam objectives.
///
/// For a tolerance E each (size, target) may use only the counts whose error lies in the
/// objective's band ([-E, E], [0, E] or [-E, 0]); ``ConstantRegion`` decides whether one pair of
/// constants gives every (size, target) such a count. Feasibility only grows with E, so E is
/// bisected between a lower bound (infeasible, or the per-target floor no constants can beat)
/// and the error actually achieved by the best constants found. The result carries both ends:
/// the optimum lies between them.
struct BandSolver {
  let problem: CalibrationProblem
  let samples: [SizeSample]
  let objective: FitObjective

  /// The outcome of a band fit.
  struct Solution {
    /// The widest-margin constants at the smallest feasible tolerance found.
    var constants: PlaceholderConstants
    /// A tolerance proven infeasible or unbeatable: the optimum is at least this.
    var lowerBound: Double
  }

  /// The tolerance no constants can beat: the worst target's best possible error.
  func perTargetFloor() throws(CalibrationError) -> Double {
    var worst = 0.0
    for sample in samples {
      for width in problem.targets {
        worst = max(worst, try bestError(sample: sample, width: width))
      }
    }
    return worst
  }

  /// The smallest error any count can give one (size, target) within the objective's band.
  func bestError(sample: SizeSample, width: Double) throws(CalibrationError) -> Double {
    let needed = width - problem.padding
    let runWidths = sample.runWidths
    let below: Int
    let above: Int
    if case .affine(let first, let step) = runWidths, first == step {
      (below, above) = Self.uniformCounts(around: needed, step: step, cap: sample.maximumCount)
    } else {
      below = min(runWidths.largestCount(within: needed), sample.maximumCount)
      above = runWidths.smallestCount(reaching: needed)
    }
    let under = below >= 0 ? width - (problem.padding + runWidths.width(below)) : Double.infinity
    // A count past the size's cap is not a title a fit may use.
    let over = above <= sample.maximumCount ? problem.padding + runWidths.width(above) - width : Double.infinity
    switch objective {
    case .minimax, .rms: return min(under, over)
    case .neverClip: return over
    case .neverSeam:
      guard under.isFinite else {
        throw .targetNarrowerThanPadding(target: width, padding: problem.padding)
      }
      return under
    }
  }

  /// The largest count at most `value` wide (capped, -1 when none) and the smallest at least
  /// `value` wide, for copies `step` wide each: what ``RunWidthModel/largestCount(within:)`` and
  /// ``RunWidthModel/smallestCount(reaching:)`` return for a uniform run, computed apart so the
  /// common case stays a few scalar instructions.
  @inline(never)
  static func uniformCounts(around value: Double, step: Double, cap: Int) -> (below: Int, above: Int) {
    let run = RunWidthModel.uniform(advance: step)
    return (min(run.largestCount(within: value), cap), run.smallestCount(reaching: value))
  }

  /// Solves to within `precision` points of the optimum.
  ///
  /// Only a few sizes usually bind a fit across sizes (those with the most extreme ratio of
  /// advance to symbol width), so the search starts with those and adds the size of the worst
  /// error until the constants found for the subset are within `precision` of the subset's
  /// lower bound on every size. A subset's lower bound holds for the whole set, since removing
  /// sizes only removes constraints, so the result is as proven as a full search.
  ///
  /// - Parameters:
  ///   - precision: How close to the optimum, relative above 1 pt.
  ///   - floor: ``perTargetFloor()``, when the caller already has it.
  func solve(precision: Double = 1e-10, floor: Double? = nil) throws(CalibrationError) -> Solution {
    let floorAll: Double
    if let floor { floorAll = floor } else { floorAll = try perTargetFloor() }
    guard samples.count > 3 else { return try solveSubset(samples, floor: floorAll, precision: precision) }
    let ratios = samples.indices.map { samples[$0].advance / samples[$0].symbolWidth }
    var chosen: Set<Int> = []
    if let low = ratios.indices.min(by: { ratios[$0] < ratios[$1] }) { chosen.insert(low) }
    if let high = ratios.indices.max(by: { ratios[$0] < ratios[$1] }) { chosen.insert(high) }
    chosen.insert(samples.count - 1)
    while true {
      let subset = chosen.sorted().map { samples[$0] }
      let solution = try solveSubset(subset, floor: floorAll, precision: precision)
      var worst = (index: -1, error: solution.lowerBound + precision * max(1, solution.lowerBound))
      for index in samples.indices where !chosen.contains(index) {
        let error = achievedError(solution.constants, on: [samples[index]])
        if error > worst.error { worst = (index, error) }
      }
      guard worst.index >= 0 else { return solution }
      chosen.insert(worst.index)
    }
  }

  /// Bisects the tolerance for a subset of the sizes.
  private func solveSubset(
    _ subset: [SizeSample], floor floorAll: Double, precision: Double
  ) throws(CalibrationError) -> Solution {
    var low = floorAll
    if let center = region(tolerance: low, samples: subset) {
      return Solution(constants: center.constants, lowerBound: low)
    }
    var high = max(low * 2, low + 1)
    var best: PlaceholderConstants? = nil
    for _ in 0..<64 {
      if let center = region(tolerance: high, samples: subset) {
        best = center.constants
        break
      }
      low = high
      high *= 2
    }
    guard var constants = best else {
      throw .unreachableTargets(tolerance: high)
    }
    // The achieved error can be well below the tolerance that found it: bisect from there.
    high = min(high, achievedError(constants, on: subset))
    var iterations = 0
    while high - low > precision * max(1, high) && iterations < 200 {
      iterations += 1
      let middle = (low + high) / 2
      if let center = region(tolerance: middle, samples: subset) {
        constants = center.constants
        high = min(middle, achievedError(constants, on: subset))
      } else {
        low = middle
      }
    }
    return Solution(constants: constants, lowerBound: low)
  }

  /// The objective's measure of constants on these samples (max |e| or max e or max -e).
  func achievedError(_ constants: PlaceholderConstants, on samples: [SizeSample]) -> Double {
    var worst = 0.0
    for sample in samples {
      for width in problem.targets {
        let error = problem.error(at: width, sample: sample, constants: constants)
        switch objective {
        case .minimax, .rms: worst = max(worst, abs(error))
        case .neverClip: worst = max(worst, error < 0 ? Double.infinity : error)
        case .neverSeam: worst = max(worst, error > 0 ? Double.infinity : -error)
        }
      }
    }
    return worst
  }

  /// The widest constants whose every (size, target) error lies in the band for `tolerance`.
  func region(tolerance: Double, samples: [SizeSample]) -> ConstantRegion.Center? {
    let band = objective.errorBand(tolerance)
    let targets = problem.targets
    let count = targets.count
    var upperIntercepts = [Double](repeating: .infinity, count: count)
    var lowerIntercepts = [Double](repeating: -.infinity, count: count)
    // The formula itself stops at PlaceholderTitle.maximumCount; a size may allow fewer, and then
    // counts past its cap must be ruled out like any count outside the band.
    let formulaCap = PlaceholderTitle.maximumCount
    for sample in samples {
      let symbolWidth = sample.symbolWidth
      let model = sample.runWidths
      let cap = min(sample.maximumCount, formulaCap)
      if case .affine(let first, let step) = model, first == step {
        // The common case, N copies = N × advance: one division per bound, then an exact check.
        for index in 0..<count {
          let needed = targets[index] - problem.padding
          let lowWidth = needed + band.low
          let highWidth = needed + band.high
          var low = 0
          if lowWidth > 0 {
            low = Self.ceiling(lowWidth / step)
            if low > 1 && Double(low - 1) * step >= lowWidth { low -= 1 }
            if Double(low) * step < lowWidth { low += 1 }
          }
          guard highWidth >= 0 else { return nil }
          var high = Self.floor(highWidth / step)
          if high > 0 && Double(high) * step > highWidth { high -= 1 }
          if Double(high + 1) * step <= highWidth { high += 1 }
          high = min(high, cap)
          guard low <= high else { return nil }
          if low >= 1 { upperIntercepts[index] = min(upperIntercepts[index], -Double(low) * symbolWidth) }
          if high < formulaCap {
            lowerIntercepts[index] = max(lowerIntercepts[index], -Double(high + 1) * symbolWidth)
          }
        }
        continue
      }
      for index in 0..<count {
        let needed = targets[index] - problem.padding
        let low = model.smallestCount(reaching: needed + band.low)
        let high = min(model.largestCount(within: needed + band.high), cap)
        guard high >= 0, low <= high else { return nil }
        if low >= 1 { upperIntercepts[index] = min(upperIntercepts[index], -Double(low) * symbolWidth) }
        if high < formulaCap {
          lowerIntercepts[index] = max(lowerIntercepts[index], -Double(high + 1) * symbolWidth)
        }
      }
    }
    var upper: [ConstantRegion.Line] = []
    var lower: [ConstantRegion.Line] = []
    upper.reserveCapacity(count)
    lower.reserveCapacity(count)
    for index in 0..<count {
      if upperIntercepts[index].isFinite {
        upper.append(.init(slope: targets[index], intercept: upperIntercepts[index]))
      }
      if lowerIntercepts[index].isFinite {
        lower.append(.init(slope: targets[index], intercept: lowerIntercepts[index]))
      }
    }
    return ConstantRegion.center(upper: upper, lower: lower)
  }

  /// ⌊x⌋ for x ≥ 0 without a libm call, capped at 10⁹.
  @inline(__always)
  private static func floor(_ value: Double) -> Int {
    value < 1e9 ? Int(value) : 1_000_000_000
  }

  /// ⌈x⌉ for x ≥ 0 without a libm call, capped at 10⁹.
  @inline(__always)
  private static func ceiling(_ value: Double) -> Int {
    guard value < 1e9 else { return 1_000_000_000 }
    let truncated = Int(value)
    return Double(truncated) < value ? truncated + 1 : truncated
  }
}
