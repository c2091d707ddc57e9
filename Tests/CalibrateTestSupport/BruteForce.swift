import WidthCalibration

/// Answers the solver's questions by scanning, independently of the solver.
public enum BruteForce {
  /// The smallest |R(N) - W| any count up to the size's cap can give one target at one size, by
  /// scanning counts.
  public static func bestPossibleError(
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
  public static func perTargetBound(_ problem: CalibrationProblem, _ sample: SizeSample) -> Double {
    problem.targets.map { bestPossibleError(problem, sample, $0) }.max() ?? 0
  }
}
