import CalibrationReport
import CommandLineSupport
import FontCalibration
import TextMetrics
import WidthCalibration

/// How results are printed.
enum OutputFormat: String, Sendable, CaseIterable {
  case table
  case json
  case csv
}

/// Everything the command line can set: the calibration settings, and what only the command
/// line needs (output, format, batch inputs, check files).
///
/// Each command accepts a subset (its ``OptionTable``); the rest stay at their defaults. Commands
/// hand ``settings`` to the libraries; nothing else leaves the command line.
struct CommandOptions: Sendable {
  /// What to measure and fit.
  var settings = CalibrationSettings()
  /// One size in points (survey).
  var size = 14.0
  /// The output format.
  var format = OutputFormat.table
  /// Where to write the result; `nil` writes to standard output.
  var output: String?
  /// An SVG chart to write.
  var plot: String?
  /// Whether to print Swift source instead of the report.
  var emitsSwift = false
  /// The files a command takes as operands (stored results to check, an observations table).
  var files: [String] = []
  /// The tolerance of `check` for non-integer numbers.
  var tolerance = ResultCheck.defaultTolerance
  /// Batch: fonts to calibrate, as files or folders searched recursively.
  var fontPaths: [String] = []
  /// Batch: a file listing font paths, one per line.
  var fontList: String?
  /// Batch: a fontconfig pattern whose matches are calibrated.
  var fontPattern: String?
  /// Batch: device scales, one configuration each.
  var scales: [Double]?
  /// Batch: hinting modes, one configuration each.
  var hintings: [HintingMode]?
  /// Batch: worker threads.
  var jobs: Int?
  /// Batch: skip faces already in the output file.
  var resume = false
  /// Batch: no progress output.
  var quiet = false
  /// Batch: this run's shard (1-based) and the shard count.
  var shard: (index: Int, count: Int)?
  /// `results`: the folder the reference results are written to.
  var directory = "results"
  /// Whether `--help` was asked for.
  var help = false
  /// Whether `--version` was asked for.
  var version = false

  /// The widest target accepted, in points.
  static let maximumWidth = 10_000.0

  /// The settings fields the user gave explicitly, which a profile leaves alone.
  static func explicitFields(_ given: Set<String>) -> Set<CalibrationSettings.Field> {
    let fields: [String: CalibrationSettings.Field] = [
      "--sizes": .sizes, "--padding": .padding, "--widths": .widths, "--measure-size": .measureSize,
    ]
    return Set(given.compactMap { fields[$0] })
  }
}

/// One option of `calibrate`.
typealias CalibrateOption = CommandLineOption<CommandOptions>

// MARK: - Option catalog

extension CommandLineOption where Options == CommandOptions {
  static var font: CalibrateOption {
    CommandLineOption.text(
      "--font", value: "FONT", needs: "a file or a font family, not an empty value",
      help:
        "A font file (TTF, OTF, TTC, WOFF, Type 1) or a fontconfig pattern such as 'Inter' or 'DejaVu Sans:style=Bold'. Default: the first installed of Inter, Roboto, Noto Sans, Open Sans, DejaVu Sans."
    ) { $0.settings.font = $1 }
  }

  static var faceIndex: CalibrateOption {
    CommandLineOption(
      "--face-index", value: "N", help: "The face to use inside a font collection (default 0)."
    ) { options, value throws(UsageError) in
      options.settings.faceIndex = try OptionValue.wholeNumber(value, option: "--face-index", in: 0...0xFFFF)
    }
  }

  static var sizes: CalibrateOption {
    CommandLineOption(
      "--sizes", value: "LIST",
      help: "Font sizes in points: 8...40, 8..<41, 12,14,17 or fractional values (default 8...40)."
    ) { options, value throws(UsageError) in
      options.settings.sizes = try SizeList.parse(value, allowed: 1...RenderConfiguration.maximumSize)
    }
  }

  static var size: CalibrateOption {
    CommandLineOption(
      "--size", value: "POINTS", help: "The font size in points (default 14)."
    ) { options, value throws(UsageError) in
      options.size = try positiveNumber(value, option: "--size", maximum: RenderConfiguration.maximumSize)
    }
  }

