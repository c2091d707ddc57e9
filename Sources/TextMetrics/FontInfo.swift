/// What a font file is, as reported to the user: which file, which face, which names.
package struct FontInfo: Sendable, Hashable, Codable {
  /// The file the face was loaded from.
  package var path: String
  /// The face within the file (non-zero only for collections).
  package var faceIndex: Int
  /// How many faces the file holds.
  package var faceCount: Int
  /// The family name.
  package var family: String
  /// The style name.
  package var style: String
  /// The PostScript name, if the font has one.
  package var postScriptName: String?
  /// Font units per em.
  package var unitsPerEm: Int
  /// The outline format FreeType reports (`TrueType`, `CFF`, ...).
  package var format: String
  /// The variation axes, empty for a static font.
  package var axes: [VariationAxis]
  /// The variation settings applied to every measurement.
  package var variations: [FontVariation]
  /// The fontconfig pattern the file was resolved from, if it was not given by path.
  package var pattern: String?
  /// The named instance the variations select (then also the ``style``), or `nil` for a static
  /// font, no variations, or variations between the named instances.
  package var namedInstance: String? = nil
}
