import TextMetrics

/// Shared wording for fonts and flags in tables and JSON.
enum Describe {
  /// One line naming the font and where it came from.
  static func font(_ info: FontInfo) -> String {
    var text = "\(info.family) \(info.style) (\(info.path)"
    if info.faceCount > 1 { text += ", face \(info.faceIndex) of \(info.faceCount)" }
    text += ", \(info.unitsPerEm) units/em, \(info.format))"
    if let pattern = info.pattern { text += ", resolved from '\(pattern)'" }
    if !info.variations.isEmpty { text += ", " + info.variations.map(\.description).joined(separator: " ") }
    return text
  }

  /// The `font` object every JSON output starts with.
  static func fontJSON(_ info: FontInfo) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("path", .string(info.path)),
      ("family", .string(info.family)),
      ("style", .string(info.style)),
      ("unitsPerEm", .integer(info.unitsPerEm)),
      ("faceIndex", .integer(info.faceIndex)),
      ("format", .string(info.format)),
    ]
    if let pattern = info.pattern { members.append(("pattern", .string(pattern))) }
    if !info.variations.isEmpty {
      members.append(("variations", .object(info.variations.map { ($0.tag, .number($0.value)) })))
    }
    return .object(members)
  }

  /// Comma-separated flags of a survey entry.
  static func flags(_ entry: SpaceSurvey.Entry) -> String {
    var flags: [String] = []
    if !entry.isInCharacterMap { flags.append("not in cmap") }
    if entry.isSynthesized { flags.append("synthesized") }
    if entry.isZeroWidth { flags.append("zero-width") }
    if entry.isNotdef { flags.append("notdef") }
    return flags.joined(separator: ", ")
  }
}
