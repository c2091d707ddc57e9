import TextMetrics

/// What whitespace QA reads from one face, measured once: every whitespace character's glyph,
/// advance and ink, the digits and the period, hinted advances over the QA's pixel sizes, and
/// kerning against spaces. The checks judge these plain values.
///
/// Threading: a plain value; `Sendable`.
package struct WhitespaceFacts: Sendable {
  /// One whitespace character as the face has it.
  package struct Character: Sendable, Hashable {
    /// The character.
    package var character: WhitespaceCharacter
    /// The glyph the character map gives it, or `nil` when the face lacks it.
    package var glyphID: Int?
    /// The glyph's own advance in font units (with the face's variations), when it is mapped.
    package var advance: Int?
    /// The glyph HarfBuzz shapes for the character alone (0 is `.notdef`).
    package var shapedGlyph: Int
    /// Its shaped width in font units: the glyph's, or the width HarfBuzz makes up when the face
    /// lacks the character.
    package var shapedAdvance: Int
    /// What the mapped glyph draws.
    package var ink: GlyphInk?
    /// Why the mapped glyph could not be loaded to see what it draws (broken glyph data).
    package var inkFailure: String?

    /// The character.
    package var scalar: Unicode.Scalar { character.scalar }
    /// Whether HarfBuzz shapes the character although the face lacks it, from the space glyph.
    package var isSynthesized: Bool { glyphID == nil && shapedGlyph != 0 }
  }

  /// The advances of the digits 0...9, shaped one at a time.
  package struct Digits: Sendable, Hashable {
    /// With the font's default features.
    package var proportional: [Int]
    /// With `tnum` on.
    package var tabular: [Int]
    /// Whether the font lists the `tnum` feature.
    package var hasTabularFeature: Bool
  }

  /// Hinted advances of the spaces over the QA's pixel sizes in one hinting mode.
  package struct Hinted: Sendable, Hashable {
    /// The hinting mode.
    package var mode: HintingMode
    /// The pixel sizes, in order.
    package var ppems: [Int]
    /// Each space's advance at each pixel size, in 26.6 pixels.
    package var advances: [Unicode.Scalar: [Int]]
  }

  /// The face.
  package var font: FontInfo
  /// Whether the face declares one advance for every glyph.
  package var isFixedWidth: Bool
  /// Every character of ``WhitespaceCharacter/all``, in its order.
  package var characters: [Character]
  /// The digits, or `nil` when the face lacks one of them.
  package var digits: Digits?
  /// The advance of U+002E FULL STOP, when the face has it.
  package var period: Int?
  /// Hinted advances, one entry per mode.
  package var hinted: [Hinted]
  /// The junctions where a space is kerned against a letter or digit.
  package var kerning: [KerningJunction]
  /// How many letters and digits were paired with the spaces.
  package var kerningNeighbours: Int

  /// Units per em.
  package var unitsPerEm: Int { font.unitsPerEm }

  /// The entry of a character.
  package func character(_ scalar: Unicode.Scalar) -> Character? {
    characters.first { $0.scalar == scalar }
  }

  /// The mapped advance of a character, in font units.
  package func advance(_ scalar: Unicode.Scalar) -> Int? { character(scalar)?.advance }

  /// The spaces (Zs) the face maps with a width, whose hinting and kerning are checked.
  package var sizedSpaces: [Character] {
    characters.filter { $0.character.kind == .space && ($0.advance ?? 0) > 0 }
  }

  // MARK: - Measuring

  /// Measures everything the checks read from a face.
  ///
  /// - Parameters:
  ///   - font: The face, at its variations.
  ///   - settings: The pixel sizes and modes of the hinting check.
  /// - Returns: The facts.
  /// - Throws: `MetricsError` when FreeType or HarfBuzz fails on the face.
  package static func measure(_ font: Font, settings: QASettings) throws(MetricsError) -> WhitespaceFacts {
    let unhinted = RenderConfiguration(size: 16)
    var characters: [Character] = []
    for character in WhitespaceCharacter.all {
      let glyphID = try font.glyphID(for: character.scalar)
      let shaped = try font.measure(scalars: [character.scalar], unhinted)
      var entry = Character(
        character: character, glyphID: glyphID, advance: nil, shapedGlyph: shaped.glyphs.first?.glyphID ?? 0,
        shapedAdvance: shaped.width, ink: nil, inkFailure: nil)
      if let glyphID {
        // A glyph that does not load is a finding of the ink check, not the end of the audit.
        do throws(MetricsError) {
          entry.ink = try font.glyphInk(glyphID)
        } catch {
          entry.inkFailure = error.description
        }
      }
      characters.append(entry)
    }
    let mapped = characters.indices.filter { characters[$0].glyphID != nil }
    let advances = try font.glyphAdvances(mapped.map { characters[$0].glyphID ?? 0 }, unhinted)
    for (index, advance) in zip(mapped, advances) { characters[index].advance = advance }

    var facts = WhitespaceFacts(
      font: font.info, isFixedWidth: try font.isFixedWidth(), characters: characters, digits: nil,
      period: nil, hinted: [], kerning: [], kerningNeighbours: 0)
    facts.digits = try digits(font, unhinted)
    if let period = try font.glyphID(for: ".") {
      facts.period = try font.glyphAdvances([period], unhinted).first
    }
    let spaces = facts.sizedSpaces
    let glyphs = spaces.map { $0.glyphID ?? 0 }
    for mode in settings.hintingModes {
      var hinted = Hinted(mode: mode, ppems: Array(settings.ppems), advances: [:])
      var columns = [[Int]](repeating: [], count: spaces.count)
      for ppem in settings.ppems {
        let row = try font.glyphAdvances(
          glyphs, RenderConfiguration(size: Double(ppem), scale: 1, hinting: mode))
        for index in row.indices { columns[index].append(row[index]) }
      }
      for (space, column) in zip(spaces, columns) { hinted.advances[space.scalar] = column }
      facts.hinted.append(hinted)
    }
    let neighbours = try font.characters().filter(Self.isLetterOrDigit)
    facts.kerningNeighbours = neighbours.count
    facts.kerning = try font.spaceKerning(
      spaces: spaces.filter { $0.scalar != WhitespaceCharacter.visibleSpace }.map {
        ($0.scalar, $0.glyphID ?? 0)
      },
      neighbours: neighbours)
    return facts
  }

  /// The digits' advances with and without `tnum`, or `nil` when the face lacks a digit.
  private static func digits(
    _ font: Font, _ configuration: RenderConfiguration
  ) throws(MetricsError) -> Digits? {
    let scalars = (0x30...0x39).compactMap(Unicode.Scalar.init)
    for digit in scalars where try font.glyphID(for: digit) == nil { return nil }
    var proportional: [Int] = []
    var tabular: [Int] = []
    for digit in scalars {
      proportional.append(try font.measure(scalars: [digit], configuration).width)
      tabular.append(try font.measure(scalars: [digit], features: ["tnum"], configuration).width)
    }
    return Digits(
      proportional: proportional, tabular: tabular,
      hasTabularFeature: try font.layoutFeatures().contains("tnum"))
  }

  /// Letters (L*) and decimal digits (Nd): what a space meets in text.
  static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber:
      return true
    default:
      return false
    }
  }
}
