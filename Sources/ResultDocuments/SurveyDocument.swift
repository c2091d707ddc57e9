import OrderedJSON
import TextMetrics

/// The JSON of `calibrate survey`: every space-like character, ranked by advance.
///
/// Threading: a plain value; `Sendable`.
public struct SurveyDocument: Codable, Sendable, Equatable {
  /// One character.
  public struct CharacterRecord: Codable, Sendable, Equatable {
    /// The character as `U+200A`.
    public var codePoint: String
    public var name: String
    /// Whether the font's character map has it.
    public var inCmap: Bool
    /// The glyph the character map gives, or `null`.
    @ExplicitNull public var cmapGlyph: Int?
    /// The glyph shaping gave.
    public var glyph: Int
    /// The advance, exact: font units unhinted, 26.6 hinted.
    public var advanceUnits: Int
    /// The advance in points.
    public var advance: Double
    public var synthesized: Bool
    public var zeroWidth: Bool
    public var notdef: Bool
  }

  public var font: FontRecord
  public var size: Double
  public var scale: Double
  public var hinting: HintingMode
  /// The exact unit of `advanceUnits`.
  public var unit: String
  public var characters: [CharacterRecord]

  /// The document of a survey.
  public init(_ survey: SpaceSurvey, font info: FontInfo) {
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
