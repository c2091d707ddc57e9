import CommandLineSupport
import FontCalibration
import WidthCalibration

/// What only `calibrate preview` sets: its one size, its rows, the label and the taller cell.
///
/// The rest of a preview (font, scale, hinting, placeholder, sizing model, measure size) is in
/// ``CommandOptions/settings``, parsed by the options every command shares.
///
/// Threading: a plain value; `Sendable`.
struct PreviewOptions: Sendable {
  /// The target widths as given: a list, or a range stepped by ``step``.
  enum Widths: Sendable, Equatable {
    /// Widths listed one by one, `74,96,120`.
    case list([Double])
    /// `from...through`.
    case range(from: Double, through: Double)
  }

  /// The longest label accepted, in characters.
  static let maximumLabelLength = 100
  /// The tallest extra cell accepted, in points.
  static let maximumCellHeight = 2000.0

  /// The font size of the title and the label, in points.
  var size = 15.0
  /// The rows' target widths.
  var widths = Widths.range(from: 74, through: 120)
  /// The step of a range of widths, in points.
  var step = 2.0
  /// The label of the pattern image.
  var label = PreviewSettings.defaultLabel
  /// The height of the extra row of taller cells, if any.
  var cellHeight: Double?

  /// The target widths, one row each: a list as given (duplicates dropped, in ascending order), or
  /// the range's evenly spaced widths.
  var targets: [Double] {
    switch widths {
    case .list(let values): return Array(Set(values)).sorted()
    case .range(let from, let through):
      return CalibrationProblem.targetRange(from: from, through: through, step: step)
    }
  }

  /// How many rows ``targets`` holds, counted without making them (a tiny `--step` would ask for
  /// more widths than memory holds).
  var rowCount: Double {
    switch widths {
    case .list(let values): return Double(Set(values).count)
    case .range(let from, let through):
      return WidthRange(from: from, through: through, step: step).targetCount
    }
  }

  /// A `--widths` range as messages write it: `74...120` (a list is never quoted back).
  var widthsDescription: String {
    switch widths {
    case .list(let values): return "\(values.count) widths"
    case .range(let from, let through): return "\(Format.number(from))...\(Format.number(through))"
    }
  }
}
