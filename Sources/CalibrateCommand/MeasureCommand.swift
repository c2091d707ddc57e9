import TextMetrics

/// `calibrate measure`: the rendered advance of one placeholder at each size.
enum MeasureCommand: Command {
  static let table = OptionTable(
    command: "measure",
    synopsis:
      "calibrate measure [--font FONT] [--sizes 8...40] [--scale 2] [--hinting none|light|full] [--placeholder U+200A] [--format table|json]",
    summary: """
      Measures the rendered advance of one placeholder character per size with FreeType and
      HarfBuzz, and checks that a run of copies shapes to exactly copies x advance (kerning or
      positioning between placeholders is reported, not assumed away).
      Unhinted advances are exact in font units, hinted ones in 26.6 pixels at ppem = size x scale.
      """,
    options: [
      .font, .faceIndex, .sizes, .scale, .hinting, .placeholder, .variation, .tracking,
      .format([.table, .json, .csv]), .output, .help,
    ]
  )

  static func run(_ options: CommandOptions, console: Console) throws {
    let font = try FontLoader.open(options.font, faceIndex: options.faceIndex, variations: options.variations)
    let rows = try measure(font: font, options: options)
    if let first = rows.first, first.isSynthesized {
      console.diagnose(
        "warning: \(font.info.family) has no glyph for \(ScalarNotation.format(options.placeholder)); HarfBuzz synthesizes its width from the space glyph\n"
      )
    }
    let text: String
    switch options.format {
    case .table: text = table(rows, font: font.info, options: options)
    case .json: text = json(rows, font: font.info, options: options)
    case .csv: text = csv(rows)
    }
    try emit(text, options: options, console: console)
  }

  /// Measures the placeholder at every size, refusing characters the font cannot show.
  static func measure(font: Font, options: CommandOptions) throws(RuntimeError) -> [PlaceholderMetrics] {
    var rows: [PlaceholderMetrics] = []
    for size in options.sizes {
      let metrics: PlaceholderMetrics
      do {
        metrics = try font.placeholder(options.placeholder, options.configuration(size: size))
      } catch {
        throw RuntimeError(error.description)
      }
      if metrics.isNotdef {
        throw RuntimeError(
          "\(font.info.family) (\(font.info.path)) cannot show placeholder \(ScalarNotation.format(options.placeholder)): it renders as .notdef"
        )
      }
      rows.append(metrics)
    }
    return rows
  }

  static func table(_ rows: [PlaceholderMetrics], font: FontInfo, options: CommandOptions) -> String {
    let unit = rows.first?.unit.name ?? "units"
    var text = "\(Describe.font(font))\n"
    text += "placeholder \(ScalarNotation.format(options.placeholder))"
    if let name = SpaceCharacter.name(of: options.placeholder) { text += " \(name)" }
    text += ", scale \(Format.number(options.scale)), hinting \(options.hinting.rawValue)\n\n"
    var table = TextTable(
      headings: ["size", "glyph", "advance (\(unit))", "pt", "px", "run", "flags"], leftAligned: [5, 6])
    for row in rows {
      var flags: [String] = []
      if row.isSynthesized { flags.append("synthesized") }
      if row.isZeroWidth { flags.append("zero-width") }
      table.rows.append([
        Format.number(row.configuration.size), String(row.glyphID), String(row.advance),
        Format.fixed(row.advanceInPoints, 4), Format.fixed(row.advanceInPixels, 4),
        row.run.isUniform
          ? "uniform"
          : "kerned (\(row.run.copies) copies: \(row.run.shapedWidth), not \(row.run.expectedWidth))",
        flags.joined(separator: ", "),
      ])
    }
    return text + table.rendered()
  }

  static func json(_ rows: [PlaceholderMetrics], font: FontInfo, options: CommandOptions) -> String {
    let sizes: [JSONValue] = rows.map { row in
      .object([
        ("size", .number(row.configuration.size)),
        ("advance", .number(row.advanceInPoints)),
        ("glyph", .integer(row.glyphID)),
        ("synthesized", .bool(row.isSynthesized)),
        ("notdef", .bool(row.isNotdef)),
        ("advanceUnits", .integer(row.advance)),
        ("advancePixels", .number(row.advanceInPixels)),
        ("uniform", .bool(row.run.isUniform)),
        ("runCopies", .integer(row.run.copies)),
        ("runWidthUnits", .integer(row.run.shapedWidth)),
      ])
    }
    let document = JSONValue.object([
      ("font", Describe.fontJSON(font)),
      ("placeholder", .string(ScalarNotation.format(options.placeholder))),
      ("scale", .number(options.scale)),
      ("hinting", .string(options.hinting.rawValue)),
      ("unit", .string(rows.first?.unit.name ?? "font units")),
      ("sizes", .array(sizes)),
    ])
    return document.serialized() + "\n"
  }

  static func csv(_ rows: [PlaceholderMetrics]) -> String {
    var lines = ["size,glyph,advance_units,unit,advance_pt,advance_px,synthesized,uniform"]
    for row in rows {
      lines.append(
        [
          Format.number(row.configuration.size), String(row.glyphID), String(row.advance), row.unit.name,
          "\(row.advanceInPoints)", "\(row.advanceInPixels)", String(row.isSynthesized),
          String(row.run.isUniform),
        ].joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
