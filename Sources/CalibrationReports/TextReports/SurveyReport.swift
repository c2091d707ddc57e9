import CalibrateSupport
import TextMetrics

/// The reports of `calibrate survey`: every space-like character of a font, ranked by advance,
/// as a table, JSON or CSV.
///
/// Threading: a plain value; `Sendable`.
package struct SurveyReport: TextReport, Sendable {
  /// The survey reported.
  package var survey: SpaceSurvey
  /// The font surveyed.
  package var font: FontInfo

  /// Creates a report.
  package init(survey: SpaceSurvey, font: FontInfo) {
    self.survey = survey
    self.font = font
  }

  /// The table a user reads, ranked by advance, with the narrowest usable character.
  package func table() -> String {
    let configuration = survey.configuration
    var header = "\(ReportWording.font(font))\n"
    header +=
      "size \(NumberFormat.number(configuration.size)) pt, scale \(NumberFormat.number(configuration.scale)), hinting \(configuration.hinting.rawValue); advances in \(survey.unit.name)\n\n"
    var table = TextTable(
      headings: ["rank", "char", "name", "cmap", "glyph", survey.unit.name, "pt", "flags"],
      leftAligned: [1, 2, 7])
    var rank = 0
    for entry in survey.entries {
      if entry.isUsable { rank += 1 }
      table.append([
        entry.isUsable ? String(rank) : "-", ScalarNotation.format(entry.character.scalar),
        entry.character.name, entry.mappedGlyphID.map(String.init) ?? "-", String(entry.glyphID),
        String(entry.advance), NumberFormat.fixed(entry.advanceInPoints, 4), ReportWording.flags(entry),
      ])
    }
    var text = header + table.aligned()
    if let best = survey.narrowest {
      text +=
        "\nnarrowest usable: \(ScalarNotation.format(best.character.scalar)) \(best.character.name), \(NumberFormat.fixed(best.advanceInPoints, 4)) pt\n"
    }
    return text
  }

  /// The JSON document (``SurveyDocument``), with a final newline.
  package func json() -> String {
    JSONValue.encoding(SurveyDocument(survey, font: font)).serialized() + "\n"
  }

  /// One CSV row per character, in the table's order, with its rank (empty when it is not usable).
  package func csv() -> String {
    var lines = [
      "rank,code_point,name,cmap_glyph,glyph,advance_units,unit,advance_pt,synthesized,zero_width,notdef"
    ]
    var rank = 0
    for entry in survey.entries {
      if entry.isUsable { rank += 1 }
      lines.append(
        [
          entry.isUsable ? String(rank) : "", ScalarNotation.format(entry.character.scalar),
          entry.character.name,
          entry.mappedGlyphID.map(String.init) ?? "", String(entry.glyphID), String(entry.advance),
          survey.unit.name, "\(entry.advanceInPoints)", String(entry.isSynthesized),
          String(entry.isZeroWidth),
          String(entry.isNotdef),
        ].joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
