internal import CFontEngine

/// A HarfBuzz font a face shapes with, whichever functions read its advances.
///
/// ``HarfBuzzFont`` reads a font's tables with HarfBuzz's own OpenType functions;
/// ``FreeTypeSize`` asks FreeType at one pixel size. ``FontFace`` picks one per mode and keeps
/// it; both shape with the OpenType shaper only (``HarfBuzzBuffer/shape(with:features:path:)``).
///
/// Threading: not thread-safe; conforming objects are only used through ``FontFace``, which
/// ``Font`` keeps behind its mutex.
protocol ShapingFont: AnyObject {
  /// Shapes the buffer's text with this font and features beyond the shaper's defaults.
  ///
  /// - Throws: ``MetricsError`` when FreeType or HarfBuzz fails.
  func shape(_ buffer: HarfBuzzBuffer, features: [hb_feature_t]) throws(MetricsError)

  /// The advances of glyphs as the font's functions give them, in the font's unit (font units
  /// unhinted, 26.6 pixels for a FreeType size), without shaping.
  ///
  /// - Throws: ``MetricsError`` when FreeType cannot activate the size.
  func advances(of glyphs: [UInt32]) throws(MetricsError) -> [Int]

  /// The HarfBuzz face whose tables the font reads (for a FreeType size, the tables FreeType
  /// loads, so WOFF's too).
  var layoutFace: OpaquePointer? { get }

  /// The glyph the font's character map assigns to a code point, or `nil` when it has none.
  func nominalGlyph(_ codepoint: UInt32) -> Int?
}

extension ShapingFont {
  /// Shapes the buffer's text with this font and the shaper's default features.
  ///
  /// - Throws: ``MetricsError`` when FreeType or HarfBuzz fails.
  func shape(_ buffer: HarfBuzzBuffer) throws(MetricsError) {
    try shape(buffer, features: [])
  }
}

/// The advances `hb_font_get_glyph_h_advances` gives for glyphs.
func harfBuzzAdvances(_ font: OpaquePointer, of glyphs: [UInt32]) -> [Int] {
  guard !glyphs.isEmpty else { return [] }
  var advances = [hb_position_t](repeating: 0, count: glyphs.count)
  glyphs.withUnsafeBufferPointer { ids in
    advances.withUnsafeMutableBufferPointer { out in
      hb_font_get_glyph_h_advances(
        font, UInt32(ids.count), ids.baseAddress, UInt32(MemoryLayout<UInt32>.stride), out.baseAddress,
        UInt32(MemoryLayout<hb_position_t>.stride))
    }
  }
  return advances.map(Int.init)
}
