import TextMetrics

/// Shared wording for fonts, placeholders and flags in tables and JSON.
package enum ReportWording {
  /// One line naming the font and where it came from.
  package static func font(_ info: FontInfo) -> String {
    var text = "\(info.family) \(info.style) (\(info.path)"
    if info.faceCount > 1 { text += ", face \(info.faceIndex) of \(info.faceCount)" }
    text += ", \(info.unitsPerEm) units/em, \(info.format))"
    if let pattern = info.pattern { text += ", resolved from '\(pattern)'" }
    if !info.variations.isEmpty { text += ", " + info.variations.map(\.description).joined(separator: " ") }
    return text
  }

  /// A placeholder as `U+200A HAIR SPACE`, or `U+XXXX` for a character without a known name.
  package static func placeholder(_ scalar: Unicode.Scalar) -> String {
    guard let name = SpaceCharacter.name(of: scalar) else { return ScalarNotation.format(scalar) }
    return "\(ScalarNotation.format(scalar)) \(name)"
  }

  /// Comma-separated flags of a survey entry.
  package static func flags(_ entry: SpaceSurvey.Entry) -> String {
    var flags: [String] = []
    if !entry.isInCharacterMap { flags.append("not in cmap") }
    if entry.isSynthesized { flags.append("synthesized") }
    if entry.isZeroWidth { flags.append("zero-width") }
    if entry.isNotdef { flags.append("notdef") }
    return flags.joined(separator: ", ")
  }
}
