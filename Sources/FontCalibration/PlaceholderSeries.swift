import TextMetrics

/// One placeholder measured at each size of a setting, as `calibrate measure` reports it.
///
/// Threading: a plain value; `Sendable`.
package struct PlaceholderSeries: Sendable {
  /// The font measured.
  package var font: FontInfo
  /// The settings (sizes, scale, hinting, placeholder, tracking).
  package var settings: CalibrationSettings
  /// The placeholder at each size, ascending.
  package var rows: [PlaceholderMetrics]

  /// Measures the placeholder at every size, refusing a character the font cannot show.
  ///
  /// - Parameters:
  ///   - font: The font.
  ///   - settings: Sizes, scale, hinting, placeholder and tracking.
  /// - Throws: ``FontCalibrationError/notdef(font:placeholder:)`` or the font engine's error.
  package init(font: Font, settings: CalibrationSettings) throws(FontCalibrationError) {
    var rows: [PlaceholderMetrics] = []
    for size in settings.sizes {
      let metrics: PlaceholderMetrics
      do throws(MetricsError) {
        metrics = try font.placeholder(settings.placeholder, settings.configuration(size: size))
      } catch {
        throw .font(error)
      }
      if metrics.isNotdef { throw .notdef(font: font.info, placeholder: settings.placeholder) }
      rows.append(metrics)
    }
    self.font = font.info
    self.settings = settings
    self.rows = rows
  }

  /// A notice to show the user, if any: a placeholder the font lacks.
  package var warning: FontCalibrationWarning? {
    guard rows.first?.isSynthesized == true else { return nil }
    return .synthesizedPlaceholder(family: font.family, placeholder: settings.placeholder)
  }
}
