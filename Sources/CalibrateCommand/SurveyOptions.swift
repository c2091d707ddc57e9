import CalibrateSupport
import TextMetrics

/// What `calibrate survey` sets: the shared options and its one size.
struct SurveyOptions: CalibratingOptions {
  var calibration = CalibrationOptions()
  /// The one size surveyed, in points.
  var size = 14.0
}

// MARK: - Options of the survey alone

extension CommandLineOption where Options == SurveyOptions {
  static var size: Self {
    .positiveNumber(
      "--size", value: "POINTS", help: "The font size in points (default 14).",
      maximum: RenderConfiguration.maximumSize
    ) { $0.size = $1 }
  }
}
