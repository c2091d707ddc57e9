internal import CFontEngine

// MARK: - What whitespace QA reads from a face

extension FontFace {
  /// Whether the face declares that all its glyphs have one advance.
  var isFixedWidth: Bool { face.isFixedWidth }

  /// Every character code of the character map FreeType selected, in ascending order.
  func characterCodes() -> [UInt32] { face.characterCodes() }

  /// What a glyph draws: its unscaled outline, `COLR` layers or paint, `SVG ` document and
  /// embedded bitmaps.
  ///
  /// - Throws: ``MetricsError`` when FreeType cannot load the glyph or select a strike.
  func glyphInk(_ glyphID: Int) throws(MetricsError) -> GlyphInk {
    let outline = try face.unscaledOutline(of: glyphID)
    var svgLength: Int? = nil
    if let tables = try unhintedFont(trackingSize: nil).layoutFace {
      let blob = hb_ot_color_glyph_reference_svg(tables, hb_codepoint_t(glyphID))
      let length = Int(hb_blob_get_length(blob))
      hb_blob_destroy(blob)
      if length > 0 { svgLength = length }
    }
    return GlyphInk(
      outline: outline, hasColorLayers: face.hasColorLayers(glyphID),
      hasColorPaint: face.hasColorPaint(glyphID),
      svgDocumentLength: svgLength, bitmapStrikes: try face.bitmapStrikesWithInk(glyphID))
  }

  /// The advances of glyphs under a configuration, without shaping: font units unhinted (with the
  /// face's variations), 26.6 pixels at the configuration's pixel size when hinted.
  ///
  /// - Throws: ``MetricsError`` for an invalid configuration or a FreeType failure.
  func glyphAdvances(_ glyphIDs: [Int], _ configuration: RenderConfiguration) throws(MetricsError) -> [Int] {
    try configuration.validate()
    let glyphs = glyphIDs.map { UInt32(truncatingIfNeeded: $0) }
    if configuration.hinting.isPixelBased {
      return try hintedSize(configuration).advances(of: glyphs)
    }
    return try unhintedFont(trackingSize: configuration.trackingSize).advances(of: glyphs)
  }

  /// The OpenType layout features (`GSUB` and `GPOS`) the face lists, as four-letter tags.
  ///
  /// - Throws: ``MetricsError`` when the unhinted font cannot be made.
  func layoutFeatures() throws(MetricsError) -> Set<String> {
    guard let tables = try unhintedFont(trackingSize: nil).layoutFace else { return [] }
    var tags: Set<String> = []
    for table in ["GSUB", "GPOS"] {
      let tableTag = hb_tag_from_string(table, 4)
      var count = hb_ot_layout_table_get_feature_tags(tables, tableTag, 0, nil, nil)
      guard count > 0 else { continue }
      var found = [hb_tag_t](repeating: 0, count: Int(count))
      found.withUnsafeMutableBufferPointer {
        _ = hb_ot_layout_table_get_feature_tags(tables, tableTag, 0, &count, $0.baseAddress)
      }
      tags.formUnion(found.prefix(Int(count)).map(FreeTypeFace.tagString))
    }
    return tags
  }

  /// The named instances of a variable face (`fvar`), in the font's order; empty for other faces.
  ///
  /// - Throws: ``MetricsError`` when the unhinted font cannot be made.
  func namedInstances() throws(MetricsError) -> [NamedInstance] {
    guard !axes.isEmpty, let tables = try unhintedFont(trackingSize: nil).layoutFace else { return [] }
    let count = Int(hb_ot_var_get_named_instance_count(tables))
    var instances: [NamedInstance] = []
    for index in 0..<count {
      var coordinateCount = UInt32(axes.count)
      var coordinates = [Float](repeating: 0, count: axes.count)
      coordinates.withUnsafeMutableBufferPointer {
        _ = hb_ot_var_named_instance_get_design_coords(
          tables, UInt32(index), &coordinateCount, $0.baseAddress)
      }
      let variations = zip(axes, coordinates.prefix(Int(coordinateCount))).map { axis, value in
        FontVariation(tag: axis.tag, value: Double(value))
      }
      let nameID = hb_ot_var_named_instance_get_subfamily_name_id(tables, UInt32(index))
      let name = Self.name(nameID, in: tables) ?? "instance \(index + 1)"
      let isDefault = zip(axes, variations).allSatisfy { Float($0.defaultValue) == Float($1.value) }
      instances.append(NamedInstance(name: name, variations: variations, isDefault: isDefault))
    }
    return instances
  }

  /// Shapes text of one script with the unhinted font, in that script's direction, and returns the
  /// glyphs in visual order (in font units).
  ///
  /// - Throws: ``MetricsError`` when HarfBuzz fails.
  func shapeUnhinted(_ scalars: [UInt32], script: String) throws(MetricsError) -> [ShapedGlyph] {
    let font = try unhintedFont(trackingSize: nil)
    return try scalars.withUnsafeBufferPointer { text throws(MetricsError) in
      buffer.setText(text, script: script)
      try font.shape(buffer)
      return try shapedGlyphs(of: text)
    }
  }

  // MARK: - Helpers

  /// A name-table string in English, or in the first language the face has.
  private static func name(_ nameID: hb_ot_name_id_t, in tables: OpaquePointer) -> String? {
    for language in [hb_language_from_string("en", -1), hb_language_get_default()] {
      var length = hb_ot_name_get_utf8(tables, nameID, language, nil, nil)
      guard length > 0 else { continue }
      var text = [CChar](repeating: 0, count: Int(length) + 1)
      length += 1
      text.withUnsafeMutableBufferPointer {
        _ = hb_ot_name_get_utf8(tables, nameID, language, &length, $0.baseAddress)
      }
      let name = String(decoding: text.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if !name.isEmpty { return name }
    }
    return nil
  }
}
