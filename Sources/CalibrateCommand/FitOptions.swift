import CommandLineSupport
import TextFormatting

/// What `calibrate`, the fit, sets: the shared options, a chart, Swift source instead of the
/// report, and `--version`.
struct FitOptions: CalibratingOptions {
  var calibration = CalibrationOptions()
  /// An SVG chart to write.
  var plot: String?
  /// Whether to print Swift source instead of the report.
  var emitsSwift = false
  /// Whether `--version` was asked for.
  var version = false
}

// MARK: - Options of the fit alone

extension CommandLineOption where Options == FitOptions {
  static var plot: Self {
    .text(
      "--plot", value: "FILE.svg", needs: "a file name",
      help:
        "Also write an SVG chart: error against target width per size (heat maps of the hand-tuned constants (30, 1.1), the global pair and the per-size table) and the fitted constants against size."
    ) { $0.plot = $1 }
  }

  static var emit: Self {
    CommandLineOption(
      "--emit", value: "swift",
      help:
        "Print Swift source an iOS app can paste (per-size table, global pair, emptyTitle(for:fontSize:)) instead of the report."
    ) { options, value throws(UsageError) in
      guard value == "swift" else {
        throw UsageError("--emit supports only 'swift', not '\(TerminalText.printable(value))'")
      }
      options.emitsSwift = true
    }
  }

  static var version: Self {
    CommandLineOption(flag: "--version", help: "Show the version.") { $0.version = true }
  }
}
