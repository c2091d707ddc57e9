internal import CFontEngine

// MARK: - Glyph outlines

extension FreeTypeFace {
  /// Loads a glyph at the face's active size and decomposes its outline into SVG path data.
  ///
  /// The caller activates the size first (``FreeTypeSize/activate()``); the glyph slot is the
  /// face's, so the result is copied out as plain values before anything else loads a glyph.
  ///
  /// - Parameters:
  ///   - glyphID: The glyph to load.
  ///   - hinting: The mode whose load flags are used (with `FT_LOAD_NO_BITMAP`).
  /// - Returns: The path data (26.6, y down) and the control box (26.6, y up).
  /// - Throws: ``MetricsError/freeType(call:code:path:)`` for `FT_Load_Glyph` or
  ///   `FT_Outline_Decompose`, ``MetricsError/noOutline(path:glyphID:)`` when the glyph loads as
  ///   something other than an outline.
  func outline(
    of glyphID: Int, hinting: HintingMode
  ) throws(MetricsError) -> (pathData: String, controlBox: OutlineBox) {
    guard glyphID >= 0, glyphID < Int(handle.pointee.num_glyphs) else {
      throw .freeType(call: "FT_Load_Glyph", code: 0x10, path: file.path)
    }
    let flags = Self.loadFlags(hinting) | cfe_load_flag_no_bitmap()
    let error = FT_Load_Glyph(handle, FT_UInt(glyphID), flags)
    guard error == 0 else { throw .freeType(call: "FT_Load_Glyph", code: error, path: file.path) }
    guard let slot = handle.pointee.glyph, cfe_glyph_is_outline(slot) != 0 else {
      throw .noOutline(path: file.path, glyphID: glyphID)
    }
    var box = FT_BBox()
    FT_Outline_Get_CBox(&slot.pointee.outline, &box)
    let writer = OutlinePathWriter()
    var functions = FT_Outline_Funcs(
      move_to: { to, user in
        guard let to, let user else { return 1 }
        Unmanaged<OutlinePathWriter>.fromOpaque(user).takeUnretainedValue().move(to: point(to))
        return 0
      },
      line_to: { to, user in
        guard let to, let user else { return 1 }
        Unmanaged<OutlinePathWriter>.fromOpaque(user).takeUnretainedValue().line(to: point(to))
        return 0
      },
      conic_to: { control, to, user in
        guard let control, let to, let user else { return 1 }
        Unmanaged<OutlinePathWriter>.fromOpaque(user).takeUnretainedValue().quadratic(
          control: point(control), to: point(to))
        return 0
      },
      cubic_to: { control1, control2, to, user in
        guard let control1, let control2, let to, let user else { return 1 }
        Unmanaged<OutlinePathWriter>.fromOpaque(user).takeUnretainedValue().cubic(
          control1: point(control1), control2: point(control2), to: point(to))
        return 0
      },
      shift: 0, delta: 0)
    let decomposed = withExtendedLifetime(writer) {
      FT_Outline_Decompose(&slot.pointee.outline, &functions, Unmanaged.passUnretained(writer).toOpaque())
    }
    guard decomposed == 0 else {
      throw .freeType(call: "FT_Outline_Decompose", code: decomposed, path: file.path)
    }
    writer.closeContour()
    let controlBox = OutlineBox(
      xMin: Int(box.xMin), yMin: Int(box.yMin), xMax: Int(box.xMax), yMax: Int(box.yMax))
    return (writer.data, controlBox)
  }

  /// The load flags of a hinting mode, the same HarfBuzz's FreeType fonts use for advances.
  static func loadFlags(_ hinting: HintingMode) -> FT_Int32 {
    switch hinting {
    case .full: return cfe_load_flags_full()
    case .light: return cfe_load_flags_light()
    case .none: return cfe_load_flags_unhinted()
    }
  }
}

/// A FreeType vector as whole 26.6 numbers.
private func point(_ vector: UnsafePointer<FT_Vector>) -> (x: Int, y: Int) {
  (Int(vector.pointee.x), Int(vector.pointee.y))
}
