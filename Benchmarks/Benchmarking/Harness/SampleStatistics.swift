/// Order statistics of a benchmark's samples: minimum, median, 90th percentile and MAD.
///
/// Timing noise on a shared machine only ever adds time, so the minimum is the best estimate of
/// the undisturbed cost and the median the typical one; the 90th percentile shows how bad the
/// tail is, and the median absolute deviation how spread the samples are, without letting a few
/// descheduled samples dominate as a standard deviation would.
///
/// Quantiles interpolate linearly between the two nearest order statistics (Hyndman and Fan's
/// definition 7, the default of R and NumPy): with `n` sorted values, quantile `q` sits at
/// position `q × (n - 1)`. The median of an even count is therefore the mean of the middle two.
package struct SampleStatistics: Sendable, Hashable {
  /// How many samples there were.
  package var count: Int
  /// The smallest sample.
  package var minimum: Double
  /// The 50th percentile.
  package var median: Double
  /// The 90th percentile.
  package var p90: Double
  /// The median of the absolute deviations from the median.
  package var medianAbsoluteDeviation: Double

  /// Computes the statistics of some samples.
  ///
  /// - Parameter samples: The values, in any order; NaN values are ignored.
  /// - Returns: `nil` when there is no sample that is a number.
  package init?(_ samples: [Double]) {
    let sorted = samples.filter { !$0.isNaN }.sorted()
    guard let first = sorted.first else { return nil }
    count = sorted.count
    minimum = first
    median = Self.quantile(0.5, ofSorted: sorted)
    p90 = Self.quantile(0.9, ofSorted: sorted)
    let center = median
    let deviations = sorted.map { abs($0 - center) }.sorted()
    medianAbsoluteDeviation = Self.quantile(0.5, ofSorted: deviations)
  }

  /// A quantile of ascending values, interpolated linearly between the two nearest ranks.
  ///
  /// - Parameters:
  ///   - fraction: The quantile in 0...1 (clamped).
  ///   - sorted: Ascending values; must not be empty.
  /// - Returns: The quantile; the only value for a single sample.
  package static func quantile(_ fraction: Double, ofSorted sorted: [Double]) -> Double {
    precondition(!sorted.isEmpty, "a quantile of no samples")
    let position = min(max(fraction, 0), 1) * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    let weight = position - Double(lower)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * weight
  }
}
