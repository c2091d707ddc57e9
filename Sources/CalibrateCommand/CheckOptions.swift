import CalibrateSupport
import CalibrationReports

/// What `calibrate check` sets: the result files and how far numbers may move.
struct CheckOptions: ParsedOptions {
  /// The stored results to recompute.
  var files: [String] = []
  /// How far non-integer numbers may move.
  var tolerance = ResultCheck.defaultTolerance
  var help = false
  var given = GivenOptions()
}

// MARK: - Options of the check

extension CommandLineOption where Options == CheckOptions {
  static var tolerance: Self {
    .choice(
      "--tolerance", value: "X",
      help:
        "How far non-integer numbers may move, relative above 1 (default 1e-9); integers must match exactly.",
      choices: "a number from 0 to below 1", parse: { Double($0).flatMap { $0 >= 0 && $0 < 1 ? $0 : nil } }
    ) { $0.tolerance = $1 }
  }
}
