import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// One complete calibration: the fonts, what was measured, what was fitted, and the settings
/// that produced it (enough to run it again).
///
/// Threading: a plain value; `Sendable`.
package struct CalibrationRun: Sendable {
  /// The render font.
  package var font: FontInfo
  /// The render font, for what is asked of it only when an output needs it.
  private let renderFont: Font
  /// The render font file's SHA-256, computed when first asked for (only the outputs that record
  /// the file's identity do).
  package var fontDigest: String { renderFont.fileDigest() }
  /// The measure font, when it differs from the render font.
  package var measureFont: FontInfo?
  /// The settings of the run (with any profile already applied).
  package var settings: CalibrationSettings
  /// What was measured.
  package var measurements: Calibrator.Measurements
  /// What was fitted.
  package var fit: CalibrationFit
  /// The composite titles, under the composite method.
  package var composite: CompositeCalibration?

  /// Opens the fonts, measures every size and fits.
  ///
  /// - Parameters:
  ///   - settings: What to measure and fit.
  ///   - openFont: The render font, already opened from the settings, when the caller
  ///     calibrates one face under several configurations; `nil` opens it here.
  /// - Throws: ``FontCalibrationError``.
  package static func perform(
    _ settings: CalibrationSettings, font openFont: Font? = nil
  ) throws(FontCalibrationError) -> CalibrationRun {
    _ = try settings.checkedTargets()
    let font: Font
    if let openFont {
      font = openFont
    } else {
      font = try FontLoader.openRenderFont(settings)
    }
    let measureFont = try FontLoader.openMeasureFont(settings)
    let measurements = try Calibrator(renderFont: font, measureFont: measureFont).measure(
      Calibrator.Setup(settings))
    if case .plain = settings.buttonModel {
      try checkReach(
        measurements, widest: settings.widths.through, padding: settings.padding, font: font.info)
    }
    let fit: CalibrationFit
    do throws(CalibrationError) {
      fit = try measurements.problem.fit(objective: settings.objective)
    } catch {
      throw .calibration(error)
    }
    var composite: CompositeCalibration? = nil
    switch settings.method {
    case .composite:
      composite = try CompositeCalibration.perform(
        font: font, settings: settings, problem: measurements.problem)
    case .count:
      if let guardCharacter = settings.guardCharacter {
        try checkGuard(guardCharacter, around: settings.placeholder, font: font, settings: settings)
      }
    }
    return CalibrationRun(
      font: font.info, renderFont: font, measureFont: measureFont?.info, settings: settings,
      measurements: measurements, fit: fit, composite: composite)
  }

  /// Refuses a guard that has a width or changes the placeholder's at some size.
  static func checkGuard(
    _ guardCharacter: Unicode.Scalar, around placeholder: Unicode.Scalar, font: Font,
    settings: CalibrationSettings
  ) throws(FontCalibrationError) {
    for size in settings.sizes {
      let configuration = settings.configuration(size: size)
      try CompositeCalibration.checkGuard(guardCharacter, font: font, configuration)
      let lone = try engine { () throws(MetricsError) in
        try font.measure(scalars: [placeholder], configuration)
      }
      let guarded = try engine { () throws(MetricsError) in
        try font.measure(scalars: [guardCharacter, placeholder, guardCharacter], configuration)
      }
      guard guarded.width == lone.width else {
        throw .guardChangesWidth(
          font: font.info, guard: guardCharacter, placeholder: placeholder, configuration: configuration)
      }
    }
  }

  /// A notice to show the user about the run, if any: a placeholder the font lacks.
  package var warning: FontCalibrationWarning? {
    guard measurements.rendered.first?.isSynthesized == true else { return nil }
    return .synthesizedPlaceholder(family: font.family, placeholder: settings.placeholder)
  }

  /// Refuses width ranges that would need more placeholders than a title may hold.
  static func checkReach(
    _ measurements: Calibrator.Measurements, widest: Double, padding: Double, font: FontInfo
  ) throws(FontCalibrationError) {
    for sample in measurements.problem.samples {
      let needed = (widest - padding) / sample.runWidths.typicalStep
      if needed > Double(RepeatedTitle.maximumCount) {
        throw .titleTooLong(
          subject: "\(font.family) (\(font.path))", width: widest, needed: needed, size: sample.size)
      }
    }
  }
}
