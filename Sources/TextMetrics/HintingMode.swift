/// How glyph advances are rendered: the source of every advance the tool reports.
///
/// - ``none``: unhinted advances straight from the font's `hmtx`/`HVAR` through HarfBuzz's own
///   OpenType functions at a scale of one font unit per unit, so widths are exact integers in font
///   units; points are `units × size / unitsPerEm`. This is what CoreText lays out on iOS. Formats
///   HarfBuzz cannot read (Type 1, WOFF) give FreeType's unscaled advances, also in font units.
/// - ``light``: HarfBuzz's FreeType functions with `FT_LOAD_TARGET_LIGHT`. FreeType answers
///   advance queries for light hinting without hinting the advance (`FT_Get_Advance` takes its fast
///   path), so widths are the unhinted advance scaled to the pixel size and rounded to 1/64 pixel.
/// - ``full``: HarfBuzz's FreeType functions with `FT_LOAD_DEFAULT`: FreeType loads each glyph with
///   the font's own hinter (TrueType bytecode, the CFF hinter, or the autohinter) and rounds the
///   advance to whole pixels. Widths are 26.6 fixed-point pixels at ppem = size × scale.
///
/// Every mode shapes with HarfBuzz's OpenType shaper only, never graphite2.
package enum HintingMode: String, Sendable, Hashable, CaseIterable, Codable {
  case none
  case light
  case full

  /// Whether advances come from FreeType in 26.6 pixels rather than from font units.
  var isPixelBased: Bool { self != .none }
}
