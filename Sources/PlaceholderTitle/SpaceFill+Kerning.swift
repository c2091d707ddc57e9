// MARK: - Kerning against letters

extension SpaceFill {
  /// What a text engine adds where a letter meets a space, learnt once per filler.
  ///
  /// Fonts kern some letters against the space glyph, U+0020 (docs/runtime.md, *Space fills beside
  /// text*, names a font that does and by how much), and rarely against the other Unicode spaces,
  /// which have glyphs of their own; a character synthesized from the space glyph shares its
  /// kerning. So the junction of a fill with the letters around it depends on the fill's first
  /// and last space. Each kept space is measured once after a letter and once before one
  /// (`A` + space + guard, guard + space + `Y`: Latin A and Y, which fonts kern against the space
  /// more than most letters, and whose Cyrillic and Greek look-alikes usually share their kerning
  /// classes). Less its step and once-offset, what is left is the same for every space (the
  /// letter, the guard, tracking) unless the space is kerned: a space whose remainder lies more
  /// than the tolerance from the median of all is kerned on that side by the difference.
  ///
  /// A space often has a twin the survey left out as being as wide
  /// (``CompositeTitle/Exclusion/Reason/sameWidth(as:)``): U+00A0 or U+205F beside U+0020, with a
  /// glyph of its own that no kerning lists, or U+0020 itself beside an earlier space as wide
  /// (U+2008 in some fonts). Each such twin is probed the same way, and one kerned otherwise than
  /// the space kept may write that space's width where its kerning is in the way, or where the
  /// kerning is what lands the fill.
  ///
  /// That is two calls per kept space and two per twin probed, within what the plan of 200 calls
  /// leaves. A padding still measures every fill in context: these only say which fills to try.
  ///
  /// Threading: a plain value, built on the caller's thread.
  struct LetterKerning {
    /// What a letter before each character adds, beyond what it adds before the others, in
    /// points; 0 where not kerned.
    var leading: [Double]
    /// What each character before a letter adds, beyond what the others do; 0 where not kerned.
    var trailing: [Double]
    /// The twin of each kept character that has one kerned otherwise (an unkerned twin of a kerned
    /// character, a kerned twin of an unkerned one), as positions in the characters.
    var twins: [Int: Int] = [:]

    /// Whether the engine kerns any character against letters.
    var isEmpty: Bool { !leading.contains { $0 != 0 } && !trailing.contains { $0 != 0 } }

    /// Probes the kept characters of an engine's survey, and their twins.
    ///
    /// - Parameters:
    ///   - engine: What the survey learnt: the characters, their steps and once-offsets.
    ///   - guardCharacter: The zero-width character that keeps a probe's space inside it.
    ///   - tolerance: How far a remainder may lie from the median, in points.
    ///   - budget: The most calls of `measure`; characters beyond it count as not kerned.
    ///   - measure: The app's text engine.
    init(
      _ engine: EngineAdvances, guard guardCharacter: Unicode.Scalar, tolerance: Double, budget: Int,
      measure: (String) -> Double
    ) {
      let characters = engine.characters
      leading = [Double](repeating: 0, count: characters.count)
      trailing = leading
      let guardText = String(guardCharacter)
      var calls = 0
      // Each probed character's remainders after a letter and before one; NaN where unusable.
      var probes: [(index: Int, leading: Double, trailing: Double)] = []
      func probe(_ index: Int, as kept: Int) -> (leading: Double, trailing: Double) {
        let space = String(characters[index])
        let withoutSpace = engine.steps[kept] + engine.characterOffsets[kept]
        let before = measure(SpaceFill.kerningProbe.before + space + guardText)
        let after = measure(guardText + space + SpaceFill.kerningProbe.after)
        calls += 2
        return (
          SpaceFill.usable(before) ? before - withoutSpace : .nan,
          SpaceFill.usable(after) ? after - withoutSpace : .nan
        )
      }
      for index in characters.indices where engine.steps[index] > 0 && calls + 2 <= budget {
        let (before, after) = probe(index, as: index)
        probes.append((index, before, after))
      }
      func median(_ values: [Double]) -> Double? {
        let sorted = values.filter(\.isFinite).sorted()
        return sorted.isEmpty ? nil : sorted[(sorted.count - 1) / 2]
      }
      guard let leadingMedian = median(probes.map(\.leading)),
        let trailingMedian = median(probes.map(\.trailing))
      else { return }
      func kerning(_ remainder: Double, _ median: Double) -> Double {
        remainder.isFinite && abs(remainder - median) > tolerance ? remainder - median : 0
      }
      for probe in probes {
        leading[probe.index] = kerning(probe.leading, leadingMedian)
        trailing[probe.index] = kerning(probe.trailing, trailingMedian)
      }
      // The twins: left out as as wide as a kept character, and kerned otherwise than it.
      for exclusion in engine.exclusions {
        guard case .sameWidth(let earlier) = exclusion.reason,
          let kept = characters.firstIndex(of: earlier), engine.steps[kept] > 0, twins[kept] == nil,
          let twin = characters.firstIndex(of: exclusion.character), calls + 2 <= budget
        else { continue }
        let (before, after) = probe(twin, as: kept)
        guard before.isFinite && after.isFinite else { continue }
        let twinLeading = kerning(before, leadingMedian)
        let twinTrailing = kerning(after, trailingMedian)
        let keptKerned = leading[kept] != 0 || trailing[kept] != 0
        let twinKerned = twinLeading != 0 || twinTrailing != 0
        guard keptKerned != twinKerned else { continue }
        twins[kept] = twin
        leading[twin] = twinLeading
        trailing[twin] = twinTrailing
      }
    }
  }

  /// The letters a kerning probe puts before and after each space.
  static let kerningProbe = (before: "A", after: "Y")
}
