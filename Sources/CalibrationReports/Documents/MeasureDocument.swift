import FontCalibration
import TextMetrics

/// The JSON of `calibrate measure`: the placeholder's advance at each size.
///
/// Threading: a plain value; `Sendable`.
package struct MeasureDocument: Codable, Sendable, Equatable {
  /// One size.
  package struct SizeRecord: Codable, Sendable, Equatable {
    package var size: Double
    /// The advance in points.
    package var advance: Double
    package var glyph: Int
    package var synthesized: Bool
    package var notdef: Bool
    /// The advance, exact: font units unhinted, 26.6 hinted.
    package var advanceUnits: Int
    var advancePixels: Double
    /// Whether a run of copies shaped to copies × advance.
    package var uniform: Bool
    package var runCopies: Int
    var runWidthUnits: Int
  }

  package var font: FontRecord
  package var placeholder: String
  package var scale: Double
  package var hinting: HintingMode
  /// The exact unit of `advanceUnits`.
  package var unit: String
  package var sizes: [SizeRecord]

  /// The document of a measured series.
  package init(_ series: PlaceholderSeries) {
    font = FontRecord(series.font)
    placeholder = ScalarNotation.format(series.settings.placeholder)
    scale = series.settings.scale
    hinting = series.settings.hinting
    unit = series.rows.first?.unit.name ?? "font units"
    sizes = series.rows.map { row in
      SizeRecord(
        size: row.configuration.size, advance: row.advanceInPoints, glyph: row.glyphID,
        synthesized: row.isSynthesized, notdef: row.isNotdef, advanceUnits: row.advance,
        advancePixels: row.advanceInPixels, uniform: row.run.isUniform, runCopies: row.run.copies,
        runWidthUnits: row.run.shapedWidth)
    }
  }
}
