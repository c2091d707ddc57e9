import TextMetrics
import WidthCalibration

/// How results are printed.
public enum OutputFormat: String, Sendable, CaseIterable {
  case table
  case json
  case csv
}

/// Every value the command line can set, with the tool's defaults.
///
/// Each command accepts a subset (its ``OptionTable``); values it does not accept stay at
/// their defaults.
public struct CommandOptions: Sendable {
  /// The `--font` argument: a path or a fontconfig pattern; `nil` picks the default UI font.
  public var font: String?
  /// The face within a collection.
  public var faceIndex = 0
  /// Sizes in points.
  public var sizes: [Double] = (8...40).map(Double.init)
  /// One size in points (survey).
  public var size = 14.0
  /// Device pixels per point.
  public var scale = 2.0
  /// The hinting mode of the rendered advances.
  public var hinting = HintingMode.none
  /// The placeholder character.
  public var placeholder: Unicode.Scalar = "\u{200A}"
  /// Variation-axis settings.
  public var variations: [FontVariation] = []
  /// The point size for AAT `trak` tracking, if any.
  public var trackingSize: Double?
  /// The output format.
  public var format = OutputFormat.table
  /// Where to write the result; `nil` writes to standard output.
  public var output: String?
  /// The smallest target width in points.
  public var widthsFrom = 40.0
  /// The largest target width in points.
  public var widthsThrough = 200.0
  /// The step between target widths in points.
  public var widthStep = 0.5
  /// The empty button's width P in points.
  public var padding = CalibrationProblem.defaultPadding
  /// The font the app measures its symbol width with (`nil`: the render font).
  public var measureFont: String?
  /// The size the app measures its symbol width at (`nil`: each render size).
  public var measureSize: Double?
  /// What the fit minimizes.
  public var objective = FitObjective.minimax
  /// The preset of platform assumptions, if any.
  public var profile: Profile?
  /// An SVG chart to write.
  public var plot: String?
  /// Source code to emit instead of the report (`swift`).
  public var emit: String?
  /// A stored JSON result to recompute and compare.
  public var check: String?
  /// The tolerance of `--check` for non-integer numbers.
  public var tolerance = 1e-9
  /// A CSV of widths measured on a device.
  public var observations: String?
  /// Batch: fonts to calibrate, as files or folders searched recursively.
  public var fontPaths: [String] = []
  /// Batch: a file listing font paths, one per line.
  public var fontList: String?
  /// Batch: a fontconfig pattern whose matches are calibrated.
  public var fontPattern: String?
  /// Batch: device scales, one configuration each.
  public var scales: [Double]?
  /// Batch: hinting modes, one configuration each.
  public var hintings: [HintingMode]?
  /// Batch: worker threads.
  public var jobs: Int?
  /// Batch: skip faces already in the output file.
  public var resume = false
  /// Batch: no progress output.
  public var quiet = false
  /// Batch: this run's shard (1-based) and the shard count.
  public var shard: (index: Int, count: Int)?
  /// `results`: the folder the reference results are written to.
  public var directory = "results"
  /// Whether `--help` was asked for.
  public var help = false
  /// Whether `--version` was asked for.
  public var version = false
  /// The option names given on the command line.
  public var given: Set<String> = []

  /// The target widths from `--widths` and `--step`.
  public var targets: [Double] {
    CalibrationProblem.targetRange(from: widthsFrom, through: widthsThrough, step: widthStep)
  }

  /// The render configuration for one size.
  public func configuration(size: Double) -> RenderConfiguration {
    RenderConfiguration(size: size, scale: scale, hinting: hinting, trackingSize: trackingSize)
  }
}

// MARK: - Option catalog

