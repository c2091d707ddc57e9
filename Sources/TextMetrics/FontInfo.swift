/// What a font file is, as reported to the user: which file, which face, which names.
public struct FontInfo: Sendable, Hashable, Codable {
  /// The file the face was loaded from.
  public var path: String
  /// The face within the file (non-zero only for collections).
  public var faceIndex: Int
  /// How many faces the file holds.
  public var faceCount: Int
  /// The family name.
  public var family: String
  /// The style name.
  public var style: String
  /// The PostScript name, if the font has one.
  public var postScriptName: String?
  /// Font units per em.
  public var unitsPerEm: Int
  /// The outline format FreeType reports (`TrueType`, `CFF`, ...).
  public var format: String
  /// The variation axes, empty for a static font.
  public var axes: [VariationAxis]
  /// The variation settings applied to every measurement.
  public var variations: [FontVariation]
  /// The fontconfig pattern the file was resolved from, if it was not given by path.
  public var pattern: String?
}
