internal import CFontEngine

// MARK: - Kerning against spaces

extension FontFace {
  /// The junctions where the face kerns a space against a letter or digit, for each space given.
  ///
  /// Every letter and digit of the character map is shaped between copies of each space, a
  /// script at a time in the script's direction, and a glyph whose advance or offset is not the
  /// font's own marks its neighbours as candidates; each candidate pair is then shaped alone,
  /// both ways round, and compared with its two glyphs' own advances. Spaces that share a
  /// glyph are shaped once.
  ///
  /// - Parameters:
  ///   - spaces: The space characters, each with the glyph the character map gives it.
  ///   - neighbours: The letters and digits to pair them with.
  /// - Returns: The junctions that move a glyph or change the width, by space, then text order.
  /// - Throws: ``MetricsError`` when HarfBuzz fails.
  func spaceKerning(
    spaces: [(scalar: Unicode.Scalar, glyph: Int)], neighbours: [Unicode.Scalar]
  ) throws(MetricsError) -> [KerningJunction] {
    let groups = Self.scriptGroups(neighbours)
    var byGlyph: [Int: [KerningJunction]] = [:]
    var result: [KerningJunction] = []
    for space in spaces {
      if let known = byGlyph[space.glyph] {
        result += known.map { junction in
          var junction = junction
          junction.space = space.scalar
          return junction
        }
        continue
      }
      var found: [KerningJunction] = []
      for (script, letters) in groups {
        for candidate in try candidates(space: space.scalar, letters: letters, script: script) {
          found += try junctions(space: space.scalar, neighbour: candidate, script: script)
        }
      }
      byGlyph[space.glyph] = found
      result += found
    }
    return result
  }

  /// The letters that may kern with a space: those next to a glyph that shapes otherwise than its
  /// own advance, in `S L1 S L2 ... S Ln S`.
  private func candidates(
    space: Unicode.Scalar, letters: [Unicode.Scalar], script: String
  ) throws(MetricsError) -> [Unicode.Scalar] {
    var picked = Set<Int>()
    // Shaped in slices, so one buffer never holds a whole large font's letters. A slice whose
    // glyphs outgrow HarfBuzz's limits (a font that draws each letter with dozens of glyphs, as
    // Noto Sans Duployan does) is shaped again in halves, down to one letter.
    let slice = 1024
    var pending = stride(from: 0, to: letters.count, by: slice).map { $0..<min(letters.count, $0 + slice) }
    while let range = pending.popLast() {
      var text: [UInt32] = [space.value]
      for letter in letters[range] { text += [letter.value, space.value] }
      let glyphs: [ShapedGlyph]
      do {
        glyphs = try shapeUnhinted(text, script: script)
      } catch {
        guard error.isShapingOverflow, range.count > 1 else { throw error }
        let middle = range.lowerBound + range.count / 2
        pending += [middle..<range.upperBound, range.lowerBound..<middle]
        continue
      }
      let own = try unhintedFont(trackingSize: nil).advances(of: glyphs.map { UInt32($0.glyphID) })
      for (glyph, advance) in zip(glyphs, own)
      where glyph.xAdvance != advance || glyph.xOffset != 0 || glyph.yOffset != 0 {
        // Letters sit at odd clusters (2i + 1), spaces at even ones between letters i - 1 and i.
        let cluster = glyph.cluster
        if cluster % 2 == 1 {
          picked.insert(range.lowerBound + cluster / 2)
        } else {
          if cluster / 2 - 1 >= 0 { picked.insert(range.lowerBound + cluster / 2 - 1) }
          if cluster / 2 < range.count { picked.insert(range.lowerBound + cluster / 2) }
        }
      }
    }
    return picked.sorted().map { letters[$0] }
  }

  /// The junctions of a space and one letter, each way round, that move the second glyph, or
  /// change the space's width after a letter, compared with the two glyphs' own advances (a glyph
  /// shaped alone may already be positioned otherwise, at the end of the text for one).
  private func junctions(
    space: Unicode.Scalar, neighbour: Unicode.Scalar, script: String
  ) throws(MetricsError) -> [KerningJunction] {
    var found: [KerningJunction] = []
    for spaceFirst in [true, false] {
      let text = spaceFirst ? [space.value, neighbour.value] : [neighbour.value, space.value]
      let pair = try shapeUnhinted(text, script: script)
      guard pair.count == 2 else { continue }
      let own = try unhintedFont(trackingSize: nil).advances(of: pair.map { UInt32($0.glyphID) })
      let shift = pair[0].xAdvance + pair[1].xOffset - own[0]
      let widthChange = pair[0].xAdvance + pair[1].xAdvance - own[0] - own[1]
      // A glyph after the space that changes its own advance (as some fonts do at the end of the
      // text) moves only what follows it, not the junction: only the space's change counts then.
      if shift != 0 || (widthChange != 0 && !spaceFirst) {
        found.append(
          KerningJunction(
            space: space, neighbour: neighbour, spaceFirst: spaceFirst, shift: shift, widthChange: widthChange
          ))
      }
    }
    return found
  }

  /// Letters grouped by script (ISO 15924 tags, in the order first met); characters common to
  /// scripts, such as the digits, go with Latin.
  static func scriptGroups(_ letters: [Unicode.Scalar]) -> [(script: String, letters: [Unicode.Scalar])] {
    let functions = hb_unicode_funcs_get_default()
    var order: [String] = []
    var groups: [String: [Unicode.Scalar]] = [:]
    for letter in letters {
      var script = FreeTypeFace.tagString(hb_unicode_script(functions, letter.value).rawValue)
      if ["Zyyy", "Zinh", "Zzzz"].contains(script) { script = "Latn" }
      if groups[script] == nil { order.append(script) }
      groups[script, default: []].append(letter)
    }
    return order.map { ($0, groups[$0] ?? []) }
  }
}
