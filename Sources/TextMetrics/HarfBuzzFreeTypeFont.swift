internal import CFontEngine

/// Owns the HarfBuzz font that reads advances through FreeType (hb-ft) for one hinting mode (and
/// tracking size), shared by every ``FreeTypeSize`` of that mode.
///
/// HarfBuzz's FreeType font reads the face's active size. When a different size is active than at
/// the last shaping, ``shape(_:at:features:)`` calls `hb_ft_font_changed`, which sets the font's scale and
/// pixels per em from that size and clears the font's advance cache, so no advance of one size is
/// ever reused at another (the tests compare every advance at every size with `hb-shape`).
///
/// Threading: not thread-safe; used only through ``FontFace``, which ``Font`` keeps behind its
/// mutex.
final class HarfBuzzFreeTypeFont {
  private let face: FreeTypeFace
  private let hinting: HintingMode
  private let font: OpaquePointer
  /// The size the font's scale was last taken from.
  private var current: FT_Size?

  /// Makes the font from the face's active size.
  ///
  /// - Throws: ``MetricsError/harfBuzz(call:path:)`` naming `hb_ft_font_create_referenced`.
  init(face: FreeTypeFace, hinting: HintingMode, trackingSize: Double?) throws(MetricsError) {
    let font = hb_ft_font_create_referenced(face.handle)
    guard let font, font != hb_font_get_empty() else {
      throw .harfBuzz(call: "hb_ft_font_create_referenced", path: face.file.path)
    }
    self.face = face
    self.hinting = hinting
    self.font = font
    current = face.handle.pointee.size
    hb_ft_font_set_load_flags(font, FreeTypeFace.loadFlags(hinting))
    applyPixelSize()
    if let trackingSize { hb_font_set_ptem(font, Float(trackingSize)) }
  }

  deinit {
    hb_font_destroy(font)
  }

  /// Shapes the buffer's text at `size`, which must be the face's active size.
  ///
  /// - Throws: ``MetricsError/harfBuzz(call:path:)`` as ``HarfBuzzBuffer/shape(with:features:path:)``
  ///   does.
  func shape(_ buffer: HarfBuzzBuffer, at size: FT_Size, features: [hb_feature_t] = []) throws(MetricsError) {
    follow(size)
    try buffer.shape(with: font, features: features, path: face.file.path)
  }

  /// The advances of glyphs at `size`, which must be the face's active size, without shaping.
  func advances(of glyphs: [UInt32], at size: FT_Size) -> [Int] {
    follow(size)
    return harfBuzzAdvances(font, of: glyphs)
  }

  /// The HarfBuzz face of the font, whose tables FreeType loads.
  var layoutFace: OpaquePointer? { hb_font_get_face(font) }

  /// Takes the font's scale from `size` when another size was active at the last use.
  private func follow(_ size: FT_Size) {
    if current != size {
      hb_ft_font_changed(font)
      applyPixelSize()
      current = size
    }
  }

  /// Stops treating `size` as the one the font's scale came from (it is being freed, and a new
  /// size could be allocated at the same address).
  func forget(_ size: FT_Size) {
    if current == size { current = nil }
  }

  /// The glyph FreeType's selected character map assigns to a code point, or `nil` when it has none.
  func nominalGlyph(_ codepoint: UInt32) -> Int? {
    var glyph: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(font, codepoint, &glyph) != 0 else { return nil }
    return Int(glyph)
  }

  /// Unhinted fonts carry no pixel size, as HarfBuzz's own unhinted fonts have none (so no
  /// device-table adjustment applies); `hb_ft_font_changed` would set the size's.
  private func applyPixelSize() {
    if hinting == .none { hb_font_set_ppem(font, 0, 0) }
  }
}
