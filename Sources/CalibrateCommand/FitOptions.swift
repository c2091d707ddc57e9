import CalibrateSupport
import CalibrationReports
import TextMetrics

/// What `calibrate`, the fit, sets: the shared options, a chart, Swift source instead of the
/// report, and `--version`.
struct FitOptions: CalibratingOptions {
  var calibration = CalibrationOptions()
  /// An SVG chart to write.
  var plot: String?
  /// Whether to print Swift source instead of the report.
  var emitsSwift = false
  /// Every device scale `--scale` lists, in order; several only with `--emit swift`, whose one
  /// file serves them all. The settings' scale is the first.
  var scales: [Double] = []
  /// The name of the type `--emit swift` writes (`--swift-name`); `nil` for the default.
  var swiftName: String?
  /// The access level of the type `--emit swift` writes (`--swift-access`); `nil` for the default,
  /// internal.
  var swiftAccess: SwiftEmitter.Access?
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
        "Print Swift source an iOS app can paste instead of the report: per scale the per-size table and global pair (or, with --method composite, the composite titles) and emptyTitle(for:fontSize:scale:). Its header names the font the titles assume. Unless --model, --padding or --profile says otherwise, it is for UIKit's swipe button (--model uikit-swipe, --widths 74...120), and unless --guard says otherwise every title has U+200B at both ends, so UIKit's trim of whitespace keeps it."
    ) { options, value throws(UsageError) in
      guard value == "swift" else {
        throw UsageError("--emit supports only 'swift', not '\(TerminalText.printable(value))'")
      }
      options.emitsSwift = true
    }
  }

  static var scales: Self {
    CommandLineOption(
      "--scale", value: "FACTOR",
      help:
        "Device pixels per point: 1, 2, 3 or any positive value up to 10 (default 2). With --emit swift, a list such as 2,3: one file that serves every scale listed."
    ) { options, value throws(UsageError) in
      var scales: [Double] = []
      for item in value.split(separator: ",", omittingEmptySubsequences: false) {
        let scale = try OptionValue.positiveNumber(
          item.trimmingSpaces(), option: "--scale", maximum: RenderConfiguration.maximumScale)
        guard !scales.contains(scale) else {
          throw UsageError("--scale lists \(NumberFormat.number(scale)) twice")
        }
        scales.append(scale)
      }
      options.scales = scales
      options.calibration.settings.scale = scales[0]
    }
  }

  static var swiftName: Self {
    CommandLineOption(
      "--swift-name", value: "NAME",
      help:
        "The name of the enum --emit swift writes (default PlaceholderCalibration), so that two files can live in one app."
    ) { options, value throws(UsageError) in
      guard SwiftEmitter.isValidTypeName(value) else {
        throw UsageError(
          "--swift-name must be a Swift type name (a letter or _, then letters, digits or _; not a keyword or a type the file uses), not '\(TerminalText.printable(value))'"
        )
      }
      options.swiftName = value
    }
  }

  static var swiftAccess: Self {
    .choice(
      "--swift-access", value: "internal|public",
      help:
        "The access level of the enum --emit swift writes and of every member an app calls: internal (default) or public, for a framework whose clients size the buttons.",
      choices: "internal or public", parse: SwiftEmitter.Access.init(rawValue:)
    ) { $0.swiftAccess = $1 }
  }

  static var version: Self {
    CommandLineOption(flag: "--version", help: "Show the version.") { $0.version = true }
  }
}
