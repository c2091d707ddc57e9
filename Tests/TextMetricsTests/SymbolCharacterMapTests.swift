import CalibrateTestSupport
import DevelopmentTools
import Testing

@testable import TextMetrics

/// Fonts whose only character map is a Windows symbol one, (3, 0), measure in every mode as
/// HarfBuzz reads them: its own character map unhinted, its FreeType functions hinted
/// (`hb-shape --font-funcs=ft`), both of which find the characters at their private-use codes.
///
/// FreeType alone leaves such a face with no character map, and the hinted modes read the map
/// through FreeType: before the engine selected the map as HarfBuzz's FreeType functions do, the
/// hair space of these fonts was `.notdef` under light and full hinting.
@Suite("Symbol character maps")
struct SymbolCharacterMapTests {
  struct Face: Sendable, CustomTestStringConvertible {
    var path: String
    var specification: TestFontSpecification
    var testDescription: String { specification.familyName }
  }

  static let faces = [
    Face(path: TestFonts.symbolFont, specification: .symbol),
    Face(path: TestFonts.arabicSymbolFont, specification: .arabicSymbol),
  ]

  /// Every mode at a whole and two fractional sizes, at every scale.
  static let configurations: [RenderConfiguration] = HintingMode.allCases.flatMap { mode in
    [14.0, ReferenceSizes.dynamicType[4], 15.01].flatMap { size in
      ReferenceSizes.scales.map { RenderConfiguration(size: size, scale: $0, hinting: mode) }
    }
  }

  /// hb-shape's answer for a text under a configuration: its own functions in font units
  /// unhinted, its FreeType functions hinted.
  static func request(
    _ path: String, _ text: [Unicode.Scalar], _ configuration: RenderConfiguration
  ) -> [String] {
    configuration.hinting == .none
      ? HBShape.unhinted(font: path, unicodes: text)
      : HBShape.hinted(font: path, configuration: configuration, unicodes: text)
  }

  static func width(_ glyphs: [HBShape.Glyph]) -> Int { glyphs.reduce(0) { $0 + $1.xAdvance } }

  @Test(
    "U+200A is made from the space in every mode, alone and in a run, as hb-shape makes it",
    arguments: faces)
  func hairSpace(face: Face) throws {
    let font = try Font(path: face.path)
    let space = try #require(face.specification.glyphID(for: " "))
    let runLength = 16
    var requests: [[String]] = []
    for configuration in Self.configurations {
      requests.append(Self.request(face.path, ["\u{200A}"], configuration))
      requests.append(Self.request(face.path, Array(repeating: "\u{200A}", count: runLength), configuration))
    }
    let answers = try HBShape.batch(requests)
    for (index, configuration) in Self.configurations.enumerated() {
      let (single, run) = (answers[2 * index], answers[2 * index + 1])
      let label = "\(configuration.size) pt @\(configuration.scale)x \(configuration.hinting)"
      let metrics = try font.placeholder("\u{200A}", configuration, runLength: runLength)
      #expect(single.map(\.glyphID) == [space], "\(label)")
      #expect(metrics.glyphID == space, "\(label)")
      #expect(!metrics.isNotdef && metrics.isSynthesized && !metrics.isInCharacterMap, "\(label)")
      #expect(metrics.advance == Self.width(single), "\(label)")
      #expect(metrics.run.shapedWidth == Self.width(run), "\(label)")
      #expect(metrics.run.isUniform, "\(label)")
      if configuration.hinting == .none {
        // HarfBuzz's hair space is a sixteenth of an em: (2048 + 8) / 16 units.
        #expect(metrics.advance == 128)
      }
    }
  }

