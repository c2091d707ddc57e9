/// The rendered advance of one placeholder character, and whether copies of it add up.
package struct PlaceholderMetrics: Sendable, Hashable {
  /// The placeholder character.
  package var scalar: Unicode.Scalar
  /// The configuration it was measured under.
  package var configuration: RenderConfiguration
  /// The unit of ``advance``.
  package var unit: MetricUnit
  /// The glyph HarfBuzz chose for one copy.
  package var glyphID: Int
  /// Whether the font's character map contains the character.
  package var isInCharacterMap: Bool
  /// Whether HarfBuzz made up the width because the font lacks the character.
  package var isSynthesized: Bool
  /// The advance of one copy, exact in ``unit``.
  package var advance: Int
  /// How a run of copies shaped compared with copies × advance.
  package var run: RunCheck

  /// Whether the character renders as the `.notdef` box.
  package var isNotdef: Bool { glyphID == 0 }
  /// Whether the character takes no room.
  package var isZeroWidth: Bool { advance == 0 }
  /// The advance in points.
  package var advanceInPoints: Double { unit.points(advance, in: configuration) }
  /// The advance in device pixels.
  package var advanceInPixels: Double { advanceInPoints * configuration.scale }
}

/// The result of shaping a run of identical placeholders.
///
/// Fonts may kern or position a character against itself; then N copies are not N × advance and
/// widths must come from shaping the real string.
package struct RunCheck: Sendable, Hashable {
  /// How many copies were shaped.
  package var copies: Int
  /// The shaped width of the run, in the placeholder's unit.
  package var shapedWidth: Int
  /// copies × the single advance, in the same unit.
  package var expectedWidth: Int
  /// The first glyph whose id, advance or offset differs from a lone copy, if any.
  var firstDeviation: Int?

  /// Whether every copy shaped exactly like a lone one, so width(N) = N × advance.
  package var isUniform: Bool { firstDeviation == nil && shapedWidth == expectedWidth }
}
