import TextMetrics
import WidthCalibration

/// What a button preview draws: the calibration settings of one size, the target widths (one row
/// each), the label of the pattern image and an optional taller cell.
///
/// The calibration settings give the font, the rendering (scale, hinting), the placeholder, the
/// sizing model and the symbol width's measure size, as for a fit; their first size is the
/// preview's size. Their width range is not used: ``targets`` lists the rows, and the fit column
/// is fitted to exactly these targets, as `calibrate --sizes SIZE` would fit them.
///
/// Threading: a plain value; `Sendable`.
package struct PreviewSettings: Sendable, Equatable {
  /// The most rows one preview may have.
  package static let maximumRows = 200
  /// The label when none is given.
  package static let defaultLabel = "Delete"
  /// The smallest image height, in points: a table row rarely gets shorter (Apple's 44 pt
  /// minimum tap target).
  static let minimumImageHeight = 44.0

  /// The font, rendering, placeholder, sizing model and measure size; `sizes` holds the one size.
  package var calibration: CalibrationSettings
  /// The target widths W, one row each, in the order drawn.
  package var targets: [Double]
  /// The text of the pattern image's label.
  package var label: String
  /// The height of an extra row of cells taller than the image, in points, if any.
  package var cellHeight: Double?

  /// Creates preview settings.
  ///
  /// - Parameters:
  ///   - calibration: The calibration settings; `sizes` is set to `[size]`.
  ///   - size: The font size of the title and the label, in points.
  ///   - targets: The target widths, one row each.
  ///   - label: The label text (``defaultLabel`` unless given).
  ///   - cellHeight: The height of the extra row of taller cells, if any.
  package init(
    calibration: CalibrationSettings = CalibrationSettings(), size: Double = 15,
    targets: [Double] = CalibrationProblem.targetRange(from: 74, through: 120, step: 2),
    label: String = defaultLabel, cellHeight: Double? = nil
  ) {
    self.calibration = calibration
    self.calibration.sizes = [size]
    self.targets = targets
    self.label = label
    self.cellHeight = cellHeight
  }

  /// The font size of the title and the label, in points.
  package var size: Double { calibration.sizes.first ?? 15 }

  /// The height H of the pattern image, in points.
  package var imageHeight: Double { Self.imageHeight(size: size) }

  /// The height of the pattern image at a font size: four times the size in whole points, at
  /// least ``minimumImageHeight`` (60 pt at 15 pt), room for an icon above a line of text.
  package static func imageHeight(size: Double) -> Double {
    max(minimumImageHeight, (4 * size).rounded(.up))
  }

  /// The render configuration of the title and the label.
  package var configuration: RenderConfiguration { calibration.configuration(size: size) }
}
