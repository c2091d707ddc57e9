import CalibrateSupport
import TextMetrics

/// Opens the font a setting names, or the default UI font.
package enum FontLoader {
  /// Opens a font by path or pattern with a face index and variations.
  ///
  /// - Parameters:
  ///   - argument: A path or a fontconfig pattern, or `nil` for the first installed default
  ///     family (`FontSource/defaultFamilies`).
  ///   - faceIndex: The face within a collection.
  ///   - variations: Axis settings.
  /// - Returns: The loaded font.
  /// - Throws: ``FontCalibrationError/font(_:)`` with the font engine's error, or
  ///   ``FontCalibrationError/noDefaultFont(tried:)``.
  package static func open(
    _ argument: String?, faceIndex: Int = 0, variations: [FontVariation] = []
  ) throws(FontCalibrationError) -> Font {
    let source: FontSource
    if let argument {
      source = FontSource(argument: argument, faceIndex: faceIndex)
    } else {
      guard let match = FontLocator.firstInstalled(FontSource.defaultFamilies) else {
        throw .noDefaultFont(tried: FontSource.defaultFamilies)
      }
      source = .file(path: match.path, faceIndex: faceIndex == 0 ? match.faceIndex : faceIndex)
    }
    let font: Font
    do throws(MetricsError) {
      font = try Font(source, variations: variations)
    } catch {
      if case .unknownFamily(let pattern, _) = error,
        let family = FontLocator.requested(in: pattern).families.first
      {
        let installed = FontLocator.installedFamilies().map(\.family)
        throw .unknownFamily(
          pattern: pattern, family: family, suggestions: Spelling.suggestions(for: family, among: installed))
      }
      throw .font(error)
    }
    if case .pattern(let pattern) = source { try checkStyle(pattern) }
    return font
  }

  /// Opens the render font of settings.
  package static func openRenderFont(_ settings: CalibrationSettings) throws(FontCalibrationError) -> Font {
    try open(settings.font, faceIndex: settings.faceIndex, variations: settings.variations)
  }

  /// Opens the measure font of settings, if one is named.
  static func openMeasureFont(_ settings: CalibrationSettings) throws(FontCalibrationError) -> Font? {
    guard let measureFont = settings.measureFont else { return nil }
    return try open(measureFont)
  }

  /// Refuses a pattern whose style the face fontconfig chose does not have: fontconfig answers
  /// with the family's nearest face (`DejaVu Sans:style=Bld` gives Book, `Inter:style=SemiBold`
  /// gives Regular), which would measure a face the user did not ask for.
  ///
  /// The style must be one of the chosen face's style names, ignoring case, as fontconfig compares
  /// them; the suggestions come from every style of the family, compared ignoring case, spaces and
  /// dashes.
  private static func checkStyle(_ pattern: String) throws(FontCalibrationError) {
    let requested = FontLocator.requested(in: pattern)
    guard let style = requested.styles.first,
      let match = try? FontLocator.match(pattern),
      !match.styles.contains(where: { $0.lowercased() == style.lowercased() })
    else { return }
    let family =
      requested.families.first.flatMap { name in
        match.families.first { $0.lowercased() == name.lowercased() }
      } ?? match.families.first ?? pattern
    let styles = FontLocator.installedFamilies().first { $0.family == family }?.styles ?? match.styles
    throw .unknownStyle(
      pattern: pattern, family: family, style: style, given: match.style ?? "?", styles: styles.sorted(),
      suggestions: Spelling.suggestions(for: style, among: styles))
  }
}
