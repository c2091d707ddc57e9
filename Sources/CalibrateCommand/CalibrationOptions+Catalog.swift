import CalibrateSupport
import CalibrationReports
import FontCalibration
import PlaceholderTitle
import TextMetrics
import WidthCalibration

// The options the calibrating commands share: each entry both parses and prints its help; the
// table records every option given (``CalibrationOptions/given``), for presets and checks.

// MARK: - The font and how it renders

extension CommandLineOption where Options: CalibratingOptions {
  static var font: Self {
    .text(
      "--font", value: "FONT", needs: "a file or a font family, not an empty value",
      help:
        "A font file (TTF, OTF, TTC, WOFF, Type 1) or a fontconfig pattern such as 'Inter' or 'DejaVu Sans:style=Bold'. Default: the first installed of Inter, Roboto, Noto Sans, Open Sans, DejaVu Sans."
    ) { $0.calibration.settings.font = $1 }
  }

  static var faceIndex: Self {
    CommandLineOption(
      "--face-index", value: "N", help: "The face to use inside a font collection (default 0)."
    ) { options, value throws(UsageError) in
      options.calibration.settings.faceIndex = try OptionValue.wholeNumber(
        value, option: "--face-index", in: 0...0xFFFF)
    }
  }

  static var sizes: Self {
    CommandLineOption(
      "--sizes", value: "LIST",
      help: "Font sizes in points: 8...40, 8..<41, 12,14,17 or fractional values (default 8...40)."
    ) { options, value throws(UsageError) in
      options.calibration.settings.sizes = try SizeList.parse(
        value, allowed: 1...RenderConfiguration.maximumSize)
    }
  }

  static var contentSize: Self {
    CommandLineOption(
      "--content-size", value: "CATEGORY|all",
      help:
        "Calibrate at the swipe title's size for Dynamic Type content size categories, named as UIKit names them (extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium ... accessibilityExtraExtraExtraLarge, or UICTContentSizeCategoryXL and the like), a comma list, or all: 15 pt up to large, then 15 x Body / 17 with the Body text style's size (HIG: 19, 21, 23, 28, 33, 40 pt), the category capped at accessibilityExtraLarge (35.29 pt). An assumption read from decompiled UIKitCore (iOS 18.2, 26.1). Replaces --sizes."
    ) { options, value throws(UsageError) in
      options.calibration.settings.chooseSizes(for: try CalibrationOptions.contentSizes(value))
    }
  }

  static var scale: Self {
    .positiveNumber(
      "--scale", value: "FACTOR",
      help: "Device pixels per point: 1, 2, 3 or any positive value up to 10 (default 2).",
      maximum: RenderConfiguration.maximumScale
    ) { $0.calibration.settings.scale = $1 }
  }

  static var hinting: Self {
    .choice(
      "--hinting", value: "MODE",
      help:
        "none (unhinted, as CoreText renders), light (FreeType's light hinting: its advances stay unrounded, as HarfBuzz's FreeType functions give them) or full (FreeType's default hinting, whole-pixel advances). Default none.",
      choices: "none, light or full", parse: HintingMode.init(rawValue:)
    ) { $0.calibration.settings.hinting = $1 }
  }

  static var placeholder: Self {
    .choice(
      "--placeholder", value: "CHAR",
      help:
        "The placeholder character as U+200A, 0x200A or the character itself (default U+200A HAIR SPACE).",
      choices: "one character or U+XXXX", parse: ScalarNotation.parse
    ) { $0.calibration.settings.placeholder = $1 }
  }

  static var variation: Self {
    CommandLineOption(
      "--variation", value: "AXIS=VALUE",
      help: "A variation-axis setting for a variable font, such as wght=500; repeat for more axes.",
      repeatable: true
    ) { options, value throws(UsageError) in
      do throws(MetricsError) {
        options.calibration.settings.variations.append(try FontVariation(parsing: value))
      } catch {
        throw UsageError(error.description)
      }
    }
  }

  static var tracking: Self {
    .positiveNumber(
      "--tracking-size", value: "POINTS",
      help: "Apply the font's AAT 'trak' tracking for this point size (HarfBuzz ptem). Default: no tracking.",
      maximum: RenderConfiguration.maximumSize
    ) { $0.calibration.settings.trackingSize = $1 }
  }
}

// MARK: - The report

extension CommandLineOption where Options: CalibratingOptions {
  static func format(_ allowed: [ReportFormat]) -> Self {
    let names = allowed.map(\.rawValue)
    return .choice(
      "--format", value: names.joined(separator: "|"), help: "Output format (default table).",
      choices: names.joined(separator: ", "),
      parse: { ReportFormat(rawValue: $0).flatMap { allowed.contains($0) ? $0 : nil } }
    ) { $0.calibration.format = $1 }
  }
}

// MARK: - The fit

