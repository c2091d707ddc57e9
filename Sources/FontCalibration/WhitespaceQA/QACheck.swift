/// A check of `calibrate qa`: a stable ID that outputs, pipelines and docs name, and why it exists.
package enum QACheck: String, Sendable, Hashable, CaseIterable, Codable {
  /// U+0020 and U+00A0 are in the character map; the other spaces are listed when missing.
  case missing = "whitespace/missing"
  /// No whitespace glyph draws anything.
  case ink = "whitespace/ink"
  /// Each space has the width Unicode defines for it.
  case width = "whitespace/width"
  /// Hinted, no space renders 0 px and spaces meant to differ do not render alike.
  case hinting = "whitespace/hinting"
  /// No letter or digit is kerned against a space.
  case kerning = "whitespace/kerning"

  /// Why the check exists, in a sentence or two (`calibrate qa --help` and docs/qa.md).
  package var rationale: String {
    switch self {
    case .missing:
      return
        "Text needs the space and the no-break space. A space the font lacks is drawn by the layout engine as it sees fit: HarfBuzz synthesizes a width from the space glyph (never hinted), other engines fall back to another font or to .notdef."
    case .ink:
      return
        "Engines that know a character is whitespace may skip drawing its glyph, others draw it: an outline, colour layer, SVG document or bitmap behind whitespace shows in some places and not in others."
    case .width:
      return
        "Unicode names each space by its width (en, em, thin, hair, figure, punctuation); text set with them, and layouts padded with them, assume those widths."
    case .hinting:
      return
        "Hinted text rounds advances to whole pixels: a space can render 0 px wide, and two spaces meant to differ can render alike, at the sizes an app shows text."
    case .kerning:
      return
        "A kerning pair between a letter and a space moves the text after the space, so a column aligned with spaces misses by the kerning amount."
    }
  }
}
