import CalibrateSupport
import TextMetrics

/// The JSON of `calibrate survey`: every space-like character, ranked by advance.
///
/// Threading: a plain value; `Sendable`.
struct SurveyDocument: Codable, Sendable, Equatable {
  /// One character.
  struct CharacterRecord: Codable, Sendable, Equatable {
    /// The character as `U+200A`.
    package var codePoint: String
    package var name: String
    /// Whether the font's character map has it.
    var inCmap: Bool
    /// The glyph the character map gives, or `null`.
    @ExplicitNull var cmapGlyph: Int?
    /// The glyph shaping gave.
    package var glyph: Int
    /// The advance, exact: font units unhinted, 26.6 hinted.
    package var advanceUnits: Int
    /// The advance in points.
    package var advance: Double
    package var synthesized: Bool
    package var zeroWidth: Bool
    package var notdef: Bool
  }

  package var font: FontRecord
  package var size: Double
  package var scale: Double
  package var hinting: HintingMode
  /// The exact unit of `advanceUnits`.
  package var unit: String
  package var characters: [CharacterRecord]

  /// The document of a survey.
  package init(_ survey: SpaceSurvey, font info: FontInfo) {
    font = FontRecord(info)
    size = survey.configuration.size
    scale = survey.configuration.scale
    hinting = survey.configuration.hinting
    unit = survey.unit.name
    characters = survey.entries.map { entry in
      CharacterRecord(
        codePoint: ScalarNotation.format(entry.character.scalar), name: entry.character.name,
        inCmap: entry.isInCharacterMap, cmapGlyph: entry.mappedGlyphID, glyph: entry.glyphID,
        advanceUnits: entry.advance, advance: entry.advanceInPoints, synthesized: entry.isSynthesized,
        zeroWidth: entry.isZeroWidth, notdef: entry.isNotdef)
    }
  }
}