  @Test("the mapped spaces are found at their private-use codes in every mode", arguments: faces)
  func mappedSpaces(face: Face) throws {
    let font = try Font(path: face.path)
    let specification = face.specification
    let mapped = specification.spaceAdvances.keys.sorted()
    var requests: [[String]] = []
    for configuration in Self.configurations {
      for scalar in mapped {
        requests.append(Self.request(face.path, [scalar], configuration))
        requests.append(Self.request(face.path, [scalar, scalar, scalar], configuration))
      }
    }
    var answers = try HBShape.batch(requests)[...]
    for configuration in Self.configurations {
      for scalar in mapped {
        let label =
          "\(ScalarNotation.format(scalar)) \(configuration.size) pt @\(configuration.scale)x"
          + " \(configuration.hinting)"
        let single = answers.removeFirst()
        let run = answers.removeFirst()
        #expect(try font.glyphID(for: scalar) == specification.glyphID(for: scalar), "\(label)")
        let metrics = try font.placeholder(scalar, configuration, runLength: 3)
        #expect(metrics.glyphID == specification.glyphID(for: scalar), "\(label)")
        #expect(metrics.isInCharacterMap && !metrics.isSynthesized, "\(label)")
        #expect(metrics.advance == Self.width(single), "\(label)")
        #expect(metrics.run.shapedWidth == Self.width(run), "\(label)")
        if configuration.hinting == .none {
          #expect(metrics.advance == specification.spaceAdvances[scalar], "\(label)")
        }
        // The symbol face kerns its no-break space against itself, through the symbol map too.
        let kerned = specification.kerningPair.value != 0 && scalar == specification.kerningPair.left
        #expect(metrics.run.isUniform == !kerned, "\(label)")
      }
    }
  }

  @Test(
    "the survey names the real glyph of every space in every mode, as hb-shape does", arguments: faces)
  func survey(face: Face) throws {
    let font = try Font(path: face.path)
    let space = try #require(face.specification.glyphID(for: " "))
    let characters = SpaceCharacter.all.map(\.scalar)
    for mode in HintingMode.allCases {
      let configuration = RenderConfiguration(size: ReferenceSizes.dynamicType[4], scale: 2, hinting: mode)
      let survey = try font.survey(configuration)
      let answers = try HBShape.batch(characters.map { Self.request(face.path, [$0], configuration) })
      for (scalar, answer) in zip(characters, answers) {
        let entry = try #require(survey.entries.first { $0.character.scalar == scalar })
        let label = "\(ScalarNotation.format(scalar)) \(mode)"
        #expect(entry.glyphID == answer.first?.glyphID, "\(label)")
        #expect(entry.advance == Self.width(answer), "\(label)")
        #expect(entry.mappedGlyphID == face.specification.glyphID(for: scalar), "\(label)")
      }
      let spaceEntry = try #require(survey.entries.first { $0.character.scalar == " " })
      #expect(spaceEntry.glyphID == space && spaceEntry.mappedGlyphID == space, "\(mode)")
      // Only the Ogham space mark, which HarfBuzz does not make from the space, is `.notdef`.
      #expect(survey.entries.filter(\.isNotdef).map(\.character.scalar) == ["\u{1680}"], "\(mode)")
      // The hair space HarfBuzz makes from the space is narrower, but never usable: the space is.
      #expect(survey.narrowest?.character.scalar == " ", "\(mode)")
    }
  }

  @Test("fontconfig finds the symbol face's spaces where the survey does")
  func fontconfigCharset() throws {
    let font = try Font(path: TestFonts.symbolFont)
    let charset = try FontconfigCharset(path: TestFonts.symbolFont)
    let survey = try font.survey(RenderConfiguration(size: 14, scale: 2, hinting: .full))
    for entry in survey.entries {
      #expect(
        entry.isInCharacterMap == charset.contains(entry.character.scalar),
        "\(ScalarNotation.format(entry.character.scalar))")
    }
  }

  @Test("a WOFF edition, which only FreeType reads, maps alike in every mode", arguments: faces)
  func woff(face: Face) throws {
    let original = try Font(path: face.path)
    let name = (face.path.split(separator: "/").last.map(String.init) ?? "symbol") + ".woff"
    let web = try Font(path: try FreeTypeFormatTests.make(["woff", face.path], name: name))
    let text: [Unicode.Scalar] = ["\u{200A}", " ", "\u{00A0}", "\u{2009}", "\u{200A}"]
    for configuration in Self.configurations {
      let expected = try original.measure(scalars: text, configuration)
      #expect(try web.measure(scalars: text, configuration) == expected, "\(configuration)")
      #expect(!expected.containsNotdef)
    }
    let configuration = RenderConfiguration(size: 14, scale: 2, hinting: .full)
    #expect(try web.survey(configuration).entries == original.survey(configuration).entries)
  }
}
