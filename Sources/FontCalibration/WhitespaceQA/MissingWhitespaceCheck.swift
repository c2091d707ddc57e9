import TextMetrics

/// `whitespace/missing`: U+0020 SPACE and U+00A0 NO-BREAK SPACE are in the character map (FAIL
/// when not); every other space the face lacks is listed (INFO) with what HarfBuzz shapes in its
/// place, a width it makes up from the space glyph, which is never usable as a placeholder.
enum MissingWhitespaceCheck {
  /// The characters a font must map.
  static let required: [Unicode.Scalar] = ["\u{0020}", "\u{00A0}"]

  static func run(_ facts: WhitespaceFacts) -> [QAFinding] {
    var findings: [QAFinding] = []
    let listed = facts.characters.filter { $0.character.isListedWhenMissing }
    for entry in listed where entry.glyphID == nil {
      let isRequired = required.contains(entry.scalar)
      findings.append(
        QAFinding(
          .missing, isRequired ? .fail : .info, entry.scalar,
          "\(entry.character.label) is not in the character map; \(stand(in: entry, facts))"))
    }
    let present = listed.filter { $0.glyphID != nil }
    if required.allSatisfy({ facts.character($0)?.glyphID != nil }) {
      let glyphs = required.compactMap { facts.character($0)?.glyphID }.map(String.init)
      findings.append(
        QAFinding(
          .missing, .pass, nil,
          "U+0020 and U+00A0 are mapped (glyphs \(glyphs.joined(separator: " and "))); \(present.count) of the \(listed.count) spaces and zero-width characters are in the character map"
        ))
    }
    return findings
  }

  /// What HarfBuzz shapes for a character the face lacks.
  private static func stand(in entry: WhitespaceFacts.Character, _ facts: WhitespaceFacts) -> String {
    if entry.shapedGlyph == 0 { return "HarfBuzz shows .notdef, the missing-glyph box" }
    if entry.shapedAdvance == 0 && entry.character.kind == .zeroWidth {
      return "HarfBuzz hides it (a default-ignorable character, no width)"
    }
    return
      "HarfBuzz synthesizes \(QAWording.units(Double(entry.shapedAdvance), unitsPerEm: facts.unitsPerEm)) from the space glyph, never hinted: not a placeholder to size anything with"
  }
}