  static var scale: CalibrateOption {
    CommandLineOption(
      "--scale", value: "FACTOR",
      help: "Device pixels per point: 1, 2, 3 or any positive value up to 10 (default 2)."
    ) { options, value throws(UsageError) in
      options.settings.scale = try positiveNumber(
        value, option: "--scale", maximum: RenderConfiguration.maximumScale)
    }
  }

  static var hinting: CalibrateOption {
    CommandLineOption(
      "--hinting", value: "MODE",
      help:
        "none (unhinted, as CoreText renders), light or full (FreeType's default hinting, whole-pixel advances). Default none."
    ) { options, value throws(UsageError) in
      guard let mode = HintingMode(rawValue: value) else {
        throw UsageError("--hinting must be none, light or full, not '\(TerminalText.printable(value))'")
      }
      options.settings.hinting = mode
    }
  }

  static var placeholder: CalibrateOption {
    CommandLineOption(
      "--placeholder", value: "CHAR",
      help: "The placeholder character as U+200A, 0x200A or the character itself (default U+200A HAIR SPACE)."
    ) { options, value throws(UsageError) in
      guard let scalar = ScalarNotation.parse(value) else {
        throw UsageError(
          "--placeholder must be one character or U+XXXX, not '\(TerminalText.printable(value))'")
      }
      options.settings.placeholder = scalar
    }
  }

  static var variation: CalibrateOption {
    CommandLineOption(
      "--variation", value: "AXIS=VALUE",
      help: "A variation-axis setting for a variable font, such as wght=500; repeat for more axes.",
      repeatable: true
    ) { options, value throws(UsageError) in
      do throws(MetricsError) {
        options.settings.variations.append(try FontVariation(parsing: value))
      } catch {
        throw UsageError(error.description)
      }
    }
  }

  static var tracking: CalibrateOption {
    CommandLineOption(
      "--tracking-size", value: "POINTS",
      help: "Apply the font's AAT 'trak' tracking for this point size (HarfBuzz ptem). Default: no tracking."
    ) { options, value throws(UsageError) in
      options.settings.trackingSize = try positiveNumber(
        value, option: "--tracking-size", maximum: RenderConfiguration.maximumSize)
    }
  }

  static func format(_ allowed: [OutputFormat]) -> CalibrateOption {
    CommandLineOption(
      "--format", value: allowed.map(\.rawValue).joined(separator: "|"),
      help: "Output format (default table)."
    ) { options, value throws(UsageError) in
      guard let format = OutputFormat(rawValue: value), allowed.contains(format) else {
        throw UsageError(
          "--format must be \(allowed.map(\.rawValue).joined(separator: ", ")), not '\(TerminalText.printable(value))'"
        )
      }
      options.format = format
    }
  }

  static var output: CalibrateOption {
    CommandLineOption.text(
      "--output", value: "FILE", needs: "a file name",
      help: "Write the result to FILE (atomically: a temporary file, then rename) instead of standard output."
    ) { $0.output = $1 }
  }

  static var help: CalibrateOption {
    CommandLineOption(flag: "--help", help: "Show this help.") { options in options.help = true }
  }

  static var version: CalibrateOption {
    CommandLineOption(flag: "--version", help: "Show the version.") { options in options.version = true }
  }

  /// Parses a finite number in (0, maximum].
  static func positiveNumber(_ value: String, option: String, maximum: Double) throws(UsageError) -> Double {
    guard let number = Double(value), number.isFinite, number > 0, number <= maximum else {
      throw UsageError(
        "\(option) must be a number above 0 and at most \(Format.number(maximum)), not '\(TerminalText.printable(value))'"
      )
    }
    return number
  }
}

// MARK: - Fit options

