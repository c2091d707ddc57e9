import TextMetrics

/// `calibrate survey`: every space-like character of a font, ranked by advance.
enum SurveyCommand: Command {
  static let table = OptionTable(
    command: "survey",
    synopsis:
      "calibrate survey [--font FONT] [--size 14] [--scale 2] [--hinting none|light|full] [--format table|json]",
    summary: """
      Lists every Unicode space-like character (U+0020, U+00A0, U+1680, U+2000...U+200B, U+202F,
      U+205F, U+3000, U+FEFF) with its presence in the character map, glyph id and rendered
      advance, ranked by smallest non-zero advance: the best placeholder comes first.
      Flags: synthesized (HarfBuzz made up the width because the font lacks the character),
      zero-width, notdef (the font cannot show it).
      """,
    options: [
      .font, .faceIndex, .size, .scale, .hinting, .variation, .tracking, .format([.table, .json]), .output,
      .help,
    ]
  )

  static func run(_ options: CommandOptions, console: Console) throws {
    let font = try FontLoader.open(options.font, faceIndex: options.faceIndex, variations: options.variations)
    let survey: SpaceSurvey
    do {
      survey = try font.survey(options.configuration(size: options.size))
    } catch {
      throw RuntimeError(error.description)
    }
    let text = options.format == .json ? json(survey, font: font.info) : table(survey, font: font.info)
    try emit(text, options: options, console: console)
  }

  static func table(_ survey: SpaceSurvey, font: FontInfo) -> String {
    let configuration = survey.configuration
    var header = "\(Describe.font(font))\n"
    header +=
      "size \(Format.number(configuration.size)) pt, scale \(Format.number(configuration.scale)), hinting \(configuration.hinting.rawValue); advances in \(survey.unit.name)\n\n"
    var table = TextTable(
      headings: ["rank", "char", "name", "cmap", "glyph", survey.unit.name, "pt", "flags"],
      leftAligned: [1, 2, 7])
    var rank = 0
    for entry in survey.entries {
      if entry.isUsable { rank += 1 }
      table.rows.append([
        entry.isUsable ? String(rank) : "-", ScalarNotation.format(entry.character.scalar),
        entry.character.name, entry.mappedGlyphID.map(String.init) ?? "-", String(entry.glyphID),
        String(entry.advance), Format.fixed(entry.advanceInPoints, 4), Describe.flags(entry),
      ])
    }
    var text = header + table.rendered()
    if let best = survey.narrowest {
      text +=
        "\nnarrowest usable: \(ScalarNotation.format(best.character.scalar)) \(best.character.name), \(Format.fixed(best.advanceInPoints, 4)) pt\n"
    }
    return text
  }

  static func json(_ survey: SpaceSurvey, font: FontInfo) -> String {
    let entries: [JSONValue] = survey.entries.map { entry in
      .object([
        ("codePoint", .string(ScalarNotation.format(entry.character.scalar))),
        ("name", .string(entry.character.name)),
        ("inCmap", .bool(entry.isInCharacterMap)),
        ("cmapGlyph", entry.mappedGlyphID.map { .integer($0) } ?? .null),
        ("glyph", .integer(entry.glyphID)),
        ("advanceUnits", .integer(entry.advance)),
        ("advance", .number(entry.advanceInPoints)),
        ("synthesized", .bool(entry.isSynthesized)),
        ("zeroWidth", .bool(entry.isZeroWidth)),
        ("notdef", .bool(entry.isNotdef)),
      ])
    }
    let document = JSONValue.object([
      ("font", Describe.fontJSON(font)),
      ("size", .number(survey.configuration.size)),
      ("scale", .number(survey.configuration.scale)),
      ("hinting", .string(survey.configuration.hinting.rawValue)),
      ("unit", .string(survey.unit.name)),
      ("characters", .array(entries)),
    ])
    return document.serialized() + "\n"
  }
}
