import PlaceholderTitle
import TextMetrics

/// Which characters of a composite add up at one configuration, and why the others are left
/// out.
///
/// A character is kept when it renders as a real glyph with a width, 16 copies of it shape to 16
/// times that width, it shapes to the sum of the two advances before and after every other kept
/// character, and the guard (if any) around it leaves its width alone. When pairs disagree,
/// characters go in the order `PairConflicts` gives (the runtime's rule too): the one in the most
/// disagreeing pairs first (of equals, the later one in title order, so the placeholder stays),
/// until every pair of those left adds up.
struct CompositeCharacterCheck {
  /// The unit of the advances.
  var unit: MetricUnit
  /// Each character's advance, or `nil` when it is left out.
  var advances: [Int?]
  /// The characters left out, with why.
  var exclusions: [CompositeExclusion] = []

  /// Measures and checks the characters.
  init(
    font: Font, characters: [Unicode.Scalar], guard guardCharacter: Unicode.Scalar?,
    _ configuration: RenderConfiguration
  ) throws(FontCalibrationError) {
    unit = .subpixels26Dot6
    advances = Array(repeating: nil, count: characters.count)
    let size = configuration.size
    for (index, scalar) in characters.enumerated() {
      let metrics = try engine { () throws(MetricsError) in
        try font.placeholder(scalar, configuration, runLength: CompositeCalibration.runLength)
      }
      unit = metrics.unit
      let reason: CompositeExclusion.Reason?
      if metrics.isNotdef {
        reason = .notdef
      } else if metrics.isSynthesized {
        reason = .synthesized
      } else if metrics.advance <= 0 {
        reason = .zeroWidth
      } else if !metrics.run.isUniform {
        reason = .run(
          copies: metrics.run.copies, shaped: metrics.run.shapedWidth, expected: metrics.run.expectedWidth)
      } else {
        reason = nil
      }
      if let reason {
        exclusions.append(
          CompositeExclusion(character: scalar, size: size, unit: metrics.unit, reason: reason))
      } else {
        advances[index] = metrics.advance
      }
    }
    try dropPairsThatDoNotAddUp(font: font, characters: characters, configuration)
    if let guardCharacter {
      try dropWhatTheGuardChanges(guardCharacter, font: font, characters: characters, configuration)
    }
  }

  /// Shapes every ordered pair of kept characters and leaves out characters until all add up.
  private mutating func dropPairsThatDoNotAddUp(
    font: Font, characters: [Unicode.Scalar], _ configuration: RenderConfiguration
  ) throws(FontCalibrationError) {
    struct Conflict {
      var first: Int
      var second: Int
      var shaped: Int
      var expected: Int
    }
    var conflicts: [Conflict] = []
    let kept = advances.indices.filter { advances[$0] != nil }
    for first in kept {
      for second in kept where second != first {
        let pair = [characters[first], characters[second]]
        let shaped = try engine { () throws(MetricsError) in
          try font.measure(scalars: pair, configuration).width
        }
        let expected = (advances[first] ?? 0) + (advances[second] ?? 0)
        if shaped != expected {
          conflicts.append(Conflict(first: first, second: second, shaped: shaped, expected: expected))
        }
      }
    }
    for (worst, exampleIndex) in PairConflicts.removals(
      conflicts.map { ($0.first, $0.second) }, characterCount: characters.count)
    {
      let example = conflicts[exampleIndex]
      advances[worst] = nil
      exclusions.append(
        CompositeExclusion(
          character: characters[worst], size: configuration.size, unit: unit,
          reason: .pair(
            first: characters[example.first], second: characters[example.second], shaped: example.shaped,
            expected: example.expected)))
    }
  }

  /// Leaves out characters whose width the guard changes (guard, character, guard).
  private mutating func dropWhatTheGuardChanges(
    _ guardCharacter: Unicode.Scalar, font: Font, characters: [Unicode.Scalar],
    _ configuration: RenderConfiguration
  ) throws(FontCalibrationError) {
    for index in advances.indices {
      guard let advance = advances[index] else { continue }
      let text = [guardCharacter, characters[index], guardCharacter]
      let shaped = try engine { () throws(MetricsError) in
        try font.measure(scalars: text, configuration).width
      }
      if shaped != advance {
        advances[index] = nil
        exclusions.append(
          CompositeExclusion(
            character: characters[index], size: configuration.size, unit: unit,
            reason: .guarded(guardCharacter, shaped: shaped, expected: advance)))
      }
    }
  }
}
