internal import CFontEngine

// MARK: - Glyphs as the font stores them

extension FreeTypeFace {
  /// Whether the face says all its glyphs have one advance (`post.isFixedPitch`, or a fixed-pitch
  /// format's own flag).
  var isFixedWidth: Bool { cfe_face_is_fixed_width(handle) != 0 }

  /// Every character code of the selected character map, in ascending order.
  func characterCodes() -> [UInt32] {
    var codes: [UInt32] = []
    var glyph: FT_UInt = 0
    var code = FT_Get_First_Char(handle, &glyph)
    while glyph != 0 {
      codes.append(UInt32(truncatingIfNeeded: code))
      code = FT_Get_Next_Char(handle, code, &glyph)
    }
    return codes
  }

  /// A glyph's outline unscaled and unhinted, in font units, or `nil` when it has no points.
  ///
  /// - Throws: ``MetricsError/freeType(call:code:path:)`` for `FT_Load_Glyph` when the glyph
  ///   cannot be loaded.
  func unscaledOutline(of glyphID: Int) throws(MetricsError) -> GlyphInk.Outline? {
    guard glyphID >= 0, glyphID < Int(handle.pointee.num_glyphs) else {
      throw .freeType(call: "FT_Load_Glyph", code: 0x10, path: file.path)
    }
    let error = FT_Load_Glyph(handle, FT_UInt(glyphID), cfe_load_flags_unscaled())
    guard error == 0 else { throw .freeType(call: "FT_Load_Glyph", code: error, path: file.path) }
    guard let slot = handle.pointee.glyph, cfe_glyph_is_outline(slot) != 0,
      slot.pointee.outline.n_points > 0
    else { return nil }
    var box = FT_BBox()
    FT_Outline_Get_CBox(&slot.pointee.outline, &box)
    return GlyphInk.Outline(
      contours: Int(slot.pointee.outline.n_contours), points: Int(slot.pointee.outline.n_points),
      box: OutlineBox(xMin: Int(box.xMin), yMin: Int(box.yMin), xMax: Int(box.xMax), yMax: Int(box.yMax)))
  }

  /// Whether a glyph has `COLR` version 0 layers.
  func hasColorLayers(_ glyphID: Int) -> Bool {
    cfe_glyph_has_color_layers(handle, FT_UInt(glyphID)) != 0
  }

  /// Whether a glyph has a `COLR` version 1 paint graph.
  func hasColorPaint(_ glyphID: Int) -> Bool {
    cfe_glyph_has_color_paint(handle, FT_UInt(glyphID)) != 0
  }

  /// The pixel sizes of the embedded bitmap strikes in which a glyph has a bitmap with set pixels.
  ///
  /// Each strike is selected on a size made for the purpose and dropped after; every other use of
  /// the face activates its own size first.
  ///
  /// - Throws: ``MetricsError/freeType(call:code:path:)`` for `FT_New_Size`, `FT_Activate_Size` or
  ///   `FT_Select_Size`.
  func bitmapStrikesWithInk(_ glyphID: Int) throws(MetricsError) -> [Int] {
    let strikeCount = Int(handle.pointee.num_fixed_sizes)
    guard strikeCount > 0, let strikes = handle.pointee.available_sizes else { return [] }
    var newSize: FT_Size? = nil
    var error = FT_New_Size(handle, &newSize)
    guard error == 0, let size = newSize else {
      throw .freeType(call: "FT_New_Size", code: error, path: file.path)
    }
    defer { FT_Done_Size(size) }
    error = FT_Activate_Size(size)
    guard error == 0 else { throw .freeType(call: "FT_Activate_Size", code: error, path: file.path) }
    var inked: [Int] = []
    for index in 0..<strikeCount {
      error = FT_Select_Size(handle, FT_Int(index))
      guard error == 0 else { throw .freeType(call: "FT_Select_Size", code: error, path: file.path) }
      // A glyph the strike lacks loads as its scaled outline, which is not a bitmap.
      guard FT_Load_Glyph(handle, FT_UInt(glyphID), cfe_load_flags_strike()) == 0,
        let slot = handle.pointee.glyph, cfe_glyph_is_bitmap(slot) != 0
      else { continue }
      if Self.hasSetPixels(slot.pointee.bitmap) {
        inked.append(Int(strikes[index].y_ppem + 32) >> 6)
      }
    }
    return inked
  }

  /// Whether any byte of a bitmap's rows is not zero (every pixel mode stores a clear pixel as 0).
  private static func hasSetPixels(_ bitmap: FT_Bitmap) -> Bool {
    guard let buffer = bitmap.buffer, bitmap.rows > 0, bitmap.pitch != 0 else { return false }
    let rowBytes = Int(abs(bitmap.pitch))
    for row in 0..<Int(bitmap.rows) {
      let start = buffer + row * rowBytes
      for offset in 0..<rowBytes where start[offset] != 0 { return true }
    }
    return false
  }
}
