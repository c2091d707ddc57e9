import CalibrateSupport
import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// The buttons a calibration's methods give for a set of target widths at one size, with the
/// pattern image's label, ready to be drawn as a contact sheet.
///
/// Every button width comes from the run's measurements, as the fit's do: the placeholder is
/// measured at the preview's size (the rendered advance, the symbol width the app measures, runs
/// shaped to catch kerning), the solver's `CalibrationProblem` holds `R(N)` for every count under
/// the sizing model of the settings, and each method's cell for a target W is the button of the
/// title it picks: e = R - W.
///
/// The methods are ``methods``: the hand-tuned constants (30, 1.1), the per-size fit for the size and
/// the composite titles, in that order. The composite column is always drawn, because exact-width
/// buttons are what a user opening a preview wants to compare the hand-tuned constants with; it is composed by
/// ``CompositeCalibration`` on the preview's own problem, as `calibrate --method composite`
/// composes a size, from the settings' placeholders and guard. Only when the user left the
/// characters to `auto` and the font offers none that add up (or the composer's table would be
/// too large) is the column left out, with a warning, so such a font keeps its preview. Another
/// method is one more ``PreviewMethod`` appended to them.
///
/// Threading: a plain value; `Sendable`.
package struct ButtonPreview: Sendable {
  /// The font previewed.
  package var font: FontInfo
  /// What was asked for.
  package var settings: PreviewSettings
  /// The measured problem of the one size: targets, the sample with R(N), the sizing model.
  package var problem: CalibrationProblem
  /// The per-size fit of the size.
  package var fit: SizeFit
  /// The label of the pattern image.
  package var label: PreviewLabel
  /// The columns, in the order drawn.
  package var methods: [PreviewMethod]
  /// The composite titles of the size, which the composite column draws; `nil` when it is left
  /// out.
  package var composite: CompositeCalibration?
  /// Notices for the user: a synthesized placeholder, a label the font cannot fully show.
  package var warnings: [FontCalibrationWarning]

  /// Opens the font, measures the size, fits it, shapes the label and builds every column.
  ///
  /// - Parameters:
  ///   - settings: What to preview.
  ///   - openFont: The render font, already opened from the settings; `nil` opens it here.
  /// - Returns: The preview.
  /// - Throws: ``FontCalibrationError`` as a calibration does (the composite method's errors
  ///   included, and the guard's under either method), and ``FontCalibrationError/noTargets``
  ///   without targets.
  package static func perform(
    _ settings: PreviewSettings, font openFont: Font? = nil
  ) throws(FontCalibrationError) -> ButtonPreview {
    guard !settings.targets.isEmpty else { throw .noTargets }
    let calibration = settings.calibration
    let font: Font
    if let openFont {
      font = openFont
    } else {
      font = try FontLoader.openRenderFont(calibration)
    }
    let measureFont = try FontLoader.openMeasureFont(calibration)
    var setup = Calibrator.Setup(calibration)
    setup.targets = settings.targets
    let measurements = try Calibrator(renderFont: font, measureFont: measureFont).measure(setup)
    if case .plain = calibration.buttonModel {
      try CalibrationRun.checkReach(
        measurements, widest: settings.targets.max() ?? 0, padding: calibration.padding, font: font.info)
    }
    let problem = measurements.problem
    let fit: SizeFit
    do throws(CalibrationError) {
      fit = try problem.fitSize(at: 0, objective: calibration.objective)
    } catch {
      throw .calibration(error)
    }
    let label: PreviewLabel
    do throws(MetricsError) {
      label = try PreviewLabel(text: settings.label, font: font, configuration: settings.configuration)
    } catch {
      throw .font(error)
    }
    var warnings: [FontCalibrationWarning] = []
    if measurements.rendered.first?.isSynthesized == true {
      warnings.append(.synthesizedPlaceholder(family: font.info.family, placeholder: calibration.placeholder))
    }
    if label.containsNotdef {
      warnings.append(.labelNotdef(family: font.info.family, label: settings.label))
    }
    if let guardCharacter = calibration.guardCharacter {
      // The hand-tuned and fit columns' titles carry the guard too: it must leave the placeholder alone.
      try CalibrationRun.checkGuard(
        guardCharacter, around: calibration.placeholder, font: font, settings: calibration)
    }
    var methods = [
      PreviewMethod.placeholderFormula(
        name: "hand-tuned", caption: Self.caption(.seed), constants: .seed, problem: problem,
        targets: settings.targets),
      PreviewMethod.placeholderFormula(
        name: "fit",
        caption: Self.caption(fit.constants) + ", fitted at \(NumberFormat.size(settings.size)) pt",
        constants: fit.constants, problem: problem, targets: settings.targets),
    ]
    let composite = try Self.composite(font: font, settings: settings, problem: problem, warnings: &warnings)
    if let composite {
      methods.append(PreviewMethod.composite(name: "composite", composite, model: problem.model))
    }
    return ButtonPreview(
      font: font.info, settings: settings, problem: problem, fit: fit, label: label, methods: methods,
      composite: composite, warnings: warnings)
  }

  /// The composite titles of the preview's size and targets, or `nil` (and a warning) when the
  /// font offers no characters for them under `auto`.
  private static func composite(
    font: Font, settings: PreviewSettings, problem: CalibrationProblem,
    warnings: inout [FontCalibrationWarning]
  ) throws(FontCalibrationError) -> CompositeCalibration? {
    do throws(FontCalibrationError) {
      // Every row's target, also those beyond the model's reach that the problem leaves out.
      return try CompositeCalibration.perform(
        font: font, settings: settings.calibration, model: problem.model, targets: settings.targets)
    } catch {
      // Characters the user listed are a request, and so is the guard: their errors stop the
      // preview as they stop a fit.
      guard settings.calibration.placeholders == .auto else { throw error }
      switch error {
      case .noCompositeCharacters, .compositeTableTooLarge:
        warnings.append(.noCompositeColumn(reason: error.description))
        return nil
      default:
        throw error
      }
    }
  }

  /// The sizing model of the buttons.
  package var model: ButtonModel { problem.model }

  /// The symbol width w the app divides by, in points.
  package var symbolWidth: Double { problem.samples[0].symbolWidth }

  /// The rendered advance a of one placeholder, in points.
  package var advance: Double { problem.samples[0].advance }

  /// A pair of constants as a column caption shows them: `shiftFactor 1.1, minimumWidth 30`.
  static func caption(_ constants: PlaceholderConstants) -> String {
    "shiftFactor \(compact(constants.shiftFactor, 4)), minimumWidth \(compact(constants.minimumWidth, 3))"
  }

  /// A number with at most `decimals` decimals, without trailing zeros.
  private static func compact(_ value: Double, _ decimals: Int) -> String {
    var text = NumberFormat.fixed(value, decimals)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }
}
