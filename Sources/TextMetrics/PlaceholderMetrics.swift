/// The rendered advance of one placeholder character, and whether copies of it add up.
public struct PlaceholderMetrics: Sendable, Hashable {
  /// The placeholder character.
  public var scalar: Unicode.Scalar
  /// The configuration it was measured under.
  public var configuration: RenderConfiguration
  /// The unit of ``advance``.
  public var unit: MetricUnit
  /// The glyph HarfBuzz chose for one copy.
  public var glyphID: Int
  /// Whether the font's character map contains the character.
  public var isInCharacterMap: Bool
  /// Whether HarfBuzz made up the width because the font lacks the character.
  public var isSynthesized: Bool
  /// The advance of one copy, exact in ``unit``.
  public var advance: Int
  /// How a run of copies shaped compared with copies × advance.
  public var run: RunCheck

  /// Whether the character renders as the `.notdef` box.
  public var isNotdef: Bool { glyphID == 0 }
  /// Whether the character takes no room.
  public var isZeroWidth: Bool { advance == 0 }
  /// The advance in points.
  public var advanceInPoints: Double { unit.points(advance, in: configuration) }
  /// The advance in device pixels.
  public var advanceInPixels: Double { advanceInPoints * configuration.scale }
}

/// The result of shaping a run of identical placeholders.
///
/// Fonts may kern or position a character against itself; then N copies are not N × advance and
/// widths must come from shaping the real string.
public struct RunCheck: Sendable, Hashable {
  /// How many copies were shaped.
  public var copies: Int
  /// The shaped width of the run, in the placeholder's unit.
  public var shapedWidth: Int
  /// copies × the single advance, in the same unit.
  public var expectedWidth: Int
  /// The first glyph whose id, advance or offset differs from a lone copy, if any.
  public var firstDeviation: Int?

  /// Whether every copy shaped exactly like a lone one, so width(N) = N × advance.
  public var isUniform: Bool { firstDeviation == nil && shapedWidth == expectedWidth }
}
