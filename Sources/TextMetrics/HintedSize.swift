internal import CFontEngine

/// Owns one `FT_Size` and the HarfBuzz font that reads hinted advances through it.
///
/// The HarfBuzz font uses HarfBuzz's FreeType functions (`hb_ft_font_create_referenced`), which
/// load glyphs from the face's active size; ``shape(_:)`` activates this size first. Giving each
/// pixel size its own `FT_Size` means changing size never invalidates HarfBuzz's advance caches.
/// The object keeps its ``FreeTypeFace`` alive, so the size is done before the face;
/// `deinit` destroys the HarfBuzz font first, then the size.
///
/// Threading: not thread-safe. Activating a size changes the face; the object is only used
/// through ``FontFace``, which ``Font`` keeps behind its mutex.
final class HintedSize {
  private let face: FreeTypeFace
  private let size: FT_Size
  /// HarfBuzz's inert empty font until `init` makes the real one, so `deinit` may always
  /// destroy it.
  private var font: OpaquePointer

  /// Makes a size for one pixel size and hinting mode, and its HarfBuzz font.
  ///
  /// - Parameters:
  ///   - face: The FreeType face.
  ///   - pixelsPerEm26Dot6: The pixel size in 26.6 fixed point (size × scale × 64).
  ///   - hinting: ``HintingMode/light`` or ``HintingMode/full``.
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
    hb_ft_font_set_load_flags(font, hinting == .full ? cfe_load_flags_full() : cfe_load_flags_light())
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
}
