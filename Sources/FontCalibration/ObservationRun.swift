import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// A calibration from button widths measured on a device instead of from the font engine: the
/// lines fitted to the observations, paired with the symbol width the app measures in a font.
///
/// Threading: a plain value; `Sendable`.
package struct ObservationRun: Sendable {
  /// The observations file, for reports and messages.
  package var path: String
  /// How many observations were read.
  package var observationCount: Int
  /// The font the symbol width was measured in.
  package var measureFont: FontInfo
  /// The settings (placeholder, measure size, tracking, targets, objective).
  package var settings: CalibrationSettings
  /// The fit.
  package var fit: ObservationFit
  /// Whether HarfBuzz synthesized the placeholder's width (the font has no glyph for it).
  var symbolIsSynthesized: Bool

  /// Measures the symbol width at each observed size and fits.
  ///
  /// - Parameters:
  ///   - lines: The line fitted to each size's observations, ascending by size.
  ///   - path: The observations file, for messages.
  ///   - observationCount: How many observations the lines come from.
  ///   - font: The font the app measures one placeholder with.
  ///   - settings: Placeholder, measure size, tracking, targets and objective.
  /// - Throws: ``FontCalibrationError`` when the font cannot measure the placeholder, a target
  ///   needs too long a title, or the fit fails.
  package static func perform(
    lines: [DeviceObservations.Line], path: String, observationCount: Int, font: Font,
    settings: CalibrationSettings
  ) throws(FontCalibrationError) -> ObservationRun {
    let targets = try settings.checkedTargets()
    var symbolWidths: [Double] = []
    var synthesized = false
    for line in lines {
      let metrics = try measureSymbol(font: font, size: settings.measureSize ?? line.size, settings: settings)
      symbolWidths.append(metrics.advanceInPoints)
      synthesized = synthesized || metrics.isSynthesized
      let needed = (settings.widths.through - line.padding) / line.advance
      guard needed <= Double(RepeatedTitle.maximumCount) || settings.sizing != .plain else {
        throw .titleTooLong(subject: path, width: settings.widths.through, needed: needed, size: line.size)
      }
    }
    let fit: ObservationFit
    do throws(CalibrationError) {
      fit = try ObservationFit(
        lines: lines, symbolWidths: symbolWidths, targets: targets, objective: settings.objective,
        model: settings.buttonModel, scale: settings.scale)
    } catch {
      throw .observations(path: path, error)
    }
    return ObservationRun(
      path: path, observationCount: observationCount, measureFont: font.info, settings: settings, fit: fit,
      symbolIsSynthesized: synthesized)
  }

  /// A notice to show the user about the run, if any: a placeholder the font lacks.
  package var warning: FontCalibrationWarning? {
    guard symbolIsSynthesized else { return nil }
    return .synthesizedPlaceholder(family: measureFont.family, placeholder: settings.placeholder)
  }

  /// The unhinted advance of the placeholder at one size, as the app measures it.
  private static func measureSymbol(
    font: Font, size: Double, settings: CalibrationSettings
  ) throws(FontCalibrationError) -> PlaceholderMetrics {
    let configuration = RenderConfiguration(
      size: size, scale: 1, hinting: .none, trackingSize: settings.trackingSize)
    let metrics: PlaceholderMetrics
    do throws(MetricsError) {
      try configuration.validate()
      metrics = try font.placeholder(settings.placeholder, configuration)
    } catch {
      throw .font(error)
    }
    guard !metrics.isNotdef else { throw .notdef(font: font.info, placeholder: settings.placeholder) }
    guard metrics.advance > 0 else {
      throw .zeroObservedSymbolWidth(font: font.info, placeholder: settings.placeholder)
    }
    return metrics
  }
}
