internal import CFontEngine

/// Owns one `FT_Size`, and shapes at it with the HarfBuzz font of its hinting mode.
///
/// HarfBuzz's FreeType functions (`hb_ft_font_create_referenced`) load glyphs from the face's
/// active size; ``shape(_:features:)`` activates this size and has the mode's ``HarfBuzzFreeTypeFont`` take its
/// scale. One HarfBuzz font serves every size of a mode, because each HarfBuzz font made from a
/// FreeType face builds its own copy of the face's layout tables' accelerators (docs/method.md,
/// *Where the numbers come from*, says what that costs). The object keeps its ``FreeTypeFace``
/// and its font alive, so the size is done before the face.
///
/// Hinted modes make one per pixel size. For a face HarfBuzz cannot read itself (Type 1 and the
/// other formats only FreeType decodes), the unhinted font is one of these too, at a size whose
/// 26.6 value is the units per em: FreeType's scale is then exactly 1, and unhinted advances come
/// out as FreeType's unscaled advances in font units.
///
/// A size made for glyph outlines alone (``init(outlinesOf:pixelsPerEm26Dot6:)``) has no HarfBuzz
/// font: unhinted outlines need a FreeType size at the pixel size, which unhinted shaping never
/// makes, and a HarfBuzz font would cost its layout accelerators for nothing.
///
/// Threading: not thread-safe. Activating a size changes the face; the object is only used
/// through ``FontFace``, which ``Font`` keeps behind its mutex.
final class FreeTypeSize: ShapingFont {
  private let face: FreeTypeFace
  private let size: FT_Size
  /// The mode's HarfBuzz font; `nil` only if `init` failed before making it.
  private var font: HarfBuzzFreeTypeFont?

  /// Makes a size for one pixel size, shaping with the font of its hinting mode.
  ///
  /// - Parameters:
  ///   - face: The FreeType face.
  ///   - pixelsPerEm26Dot6: The pixel size in 26.6 fixed point (size × scale × 64), or the units
  ///     per em for font units.
  ///   - font: The HarfBuzz font of the mode, or `nil` to make it from this size (the first size
  ///     of a mode); read it back from ``shapingFont``.
  ///   - hinting: ``HintingMode/light`` or ``HintingMode/full``; ``HintingMode/none`` loads
  ///     without hinting and sets no pixel size on the HarfBuzz font, as HarfBuzz's own unhinted
  ///     fonts have none (so no device-table adjustment applies).
  ///   - trackingSize: The point size for `trak` tracking, if any.
  /// - Throws: ``MetricsError`` naming `FT_New_Size`, `FT_Set_Char_Size` or
  ///   `hb_ft_font_create_referenced`.
  convenience init(
    face: FreeTypeFace, pixelsPerEm26Dot6: Int, font: HarfBuzzFreeTypeFont? = nil, hinting: HintingMode,
    trackingSize: Double?
  ) throws(MetricsError) {
    try self.init(outlinesOf: face, pixelsPerEm26Dot6: pixelsPerEm26Dot6)
    // The first size of a mode makes the font, which takes its scale from the active size.
    if let font {
      self.font = font
    } else {
      self.font = try HarfBuzzFreeTypeFont(face: face, hinting: hinting, trackingSize: trackingSize)
    }
  }

  /// Makes a size for loading glyph outlines only, with no HarfBuzz font; it leaves the size
  /// active.
  ///
  /// - Parameters:
  ///   - face: The FreeType face.
  ///   - pixelsPerEm26Dot6: The pixel size in 26.6 fixed point (size × scale × 64).
  /// - Throws: ``MetricsError`` naming `FT_New_Size` or `FT_Set_Char_Size`.
  init(outlinesOf face: FreeTypeFace, pixelsPerEm26Dot6: Int) throws(MetricsError) {
    var newSize: FT_Size? = nil
    var error = FT_New_Size(face.handle, &newSize)
    guard error == 0, let newSize else {
      throw .freeType(call: "FT_New_Size", code: error, path: face.file.path)
    }
    self.face = face
    size = newSize
    font = nil
    // Every handle is stored, so a throw from here on runs deinit, which ends the size.
    error = FT_Activate_Size(size)
    if error == 0 {
      // ppem = size × scale exactly: the 26.6 character size at 72 dpi is the pixel size.
      error = FT_Set_Char_Size(face.handle, 0, FT_F26Dot6(pixelsPerEm26Dot6), 72, 72)
    }
    guard error == 0 else {
      throw .freeType(call: "FT_Set_Char_Size", code: error, path: face.file.path)
    }
  }

  deinit {
    font?.forget(size)
    FT_Done_Size(size)
  }

  /// The HarfBuzz font this size shapes with, to hand to the mode's other sizes.
  var shapingFont: HarfBuzzFreeTypeFont? { font }

  /// Activates this size and shapes the buffer's text with the mode's font at it.
  ///
  /// - Throws: ``MetricsError/freeType(call:code:path:)`` for `FT_Activate_Size`, or
  ///   ``MetricsError/harfBuzz(call:path:)`` as ``HarfBuzzBuffer/shape(with:features:path:)`` does.
  func shape(_ buffer: HarfBuzzBuffer, features: [hb_feature_t]) throws(MetricsError) {
    try activate()
    guard let font else { throw .harfBuzz(call: "hb_ft_font_create_referenced", path: face.file.path) }
    try font.shape(buffer, at: size, features: features)
  }

  func advances(of glyphs: [UInt32]) throws(MetricsError) -> [Int] {
    try activate()
    guard let font else { throw .harfBuzz(call: "hb_ft_font_create_referenced", path: face.file.path) }
    return font.advances(of: glyphs, at: size)
  }

  var layoutFace: OpaquePointer? { font?.layoutFace }

  /// Makes this the face's active size, the one glyphs load at.
  ///
  /// - Throws: ``MetricsError/freeType(call:code:path:)`` for `FT_Activate_Size`.
  func activate() throws(MetricsError) {
    let error = FT_Activate_Size(size)
    guard error == 0 else {
      throw .freeType(call: "FT_Activate_Size", code: error, path: face.file.path)
    }
  }

  /// Loads a glyph's outline at this size with a mode's load flags.
  ///
  /// - Throws: ``MetricsError`` as ``activate()`` and ``FreeTypeFace/outline(of:hinting:)`` do.
  func outline(
    of glyphID: Int, hinting: HintingMode
  ) throws(MetricsError) -> (pathData: String, controlBox: OutlineBox) {
    try activate()
    return try face.outline(of: glyphID, hinting: hinting)
  }

  /// The glyph FreeType's selected character map assigns to a code point, as HarfBuzz looks it up
  /// while shaping, or `nil` when it has none.
  func nominalGlyph(_ codepoint: UInt32) -> Int? {
    font?.nominalGlyph(codepoint)
  }
}
