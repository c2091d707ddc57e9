/// The shaped width of a string under one render configuration.
package struct Measurement: Sendable, Hashable {
  /// The Unicode scalars that were shaped.
  var scalars: [Unicode.Scalar]
  /// The configuration the string was shaped under.
  package var configuration: RenderConfiguration
  /// The unit of ``width`` and of every glyph position.
  package var unit: MetricUnit
  /// The glyphs in visual order.
  package var glyphs: [ShapedGlyph]

  /// The sum of the glyph advances, exact in ``unit``.
  package var width: Int { glyphs.reduce(0) { $0 + $1.xAdvance } }

  /// The width in points.
  package var widthInPoints: Double { unit.points(width, in: configuration) }

  /// Whether any character rendered as the `.notdef` box.
  package var containsNotdef: Bool { glyphs.contains { $0.isNotdef } }

  /// Whether any space character's width was made up by HarfBuzz.
  var containsSynthesizedSpace: Bool { glyphs.contains { $0.isSynthesizedSpace } }
}
