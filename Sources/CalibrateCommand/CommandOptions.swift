import CalibrationReport
import CommandLineSupport
import FontCalibration
import PlaceholderTitle
import TextMetrics
import WidthCalibration

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
  var format = ReportFormat.table
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
  /// Batch: the HTML report to write from the output when the run ends.
  var report: String?
  /// `results`: the folder the reference results are written to.
  var directory = "results"
  /// `preview`: its size, rows, label and taller cell.
  var preview = PreviewOptions()
  /// Whether `--help` was asked for.
  var help = false
  /// Whether `--version` was asked for.
  var version = false

  /// The widest target accepted, in points.
  static let maximumWidth = 10_000.0

  /// The settings with the profile applied (explicit options win over it), warning about the
  /// profile's assumptions on the console.
  ///
  /// - Parameters:
  ///   - given: The options the user gave.
  ///   - console: Where the profile's warning goes.
  func resolvedSettings(given: Set<String>, console: any Console) -> CalibrationSettings {
    var settings = self.settings
    guard let profile = settings.profile else { return settings }
    let fields: [String: CalibrationSettings.Field] = [
      "--sizes": .sizes, "--padding": .padding, "--widths": .widths, "--measure-size": .measureSize,
      "--model": .sizing, "--guard": .guardCharacter, "--content-size": .sizes,
    ]
    profile.apply(to: &settings, keeping: Set(given.compactMap { fields[$0] }))
    if let warning = profile.warning { console.diagnose(warning + "\n") }
    return settings
  }
}

extension CommandOptions {
  /// Refuses sizing options that contradict each other: the UIKit model defines its own padding,
  /// and the label rounding means something only under it (also when a profile chose it).
  func validateSizing(given: Set<String>) throws(UsageError) {
    let sizing = effectiveSizing(given: given)
    if sizing == .uikitSwipe && given.contains("--padding") {
      throw UsageError(
        "--padding cannot be combined with --model uikit-swipe, which defines its own (6 pt per side)")
    }
    if sizing != .uikitSwipe && given.contains("--label-rounding") {
      throw UsageError("--label-rounding applies only with --model uikit-swipe")
    }
  }
}

extension CommandOptions {
  /// Parses `--content-size`: `all`, or a comma-separated list of distinct category names.
  static func contentSizes(_ value: String) throws(UsageError) -> [UIKitSwipeButton.ContentSizeCategory] {
    if value == "all" { return UIKitSwipeButton.ContentSizeCategory.allCases }
    var categories: [UIKitSwipeButton.ContentSizeCategory] = []
    for item in value.split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(item.trimmingSpaces())
      guard let category = UIKitSwipeButton.ContentSizeCategory(name: name) else {
        throw UsageError(
          "--content-size takes all or content size categories such as large, extraLarge or accessibilityMedium, not '\(TerminalText.printable(name))'"
        )
      }
      guard !categories.contains(category) else {
        throw UsageError("--content-size lists \(category.rawValue) twice")
      }
      categories.append(category)
    }
    return categories
  }

  /// Parses `--placeholders`: `auto`, or a comma-separated list of distinct characters.
  static func placeholderChoice(_ value: String) throws(UsageError) -> CalibrationSettings.PlaceholderChoice {
    do throws(CalibrationSettings.PlaceholderChoice.ParseError) {
      return try CalibrationSettings.PlaceholderChoice(parsing: value)
    } catch .repeated(let scalar) {
      throw UsageError("--placeholders lists \(ScalarNotation.format(scalar)) twice")
    } catch {
      throw UsageError(
        "--placeholders must be auto or a list such as U+200A,U+2006, not '\(TerminalText.printable(value))'")
    }
  }

  /// Refuses options of the composite method without it.
  func validateMethod(given: Set<String>) throws(UsageError) {
    if settings.method != .composite && given.contains("--placeholders") {
      throw UsageError("--placeholders applies only with --method composite")
    }
  }
}

extension CommandOptions {
  /// The sizing model the run will use: the one `--model` names, else the profile's.
  func effectiveSizing(given: Set<String>) -> CalibrationSettings.Sizing {
    guard !given.contains("--model"), let profile = settings.profile else { return settings.sizing }
    var resolved = settings
    profile.apply(to: &resolved, keeping: [])
    return resolved.sizing
  }
}

/// One option of `calibrate`.
typealias CalibrateOption = CommandLineOption<CommandOptions>

// MARK: - Option catalog

