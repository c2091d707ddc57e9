import TextMetrics

/// Opens the font a setting names, or the default UI font.
public enum FontLoader {
  /// Opens a font by path or pattern with a face index and variations.
  ///
  /// - Parameters:
  ///   - argument: A path or a fontconfig pattern, or `nil` for the first installed default
  ///     family (``FontSource/defaultFamilies``).
  ///   - faceIndex: The face within a collection.
  ///   - variations: Axis settings.
  /// - Returns: The loaded font.
  /// - Throws: ``FontCalibrationError/font(_:)`` with the font engine's error, or
  ///   ``FontCalibrationError/noDefaultFont(tried:)``.
  public static func open(
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
    do throws(MetricsError) {
      return try Font(source, variations: variations)
    } catch {
      throw .font(error)
    }
  }

  /// Opens the render font of settings.
  public static func openRenderFont(_ settings: CalibrationSettings) throws(FontCalibrationError) -> Font {
    try open(settings.font, faceIndex: settings.faceIndex, variations: settings.variations)
  }

  /// Opens the measure font of settings, if one is named.
  public static func openMeasureFont(_ settings: CalibrationSettings) throws(FontCalibrationError) -> Font? {
    guard let measureFont = settings.measureFont else { return nil }
    return try open(measureFont)
  }
}
