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
      if case .affine(let first, let step) = sample.runWidths, first == step {
        // The common case, N copies = N × step, with the run model read once per size.
        for width in problem.targets {
          worst = max(worst, try uniformBestError(width: width, step: step, sample: sample))
        }
      } else {
        for width in problem.targets {
          worst = max(worst, try bestError(sample: sample, width: width))
        }
      }
    }
    return worst
  }

  /// ``bestError(sample:width:)`` for a size whose N copies are N × `step` wide.
  ///
  /// The counts are the ones ``RunWidthModel/largestCount(within:)`` and
  /// ``RunWidthModel/smallestCount(reaching:)`` return for such a run: the largest count whose
  /// width N × step is at most the needed width (settled from the division exactly as they
  /// settle it), and the smallest reaching it, which is that count when its width equals the
  /// need and the next one otherwise, since the widths grow with N. A need too large for that
  /// settling, or widths that do not grow at the next count, take the general path.
  @inline(__always)
  private func uniformBestError(
    width: Double, step: Double, sample: SizeSample
  ) throws(CalibrationError) -> Double {
    let needed = width - problem.padding
    var below = -1
    var above = 0
    if needed >= 0 {
      let quotient = needed / step
      guard quotient < 1e9 else { return try bestError(sample: sample, width: width) }
      var count = Int(quotient)
      if count > 0 && Double(count) * step > needed {
        repeat { count -= 1 } while count > 0 && Double(count) * step > needed
      } else if Double(count + 1) * step <= needed {
        repeat { count += 1 } while Double(count + 1) * step <= needed
      }
      below = count
      above = Double(count) * step == needed ? count : count + 1
      if above > 0 && Double(above - 1) * step >= needed {
        return try bestError(sample: sample, width: width)
      }
    }
    let cap = sample.maximumCount
    below = min(below, cap)
    // `RunWidthModel.width` of N ≥ 1 uniform copies is N × step, and of 0 copies 0.
    let under =
      below >= 0 ? width - (problem.padding + (below > 0 ? Double(below) * step : 0)) : Double.infinity
    // A count past the size's cap is not a title a fit may use.
    let over =
      above <= cap ? problem.padding + (above > 0 ? Double(above) * step : 0) - width : Double.infinity
    return try best(under: under, over: over, width: width)
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
    let over =
      above <= sample.maximumCount ? problem.padding + runWidths.width(above) - width : Double.infinity
    return try best(under: under, over: over, width: width)
  }

  /// The objective's best error of a target from the errors of the counts just below and just
  /// above it (infinite when there is no such count).
  @inline(__always)
  private func best(under: Double, over: Double, width: Double) throws(CalibrationError) -> Double {
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
  ///   - box: The pairs to search (``ConstantBox``), or `nil` for every shiftFactor from
  ///     ``ConstantRegion/minimumShiftFactor``. The bisection is the same either way: a tolerance
  ///     is feasible when a pair inside the box meets it, so the solution is optimal within the
  ///     box. Inside a box a size outside the subset also counts a title past its cap as no title
  ///     at all (``achievedError(_:on:box:)``), as the lines do for the sizes inside it, so the
  ///     proof covers every size alike. (A parameter: as a stored property it made every
  ///     solver larger, and the fit then allocated once more per size; `make bench-compare`
  ///     counts allocations.)
  func solve(
    precision: Double = 1e-10, floor: Double? = nil, box: ConstantBox? = nil
  ) throws(CalibrationError) -> Solution {
    let floorAll: Double
    if let floor { floorAll = floor } else { floorAll = try perTargetFloor() }
    guard samples.count > 3 else {
      return try solveSubset(samples, floor: floorAll, precision: precision, box: box)
    }
    let ratios = samples.indices.map { samples[$0].advance / samples[$0].symbolWidth }
    // Which sizes are in the subset, by index (a plain array: the order of the subset is the
    // order of the sizes).
    var chosen = [Bool](repeating: false, count: samples.count)
    if let low = ratios.indices.min(by: { ratios[$0] < ratios[$1] }) { chosen[low] = true }
    if let high = ratios.indices.max(by: { ratios[$0] < ratios[$1] }) { chosen[high] = true }
    chosen[samples.count - 1] = true
    while true {
      let subset = samples.indices.filter { chosen[$0] }.map { samples[$0] }
      let solution = try solveSubset(subset, floor: floorAll, precision: precision, box: box)
      var worst = (index: -1, error: solution.lowerBound + precision * max(1, solution.lowerBound))
      for index in samples.indices where !chosen[index] {
        let error = achievedError(solution.constants, on: [samples[index]], box: box)
        if error > worst.error { worst = (index, error) }
      }
      guard worst.index >= 0 else { return solution }
      chosen[worst.index] = true
    }
  }

  /// Bisects the tolerance for a subset of the sizes.
  ///
  /// Each region found is kept with the tolerances it holds for (see ``Outcome``): a later
  /// tolerance inside such a range gets the same region, and the same achieved error, without
  /// building it again. Late in the bisection most tolerances fall inside the range of the last
  /// region, so this removes most of the work and changes no step of the search.
  func solveSubset(
    _ subset: [SizeSample], floor floorAll: Double, precision: Double, box: ConstantBox? = nil
  ) throws(CalibrationError) -> Solution {
    var known: [Outcome] = []
    var low = floorAll
    // At the floor no error is needed: a region there is the answer.
    let (first, tolerances) = outcome(tolerance: low, samples: subset, box: box)
    if let first { return Solution(constants: first.constants, lowerBound: low) }
    if tolerances != nil { known.append(Outcome(tolerances: tolerances, found: nil)) }
    var high = max(low * 2, low + 1)
    var best: (constants: PlaceholderConstants, achieved: Double)? = nil
    for _ in 0..<64 {
      if let (center, achieved) = regionAndError(high, subset: subset, box: box, known: &known) {
        best = (center.constants, achieved)
        break
      }
      low = high
      high *= 2
    }
    guard let found = best else {
      throw .unreachableTargets(tolerance: high)
    }
    var constants = found.constants
    // The achieved error can be well below the tolerance that found it: bisect from there.
    high = min(high, found.achieved)
    var iterations = 0
    while high - low > precision * max(1, high) && iterations < 200 {
      iterations += 1
      let middle = (low + high) / 2
      if let (center, achieved) = regionAndError(middle, subset: subset, box: box, known: &known) {
        constants = center.constants
        high = min(middle, achieved)
      } else {
        low = middle
      }
    }
    return Solution(constants: constants, lowerBound: low)
  }

  /// The region for a tolerance, and the achieved error of its center, from `known` when one of
  /// its ranges holds the tolerance.
  private func regionAndError(
    _ tolerance: Double, subset: [SizeSample], box: ConstantBox?, known: inout [Outcome]
  ) -> (center: ConstantRegion.Center, achieved: Double)? {
    if let outcome = known.last(where: { $0.tolerances?.contains(tolerance) == true }) {
      return outcome.found
    }
    let (center, tolerances) = outcome(tolerance: tolerance, samples: subset, box: box)
    let found = center.map { ($0, achievedError($0.constants, on: subset, box: box)) }
    if tolerances != nil { known.append(Outcome(tolerances: tolerances, found: found)) }
    return found
  }

  /// A region built for one tolerance: its center and that center's achieved error (`nil` when
  /// the region is empty), and the tolerances it holds for.
  struct Outcome {
    /// Tolerances for which every (size, target) gets the same range of counts, hence the same
    /// lines and the same region; `nil` when not worked out.
    var tolerances: Range<Double>?
    var found: (center: ConstantRegion.Center, achieved: Double)?
  }

  /// The objective's measure of constants on these samples (max |e| or max e or max -e); inside
  /// a box, infinite when a count passes a size's cap.
  func achievedError(
    _ constants: PlaceholderConstants, on samples: [SizeSample], box: ConstantBox? = nil
  ) -> Double {
    var worst = 0.0
    for sample in samples {
      // Without a box, as the solver always measured it (the app's button for such a title).
      let capped = box != nil && sample.maximumCount < RepeatedTitle.maximumCount
      for width in problem.targets {
        if capped,
          CalibrationProblem.count(for: width, symbolWidth: sample.symbolWidth, constants: constants)
            > sample.maximumCount
        {
          return .infinity
        }
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
    outcome(tolerance: tolerance, samples: samples).center
  }

  /// ``region(tolerance:samples:)`` and the tolerances around `tolerance` for which it is the same.
  ///
  /// The region depends on the tolerance only through the range of counts each (size, target)
  /// may use. For a size whose N copies are N × step wide, the range [low, high] at tolerance E
  /// holds exactly while E stays at least the errors of its end counts on the sides the band
  /// moves with E (`needed - low × step` below, `high × step - needed` above) and below the
  /// errors of the counts just outside (`needed - (low - 1) × step`, `(high + 1) × step -
  /// needed`, unless `low` is 0 or `high` is at the size's cap). The range returned is the
  /// intersection over every (size, target), shrunk at both ends by 10⁻¹³ of the largest width
  /// involved, far more than the rounding of the few operations that decide a count, so that
  /// every tolerance inside it rebuilds the same lines bit for bit. It is `nil` for other run
  /// models and when a target has no count at all. A `box` adds its edges to the region
  /// (``ConstantRegion/center(upper:lower:box:)``); they do not depend on the tolerance.
  func outcome(
    tolerance: Double, samples: [SizeSample], box: ConstantBox? = nil
  ) -> (center: ConstantRegion.Center?, tolerances: Range<Double>?) {
    let band = objective.errorBand(tolerance)
    let lowMoves = band.low == -tolerance
    let highMoves = band.high == tolerance
    var from = -Double.infinity
    var to = Double.infinity
    var magnitude = tolerance + 1
    var allUniform = true
    let targets = problem.targets
    let count = targets.count
    var upperIntercepts = [Double](repeating: .infinity, count: count)
    var lowerIntercepts = [Double](repeating: -.infinity, count: count)
    // The formula itself stops at RepeatedTitle.maximumCount; a size may allow fewer, and then
    // counts past its cap must be ruled out like any count outside the band.
    let formulaCap = RepeatedTitle.maximumCount
    for sample in samples {
      let symbolWidth = sample.symbolWidth
      let model = sample.runWidths
      let cap = min(sample.maximumCount, formulaCap)
      if case .affine(let first, let step) = model, first == step {
        // The common case, N copies = N × advance: one division per bound, then an exact check.
        magnitude = max(magnitude, tolerance + step + 1)
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
          guard highWidth >= 0 else { return (nil, nil) }
          var high = Self.floor(highWidth / step)
          if high > 0 && Double(high) * step > highWidth { high -= 1 }
          if Double(high + 1) * step <= highWidth { high += 1 }
          high = min(high, cap)
          guard low <= high else { return (nil, nil) }
          if low >= 1 { upperIntercepts[index] = min(upperIntercepts[index], -Double(low) * symbolWidth) }
          if high < formulaCap {
            lowerIntercepts[index] = max(lowerIntercepts[index], -Double(high + 1) * symbolWidth)
          }
          magnitude = max(magnitude, abs(needed) + tolerance + step + 1)
          if lowMoves {
            from = max(from, needed - Double(low) * step)
            if low >= 1 { to = min(to, needed - Double(low - 1) * step) }
          }
          if highMoves {
            from = max(from, Double(high) * step - needed)
            if high < cap { to = min(to, Double(high + 1) * step - needed) }
          }
        }
        continue
      }
      allUniform = false
      for index in 0..<count {
        let needed = targets[index] - problem.padding
        let low = model.smallestCount(reaching: needed + band.low)
        let high = min(model.largestCount(within: needed + band.high), cap)
        guard high >= 0, low <= high else { return (nil, nil) }
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
    let center = ConstantRegion.center(upper: upper, lower: lower, box: box)
    let margin = magnitude * 1e-13
    guard allUniform, from + margin <= tolerance, tolerance < to - margin else { return (center, nil) }
    return (center, (from + margin)..<(to - margin))
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
