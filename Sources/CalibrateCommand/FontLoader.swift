import TextMetrics

/// Opens the font a command line names, or the default UI font.
enum FontLoader {
  /// Opens `--font` (path or pattern) with `--face-index` and `--variation`.
  ///
  /// - Parameters:
  ///   - argument: The `--font` value, or `nil` for the default.
  ///   - faceIndex: The face within a collection.
  ///   - variations: Axis settings.
  /// - Returns: The loaded font.
  /// - Throws: ``RuntimeError`` with the font engine's message.
  static func open(
    _ argument: String?, faceIndex: Int, variations: [FontVariation]
  ) throws(RuntimeError) -> Font {
    let source: FontSource
    if let argument {
      source = FontSource(argument: argument, faceIndex: faceIndex)
    } else {
      guard let match = FontLocator.firstInstalled(FontSource.defaultFamilies) else {
        throw RuntimeError(
          "no default font is installed (tried \(FontSource.defaultFamilies.joined(separator: ", "))); pass --font"
        )
      }
      source = .file(path: match.path, faceIndex: faceIndex == 0 ? match.faceIndex : faceIndex)
    }
    do {
      return try Font(source, variations: variations)
    } catch {
      throw RuntimeError(error.description)
    }
  }
}
