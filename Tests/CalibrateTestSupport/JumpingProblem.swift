import WidthCalibration

/// A problem made for an optimum no pair inside the box reaches, which no real font has given
/// (the box is wide enough that the sweep finds none): for the tests of the solver's and the
/// reports' handling of one.
///
/// One size whose buttons jump by 60 pt between neighbouring counts around 110 pt, for targets
/// 100...120 pt: five copies give every target its button within 10 pt, and a count that changes
/// anywhere in that span costs 50 pt or more. The formula keeps one count over 20 pt of targets
/// only with shiftFactor × 20 < symbolWidth, below the box (a tenth of symbolWidth / advance = 1).
package enum JumpingProblem {
  /// The problem, its one size at `size` points.
  package static func make(size: Double = 14) throws -> CalibrationProblem {
    var sample = SizeSample(
      size: size, symbolWidth: 1, advance: 1, runWidths: .clamped([10, 20, 30, 40, 50, 110, 170, 230]))
    sample.maximumCount = 7
    return try CalibrationProblem(
      padding: 0, targets: CalibrationProblem.targetRange(from: 100, through: 120, step: 1), samples: [sample]
    )
  }
}
