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
    CommandLineOption(
      "--size", value: "POINTS",
      help: "The font size in points, 1 to 1000 (default 14)."
    ) { options, value throws(UsageError) in
      // One size, parsed and bounded as the fit and measure parse theirs.
      let sizes = try SizeList.parse(value)
      guard sizes.count == 1, let size = sizes.first else {
        throw UsageError(
          "--size takes one size, not the list '\(TerminalText.printable(value))' (survey one size at a time)"
        )
      }
      options.size = size
    }
  }
}
