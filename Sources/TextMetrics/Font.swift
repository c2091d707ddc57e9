import CalibrateSupport

/// A loaded font face that measures shaped text with FreeType and HarfBuzz.
///
/// The file is read and the face loaded once, in `init`; every measurement after that reuses
/// the face and the HarfBuzz fonts made for earlier configurations.
///
/// Threading: a `Font` may be shared between tasks and threads. FreeType is not thread-safe, so
/// all calls into the face are serialized by one mutex per font; only plain values leave it.
/// Measure from several fonts (one per task) to use several cores.
package final class Font: Sendable {
  /// What was loaded: path, face, names, units per em.
  package let info: FontInfo
  private let face: Locked<FontFace>

  /// Opens one face of a font file.
  ///
  /// - Parameters:
  ///   - path: A TrueType, OpenType (CFF) or collection file, or any other scalable format FreeType
  ///     reads (Type 1, CID-keyed Type 1, bare CFF, PFR, WOFF, WOFF2).
  ///   - faceIndex: The face within a collection (0 for single fonts).
  ///   - variations: Axis settings for a variable font, such as `wght=500`.
  /// - Throws: ``MetricsError`` when the file is missing, unreadable or not a scalable font, the
  ///   face does not exist, a format only FreeType reads has under 64 units per em, or a
  ///   variation does not fit the font.
  package convenience init(
    path: String, faceIndex: Int = 0, variations: [FontVariation] = []
  ) throws(MetricsError) {
    try self.init(path: path, faceIndex: faceIndex, variations: variations, pattern: nil)
  }

  /// Opens a font by path or by fontconfig pattern.
  ///
  /// - Parameters:
  ///   - source: A file or a pattern; a pattern is resolved with fontconfig and must name an
  ///     installed family.
  ///   - variations: Axis settings for a variable font.
  /// - Throws: ``MetricsError``, including ``MetricsError/unknownFamily(pattern:closestMatch:)``.
  package convenience init(_ source: FontSource, variations: [FontVariation] = []) throws(MetricsError) {
    switch source {
    case .file(let path, let faceIndex):
      try self.init(path: path, faceIndex: faceIndex, variations: variations, pattern: nil)
    case .pattern(let pattern):
      let match = try FontLocator.match(pattern)
      try self.init(
        path: match.path, faceIndex: match.faceIndex, variations: variations, pattern: pattern)
    }
  }

  private init(
    path: String, faceIndex: Int, variations: [FontVariation], pattern: String?
  ) throws(MetricsError) {
    let loaded = try FontFace(path: path, faceIndex: faceIndex, variations: variations)
    // Variations that select a named instance take its name as the style (wght=900 is Black).
    let instance = variations.isEmpty ? nil : try Self.namedInstance(of: loaded, at: variations)
    info = FontInfo(
      path: path, faceIndex: faceIndex, faceCount: loaded.faceCount, family: loaded.familyName,
      style: instance ?? loaded.styleName, postScriptName: loaded.postScriptName,
      unitsPerEm: loaded.unitsPerEm, format: loaded.format, axes: loaded.axes,
      variations: variations, pattern: pattern, namedInstance: instance)
    face = Locked(loaded)
  }

  /// The name of the named instance whose every axis equals the face's at `variations` (the
  /// axes not given at their defaults), or `nil` when none does.
  private static func namedInstance(
    of face: FontFace, at variations: [FontVariation]
  ) throws(MetricsError) -> String? {
    let coordinates = face.axes.map { axis in
      variations.last { $0.tag == axis.tag }?.value ?? axis.defaultValue
    }
    return try face.namedInstances().first { instance in
      instance.variations.map { Float($0.value) } == coordinates.map { Float($0) }
    }?.name
  }

  /// The SHA-256 of the font file, as 64 lowercase hex digits, computed from the bytes loaded on
  /// first request and kept.
  package func fileDigest() -> String {
    face.withLock { $0.fileDigest }
  }

  // MARK: - Measuring text

  /// Shapes a string and returns its glyphs and exact width.
  ///
  /// - Parameters:
  ///   - text: Any string.
  ///   - configuration: Size, scale and hinting.
  /// - Returns: The measurement, in font units when unhinted and 26.6 pixels when hinted.
  /// - Throws: ``MetricsError`` for an invalid configuration or a FreeType failure.
  package func measure(
    _ text: String, _ configuration: RenderConfiguration
  ) throws(MetricsError) -> Measurement {
    try measure(scalars: Array(text.unicodeScalars), configuration)
  }

  /// Shapes a sequence of Unicode scalars.
  ///
  /// - Parameters:
  ///   - scalars: The text.
  ///   - configuration: Size, scale and hinting.
  /// - Returns: The measurement.
  /// - Throws: ``MetricsError`` for an invalid configuration or a FreeType failure.
  package func measure(
    scalars: [Unicode.Scalar], _ configuration: RenderConfiguration
  ) throws(MetricsError) -> Measurement {
    let values = scalars.map(\.value)
    let (unit, glyphs) = try shape(values, configuration)
    return Measurement(scalars: scalars, configuration: configuration, unit: unit, glyphs: glyphs)
  }

  /// The glyph the font's character map assigns to a character, or `nil` if it has none.
  package func glyphID(for scalar: Unicode.Scalar) throws(MetricsError) -> Int? {
    try withFace { face throws(MetricsError) in try face.nominalGlyph(scalar) }
  }

  // MARK: - Outlines

  /// One glyph's outline at a configuration, as SVG path data with its control box.
  ///
  /// The glyph is loaded with FreeType at size × scale pixels per em with the load flags of the
  /// configuration's hinting mode (see ``GlyphOutline``); glyph ids come from ``measure(_:_:)``.
  ///
  /// - Parameters:
  ///   - glyphID: The glyph in the font.
  ///   - configuration: Size, scale and hinting.
  /// - Returns: The outline in 26.6 device pixels.
  /// - Throws: ``MetricsError`` for an invalid configuration or glyph id, or a FreeType failure.
  package func glyphOutline(
    _ glyphID: Int, _ configuration: RenderConfiguration
  ) throws(MetricsError) -> GlyphOutline {
    try withFace { face throws(MetricsError) in try face.glyphOutline(glyphID, configuration) }
  }

  // MARK: - Placeholders

  /// Measures one placeholder and checks that a run of copies adds up.
  ///
  /// - Parameters:
  ///   - scalar: The placeholder character, U+200A HAIR SPACE by default.
  ///   - configuration: Size, scale and hinting.
  ///   - runLength: How many copies the run check shapes; pair kerning shows with 2, contextual
  ///     positioning may need more.
  /// - Returns: The advance of one copy and the run check.
  /// - Throws: ``MetricsError`` for an invalid configuration or a FreeType failure.
  package func placeholder(
    _ scalar: Unicode.Scalar = "\u{200A}", _ configuration: RenderConfiguration,
    runLength: Int = 16
  ) throws(MetricsError) -> PlaceholderMetrics {
    let copies = max(2, runLength)
    return try withFace { face throws(MetricsError) in
      let single = try face.shape([scalar.value], configuration)
      let run = try face.shape([UInt32](repeating: scalar.value, count: copies), configuration)
      let unit = single.0
      let lone = single.1.first
      let advance = single.1.reduce(0) { $0 + $1.xAdvance }
      let glyphID = lone?.glyphID ?? 0
      let firstDeviation = run.1.indices.first { index in
        let glyph = run.1[index]
        return glyph.glyphID != glyphID || glyph.xAdvance != advance || glyph.xOffset != 0
          || glyph.yOffset != 0
      }
      let check = RunCheck(
        copies: copies, shapedWidth: run.1.reduce(0) { $0 + $1.xAdvance },
        expectedWidth: copies * advance,
        // A run that shaped to another number of glyphs deviates where the glyphs ran out.
        firstDeviation: firstDeviation ?? (run.1.count == copies ? nil : run.1.count))
      return PlaceholderMetrics(
        scalar: scalar, configuration: configuration, unit: unit, glyphID: glyphID,
        isInCharacterMap: try face.nominalGlyph(scalar) != nil,
        isSynthesized: lone?.isSynthesizedSpace ?? false, advance: advance, run: check)
    }
  }

  /// The shaped width of `count` copies of a character, exact in the configuration's unit.
  ///
  /// This shapes the real string; use it when ``RunCheck/isUniform`` is false.
  ///
  /// - Parameters:
  ///   - scalar: The character.
  ///   - count: How many copies (0 gives 0).
  ///   - configuration: Size, scale and hinting.
  /// - Returns: The sum of the advances HarfBuzz produced.
  /// - Throws: ``MetricsError`` for an invalid configuration or a FreeType failure.
  package func runWidth(
    of scalar: Unicode.Scalar, count: Int, _ configuration: RenderConfiguration
  ) throws(MetricsError) -> Int {
    guard count > 0 else { return 0 }
    let (_, glyphs) = try shape([UInt32](repeating: scalar.value, count: count), configuration)
    return glyphs.reduce(0) { $0 + $1.xAdvance }
  }

  // MARK: - Survey

  /// Measures every space-like character and ranks them by advance.
  ///
  /// - Parameter configuration: Size, scale and hinting.
  /// - Returns: One entry per character in ``SpaceCharacter/all``.
  /// - Throws: ``MetricsError`` for an invalid configuration or a FreeType failure.
  package func survey(_ configuration: RenderConfiguration) throws(MetricsError) -> SpaceSurvey {
    try withFace { face throws(MetricsError) in
      var unit = MetricUnit.fontUnits(unitsPerEm: face.unitsPerEm)
      var entries: [SpaceSurvey.Entry] = []
      for character in SpaceCharacter.all {
        let (shapedUnit, glyphs) = try face.shape([character.scalar.value], configuration)
        unit = shapedUnit
        let advance = glyphs.reduce(0) { $0 + $1.xAdvance }
        entries.append(
          SpaceSurvey.Entry(
            character: character, mappedGlyphID: try face.nominalGlyph(character.scalar),
            glyphID: glyphs.first?.glyphID ?? 0, advance: advance,
            advanceInPoints: shapedUnit.points(advance, in: configuration),
            isSynthesized: glyphs.first?.isSynthesizedSpace ?? false))
      }
      return SpaceSurvey(configuration: configuration, unit: unit, entries: SpaceSurvey.ranked(entries))
    }
  }

  // MARK: - Locking

  private func shape(
    _ values: [UInt32], _ configuration: RenderConfiguration
  ) throws(MetricsError) -> (MetricUnit, [ShapedGlyph]) {
    try withFace { face throws(MetricsError) in try face.shape(values, configuration) }
  }

  func withFace<Result: Sendable>(
    _ body: (FontFace) throws(MetricsError) -> Result
  ) throws(MetricsError) -> Result {
    let outcome: Swift.Result<Result, MetricsError> = face.withLock { face in
      do throws(MetricsError) {
        return .success(try body(face))
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }
}

extension FontFace {
  /// Shapes an array of code points.
  func shape(
    _ values: [UInt32], _ configuration: RenderConfiguration
  ) throws(MetricsError) -> (MetricUnit, [ShapedGlyph]) {
    try values.withUnsafeBufferPointer { pointer throws(MetricsError) in
      try shape(pointer, configuration)
    }
  }
}