extension CommandLineOption where Options == CommandOptions {
  static var font: CalibrateOption {
    .text(
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

  static var contentSize: CalibrateOption {
    CommandLineOption(
      "--content-size", value: "CATEGORY|all",
      help:
        "Calibrate at the swipe title's size for Dynamic Type content size categories, named as UIKit names them (extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium ... accessibilityExtraExtraExtraLarge, or UICTContentSizeCategoryXL and the like), a comma list, or all: 15 pt up to large, then 15 x Body / 17 with the Body text style's size (HIG: 19, 21, 23, 28, 33, 40 pt), the category capped at accessibilityExtraLarge (35.29 pt). An assumption read from decompiled UIKitCore (iOS 18.2, 26.1). Replaces --sizes."
    ) { options, value throws(UsageError) in
      options.settings.chooseSizes(for: try CommandOptions.contentSizes(value))
    }
  }

  static var size: CalibrateOption {
    .positiveNumber(
      "--size", value: "POINTS", help: "The font size in points (default 14).",
      maximum: RenderConfiguration.maximumSize
    ) { $0.size = $1 }
  }

  static var scale: CalibrateOption {
    .positiveNumber(
      "--scale", value: "FACTOR",
      help: "Device pixels per point: 1, 2, 3 or any positive value up to 10 (default 2).",
      maximum: RenderConfiguration.maximumScale
    ) { $0.settings.scale = $1 }
  }

  static var hinting: CalibrateOption {
    .choice(
      "--hinting", value: "MODE",
      help:
        "none (unhinted, as CoreText renders), light or full (FreeType's default hinting, whole-pixel advances). Default none.",
      choices: "none, light or full", parse: HintingMode.init(rawValue:)
    ) { $0.settings.hinting = $1 }
  }

  static var placeholder: CalibrateOption {
    .choice(
      "--placeholder", value: "CHAR",
      help:
        "The placeholder character as U+200A, 0x200A or the character itself (default U+200A HAIR SPACE).",
      choices: "one character or U+XXXX", parse: ScalarNotation.parse
    ) { $0.settings.placeholder = $1 }
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
    .positiveNumber(
      "--tracking-size", value: "POINTS",
      help: "Apply the font's AAT 'trak' tracking for this point size (HarfBuzz ptem). Default: no tracking.",
      maximum: RenderConfiguration.maximumSize
    ) { $0.settings.trackingSize = $1 }
  }

  static func format(_ allowed: [ReportFormat]) -> CalibrateOption {
    let names = allowed.map(\.rawValue)
    return .choice(
      "--format", value: names.joined(separator: "|"), help: "Output format (default table).",
      choices: names.joined(separator: ", "),
      parse: { ReportFormat(rawValue: $0).flatMap { allowed.contains($0) ? $0 : nil } }
    ) { $0.format = $1 }
  }

  static var output: CalibrateOption {
    .text(
      "--output", value: "FILE", needs: "a file name",
      help: "Write the result to FILE (atomically: a temporary file, then rename) instead of standard output."
    ) { $0.output = $1 }
  }

  static var help: CalibrateOption {
    CommandLineOption(flag: "--help", help: "Show this help.") { $0.help = true }
  }

  static var version: CalibrateOption {
    CommandLineOption(flag: "--version", help: "Show the version.") { $0.version = true }
  }
}

// MARK: - Fit options

extension CommandLineOption where Options == CommandOptions {
  static var widths: CalibrateOption {
    CommandLineOption(
      "--widths", value: "FROM...THROUGH",
      help: "Target button widths in points (default 40...200)."
    ) { options, value throws(UsageError) in
      guard let range = value.firstOccurrence(of: "..."),
        let low = Double(value[..<range.lowerBound].trimmingSpaces()),
        let high = Double(value[range.upperBound...].trimmingSpaces()), low.isFinite, high.isFinite
      else {
        throw UsageError("--widths must look like 40...200, not '\(TerminalText.printable(value))'")
      }
      let written = "--widths \(Format.number(low))...\(Format.number(high))"
      guard low >= 0, high <= CommandOptions.maximumWidth else {
        throw UsageError("\(written) must lie within 0...\(Format.number(CommandOptions.maximumWidth)) pt")
      }
      guard low <= high else {
        throw UsageError("\(written) is reversed (the start must not exceed the end)")
      }
      options.settings.widths.from = low
      options.settings.widths.through = high
    }
  }

  static var step: CalibrateOption {
    .positiveNumber(
      "--step", value: "POINTS", help: "The step between target widths (default 0.5).",
      maximum: CommandOptions.maximumWidth
    ) { $0.settings.widths.step = $1 }
  }

  static var padding: CalibrateOption {
    .choice(
      "--padding", value: "POINTS",
      help: "The width of a button with an empty title, P (default 30, seed 000's minimalActionWidth).",
      choices: "a number from 0 to 1000", parse: { Double($0).flatMap { (0...1000).contains($0) ? $0 : nil } }
    ) { $0.settings.padding = $1 }
  }

  static var model: CalibrateOption {
    .choice(
      "--model", value: "plain|uikit-swipe",
      help:
        "How a button's width follows from its title: plain (padding + title width, default) or uikit-swipe (UIKit's swipe-action button as read from decompiled UIKitCore, an assumption: min(120, max(74, 12 + the label rounded up)); targets outside 74...120 pt are unreachable).",
      choices: "plain or uikit-swipe", parse: CalibrationSettings.Sizing.init(rawValue:)
    ) { $0.settings.sizing = $1 }
  }

  static var labelRounding: CalibrateOption {
    .choice(
      "--label-rounding", value: "pixels|points",
      help:
        "How uikit-swipe rounds the title label up: to device pixels (UICeilToViewScale, apps built with a recent SDK; default) or to whole points (ceil, older SDKs).",
      choices: "pixels or points", parse: UIKitSwipeButton.LabelRounding.init(rawValue:)
    ) { $0.settings.labelRounding = $1 }
  }

  static var measureFont: CalibrateOption {
    .text(
      "--measure-font", value: "FONT", needs: "a file or a font family",
      help: "The font the app measures one placeholder with, if not the render font (path or pattern)."
    ) { $0.settings.measureFont = $1 }
  }

  static var measureSize: CalibrateOption {
    .positiveNumber(
      "--measure-size", value: "POINTS",
      help:
        "The size the app measures one placeholder at (seed 000: 14, UIFont.systemFontSize). Default: each render size.",
      maximum: RenderConfiguration.maximumSize
    ) { $0.settings.measureSize = $1 }
  }

  static var objective: CalibrateOption {
    .choice(
      "--objective", value: "NAME",
      help:
        "minimax (smallest largest |error|, default), rms, never-clip (error >= 0: the picture is never cut) or never-seam (error <= 0: no repeat seam).",
      choices: "minimax, rms, never-clip or never-seam", parse: FitObjective.init(rawValue:)
    ) { $0.settings.objective = $1 }
  }

  static var method: CalibrateOption {
    .choice(
      "--method", value: "count|composite",
      help:
        "count: N copies of the placeholder from the fitted formula (default); composite: each title composed of several space characters, the best the font's spaces reach for each width, every title shaped whole.",
      choices: "count or composite", parse: CalibrationSettings.Method.init(rawValue:)
    ) { $0.settings.method = $1 }
  }

  static var placeholders: CalibrateOption {
    CommandLineOption(
      "--placeholders", value: "auto|LIST",
      help:
        "The characters of composite titles: auto (the placeholder and every other space character the font maps, default) or a list such as U+200A,U+2006,U+2009, written in that order."
    ) { options, value throws(UsageError) in
      options.settings.placeholders = try CommandOptions.placeholderChoice(value)
    }
  }

  static var guardCharacter: CalibrateOption {
    .choice(
      "--guard", value: "CHAR|none",
      help:
        "A zero-width character put at both ends of every title, so that trimming whitespace keeps the spaces inside: U+200B ZERO WIDTH SPACE or another; none (default, except under the uikit-contextual profile) puts none. It must render with no width.",
      choices: "one character, U+XXXX or none",
      parse: { value in value == "none" ? .some(nil) : ScalarNotation.parse(value).map { .some($0) } }
    ) { $0.settings.guardCharacter = $1 }
  }

  static var profile: CalibrateOption {
    let names = Profile.allCases.map(\.rawValue).joined(separator: ", ")
    return CommandLineOption(
      "--profile", value: "NAME",
      help: "A preset of platform assumptions: \(names) (see below). Explicit options override it."
    ) { options, value throws(UsageError) in
      guard let profile = Profile(rawValue: value) else {
        throw UsageError("unknown profile '\(TerminalText.printable(value))' (profiles: \(names))")
      }
      options.settings.profile = profile
    }
  }
}

// MARK: - Check options

extension CommandLineOption where Options == CommandOptions {
  static var tolerance: CalibrateOption {
    .choice(
      "--tolerance", value: "X",
      help:
        "How far non-integer numbers may move, relative above 1 (default 1e-9); integers must match exactly.",
      choices: "a number from 0 to below 1", parse: { Double($0).flatMap { $0 >= 0 && $0 < 1 ? $0 : nil } }
    ) { $0.tolerance = $1 }
  }
}

// MARK: - Batch options

extension CommandLineOption where Options == CommandOptions {
  static var fonts: CalibrateOption {
    .text(
      "--fonts", value: "PATH", needs: "a file or folder",
      help:
        "A font file, or a folder searched recursively for .ttf, .otf, .ttc, .otc, .woff, .woff2, .pfb, .pfa and .t1 files; repeat for more.",
      repeatable: true
    ) { $0.fontPaths.append($1) }
  }

  static var list: CalibrateOption {
    .text(
      "--list", value: "FILE", needs: "a file",
      help: "A file naming one font path per line (# starts a comment)."
    ) { $0.fontList = $1 }
  }

  static var pattern: CalibrateOption {
    CommandLineOption(
      "--pattern", value: "PATTERN",
      help:
        "Calibrate every installed face fontconfig lists for a pattern, such as ':lang=en' or 'Noto Sans'."
    ) { options, value throws(UsageError) in options.fontPattern = value }
  }

  static var scaleList: CalibrateOption {
    CommandLineOption(
      "--scale", value: "LIST", help: "Device scales, one configuration each, such as 1,2,3 (default 2)."
    ) { options, value throws(UsageError) in
      options.scales = try list(value) { item throws(UsageError) in
        try OptionValue.positiveNumber(item, option: "--scale", maximum: RenderConfiguration.maximumScale)
      }
    }
  }

  static var hintingList: CalibrateOption {
    CommandLineOption(
      "--hinting", value: "LIST",
      help: "Hinting modes, one configuration each, such as none,full (default none)."
    ) { options, value throws(UsageError) in
      options.hintings = try list(value) { item throws(UsageError) in
        guard let mode = HintingMode(rawValue: item) else {
          throw UsageError("--hinting must list none, light or full, not '\(TerminalText.printable(item))'")
        }
        return mode
      }
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
        "Skip faces and configurations already in --output. A torn last line left by a killed run is dropped with a warning; any other line that is not a record stops the resume and is left as it is."
    ) { $0.resume = true }
  }

  static var quiet: CalibrateOption {
    CommandLineOption(flag: "--quiet", help: "Print no progress.") { $0.quiet = true }
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

  static var report: CalibrateOption {
    .text(
      "--report", value: "FILE.html", needs: "a file name",
      help:
        "When the run ends, also write the HTML report of --output (as calibrate report does), failed faces included; needs --output."
    ) { $0.report = $1 }
  }

  /// Parses each comma-separated item of a list (spaces around items allowed).
  private static func list<Item>(
    _ value: String, _ parse: (String) throws(UsageError) -> Item
  ) throws(UsageError) -> [Item] {
    var items: [Item] = []
    for item in value.split(separator: ",", omittingEmptySubsequences: false) {
      items.append(try parse(item.trimmingSpaces()))
    }
    return items
  }
}

// MARK: - Output options of the fit

extension CommandLineOption where Options == CommandOptions {
  static var plot: CalibrateOption {
    .text(
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
    .text(
      "--directory", value: "FOLDER", needs: "a folder", help: "Where to write the results (default results)."
    ) { $0.directory = $1 }
  }
}

// MARK: - Preview options

extension CommandLineOption where Options == CommandOptions {
  static var previewSize: CalibrateOption {
    .positiveNumber(
      "--size", value: "POINTS",
      help: "The font size of the title and the label in points (default 15, UIKit's swipe-action title).",
      maximum: RenderConfiguration.maximumSize
    ) { $0.preview.size = $1 }
  }

  static var previewWidths: CalibrateOption {
    CommandLineOption(
      "--widths", value: "LIST|FROM...THROUGH",
      help:
        "Target widths W in points, one row each: a list such as 74,96,120 or a range such as 74...120 stepped by --step (default 74...120)."
    ) { options, value throws(UsageError) in
      options.preview.widths = try PreviewWidthsParser.parse(value)
    }
  }

  static var previewStep: CalibrateOption {
    .positiveNumber(
      "--step", value: "POINTS", help: "The step of a --widths range (default 2).",
      maximum: CommandOptions.maximumWidth
    ) { $0.preview.step = $1 }
  }

  static var label: CalibrateOption {
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
      options.preview.label = value
    }
  }

  static var cellHeight: CalibrateOption {
    .positiveNumber(
      "--cell-height", value: "POINTS",
      help:
        "Add a row of cells this tall, taller than the image (4 x the size, at least 44 pt), where the pattern repeats downwards as in seed 000's rows of dynamic height.",
      maximum: PreviewOptions.maximumCellHeight
    ) { $0.preview.cellHeight = $1 }
  }
}
