internal import CFontEngine

// MARK: - Whitespace QA

extension Font {
  /// Whether the face declares that all its glyphs have one advance (`post.isFixedPitch`).
  package func isFixedWidth() throws(MetricsError) -> Bool {
    try withFace { face throws(MetricsError) in face.isFixedWidth }
  }

  /// Every character of the character map FreeType selected, in code point order.
  package func characters() throws(MetricsError) -> [Unicode.Scalar] {
    try withFace { face throws(MetricsError) in face.characterCodes().compactMap(Unicode.Scalar.init) }
  }

  /// What a glyph draws, as the font stores it.
  ///
  /// - Parameter glyphID: The glyph.
  /// - Returns: Its outline, colour glyph, SVG document and embedded bitmaps.
  /// - Throws: ``MetricsError`` when FreeType cannot load the glyph.
  package func glyphInk(_ glyphID: Int) throws(MetricsError) -> GlyphInk {
    try withFace { face throws(MetricsError) in try face.glyphInk(glyphID) }
  }

  /// The advances of glyphs under a configuration, from the font's own metrics without shaping.
  ///
  /// - Parameters:
  ///   - glyphIDs: The glyphs.
  ///   - configuration: Size, scale and hinting.
  /// - Returns: One advance per glyph: font units unhinted (with the font's variations), 26.6
  ///   pixels hinted.
  /// - Throws: ``MetricsError`` for an invalid configuration or a FreeType failure.
  package func glyphAdvances(
    _ glyphIDs: [Int], _ configuration: RenderConfiguration
  ) throws(MetricsError) -> [Int] {
    try withFace { face throws(MetricsError) in try face.glyphAdvances(glyphIDs, configuration) }
  }

  /// The OpenType layout features the font lists, as tags (`kern`, `tnum`).
  package func layoutFeatures() throws(MetricsError) -> Set<String> {
    try withFace { face throws(MetricsError) in try face.layoutFeatures() }
  }

  /// The named instances of a variable font, in the font's order; empty for a static font.
  package func namedInstances() throws(MetricsError) -> [NamedInstance] {
    try withFace { face throws(MetricsError) in try face.namedInstances() }
  }

  /// Shapes a string unhinted with features turned on or off, such as `tnum`.
  ///
  /// - Parameters:
  ///   - scalars: The text.
  ///   - features: Features in HarfBuzz's syntax (`tnum`, `-kern`).
  ///   - configuration: Size, scale and hinting.
  /// - Returns: The measurement.
  /// - Throws: ``MetricsError/invalidConfiguration(_:)`` for a feature HarfBuzz cannot parse, or
  ///   a failure of shaping.
  package func measure(
    scalars: [Unicode.Scalar], features: [String], _ configuration: RenderConfiguration
  ) throws(MetricsError) -> Measurement {
    var parsed: [hb_feature_t] = []
    for text in features {
      var feature = hb_feature_t()
      guard hb_feature_from_string(text, Int32(text.utf8.count), &feature) != 0 else {
        throw .invalidConfiguration("feature '\(text)' is not a HarfBuzz feature setting")
      }
      parsed.append(feature)
    }
    let values = scalars.map(\.value)
    let (unit, glyphs) = try withFace { face throws(MetricsError) in
      try values.withUnsafeBufferPointer { text throws(MetricsError) in
        try face.shape(text, configuration, features: parsed)
      }
    }
    return Measurement(scalars: scalars, configuration: configuration, unit: unit, glyphs: glyphs)
  }

  /// The junctions where the font kerns each space against a letter or digit, in font units.
  ///
  /// - Parameters:
  ///   - spaces: The space characters, each with the glyph its character map gives it.
  ///   - neighbours: The letters and digits to pair them with.
  /// - Returns: Every junction that moves a glyph or changes the width.
  /// - Throws: ``MetricsError`` when shaping fails.
  package func spaceKerning(
    spaces: [(scalar: Unicode.Scalar, glyph: Int)], neighbours: [Unicode.Scalar]
  ) throws(MetricsError) -> [KerningJunction] {
    try withFace { face throws(MetricsError) in try face.spaceKerning(spaces: spaces, neighbours: neighbours)
    }
  }
}