extension CommandLineOption where Options == CommandOptions {
  static var widths: CalibrateOption {
    CommandLineOption(
      "--widths", value: "FROM...THROUGH",
      help: "Target button widths in points (default 40...200)."
    ) { options, value throws(UsageError) in
      guard let range = value.range(of: "..."),
        let low = Double(value[..<range.lowerBound].trimmingSpaces()),
        let high = Double(value[range.upperBound...].trimmingSpaces()), low.isFinite, high.isFinite
      else {
        throw UsageError("--widths must look like 40...200, not '\(TerminalText.printable(value))'")
      }
      guard low >= 0, high <= CommandOptions.maximumWidth else {
        throw UsageError(
          "--widths \(Format.number(low))...\(Format.number(high)) must lie within 0...\(Format.number(CommandOptions.maximumWidth)) pt"
        )
      }
      guard low <= high else {
        throw UsageError(
          "--widths \(Format.number(low))...\(Format.number(high)) is reversed (the start must not exceed the end)"
        )
      }
      options.settings.widths.from = low
      options.settings.widths.through = high
    }
  }

  static var step: CalibrateOption {
    CommandLineOption(
      "--step", value: "POINTS", help: "The step between target widths (default 0.5)."
    ) { options, value throws(UsageError) in
      options.settings.widths.step = try positiveNumber(
        value, option: "--step", maximum: CommandOptions.maximumWidth)
    }
  }

  static var padding: CalibrateOption {
    CommandLineOption(
      "--padding", value: "POINTS",
      help: "The width of a button with an empty title, P (default 30, seed 000's minimalActionWidth)."
    ) { options, value throws(UsageError) in
      guard let number = Double(value), number.isFinite, number >= 0, number <= 1000 else {
        throw UsageError("--padding must be a number from 0 to 1000, not '\(TerminalText.printable(value))'")
      }
      options.settings.padding = number
    }
  }

  static var measureFont: CalibrateOption {
    CommandLineOption.text(
      "--measure-font", value: "FONT", needs: "a file or a font family",
      help: "The font the app measures one placeholder with, if not the render font (path or pattern)."
    ) { $0.settings.measureFont = $1 }
  }

  static var measureSize: CalibrateOption {
    CommandLineOption(
      "--measure-size", value: "POINTS",
      help:
        "The size the app measures one placeholder at (seed 000: 14, UIFont.systemFontSize). Default: each render size."
    ) { options, value throws(UsageError) in
      options.settings.measureSize = try positiveNumber(
        value, option: "--measure-size", maximum: RenderConfiguration.maximumSize)
    }
  }

  static var objective: CalibrateOption {
    CommandLineOption(
      "--objective", value: "NAME",
      help:
        "minimax (smallest largest |error|, default), rms, never-clip (error >= 0: the picture is never cut) or never-seam (error <= 0: no repeat seam)."
    ) { options, value throws(UsageError) in
      guard let objective = FitObjective(rawValue: value) else {
        throw UsageError(
          "--objective must be minimax, rms, never-clip or never-seam, not '\(TerminalText.printable(value))'"
        )
      }
      options.settings.objective = objective
    }
  }

  static var profile: CalibrateOption {
    CommandLineOption(
      "--profile", value: "NAME",
      help: "A preset of platform assumptions: " + Profile.allCases.map(\.rawValue).joined(separator: ", ")
        + " (see below). Explicit options override it."
    ) { options, value throws(UsageError) in
      guard let profile = Profile(rawValue: value) else {
        throw UsageError(
          "unknown profile '\(TerminalText.printable(value))' (profiles: \(Profile.allCases.map(\.rawValue).joined(separator: ", ")))"
        )
      }
      options.settings.profile = profile
    }
  }
}

// MARK: - Check options

extension CommandLineOption where Options == CommandOptions {
  static var tolerance: CalibrateOption {
    CommandLineOption(
      "--tolerance", value: "X",
      help:
        "How far non-integer numbers may move, relative above 1 (default 1e-9); integers must match exactly."
    ) { options, value throws(UsageError) in
      guard let number = Double(value), number.isFinite, number >= 0, number < 1 else {
        throw UsageError(
          "--tolerance must be a number from 0 to below 1, not '\(TerminalText.printable(value))'")
      }
      options.tolerance = number
    }
  }
}

// MARK: - Batch options

