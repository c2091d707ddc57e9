internal import CFontEngine

/// HarfBuzz called directly on the benchmark font, with nothing of TextMetrics in between: the
/// floor that `Font.runWidth(of:count:_:)` is held to.
///
/// It does what the engine's hinted path does and nothing else: one `FT_Face` at the same 26.6
/// pixel size (`FT_Set_Char_Size` at 72 dpi), one HarfBuzz FreeType font with the same load flags,
/// one reused buffer, HarfBuzz's OpenType shaper (`cfe_shape_opentype`), and the advances summed.
/// What the engine adds on top (its lock, the code point array, the glyph records, the synthesized
/// space check per glyph) is what the ratio measures.
///
/// Threading: not thread-safe; a benchmark uses it from the thread that runs it.
final class DirectShaper {
  private let library: FT_Library
  private let face: FT_Face
  private let font: OpaquePointer
  private let buffer: OpaquePointer

  /// Opens a font file at a 26.6 pixel size with full hinting.
  ///
  /// - Throws: ``BenchmarkError`` naming the FreeType or HarfBuzz call that failed.
  init(path: String, pixelsPerEm26Dot6: Int) throws(BenchmarkError) {
    var newLibrary: FT_Library? = nil
    guard FT_Init_FreeType(&newLibrary) == 0, let newLibrary else {
      throw BenchmarkError("FT_Init_FreeType failed")
    }
    var newFace: FT_Face? = nil
    guard FT_New_Face(newLibrary, path, 0, &newFace) == 0, let newFace else {
      FT_Done_FreeType(newLibrary)
      throw BenchmarkError("FT_New_Face failed on '\(path)'")
    }
    guard FT_Set_Char_Size(newFace, 0, FT_F26Dot6(pixelsPerEm26Dot6), 72, 72) == 0,
      let newFont = hb_ft_font_create_referenced(newFace), newFont != hb_font_get_empty(),
      let newBuffer = hb_buffer_create(), hb_buffer_allocation_successful(newBuffer) != 0
    else {
      FT_Done_Face(newFace)
      FT_Done_FreeType(newLibrary)
      throw BenchmarkError("making a HarfBuzz font of '\(path)' failed")
    }
    hb_ft_font_set_load_flags(newFont, cfe_load_flags_full())
    library = newLibrary
    face = newFace
    font = newFont
    buffer = newBuffer
  }

  deinit {
    hb_buffer_destroy(buffer)
    hb_font_destroy(font)
    FT_Done_Face(face)
    FT_Done_FreeType(library)
  }

  /// The summed advances of a string shaped whole, in 26.6 pixels.
  func width(of codePoints: [UInt32]) -> Int {
    hb_buffer_clear_contents(buffer)
    codePoints.withUnsafeBufferPointer {
      hb_buffer_add_codepoints(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
    }
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
    hb_buffer_guess_segment_properties(buffer)
    _ = cfe_shape_opentype(font, buffer)
    var count: UInt32 = 0
    guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
    var width = 0
    for index in 0..<Int(count) { width += Int(positions[index].x_advance) }
    return width
  }
}
