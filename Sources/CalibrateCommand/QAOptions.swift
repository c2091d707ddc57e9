import CalibrateSupport
import CalibrationReports
import FontCalibration
import TextMetrics

/// What `calibrate qa` sets: the fonts, the report, the hinting check's sizes and modes, the workers.
struct QAOptions: WritingOptions {
  /// Font files and folders searched recursively.
  var paths: [String] = []
  var format = QAReport.Format.table
  var output: String?
  /// The hinting check's sizes and modes.
  var settings = QASettings()
  /// Faces checked at once.
  var jobs: Int?
  var help = false
  var given = GivenOptions()
}

// MARK: - Options of the QA

extension CommandLineOption where Options == QAOptions {
  static var qaFormat: Self {
    let names = QAReport.Format.allCases.map(\.rawValue)
    return .choice(
      "--format", value: names.joined(separator: "|"),
      help: "Output format (default table); markdown suits a pull request comment.",
      choices: names.joined(separator: ", "), parse: { QAReport.Format(rawValue: $0) }
    ) { $0.format = $1 }
  }

  static var ppem: Self {
    CommandLineOption(
      "--ppem", value: "A...B",
      help:
        "The pixel sizes the hinting check renders at (default 8...120: text of 8...40 pt at @1x, @2x and @3x)."
    ) { options, value throws(UsageError) in
      let parts = value.split(separator: ".", omittingEmptySubsequences: true)
      guard value.contains("..."), parts.count == 2, let lower = Int(parts[0]), let upper = Int(parts[1]),
        (1...1000).contains(lower), (1...1000).contains(upper), lower <= upper
      else {
        throw UsageError(
          "--ppem must be a range of whole pixel sizes such as 8...120, within 1...1000 and not reversed, not '\(TerminalText.printable(value))'"
        )
      }
      options.settings.ppems = lower...upper
    }
  }

  static var qaHinting: Self {
    CommandLineOption(
      "--hinting", value: "LIST", help: "The hinting modes of the hinting check (default light,full)."
    ) { options, value throws(UsageError) in
      var modes: [HintingMode] = []
      for item in value.split(separator: ",", omittingEmptySubsequences: false) {
        guard let mode = HintingMode(rawValue: String(item.trimmingSpaces())), mode != .none else {
          throw UsageError(
            "--hinting must list light or full (unhinted widths are the width check's), not '\(TerminalText.printable(String(item)))'"
          )
        }
        if !modes.contains(mode) { modes.append(mode) }
      }
      options.settings.hintingModes = modes
    }
  }

  static var qaJobs: Self {
    .wholeNumber(
      "--jobs", value: "N", help: "Faces checked at once (default: the number of cores).", in: 1...256
    ) { $0.jobs = $1 }
  }
}