extension OptionSpec {
  /// An option whose value is a non-empty text (a path, a pattern) stored as given.
  ///
  /// - Parameters:
  ///   - name: The option, such as `--output`.
  ///   - valueName: The value's placeholder in help.
  ///   - needs: What an empty value lacks, for the error ("a file name").
  ///   - help: The help text.
  ///   - store: Sets the value on the options.
  static func text(
    _ name: String, valueName: String, needs: String, help: String,
    store: @escaping @Sendable (inout CommandOptions, String) -> Void
  ) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, help: help) { options, value throws(UsageError) in
      guard !value.isEmpty else { throw UsageError("\(name) needs \(needs)") }
      store(&options, value)
    }
  }

  static let font = OptionSpec.text(
    "--font", valueName: "FONT", needs: "a file or a font family, not an empty value",
    help:
      "A font file (TTF, OTF, TTC) or a fontconfig pattern such as 'Inter' or 'DejaVu Sans:style=Bold'. Default: the first installed of Inter, Roboto, Noto Sans, Open Sans, DejaVu Sans."
  ) { $0.font = $1 }

  static let faceIndex = OptionSpec(
    name: "--face-index", valueName: "N", help: "The face to use inside a font collection (default 0)."
  ) { options, value throws(UsageError) in
    guard let index = Int(value), index >= 0, index <= 0xFFFF else {
      throw UsageError(
        "--face-index must be a whole number from 0 to 65535, not '\(OptionTable.printable(value))'")
    }
    options.faceIndex = index
  }

  static let sizes = OptionSpec(
    name: "--sizes", valueName: "LIST",
    help: "Font sizes in points: 8...40, 8..<41, 12,14,17 or fractional values (default 8...40)."
  ) { options, value throws(UsageError) in
    options.sizes = try SizeList.parse(value, allowed: 1...RenderConfiguration.maximumSize)
  }

  static let size = OptionSpec(
    name: "--size", valueName: "POINTS", help: "The font size in points (default 14)."
  ) { options, value throws(UsageError) in
    options.size = try positiveNumber(value, option: "--size", maximum: RenderConfiguration.maximumSize)
  }

  static let scale = OptionSpec(
    name: "--scale", valueName: "FACTOR",
    help: "Device pixels per point: 1, 2, 3 or any positive value up to 10 (default 2)."
  ) { options, value throws(UsageError) in
    options.scale = try positiveNumber(value, option: "--scale", maximum: RenderConfiguration.maximumScale)
  }

  static let hinting = OptionSpec(
    name: "--hinting", valueName: "MODE",
    help:
      "none (unhinted, as CoreText renders), light or full (FreeType's default hinting, whole-pixel advances). Default none."
  ) { options, value throws(UsageError) in
    guard let mode = HintingMode(rawValue: value) else {
      throw UsageError("--hinting must be none, light or full, not '\(OptionTable.printable(value))'")
    }
    options.hinting = mode
  }

  static let placeholder = OptionSpec(
    name: "--placeholder", valueName: "CHAR",
    help: "The placeholder character as U+200A, 0x200A or the character itself (default U+200A HAIR SPACE)."
  ) { options, value throws(UsageError) in
    guard let scalar = ScalarNotation.parse(value) else {
      throw UsageError("--placeholder must be one character or U+XXXX, not '\(OptionTable.printable(value))'")
    }
    options.placeholder = scalar
  }

  static let variation = OptionSpec(
    name: "--variation", valueName: "AXIS=VALUE",
    help: "A variation-axis setting for a variable font, such as wght=500; repeat for more axes.",
    repeatable: true
  ) { options, value throws(UsageError) in
    do throws(MetricsError) {
      options.variations.append(try FontVariation(parsing: value))
    } catch {
      throw UsageError(error.description)
    }
  }

  static let tracking = OptionSpec(
    name: "--tracking-size", valueName: "POINTS",
    help: "Apply the font's AAT 'trak' tracking for this point size (HarfBuzz ptem). Default: no tracking."
  ) { options, value throws(UsageError) in
    options.trackingSize = try positiveNumber(
      value, option: "--tracking-size", maximum: RenderConfiguration.maximumSize)
  }

  static func format(_ allowed: [OutputFormat]) -> OptionSpec {
    OptionSpec(
      name: "--format", valueName: allowed.map(\.rawValue).joined(separator: "|"),
      help: "Output format (default table)."
    ) { options, value throws(UsageError) in
      guard let format = OutputFormat(rawValue: value), allowed.contains(format) else {
        throw UsageError(
          "--format must be \(allowed.map(\.rawValue).joined(separator: ", ")), not '\(OptionTable.printable(value))'"
        )
      }
      options.format = format
    }
  }

  static let output = OptionSpec.text(
    "--output", valueName: "FILE", needs: "a file name",
    help: "Write the result to FILE (atomically: a temporary file, then rename) instead of standard output."
  ) { $0.output = $1 }

  static let help = OptionSpec(name: "--help", valueName: nil, help: "Show this help.") { options, _ in
    options.help = true
  }

  static let version = OptionSpec(name: "--version", valueName: nil, help: "Show the version.") {
    options, _ in options.version = true
  }

  /// Parses a finite number in (0, maximum].
  static func positiveNumber(_ value: String, option: String, maximum: Double) throws(UsageError) -> Double {
    guard let number = Double(value), number.isFinite, number > 0, number <= maximum else {
      throw UsageError(
        "\(option) must be a number above 0 and at most \(Format.number(maximum)), not '\(OptionTable.printable(value))'"
      )
    }
    return number
  }
}

