/// How every space-like character renders in one font under one configuration.
package struct SpaceSurvey: Sendable {
  /// One character's row.
  package struct Entry: Sendable, Hashable {
    /// The character and its name.
    package var character: SpaceCharacter
    /// The glyph the character map assigns, or `nil` when the font lacks the character.
    package var mappedGlyphID: Int?
    /// The glyph HarfBuzz rendered.
    package var glyphID: Int
    /// The rendered advance, exact in the survey's unit.
    package var advance: Int
    /// The rendered advance in points.
    package var advanceInPoints: Double
    /// Whether HarfBuzz made up the glyph and width.
    package var isSynthesized: Bool
    /// Whether the character rendered as `.notdef`.
    package var isNotdef: Bool { glyphID == 0 }
    /// Whether the character takes no room.
    package var isZeroWidth: Bool { advance == 0 }
    /// Whether the character map contains the character.
    package var isInCharacterMap: Bool { mappedGlyphID != nil }
    /// Whether it could serve as a placeholder: a glyph of the font's own with a width. A width
    /// HarfBuzz made up for a character the font lacks is never usable: an app's text engine
    /// need not make up the same one.
    package var isUsable: Bool { !isNotdef && !isZeroWidth && !isSynthesized }
  }

  /// The configuration of the survey.
  package var configuration: RenderConfiguration
  /// The unit of every advance.
  package var unit: MetricUnit
  /// The rows, ranked: usable characters by smallest advance (ties in code point order), then
  /// synthesized ones, then zero-width characters, then `.notdef` ones.
  package var entries: [Entry]

  /// The usable character with the smallest advance: the best placeholder candidate.
  package var narrowest: Entry? { entries.first { $0.isUsable } }

  static func ranked(_ entries: [Entry]) -> [Entry] {
    func group(_ entry: Entry) -> Int {
      if entry.isUsable { return 0 }
      if entry.isNotdef { return 3 }
      return entry.isSynthesized && !entry.isZeroWidth ? 1 : 2
    }
    return entries.sorted { left, right in
      let (leftGroup, rightGroup) = (group(left), group(right))
      if leftGroup != rightGroup { return leftGroup < rightGroup }
      if leftGroup <= 1 && left.advance != right.advance { return left.advance < right.advance }
      return left.character.scalar.value < right.character.scalar.value
    }
  }
}
