import CalibrateSupport
import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// A calibration that cannot run on the fonts and settings given.
///
/// Failures of the layers below are wrapped, not flattened: ``font(_:)`` keeps the font engine's
/// `MetricsError` and ``calibration(_:)`` the solver's `CalibrationError`. ``description`` is
/// the one line the tool prints.
package indirect enum FontCalibrationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The font could not be opened or measured.
  case font(MetricsError)
  /// The problem could not be set up or solved.
  case calibration(CalibrationError)
  /// The problem built from device observations could not be set up or solved.
  case observations(path: String, CalibrationError)
  /// A pattern names a family no installed font has; `suggestions` are installed families spelled
  /// like it (none when nothing is close).
  case unknownFamily(pattern: String, family: String, suggestions: [String])
  /// A pattern names a style its family does not have: fontconfig would quietly give `given`.
  case unknownStyle(
    pattern: String, family: String, style: String, given: String, styles: [String], suggestions: [String])
  /// No font was named and none of the default families is installed.
  case noDefaultFont(tried: [String])
  /// The font shows the placeholder as `.notdef`, the missing-glyph box.
  case notdef(font: FontInfo, placeholder: Unicode.Scalar)
  /// The placeholder renders with no width at these sizes, so no count of it sizes a button there.
  case zeroWidth(
    font: FontInfo, placeholder: Unicode.Scalar, sizes: [Double], scale: Double, hinting: HintingMode)
  /// The placeholder measures zero width as the app measures it: the app would divide by zero.
  case zeroSymbolWidth(font: FontInfo, placeholder: Unicode.Scalar)
  /// The placeholder measures zero width in the font the observations are paired with.
  case zeroObservedSymbolWidth(font: FontInfo, placeholder: Unicode.Scalar)
  /// The width settings give no target.
  case noTargets
  /// The width settings give more targets than a fit may take.
  case tooManyTargets(widths: WidthRange, count: Double)
  /// The widest target needs a title longer than `RepeatedTitle/maximumCount`.
  case titleTooLong(subject: String, width: Double, needed: Double, size: Double)
  /// A character named for titles (a listed placeholder or the guard) is not in the font's
  /// character map.
  case notInFont(font: FontInfo, character: Unicode.Scalar)
  /// The guard renders with a width, so it would change every title's width.
  case guardHasWidth(
    font: FontInfo, guard: Unicode.Scalar, points: Double, configuration: RenderConfiguration)
  /// The guard changes the placeholder's width next to it.
  case guardChangesWidth(
    font: FontInfo, guard: Unicode.Scalar, placeholder: Unicode.Scalar, configuration: RenderConfiguration)
  /// The guard is also listed as a placeholder.
  case guardIsPlaceholder(Unicode.Scalar)
  /// No composite character is left at a size.
  case noCompositeCharacters(font: FontInfo, size: Double)
  /// The composite table for a size would be too large (widths far beyond any button).
  case compositeTableTooLarge(size: Double, units: Double)
  /// No composite title meets the objective for a target.
  case compositeUnreachable(width: Double, size: Double, objective: CompositionObjective)

  /// A character as `U+200B ZERO WIDTH SPACE`, or `U+XXXX` when it is not a surveyed space.
  static func named(_ character: Unicode.Scalar) -> String {
    let code = ScalarNotation.format(character)
    return SpaceCharacter.name(of: character).map { "\(code) \($0)" } ?? code
  }

  package var description: String {
    switch self {
    case .font(let error):
      return error.description
    case .calibration(let error):
      return error.description
    case .observations(let path, let error):
      return "\(path): \(error)"
    case .unknownFamily(_, let family, let suggestions):
      if let hint = Spelling.didYouMean(suggestions) {
        return "no installed font family is named '\(family)'; \(hint)"
      }
      let apple = ["sf ", "sf-", ".sf", "san francisco", "new york"].contains {
        family.lowercased().hasPrefix($0)
      }
      if apple || family.lowercased() == "sf" {
        return
          "no installed font family is named '\(family)' or spelled like it; Apple's system fonts are not installed on Linux: pass the font's file instead, such as --font /path/to/SF-Pro-Text-Regular.otf (Apple offers SF Pro at developer.apple.com/fonts)"
      }
      return
        "no installed font family is named '\(family)' or spelled like it; pass a font file instead (--font /path/to/font.ttf), or list the installed families with fc-list : family"
    case .unknownStyle(_, let family, let style, let given, let styles, let suggestions):
      let hint = Spelling.didYouMean(suggestions).map { "; \($0)" } ?? ""
      return
        "\(family) has no style '\(style)' (fontconfig would measure \(given) instead)\(hint) (its styles: \(styles.joined(separator: ", ")))"
    case .noDefaultFont(let tried):
      return "no default font is installed (tried \(tried.joined(separator: ", "))); pass --font"
    case .notdef(let font, let placeholder):
      return
        "\(font.family) (\(font.path)) cannot show placeholder \(ScalarNotation.format(placeholder)): it renders as .notdef"
    case .zeroWidth(let font, let placeholder, let sizes, let scale, let hinting):
      // Whole sizes as ranges (8...20), others one by one.
      let whole = sizes.allSatisfy { $0 == $0.rounded() && abs($0) < 1e6 }
      let listed =
        whole ? QAWording.ranges(sizes.map { Int($0) }) : sizes.map(NumberFormat.size).joined(separator: ", ")
      return
        "\(font.family) (\(font.path)): placeholder \(ScalarNotation.format(placeholder)) renders with zero width at \(listed) pt (scale \(NumberFormat.number(scale)), hinting \(hinting.rawValue)); it cannot size a button there (calibrate qa lists where each space renders 0 px)"
    case .zeroSymbolWidth(let font, let placeholder):
      return
        "\(font.family) (\(font.path)): placeholder \(ScalarNotation.format(placeholder)) measures zero width; the app would divide by zero"
    case .zeroObservedSymbolWidth(let font, let placeholder):
      return
        "placeholder \(ScalarNotation.format(placeholder)) measures zero width in \(font.family); the app would divide by zero"
    case .noTargets:
      return "the width range gives no targets"
    case .tooManyTargets(let widths, let count):
      return
        "--widths \(widths.rangeDescription) with --step \(NumberFormat.number(widths.step)) gives \(NumberFormat.number(count)) targets; at most \(CalibrationSettings.maximumTargets) are allowed"
    case .titleTooLong(let subject, let width, let needed, let size):
      return
        "\(subject): a \(NumberFormat.number(width)) pt button needs about \(Int(needed)) placeholders at \(NumberFormat.number(size)) pt, more than the \(RepeatedTitle.maximumCount) a title may hold; narrow --widths"
    case .notInFont(let font, let character):
      return
        "\(font.family) (\(font.path)) has no glyph for \(Self.named(character)) in its character map"
    case .guardHasWidth(let font, let guardCharacter, let points, let configuration):
      return
        "\(font.family) (\(font.path)): guard \(Self.named(guardCharacter)) renders \(NumberFormat.fixed(points, 3)) pt wide at \(NumberFormat.number(configuration.size)) pt (hinting \(configuration.hinting.rawValue)); a guard must have no width (--guard none turns guards off)"
    case .guardChangesWidth(let font, let guardCharacter, let placeholder, let configuration):
      return
        "\(font.family) (\(font.path)): guard \(ScalarNotation.format(guardCharacter)) changes the width of placeholder \(ScalarNotation.format(placeholder)) next to it at \(NumberFormat.number(configuration.size)) pt (hinting \(configuration.hinting.rawValue)); --guard none turns guards off"
    case .guardIsPlaceholder(let character):
      return "the guard \(ScalarNotation.format(character)) cannot also be one of --placeholders"
    case .noCompositeCharacters(let font, let size):
      return
        "\(font.family) (\(font.path)): no placeholder character renders with a width that adds up at \(NumberFormat.number(size)) pt; composite titles are impossible there"
    case .compositeTableTooLarge(let size, let units):
      return
        "composite titles up to the widest target need \(NumberFormat.fixed(units, 0)) units at \(NumberFormat.number(size)) pt, more than \(CompositeCalibration.maximumTableUnits); narrow --widths"
    case .compositeUnreachable(let width, let size, let objective):
      return
        "no composite title meets \(objective.rawValue) for a \(NumberFormat.number(width)) pt button at \(NumberFormat.number(size)) pt"
    }
  }
}

/// A notice about a measurement that is allowed but that a user should know of.
package enum FontCalibrationWarning: Sendable, Equatable, CustomStringConvertible {
  /// The font has no glyph for the placeholder; HarfBuzz made its width up from the space glyph.
  case synthesizedPlaceholder(family: String, placeholder: Unicode.Scalar)
  /// The font lacks a character of a preview's label, which is drawn as the `.notdef` box.
  case labelNotdef(family: String, label: String)
  /// A preview draws no composite column: the font has no characters for it at the size.
  case noCompositeColumn(reason: String)

  package var description: String { "warning: " + message }

  /// The warning without its `warning: ` prefix, as a JSON result records it.
  package var message: String {
    switch self {
    case .synthesizedPlaceholder(let family, let placeholder):
      return
        "\(family) has no glyph for \(ScalarNotation.format(placeholder)); HarfBuzz synthesizes its width from the space glyph, which an app's text engine need not do alike"
    case .labelNotdef(let family, let label):
      return "\(family) cannot show every character of the label '\(label)'; they are drawn as .notdef boxes"
    case .noCompositeColumn(let reason):
      return "the preview has no composite column: \(reason)"
    }
  }
}
