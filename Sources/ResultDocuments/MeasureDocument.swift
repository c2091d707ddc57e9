import FontCalibration
import TextMetrics

/// The JSON of `calibrate measure`: the placeholder's advance at each size.
///
/// Threading: a plain value; `Sendable`.
public struct MeasureDocument: Codable, Sendable, Equatable {
  /// One size.
  public struct SizeRecord: Codable, Sendable, Equatable {
    public var size: Double
    /// The advance in points.
    public var advance: Double
    public var glyph: Int
    public var synthesized: Bool
    public var notdef: Bool
    /// The advance, exact: font units unhinted, 26.6 hinted.
    public var advanceUnits: Int
    public var advancePixels: Double
    /// Whether a run of copies shaped to copies × advance.
    public var uniform: Bool
    public var runCopies: Int
    public var runWidthUnits: Int
  }

  public var font: FontRecord
  public var placeholder: String
  public var scale: Double
  public var hinting: HintingMode
  /// The exact unit of `advanceUnits`.
  public var unit: String
  public var sizes: [SizeRecord]

  /// The document of a measured series.
  public init(_ series: PlaceholderSeries) {
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