// MARK: - Fit options

extension OptionSpec {
  /// The most target widths one fit may have.
  static let maximumTargets = 100_000
  /// The widest target accepted, in points.
  static let maximumWidth = 10_000.0

  static let widths = OptionSpec(
    name: "--widths", valueName: "FROM...THROUGH",
    help: "Target button widths in points (default 40...200)."
  ) { options, value throws(UsageError) in
    guard let range = value.range(of: "..."),
      let low = Double(value[..<range.lowerBound].trimmingSpaces()),
      let high = Double(value[range.upperBound...].trimmingSpaces()), low.isFinite, high.isFinite
    else {
      throw UsageError("--widths must look like 40...200, not '\(OptionTable.printable(value))'")
    }
    guard low >= 0, high <= maximumWidth else {
      throw UsageError(
        "--widths \(Format.number(low))...\(Format.number(high)) must lie within 0...\(Format.number(maximumWidth)) pt"
      )
    }
    guard low <= high else {
      throw UsageError(
        "--widths \(Format.number(low))...\(Format.number(high)) is reversed (the start must not exceed the end)"
      )
    }
    options.widthsFrom = low
    options.widthsThrough = high
  }

  static let step = OptionSpec(
    name: "--step", valueName: "POINTS", help: "The step between target widths (default 0.5)."
  ) { options, value throws(UsageError) in
    options.widthStep = try positiveNumber(value, option: "--step", maximum: maximumWidth)
  }

  static let padding = OptionSpec(
    name: "--padding", valueName: "POINTS",
    help: "The width of a button with an empty title, P (default 30, seed 000's minimalActionWidth)."
  ) { options, value throws(UsageError) in
    guard let number = Double(value), number.isFinite, number >= 0, number <= 1000 else {
      throw UsageError("--padding must be a number from 0 to 1000, not '\(OptionTable.printable(value))'")
    }
    options.padding = number
  }

  static let measureFont = OptionSpec.text(
    "--measure-font", valueName: "FONT", needs: "a file or a font family",
    help: "The font the app measures one placeholder with, if not the render font (path or pattern)."
  ) { $0.measureFont = $1 }

  static let measureSize = OptionSpec(
    name: "--measure-size", valueName: "POINTS",
    help:
      "The size the app measures one placeholder at (seed 000: 14, UIFont.systemFontSize). Default: each render size."
  ) { options, value throws(UsageError) in
    options.measureSize = try positiveNumber(
      value, option: "--measure-size", maximum: RenderConfiguration.maximumSize)
  }

  static let objective = OptionSpec(
    name: "--objective", valueName: "NAME",
    help:
      "minimax (smallest largest |error|, default), rms, never-clip (error >= 0: the picture is never cut) or never-seam (error <= 0: no repeat seam)."
  ) { options, value throws(UsageError) in
    guard let objective = FitObjective(rawValue: value) else {
      throw UsageError(
        "--objective must be minimax, rms, never-clip or never-seam, not '\(OptionTable.printable(value))'")
    }
    options.objective = objective
  }

  static let profile = OptionSpec(
    name: "--profile", valueName: "NAME",
    help: "A preset of platform assumptions: " + Profile.allCases.map(\.rawValue).joined(separator: ", ")
      + " (see below). Explicit options override it."
  ) { options, value throws(UsageError) in
    guard let profile = Profile(rawValue: value) else {
      throw UsageError(
        "unknown profile '\(OptionTable.printable(value))' (profiles: \(Profile.allCases.map(\.rawValue).joined(separator: ", ")))"
      )
    }
    options.profile = profile
  }
}

// MARK: - Check options

extension OptionSpec {
  static let check = OptionSpec.text(
    "--check", valueName: "FILE", needs: "a result file",
    help:
      "Recompute a stored JSON result with the settings it records; exit 1 with a diff (font, size, field, old, new) if anything moved beyond --tolerance."
  ) { $0.check = $1 }

