internal import CFontEngine

/// Owns one `FT_Face`, loaded from the bytes of a ``FontFile``.
///
/// FreeType reads the face from memory it does not own, so the face keeps its ``FontFile``
/// alive; it keeps its ``FreeTypeLibrary`` alive too, since a face must be done before its
/// library. Sizes made on the face (``FreeTypeSize``) keep the face alive in turn.
///
/// Threading: not thread-safe. FreeType allows one thread at a time per face (and per library);
/// the face is only used through ``FontFace``, which ``Font`` keeps behind its mutex.
final class FreeTypeFace {
  let library: FreeTypeLibrary
  let file: FontFile
  let handle: FT_Face

  /// Loads one face of a font file.
  ///
  /// - Parameters:
  ///   - library: The library to load it with.
  ///   - file: The bytes, borrowed for as long as the face lives.
  ///   - index: The face within a collection, or -1 to load only what FreeType needs to report
  ///     the number of faces (see ``faceCount(library:file:outlineTable:)``).
  ///   - outlineTable: The table of the face's outlines (`glyf`, `CFF `, `CFF2`) when the file is
  ///     an sfnt whose directory and the tables FreeType reads first were checked
  ///     (``SFNTDirectory``), so a failure can be put down to the table at fault.
  /// - Throws: ``MetricsError/notAFont(path:reason:)`` with a reason in the user's terms for
  ///   every `FT_New_Memory_Face` failure (``openError(_:path:outlineTable:)``).
  init(library: FreeTypeLibrary, file: FontFile, index: Int, outlineTable: String? = nil) throws(MetricsError)
  {
    let base = file.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self)
    var loaded: FT_Face? = nil
    let error = FT_New_Memory_Face(
      library.handle, base, FT_Long(file.bytes.count), FT_Long(index), &loaded)
    guard error == 0, let loaded else {
      throw Self.openError(error, path: file.path, outlineTable: outlineTable)
    }
    self.library = library
    self.file = file
    handle = loaded
    if index >= 0 { selectCharacterMap() }
  }

  deinit {
    FT_Done_Face(handle)
  }

  /// The number of faces in a file, from a probe face that is dropped before returning.
  ///
  /// - Parameters:
  ///   - library: The library to probe with.
  ///   - file: The font file.
  ///   - outlineTable: The table of the outlines, as ``init(library:file:index:outlineTable:)``
  ///     takes it.
  /// - Returns: 1 for a single font, the number of fonts for a collection.
  /// - Throws: ``MetricsError`` as ``init(library:file:index:outlineTable:)`` does.
  static func faceCount(
    library: FreeTypeLibrary, file: FontFile, outlineTable: String? = nil
  ) throws(MetricsError) -> Int {
    let probe = try FreeTypeFace(library: library, file: file, index: -1, outlineTable: outlineTable)
    return Int(probe.handle.pointee.num_faces)
  }

  // MARK: - Character map

  /// Selects the character map HarfBuzz's FreeType functions select (`hb_ft_font_set_funcs`,
  /// what `hb-shape --font-funcs=ft` uses): a Windows symbol map when the face has one, else a
  /// Unicode map.
  ///
  /// FreeType itself selects a Unicode map on opening and leaves a face whose only map is a
  /// symbol one (3, 0) with none, so every character would be `.notdef` in the hinted modes,
  /// which read the character map through FreeType, while HarfBuzz's own character map (the
  /// unhinted mode's, for SFNT files) prefers the symbol map. With the symbol map selected before
  /// any HarfBuzz font is made from the face, HarfBuzz's FreeType functions look a character up
  /// as its own do: at its code point, then at U+F000 plus the code point for U+0000...U+00FF,
  /// or, on a legacy Arabic font page (an OS/2 version 0 `fsSelection` high byte), where its
  /// Arabic private-use tables put it. A face with neither map keeps FreeType's choice.
  private func selectCharacterMap() {
    if FT_Select_Charmap(handle, FT_ENCODING_MS_SYMBOL) != 0 {
      _ = FT_Select_Charmap(handle, FT_ENCODING_UNICODE)
    }
  }

  // MARK: - Properties

  /// Whether the face has outlines, rather than only bitmaps.
  var isScalable: Bool { cfe_face_is_scalable(handle) != 0 }

  /// Whether FreeType loaded the face from SFNT tables (TrueType, OpenType, WOFF, WOFF2), rather
  /// than from another format such as Type 1.
  var isSFNT: Bool { cfe_face_is_sfnt(handle) != 0 }

  var unitsPerEm: Int { Int(handle.pointee.units_per_EM) }

  var familyName: String? { handle.pointee.family_name.map { String(cString: $0) } }

  var styleName: String? { handle.pointee.style_name.map { String(cString: $0) } }

  var postScriptName: String? { FT_Get_Postscript_Name(handle).map { String(cString: $0) } }

  /// FreeType's name for the font format, such as `TrueType` or `CFF`.
  var format: String? { FT_Get_Font_Format(handle).map { String(cString: $0) } }

  // MARK: - Variations

  /// The variation axes of a variable font, in the font's order; empty for other fonts.
  ///
  /// - Throws: ``MetricsError/freeType(call:code:path:)`` for `FT_Get_MM_Var` when the face says it
  ///   has variations but FreeType cannot read them.
  func variationAxes() throws(MetricsError) -> [VariationAxis] {
    guard cfe_face_has_multiple_masters(handle) != 0 else { return [] }
    var master: UnsafeMutablePointer<FT_MM_Var>? = nil
    let error = FT_Get_MM_Var(handle, &master)
    guard error == 0 else { throw .freeType(call: "FT_Get_MM_Var", code: error, path: file.path) }
    guard let master else { return [] }
    defer { FT_Done_MM_Var(library.handle, master) }
    let count = Int(master.pointee.num_axis)
    guard let axis = master.pointee.axis else { return [] }
    return (0..<count).map { index in
      let item = axis[index]
      return VariationAxis(
        tag: Self.tagString(UInt32(truncatingIfNeeded: item.tag)), minimum: Double(item.minimum) / 65536,
        defaultValue: Double(item.def) / 65536, maximum: Double(item.maximum) / 65536)
    }
  }

  /// Sets every axis of a variable font to a design-space value.
  ///
  /// - Parameter coordinates: One value per axis, in the order of ``variationAxes()``.
  /// - Throws: ``MetricsError/freeType(call:code:path:)`` for `FT_Set_Var_Design_Coordinates`.
  func setVariationCoordinates(_ coordinates: [Double]) throws(MetricsError) {
    var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
    let error = FT_Set_Var_Design_Coordinates(handle, FT_UInt(fixed.count), &fixed)
    guard error == 0 else {
      throw .freeType(call: "FT_Set_Var_Design_Coordinates", code: error, path: file.path)
    }
  }

  // MARK: - Helpers

  /// The error for a failed `FT_New_Memory_Face`, in the user's terms, naming the table at
  /// fault when one can be named.
  ///
  /// In an sfnt, the directory and the tables FreeType reads before the outlines were checked
  /// first (``SFNTDirectory``), so what fails in a face with CFF outlines is its CFF table, which
  /// FreeType parses while opening the face. Otherwise FreeType's own error says which table is
  /// missing or broken, when it does (for WOFF, whose tables are not checked beforehand).
  static func openError(_ code: FT_Error, path: String, outlineTable: String?) -> MetricsError {
    if code == 0x40 { return .notAFont(path: path, reason: "FreeType ran out of memory loading it") }
    if let outlineTable, outlineTable != "glyf" {
      return .notAFont(
        path: path,
        reason:
          "its \(SFNTDirectory.describe(outlineTable)) is broken (FreeType: \(FreeTypeErrorText.clause(code)))"
      )
    }
    if let table = FreeTypeErrorText.missingTable[code] {
      return .notAFont(path: path, reason: "its \(SFNTDirectory.describe(table)) is missing")
    }
    if let table = FreeTypeErrorText.brokenTable[code] {
      return .notAFont(
        path: path,
        reason: "its \(SFNTDirectory.describe(table)) is broken (FreeType: \(FreeTypeErrorText.clause(code)))"
      )
    }
    switch code {
    case 0x02, 0x51...0x58:
      // Stream errors at open time mean FreeType ran off the end while probing formats.
      return .notAFont(path: path, reason: "FreeType does not recognize the file format")
    default:
      return .notAFont(
        path: path, reason: "the font data is broken (FreeType: \(FreeTypeErrorText.clause(code)))")
    }
  }

  /// A tag (an axis, feature or script) as its four characters, trailing spaces dropped.
  static func tagString(_ tag: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> UInt32($0)) }
    return String(decoding: bytes, as: UTF8.self).trimmingSuffixSpaces()
  }
}

extension String {
  fileprivate func trimmingSuffixSpaces() -> String {
    var result = self
    while result.hasSuffix(" ") { result.removeLast() }
    return result
  }
}
