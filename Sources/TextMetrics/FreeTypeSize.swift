internal import CFontEngine

/// Owns one `FT_Size` and the HarfBuzz font that reads advances through it.
///
/// The HarfBuzz font uses HarfBuzz's FreeType functions (`hb_ft_font_create_referenced`), which
/// load glyphs from the face's active size; ``shape(_:)`` activates this size first. Giving each
/// pixel size its own `FT_Size` means changing size never invalidates HarfBuzz's advance caches.
/// The object keeps its ``FreeTypeFace`` alive, so the size is done before the face;
/// `deinit` destroys the HarfBuzz font first, then the size.
///
/// Hinted modes make one per pixel size. For a face HarfBuzz cannot read itself (Type 1 and the
/// other formats only FreeType decodes), the unhinted font is one of these too, at a size whose
/// 26.6 value is the units per em: FreeType's scale is then exactly 1, and unhinted advances come
/// out as FreeType's unscaled advances in font units.
///
/// Threading: not thread-safe. Activating a size changes the face; the object is only used
/// through ``FontFace``, which ``Font`` keeps behind its mutex.
final class FreeTypeSize: ShapingFont {
  private let face: FreeTypeFace
  private let size: FT_Size
  /// HarfBuzz's inert empty font until `init` makes the real one, so `deinit` may always
  /// destroy it.
  private var font: OpaquePointer

  /// Makes a size for one pixel size and hinting mode, and its HarfBuzz font.
  ///
  /// - Parameters:
  ///   - face: The FreeType face.
  ///   - pixelsPerEm26Dot6: The pixel size in 26.6 fixed point (size × scale × 64), or the units
  ///     per em for font units.
  ///   - hinting: ``HintingMode/light`` or ``HintingMode/full``; ``HintingMode/none`` loads
  ///     without hinting and sets no pixel size on the HarfBuzz font, as HarfBuzz's own unhinted
  ///     fonts have none (so no device-table adjustment applies).
  ///   - trackingSize: The point size for `trak` tracking, if any.
  /// - Throws: ``MetricsError`` naming `FT_New_Size`, `FT_Set_Char_Size` or
  ///   `hb_ft_font_create_referenced`.
  init(
    face: FreeTypeFace, pixelsPerEm26Dot6: Int, hinting: HintingMode, trackingSize: Double?
  ) throws(MetricsError) {
    var newSize: FT_Size? = nil
    var error = FT_New_Size(face.handle, &newSize)
    guard error == 0, let newSize else {
      throw .freeType(call: "FT_New_Size", code: error, path: face.file.path)
    }
    self.face = face
    size = newSize
    font = hb_font_get_empty()
    // Every handle is stored, so a throw from here on runs deinit, which ends the size.
    error = FT_Activate_Size(size)
    if error == 0 {
      // ppem = size × scale exactly: the 26.6 character size at 72 dpi is the pixel size.
      error = FT_Set_Char_Size(face.handle, 0, FT_F26Dot6(pixelsPerEm26Dot6), 72, 72)
    }
    guard error == 0 else {
      throw .freeType(call: "FT_Set_Char_Size", code: error, path: face.file.path)
    }
    // The font takes its scale from the active size, set just above.
    font = hb_ft_font_create_referenced(face.handle)
    guard font != hb_font_get_empty() else {
      throw .harfBuzz(call: "hb_ft_font_create_referenced", path: face.file.path)
    }
    switch hinting {
    case .full: hb_ft_font_set_load_flags(font, cfe_load_flags_full())
    case .light: hb_ft_font_set_load_flags(font, cfe_load_flags_light())
    case .none:
      hb_ft_font_set_load_flags(font, cfe_load_flags_unhinted())
      hb_font_set_ppem(font, 0, 0)
    }
    if let trackingSize { hb_font_set_ptem(font, Float(trackingSize)) }
  }

  deinit {
    hb_font_destroy(font)
    FT_Done_Size(size)
  }

  /// Activates this size and shapes the buffer's text with its font.
  ///
  /// - Throws: ``MetricsError/freeType(call:code:path:)`` for `FT_Activate_Size`, or
  ///   ``MetricsError/harfBuzz(call:path:)`` as ``HarfBuzzBuffer/shape(with:path:)`` does.
  func shape(_ buffer: HarfBuzzBuffer) throws(MetricsError) {
    let error = FT_Activate_Size(size)
    guard error == 0 else {
      throw .freeType(call: "FT_Activate_Size", code: error, path: face.file.path)
    }
    try buffer.shape(with: font, path: face.file.path)
  }

  /// The glyph FreeType's selected character map assigns to a code point, as HarfBuzz looks it up
  /// while shaping, or `nil` when it has none.
  func nominalGlyph(_ codepoint: UInt32) -> Int? {
    var glyph: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(font, codepoint, &glyph) != 0 else { return nil }
    return Int(glyph)
  }
}
