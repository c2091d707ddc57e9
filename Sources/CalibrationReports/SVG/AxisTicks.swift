import CalibrateSupport

/// Round tick values for a linear chart axis.
enum AxisTicks {
  /// Multiples of a round step inside a range.
  ///
  /// The step is the smallest of 1, 2, 2.5, 4, 5 times a power of ten that keeps at most
  /// `maximumIntervals` intervals across the range, so 40...200 gets 40, 80, ..., 200.
  ///
  /// - Parameters:
  ///   - range: The axis range.
  ///   - maximumIntervals: How many intervals fit without crowding the labels.
  ///   - minimumStep: The smallest step worth a tick (1 for whole font sizes).
  /// - Returns: The ticks inside the range, ascending, and the step (for choosing decimals).
  package static func values(
    in range: ClosedRange<Double>, maximumIntervals: Int, minimumStep: Double = 0
  ) -> (values: [Double], step: Double) {
    let span = range.upperBound - range.lowerBound
    guard span > 0, span.isFinite, maximumIntervals > 0 else { return ([range.lowerBound], 1) }
    let rough = max(span / Double(maximumIntervals), minimumStep)
    var decade = pow(10, log10(rough).rounded(.down))
    var step = decade
    search: while true {
      for multiple in [1.0, 2.0, 2.5, 4.0, 5.0] where decade * multiple >= rough * 0.999_999 {
        step = decade * multiple
        break search
      }
      decade *= 10
    }
    var values: [Double] = []
    var index = (range.lowerBound / step - 1e-9).rounded(.up)
    while index * step <= range.upperBound + step * 1e-9 {
      // Rounded to the step's decimals, so 0.4 × 23 gives 9.2, not 9.200000000000001.
      let scale = pow(10, Double(decimals(for: step)))
      values.append((index * step * scale).rounded() / scale)
      index += 1
    }
    return (values, step)
  }

  /// Decimals enough to tell ticks `step` apart (0 for whole steps).
  static func decimals(for step: Double) -> Int {
    var decimals = 0
    var scaled = step
    while decimals < 6 && abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
      scaled *= 10
      decimals += 1
    }
    return decimals
  }
}
