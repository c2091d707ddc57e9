/// A HarfBuzz font a face shapes with, whichever functions read its advances.
///
/// ``HarfBuzzFont`` reads a font's tables with HarfBuzz's own OpenType functions;
/// ``FreeTypeSize`` asks FreeType at one pixel size. ``FontFace`` picks one per mode and keeps
/// it; both shape with the OpenType shaper only (``HarfBuzzBuffer/shape(with:path:)``).
///
/// Threading: not thread-safe; conforming objects are only used through ``FontFace``, which
/// ``Font`` keeps behind its mutex.
protocol ShapingFont: AnyObject {
  /// Shapes the buffer's text with this font.
  ///
  /// - Throws: ``MetricsError`` when FreeType or HarfBuzz fails.
  func shape(_ buffer: HarfBuzzBuffer) throws(MetricsError)

  /// The glyph the font's character map assigns to a code point, or `nil` when it has none.
  func nominalGlyph(_ codepoint: UInt32) -> Int?
}
