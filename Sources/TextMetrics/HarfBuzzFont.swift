internal import CFontEngine

/// Owns one `hb_font_t` that reads unhinted advances with HarfBuzz's own OpenType functions.
///
/// The font's scale is the face's units per em, so positions come out in exact font units.
/// ``FontFace`` keeps one per tracking size, and uses the one without tracking for character-map
/// lookups. The font keeps its ``HarfBuzzFace`` alive, and through it the bytes it reads.
///
/// Threading: not thread-safe. Shaping writes the font's caches; the font is only used through
/// ``FontFace``, which ``Font`` keeps behind its mutex.
final class HarfBuzzFont: ShapingFont {
  private let face: HarfBuzzFace
  private let handle: OpaquePointer

  /// Makes an unhinted font.
  ///
  /// - Parameters:
  ///   - face: The HarfBuzz face.
  ///   - unitsPerEm: The face's units per em, used as the scale.
  ///   - variations: Axis settings for a variable font.
  ///   - trackingSize: The point size for `trak` tracking, if any.
  /// - Throws: ``MetricsError/harfBuzz(call:path:)`` for `hb_font_create`.
  init(
    face: HarfBuzzFace, unitsPerEm: Int, variations: [hb_variation_t], trackingSize: Double?
  ) throws(MetricsError) {
    self.face = face
    handle = hb_font_create(face.handle)
    // The handle is stored, so a throw runs deinit. Out of memory, hb_font_create returns
    // HarfBuzz's inert empty font, whose destruction does nothing.
    guard handle != hb_font_get_empty() else {
      throw .harfBuzz(call: "hb_font_create", path: face.file.path)
    }
    let upem = Int32(unitsPerEm)
    hb_font_set_scale(handle, upem, upem)
    if !variations.isEmpty {
      variations.withUnsafeBufferPointer {
        hb_font_set_variations(handle, $0.baseAddress, UInt32($0.count))
      }
    }
    if let trackingSize { hb_font_set_ptem(handle, Float(trackingSize)) }
  }

  deinit {
    hb_font_destroy(handle)
  }

  /// Shapes the buffer's text with this font.
  ///
  /// - Throws: ``MetricsError/harfBuzz(call:path:)`` as ``HarfBuzzBuffer/shape(with:features:path:)``
  ///   does.
  func shape(_ buffer: HarfBuzzBuffer, features: [hb_feature_t]) throws(MetricsError) {
    try buffer.shape(with: handle, features: features, path: face.file.path)
  }

  func advances(of glyphs: [UInt32]) -> [Int] {
    harfBuzzAdvances(handle, of: glyphs)
  }

  var layoutFace: OpaquePointer? { face.handle }

  /// The glyph the character map assigns to a code point, or `nil` when it has none.
  func nominalGlyph(_ codepoint: UInt32) -> Int? {
    var glyph: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(handle, codepoint, &glyph) != 0 else { return nil }
    return Int(glyph)
  }
}