extension CommandLineOption where Options: CalibratingOptions {
  static var widths: Self {
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
      let written = "--widths \(NumberFormat.number(low))...\(NumberFormat.number(high))"
      guard low >= 0, high <= CalibrationOptions.maximumWidth else {
        throw UsageError(
          "\(written) must lie within 0...\(NumberFormat.number(CalibrationOptions.maximumWidth)) pt")
      }
      guard low <= high else {
        throw UsageError("\(written) is reversed (the start must not exceed the end)")
      }
      options.calibration.settings.widths.from = low
      options.calibration.settings.widths.through = high
    }
  }

  static var step: Self {
    .positiveNumber(
      "--step", value: "POINTS", help: "The step between target widths (default 0.5).",
      maximum: CalibrationOptions.maximumWidth
    ) { $0.calibration.settings.widths.step = $1 }
  }

  static var padding: Self {
    .choice(
      "--padding", value: "POINTS",
      help:
        "The width of a button with an empty title, P (default 30, the RowAction article's minimalActionWidth).",
      choices: "a number from 0 to 1000", parse: { Double($0).flatMap { (0...1000).contains($0) ? $0 : nil } }
    ) { $0.calibration.settings.padding = $1 }
  }

  static var model: Self {
    .choice(
      "--model", value: "plain|uikit-swipe",
      help:
        "How a button's width follows from its title: plain (padding + title width, default) or uikit-swipe (UIKit's swipe-action button as read from decompiled UIKitCore, an assumption: min(120, max(74, 12 + the label rounded up)); targets outside 74...120 pt are unreachable).",
      choices: "plain or uikit-swipe", parse: CalibrationSettings.Sizing.init(rawValue:)
    ) { $0.calibration.settings.sizing = $1 }
  }

  static var labelRounding: Self {
    .choice(
      "--label-rounding", value: "pixels|points",
      help:
        "How uikit-swipe rounds the title label up: to device pixels (UICeilToViewScale, apps built with a recent SDK; default) or to whole points (ceil, older SDKs).",
      choices: "pixels or points", parse: UIKitSwipeButton.LabelRounding.init(rawValue:)
    ) { $0.calibration.settings.labelRounding = $1 }
  }

  static var measureFont: Self {
    .text(
      "--measure-font", value: "FONT", needs: "a file or a font family",
      help: "The font the app measures one placeholder with, if not the render font (path or pattern)."
    ) { $0.calibration.settings.measureFont = $1 }
  }

  static var measureSize: Self {
    .positiveNumber(
      "--measure-size", value: "POINTS",
      help:
        "The size the app measures one placeholder at (the RowAction article: 14, UIFont.systemFontSize). Default: each render size.",
      maximum: RenderConfiguration.maximumSize
    ) { $0.calibration.settings.measureSize = $1 }
  }

  static var objective: Self {
    .choice(
      "--objective", value: "NAME",
      help:
        "minimax (smallest largest |error|, default), rms, never-clip (error >= 0: the picture is never cut) or never-seam (error <= 0: no repeat seam).",
      choices: "minimax, rms, never-clip or never-seam", parse: FitObjective.init(rawValue:)
    ) { $0.calibration.settings.objective = $1 }
  }

  static var method: Self {
    .choice(
      "--method", value: "count|composite",
      help:
        "count: N copies of the placeholder from the fitted formula (default); composite: each title composed of several space characters, the best the font's spaces reach for each width, every title shaped whole.",
      choices: "count or composite", parse: CalibrationSettings.Method.init(rawValue:)
    ) { $0.calibration.settings.method = $1 }
  }

  static var placeholders: Self {
    CommandLineOption(
      "--placeholders", value: "auto|LIST",
      help:
        "The characters of composite titles: auto (the placeholder and every other space character the font maps, default) or a list such as U+200A,U+2006,U+2009, written in that order."
    ) { options, value throws(UsageError) in
      options.calibration.settings.placeholders = try CalibrationOptions.placeholderChoice(value)
    }
  }

  /// `--guard` for a command that takes `--profile`, whose uikit-contextual profile sets it.
  static var guardCharacter: Self { guardCharacter(profiles: true) }

  /// `--guard`; its help names the profile that sets it only where `--profile` is taken.
  static func guardCharacter(profiles: Bool) -> Self {
    let fallback = profiles ? "none (default, except under the uikit-contextual profile)" : "none (default)"
    return .choice(
      "--guard", value: "CHAR|none",
      help:
        "A zero-width character put at both ends of every title, so that trimming whitespace keeps the spaces inside: U+200B ZERO WIDTH SPACE or another; \(fallback) puts none. It must render with no width.",
      choices: "one character, U+XXXX or none",
      parse: { value in value == "none" ? .some(nil) : ScalarNotation.parse(value).map { .some($0) } }
    ) { $0.calibration.settings.guardCharacter = $1 }
  }

  static var profile: Self {
    let names = Profile.allCases.map(\.rawValue).joined(separator: ", ")
    return CommandLineOption(
      "--profile", value: "NAME",
      help: "A preset of platform assumptions: \(names) (see below). Explicit options override it."
    ) { options, value throws(UsageError) in
      if let renamed = Profile.formerNames[value] {
        throw UsageError(
          "the profile '\(value)' is now named '\(renamed.rawValue)': use --profile \(renamed.rawValue)")
      }
      guard let profile = Profile(rawValue: value) else {
        let suggestion = Spelling.didYouMean(
          Spelling.suggestions(for: value, among: Profile.allCases.map(\.rawValue)), quote: { $0 })
        throw UsageError(
          "unknown profile '\(TerminalText.printable(value))'\(suggestion.map { "; \($0)" } ?? "") (profiles: \(names))"
        )
      }
      options.calibration.settings.profile = profile
    }
  }
}

// MARK: - Parsing list values

extension CalibrationOptions {
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
        throw UsageError("--content-size lists \(category.name) twice")
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
}
