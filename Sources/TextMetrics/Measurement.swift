/// The shaped width of a string under one render configuration.
public struct Measurement: Sendable, Hashable {
  /// The Unicode scalars that were shaped.
  public var scalars: [Unicode.Scalar]
  /// The configuration the string was shaped under.
  public var configuration: RenderConfiguration
  /// The unit of ``width`` and of every glyph position.
  public var unit: MetricUnit
  /// The glyphs in visual order.
  public var glyphs: [ShapedGlyph]

  /// The sum of the glyph advances, exact in ``unit``.
  public var width: Int { glyphs.reduce(0) { $0 + $1.xAdvance } }

  /// The width in points.
  public var widthInPoints: Double { unit.points(width, in: configuration) }

  /// Whether any character rendered as the `.notdef` box.
  public var containsNotdef: Bool { glyphs.contains { $0.isNotdef } }

  /// Whether any space character's width was made up by HarfBuzz.
  public var containsSynthesizedSpace: Bool { glyphs.contains { $0.isSynthesizedSpace } }
}