extension CommandLineOption where Options == CommandOptions {
  static var fonts: CalibrateOption {
    CommandLineOption(
      "--fonts", value: "PATH",
      help:
        "A font file, or a folder searched recursively for .ttf, .otf, .ttc, .otc, .woff, .woff2, .pfb, .pfa and .t1 files; repeat for more.",
      repeatable: true
    ) { options, value throws(UsageError) in
      guard !value.isEmpty else { throw UsageError("--fonts needs a file or folder") }
      options.fontPaths.append(value)
    }
  }

  static var list: CalibrateOption {
    CommandLineOption.text(
      "--list", value: "FILE", needs: "a file",
      help: "A file naming one font path per line (# starts a comment)."
    ) { $0.fontList = $1 }
  }

  static var pattern: CalibrateOption {
    CommandLineOption(
      "--pattern", value: "PATTERN",
      help:
        "Calibrate every installed face fontconfig lists for a pattern, such as ':lang=en' or 'Noto Sans'."
    ) { options, value throws(UsageError) in
      options.fontPattern = value
    }
  }

  static var scaleList: CalibrateOption {
    CommandLineOption(
      "--scale", value: "LIST",
      help: "Device scales, one configuration each, such as 1,2,3 (default 2)."
    ) { options, value throws(UsageError) in
      var scales: [Double] = []
      for item in value.split(separator: ",", omittingEmptySubsequences: false) {
        scales.append(
          try positiveNumber(
            item.trimmingSpaces(), option: "--scale", maximum: RenderConfiguration.maximumScale))
      }
      options.scales = scales
    }
  }

  static var hintingList: CalibrateOption {
    CommandLineOption(
      "--hinting", value: "LIST",
      help: "Hinting modes, one configuration each, such as none,full (default none)."
    ) { options, value throws(UsageError) in
      var modes: [HintingMode] = []
      for item in value.split(separator: ",", omittingEmptySubsequences: false) {
        guard let mode = HintingMode(rawValue: item.trimmingSpaces()) else {
          throw UsageError(
            "--hinting must list none, light or full, not '\(TerminalText.printable(String(item)))'")
        }
        modes.append(mode)
      }
      options.hintings = modes
    }
  }

  static var jobs: CalibrateOption {
    CommandLineOption(
      "--jobs", value: "N", help: "Faces calibrated at once (default: the number of cores)."
    ) { options, value throws(UsageError) in
      options.jobs = try OptionValue.wholeNumber(value, option: "--jobs", in: 1...256)
    }
  }

  static var resume: CalibrateOption {
    CommandLineOption(
      flag: "--resume",
      help:
        "Skip faces and configurations already in --output, after dropping a torn last line left by a killed run."
    ) { options in options.resume = true }
  }

  static var quiet: CalibrateOption {
    CommandLineOption(flag: "--quiet", help: "Print no progress.") { options in options.quiet = true }
  }

  static var shard: CalibrateOption {
    CommandLineOption(
      "--shard", value: "K/N",
      help:
        "Calibrate only the K-th of N equal shares of the faces (1-based), for splitting a library across machines."
    ) { options, value throws(UsageError) in
      let parts = value.split(separator: "/")
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
        (1...count).contains(index)
      else {
        throw UsageError("--shard must look like 2/8 (shard 2 of 8), not '\(TerminalText.printable(value))'")
      }
      options.shard = (index, count)
    }
  }
}

// MARK: - Output options of the fit

extension CommandLineOption where Options == CommandOptions {
  static var plot: CalibrateOption {
    CommandLineOption.text(
      "--plot", value: "FILE.svg", needs: "a file name",
      help:
        "Also write an SVG chart: error against target width per size (heat maps of the seed constants, the global pair and the per-size table) and the fitted constants against size."
    ) { $0.plot = $1 }
  }

  static var emit: CalibrateOption {
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
}

// MARK: - Results options

extension CommandLineOption where Options == CommandOptions {
  static var directory: CalibrateOption {
    CommandLineOption.text(
      "--directory", value: "FOLDER", needs: "a folder",
      help: "Where to write the results (default results)."
    ) { $0.directory = $1 }
  }
}
