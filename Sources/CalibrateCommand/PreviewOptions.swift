import CalibrateSupport
import FontCalibration
import TextMetrics
import WidthCalibration

/// What `calibrate preview` sets: the shared options (font, scale, hinting, placeholder, sizing
/// model, measure size), and its one size, its rows, the label and the taller cell.
///
/// Threading: a plain value; `Sendable`.
struct PreviewOptions: CalibratingOptions {
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

  var calibration = CalibrationOptions()
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
    case .range(let from, let through):
      return "\(NumberFormat.number(from))...\(NumberFormat.number(through))"
    }
  }

  /// The preview the options describe.
  var previewSettings: PreviewSettings {
    PreviewSettings(
      calibration: calibration.settings, size: size, targets: targets, label: label, cellHeight: cellHeight)
  }
}

// MARK: - Options of the preview alone

extension CommandLineOption where Options == PreviewOptions {
  static var previewSize: Self {
    .positiveNumber(
      "--size", value: "POINTS",
      help: "The font size of the title and the label in points (default 15, UIKit's swipe-action title).",
      maximum: RenderConfiguration.maximumSize
    ) { $0.size = $1 }
  }

  static var previewWidths: Self {
    CommandLineOption(
      "--widths", value: "LIST|FROM...THROUGH",
      help:
        "Target widths W in points, one row each: a list such as 74,96,120 or a range such as 74...120 stepped by --step (default 74...120)."
    ) { options, value throws(UsageError) in
      options.widths = try PreviewWidthsParser.parse(value)
    }
  }

  static var previewStep: Self {
    .positiveNumber(
      "--step", value: "POINTS", help: "The step of a --widths range (default 2).",
      maximum: CalibrationOptions.maximumWidth
    ) { $0.step = $1 }
  }

  static var label: Self {
    CommandLineOption(
      "--label", value: "TEXT",
      help:
        "The label of the pattern image, shaped and drawn from the font's own glyph outlines (default Delete)."
    ) { options, value throws(UsageError) in
      guard !value.isEmpty else { throw UsageError("--label needs a text, not an empty value") }
      guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
        throw UsageError(
          "--label must not contain control characters, not '\(TerminalText.printable(value))'")
      }
      guard value.count <= PreviewOptions.maximumLabelLength else {
        throw UsageError("--label may have at most \(PreviewOptions.maximumLabelLength) characters")
      }
      options.label = value
    }
  }

  static var cellHeight: Self {
    .positiveNumber(
      "--cell-height", value: "POINTS",
      help:
        "Add a row of cells this tall, taller than the image (4 x the size, at least 44 pt), where the pattern repeats downwards the limit the RowAction article gives for rows of dynamic height.",
      maximum: PreviewOptions.maximumCellHeight
    ) { $0.cellHeight = $1 }
  }
}