  static let tolerance = OptionSpec(
    name: "--tolerance", valueName: "X",
    help:
      "How far non-integer numbers may move for --check, relative above 1 (default 1e-9); integers must match exactly."
  ) { options, value throws(UsageError) in
    guard let number = Double(value), number.isFinite, number >= 0, number < 1 else {
      throw UsageError(
        "--tolerance must be a number from 0 to below 1, not '\(OptionTable.printable(value))'")
    }
    options.tolerance = number
  }
}

// MARK: - Batch options

extension OptionSpec {
  static let fonts = OptionSpec(
    name: "--fonts", valueName: "PATH",
    help:
      "A font file, or a folder searched recursively for .ttf, .otf, .ttc and .otc files; repeat for more.",
    repeatable: true
  ) { options, value throws(UsageError) in
    guard !value.isEmpty else { throw UsageError("--fonts needs a file or folder") }
    options.fontPaths.append(value)
  }

  static let list = OptionSpec.text(
    "--list", valueName: "FILE", needs: "a file",
    help: "A file naming one font path per line (# starts a comment)."
  ) { $0.fontList = $1 }

  static let pattern = OptionSpec(
    name: "--pattern", valueName: "PATTERN",
    help: "Calibrate every installed face fontconfig lists for a pattern, such as ':lang=en' or 'Noto Sans'."
  ) { options, value throws(UsageError) in
    options.fontPattern = value
  }

  static let scaleList = OptionSpec(
    name: "--scale", valueName: "LIST",
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

  static let hintingList = OptionSpec(
    name: "--hinting", valueName: "LIST",
    help: "Hinting modes, one configuration each, such as none,full (default none)."
  ) { options, value throws(UsageError) in
    var modes: [HintingMode] = []
    for item in value.split(separator: ",", omittingEmptySubsequences: false) {
      guard let mode = HintingMode(rawValue: item.trimmingSpaces()) else {
        throw UsageError(
          "--hinting must list none, light or full, not '\(OptionTable.printable(String(item)))'")
      }
      modes.append(mode)
    }
    options.hintings = modes
  }

  static let jobs = OptionSpec(
    name: "--jobs", valueName: "N", help: "Faces calibrated at once (default: the number of cores)."
  ) { options, value throws(UsageError) in
    guard let jobs = Int(value), (1...256).contains(jobs) else {
      throw UsageError("--jobs must be a whole number from 1 to 256, not '\(OptionTable.printable(value))'")
    }
    options.jobs = jobs
  }

  static let resume = OptionSpec(
    name: "--resume", valueName: nil,
    help:
      "Skip faces and configurations already in --output, after dropping a torn last line left by a killed run."
  ) { options, _ in options.resume = true }

  static let quiet = OptionSpec(name: "--quiet", valueName: nil, help: "Print no progress.") { options, _ in
    options.quiet = true
  }

  static let shard = OptionSpec(
    name: "--shard", valueName: "K/N",
    help:
      "Calibrate only the K-th of N equal shares of the faces (1-based), for splitting a library across machines."
  ) { options, value throws(UsageError) in
    let parts = value.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else {
      throw UsageError("--shard must look like 2/8 (shard 2 of 8), not '\(OptionTable.printable(value))'")
    }
    options.shard = (index, count)
  }
}

// MARK: - Output options of the fit

extension OptionSpec {
  static let plot = OptionSpec.text(
    "--plot", valueName: "FILE.svg", needs: "a file name",
    help:
      "Also write an SVG chart: error against target width per size (heat maps of the seed constants, the global pair and the per-size table) and the fitted constants against size."
  ) { $0.plot = $1 }

  static let emit = OptionSpec(
    name: "--emit", valueName: "swift",
    help:
      "Print Swift source an iOS app can paste (per-size table, global pair, emptyTitle(for:fontSize:)) instead of the report."
  ) { options, value throws(UsageError) in
    guard value == "swift" else {
      throw UsageError("--emit supports only 'swift', not '\(OptionTable.printable(value))'")
    }
    options.emit = value
  }

  static let observations = OptionSpec.text(
    "--observations", valueName: "FILE.csv", needs: "a CSV file",
    help:
      "Fit from widths measured on a device (CSV columns size,count,width): report the padding and advance they imply, and the constants."
  ) { $0.observations = $1 }
}

// MARK: - Results options

extension OptionSpec {
  static let directory = OptionSpec.text(
    "--directory", valueName: "FOLDER", needs: "a folder",
    help: "Where to write the results (default results)."
  ) { $0.directory = $1 }
}
