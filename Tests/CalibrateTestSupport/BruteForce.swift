import PlaceholderTitle
import WidthCalibration

/// Answers the solver's questions by scanning, independently of the solver.
package enum BruteForce {
  /// The smallest |R(N) - W| any count up to the size's cap can give one target at one size, by
  /// scanning counts.
  package static func bestPossibleError(
    _ problem: CalibrationProblem, _ sample: SizeSample, _ width: Double
  ) -> Double {
    var best = Double.infinity
    var count = 0
    while count <= sample.maximumCount {
      let rendered = problem.padding + sample.runWidths.width(count)
      best = min(best, abs(rendered - width))
      if rendered > width { break }
      count += 1
    }
    return best
  }

  /// The error no constants can beat at one size: the worst target's best possible error.
  package static func perTargetBound(_ problem: CalibrationProblem, _ sample: SizeSample) -> Double {
    problem.targets.map { bestPossibleError(problem, sample, $0) }.max() ?? 0
  }

  // MARK: - The optimum of a band objective, exhaustively

  /// The best value a band objective (minimax, never-clip, never-seam) can reach with one pair of
  /// constants across every size, found without the solver, and a pair that reaches it.
  ///
  /// The objective of any pair is the error of some count at some (size, target), so the optimum
  /// is one of those errors: every one up to `limit` is a candidate, and the smallest feasible
  /// candidate is the optimum. A tolerance E is feasible when one pair gives every (size,
  /// target) a count whose error lies in the band. With u = shiftFactor and v = u ×
  /// minimumWidth the app's count is ⌊(u·W - v) / w⌋ (0 below 0), so a count in [L, U] is
  /// `v ≤ u·W - L·w` (for L ≥ 1) and `v > u·W - (U + 1)·w` (unless U reaches the formula's cap):
  /// the gap g(u) = min(upper lines) - max(lower lines) is concave, and E is feasible exactly when
  /// its maximum is positive. The maximum is found by ternary search over u, where the solver
  /// walks the envelopes' breakpoints; candidates are searched by bisection of the sorted list,
  /// where the solver bisects a continuous tolerance.
  ///
  /// - Parameters:
  ///   - problem: The problem; its run models must grow with the count.
  ///   - objective: `.minimax`, `.neverClip` or `.neverSeam`.
  ///   - limit: A value the optimum cannot exceed (the value of any pair, such as the solver's).
  ///   - box: Where the pair must lie, or `nil` for shiftFactors 1e-6...16 and any minimumWidth:
  ///     its edges `v ≤ u × highest minimumWidth` and `v > u × lowest` join the lines, and u is
  ///     searched over its shiftFactors.
  /// - Returns: The optimum and a pair whose (u, v) lies inside the region for it, or `nil` when
  ///   no candidate up to `limit` is feasible.
  package static func bandOptimum(
    _ problem: CalibrationProblem, _ objective: FitObjective, atMost limit: Double, box: ConstantBox? = nil
  ) -> (value: Double, constants: PlaceholderConstants)? {
    var candidates: [Double] = []
    for sample in problem.samples {
      let cap = min(sample.maximumCount, RepeatedTitle.maximumCount)
      for width in problem.targets {
        var count = firstCount(sample, within: width - problem.padding - limit)
        while count <= cap {
          let error = problem.padding + sample.runWidths.width(count) - width
          if let value = bandValue(error, objective), value <= limit { candidates.append(value) }
          if error > limit { break }
          count += 1
        }
      }
    }
    let sorted = Array(Set(candidates)).sorted()
    var low = 0
    var high = sorted.count
    var best: (value: Double, constants: PlaceholderConstants)? = nil
    // The first feasible candidate: feasibility only grows with the tolerance.
    while low < high {
      let middle = (low + high) / 2
      if let constants = feasiblePair(problem, objective, tolerance: sorted[middle], box: box) {
        best = (sorted[middle], constants)
        high = middle
      } else {
        low = middle + 1
      }
    }
    return best
  }

  /// A count below which every run is narrower than `width` by a margin, so a scan for counts
  /// near `width` may start there: 0 unless N copies are N × step wide.
  static func firstCount(_ sample: SizeSample, within width: Double) -> Int {
    guard case .affine(let first, let step) = sample.runWidths, first == step, step > 0, width > 0 else {
      return 0
    }
    return max(0, Int(width / step) - 2)
  }

  /// What an error costs under a band objective, or `nil` when the objective forbids it.
  static func bandValue(_ error: Double, _ objective: FitObjective) -> Double? {
    switch objective {
    case .minimax, .rms: return abs(error)
    case .neverClip: return error >= 0 ? error : nil
    case .neverSeam: return error <= 0 ? -error : nil
    }
  }

  /// A pair whose counts all lie in the band for `tolerance`, or `nil` when there is none.
  static func feasiblePair(
    _ problem: CalibrationProblem, _ objective: FitObjective, tolerance: Double, box: ConstantBox? = nil
  ) -> PlaceholderConstants? {
    // The tightest line of each kind per target: all sizes share the target's slope W.
    var upper = [Double](repeating: .infinity, count: problem.targets.count)
    var lower = [Double](repeating: -.infinity, count: problem.targets.count)
    for sample in problem.samples {
      let cap = min(sample.maximumCount, RepeatedTitle.maximumCount)
      for (index, width) in problem.targets.enumerated() {
        var smallest: Int? = nil
        var largest: Int? = nil
        var count = firstCount(sample, within: width - problem.padding - tolerance)
        while count <= cap {
          let error = problem.padding + sample.runWidths.width(count) - width
          if let value = bandValue(error, objective), value <= tolerance {
            if smallest == nil { smallest = count }
            largest = count
          }
          if error > tolerance { break }
          count += 1
        }
        guard let smallest, let largest else { return nil }
        if smallest >= 1 { upper[index] = min(upper[index], -Double(smallest) * sample.symbolWidth) }
        if largest < RepeatedTitle.maximumCount {
          lower[index] = max(lower[index], -Double(largest + 1) * sample.symbolWidth)
        }
      }
    }
    let targets = problem.targets
    func envelope(_ u: Double) -> (top: Double, bottom: Double) {
      var top = Double.infinity
      var bottom = -Double.infinity
      for index in targets.indices {
        top = min(top, targets[index] * u + upper[index])
        bottom = max(bottom, targets[index] * u + lower[index])
      }
      if let box {
        top = min(top, box.minimumWidths.upperBound * u)
        bottom = max(bottom, box.minimumWidths.lowerBound * u)
      }
      return (top, bottom)
    }
    var from = box?.shiftFactors.lowerBound ?? 1e-6
    var to = box?.shiftFactors.upperBound ?? 16.0
    for _ in 0..<300 {
      let first = from + (to - from) / 3
      let second = to - (to - from) / 3
      let (top1, bottom1) = envelope(first)
      let (top2, bottom2) = envelope(second)
      if top1 - bottom1 < top2 - bottom2 { from = first } else { to = second }
    }
    let u = (from + to) / 2
    let (top, bottom) = envelope(u)
    guard top > bottom else { return nil }
    let v = top.isFinite && bottom.isFinite ? (top + bottom) / 2 : (top.isFinite ? top - 1 : bottom + 1)
    return PlaceholderConstants(shiftFactor: u, minimumWidth: v / u)
  }
}
