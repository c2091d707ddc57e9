import CalibrateSupport
import FontCalibration
import TextMetrics

/// The reports of `calibrate measure`: the placeholder's advance at each size, as a table, JSON
/// or CSV.
///
/// Threading: a plain value; `Sendable`.
package struct MeasureReport: TextReport, Sendable {
  /// The measurements reported.
  var series: PlaceholderSeries

  /// Creates a report.
  package init(series: PlaceholderSeries) {
    self.series = series
  }

  /// The table a user reads: one row per size with the advance in exact units, points and
  /// pixels, and the run check.
  package func table() -> String {
    let rows = series.rows
    let font = series.font
    let settings = series.settings
    let unit = rows.first?.unit.name ?? "units"
    var text = "\(ReportWording.font(font))\n"
    text += "placeholder \(ScalarNotation.format(settings.placeholder))"
    if let name = SpaceCharacter.name(of: settings.placeholder) { text += " \(name)" }
    text += ", scale \(NumberFormat.number(settings.scale)), hinting \(settings.hinting.rawValue)\n\n"
    var table = TextTable(
      headings: ["size", "glyph", "advance (\(unit))", "pt", "px", "run", "flags"], leftAligned: [5, 6])
    for row in rows {
      var flags: [String] = []
      if row.isSynthesized { flags.append("synthesized") }
      if row.isZeroWidth { flags.append("zero-width") }
      table.append([
        NumberFormat.number(row.configuration.size), String(row.glyphID), String(row.advance),
        NumberFormat.fixed(row.advanceInPoints, 4), NumberFormat.fixed(row.advanceInPixels, 4),
        row.run.isUniform
          ? "uniform"
          : "kerned (\(row.run.copies) copies: \(row.run.shapedWidth), not \(row.run.expectedWidth))",
        flags.joined(separator: ", "),
      ])
    }
    return text + table.aligned()
  }

  /// The JSON document (``MeasureDocument``), with a final newline.
  package func json() -> String {
    JSONValue.encoding(MeasureDocument(series)).serialized() + "\n"
  }

  /// One CSV row per size.
  package func csv() -> String {
    let rows = series.rows
    var lines = ["size,glyph,advance_units,unit,advance_pt,advance_px,synthesized,uniform"]
    for row in rows {
      lines.append(
        [
          NumberFormat.number(row.configuration.size), String(row.glyphID), String(row.advance),
          row.unit.name,
          "\(row.advanceInPoints)", "\(row.advanceInPixels)", String(row.isSynthesized),
          String(row.run.isUniform),
        ].joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
