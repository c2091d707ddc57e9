import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// Titles composed of several space characters: for every size and target, the counts of each
/// character whose button best meets the objective, checked by shaping each title whole.
///
/// One repeated character reaches only multiples of its advance, so its error never falls below
/// half an advance. Sums of several advances reach almost every width. Per size the calibration
/// measures each character's advance (font units unhinted, 26.6 hinted), keeps those that add
/// up, lets `PlaceholderComposer` pick the exact optimum over their integer sums under the
/// run's sizing model, then shapes every title it picked as one string, guards included, and
/// takes the error from that shaped width, never from the sum.
///
/// A character is left out at a size (and named in ``exclusions``) when it renders with no
/// width, as `.notdef` or with a width HarfBuzz made up, when copies of it do not add up, when
/// it does not add up next to another kept character, or when the guard changes its width.
/// Adding up is checked on runs of 16 copies and on every ordered pair; a title that still
/// shapes to another width than its sum (contextual positioning over longer spans) keeps its
/// shaped width and is counted in ``mismatchedTitles``.
///
/// Threading: a plain value; `Sendable`.
package struct CompositeCalibration: Sendable {
  /// The characters titles are composed of, in the order a title writes them (the order
  /// `CompositeTitle` uses, and the composer's tie order).
  package var characters: [Unicode.Scalar]
  /// The zero-width character at both ends of every non-empty title, if any.
  package var guardCharacter: Unicode.Scalar?
  /// What the composer optimized.
  package var objective: CompositionObjective
  /// One entry per size, ascending.
  package var sizes: [CompositeSize]
  /// The characters left out, per size.
  package var exclusions: [CompositeExclusion]
  /// The errors over every size and target.
  package var summary: ErrorSummary
  /// How many distinct titles were shaped whole.
  package var shapedTitles: Int
  /// How many of them shaped to another width than their characters' sum.
  package var mismatchedTitles: Int

  /// The most units a composer table may span (3 bytes each).
  package static let maximumTableUnits = 8_000_000
  /// How many copies the run check shapes.
  static let runLength = 16

  /// The composer's objective for a fit objective: the composite's per-target optimum minimizes
  /// every |e| at once, so it is the optimum of the RMS as well as of the largest |e|.
  package static func objective(for objective: FitObjective) -> CompositionObjective {
    switch objective {
    case .minimax, .rms: return .minimax
    case .neverClip: return .neverClip
    case .neverSeam: return .neverSeam
    }
  }

  /// Composes and checks the titles of every size and target of a problem.
  ///
  /// - Parameters:
  ///   - font: The render font.
  ///   - settings: The run's settings (sizes, scale, hinting, placeholders, guard, objective).
  ///   - problem: The run's problem: its targets and sizing model.
  /// - Throws: ``FontCalibrationError`` when a listed character or the guard is missing from
  ///   the font, the guard has a width, no character is left at a size, a table would be too
  ///   large, or the font engine fails.
  package static func perform(
    font: Font, settings: CalibrationSettings, problem: CalibrationProblem
  ) throws(FontCalibrationError) -> CompositeCalibration {
    try perform(font: font, settings: settings, model: problem.model, targets: problem.targets)
  }

  /// Composes and checks the titles of every size for targets given one by one, in their order:
  /// also targets a problem leaves out as beyond its model's reach (a button preview draws every
  /// row it is asked for; minimax then gives such a target the title nearest to it).
  ///
  /// - Parameters:
  ///   - font: The render font.
  ///   - settings: The run's settings (sizes, scale, hinting, placeholders, guard, objective).
  ///   - model: The sizing model.
  ///   - targets: The wanted button widths, one title each.
  /// - Throws: ``FontCalibrationError`` as ``perform(font:settings:problem:)`` does.
  package static func perform(
    font: Font, settings: CalibrationSettings, model: ButtonModel, targets: [Double]
  ) throws(FontCalibrationError) -> CompositeCalibration {
    let characters = try candidates(font: font, settings: settings)
    let objective = objective(for: settings.objective)
    var sizes: [CompositeSize] = []
    var exclusions: [CompositeExclusion] = []
    for size in settings.sizes {
      let configuration = settings.configuration(size: size)
      try checkGuard(settings.guardCharacter, font: font, configuration)
      let kept = try CompositeCharacterCheck(
        font: font, characters: characters, guard: settings.guardCharacter, configuration)
      exclusions += kept.exclusions
      guard kept.advances.contains(where: { $0 != nil }) else {
        throw .noCompositeCharacters(font: font.info, size: size)
      }
      var composer = try CompositeSizeComposer(
        font: font, characters: characters, advances: kept.advances, unit: kept.unit,
        guard: settings.guardCharacter, model: model, configuration: configuration,
        widest: targets.max() ?? 0)
      sizes.append(try composer.compose(targets, objective: objective))
    }
    let errors = sizes.flatMap { size in
      size.titles.map { (size: size.size, width: $0.width, error: $0.error) }
    }
    return CompositeCalibration(
      characters: characters, guardCharacter: settings.guardCharacter, objective: objective, sizes: sizes,
      exclusions: exclusions, summary: ErrorSummary(errors),
      shapedTitles: sizes.reduce(0) { $0 + $1.shapedTitles },
      mismatchedTitles: sizes.reduce(0) { $0 + $1.mismatchedTitles })
  }

  /// The characters to consider, in title order: the listed ones (each must be mapped), or the
  /// placeholder and every other space character the font maps, except the guard.
  static func candidates(
    font: Font, settings: CalibrationSettings
  ) throws(FontCalibrationError) -> [Unicode.Scalar] {
    switch settings.placeholders {
    case .list(let listed):
      if let guardCharacter = settings.guardCharacter, listed.contains(guardCharacter) {
        throw .guardIsPlaceholder(guardCharacter)
      }
      for scalar in listed
      where try engine({ () throws(MetricsError) in try font.glyphID(for: scalar) }) == nil {
        throw .notInFont(font: font.info, character: scalar)
      }
      return listed
    case .auto:
      // Zero-width characters (U+200B, U+FEFF) are never placeholders: judged by their design
      // width, unhinted, so a space that hinting rounds to nothing at a small size stays in and
      // is left out there with a note.
      let design = RenderConfiguration(size: 16, scale: 1, hinting: .none, trackingSize: nil)
      var scalars: [Unicode.Scalar] = []
      for scalar in [settings.placeholder] + SpaceCharacter.all.map(\.scalar)
      where scalar != settings.guardCharacter && !scalars.contains(scalar) {
        let metrics = try engine { () throws(MetricsError) in
          try font.placeholder(scalar, design, runLength: 2)
        }
        if metrics.isInCharacterMap && !metrics.isNotdef && !metrics.isSynthesized && metrics.advance > 0 {
          scalars.append(scalar)
        }
      }
      return scalars
    }
  }

  /// Refuses a guard the font lacks or that takes room at a configuration.
  static func checkGuard(
    _ guardCharacter: Unicode.Scalar?, font: Font, _ configuration: RenderConfiguration
  ) throws(FontCalibrationError) {
    guard let guardCharacter else { return }
    let mapped = try engine { () throws(MetricsError) in try font.glyphID(for: guardCharacter) }
    let lone = try engine { () throws(MetricsError) in
      try font.measure(scalars: [guardCharacter], configuration)
    }
    guard mapped != nil, !lone.containsNotdef else {
      throw .notInFont(font: font.info, character: guardCharacter)
    }
    guard lone.width == 0 else {
      throw .guardHasWidth(
        font: font.info, guard: guardCharacter, points: lone.widthInPoints, configuration: configuration)
    }
  }
}

/// Runs a font-engine call, wrapping its error as ``FontCalibrationError/font(_:)``.
func engine<Value>(_ body: () throws(MetricsError) -> Value) throws(FontCalibrationError) -> Value {
  do throws(MetricsError) {
    return try body()
  } catch {
    throw .font(error)
  }
}
