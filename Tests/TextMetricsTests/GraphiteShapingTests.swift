import CalibrateTestSupport
import Testing

@testable import TextMetrics

/// A font with Graphite tables is shaped by HarfBuzz's OpenType shaper, as every other font is.
///
/// Debian's HarfBuzz is built with graphite2 and would pick it for Scheherazade (fonts-sil-
/// scheherazade), whose glyph positions then ignore FreeType's hinted advances: the hair space
/// came out as 50/64 px at 8 pt @2x with full hinting, where FreeType's hinted advance is one whole
/// pixel. iOS and Android have no Graphite, so the tool must shape such fonts as they do.
@Suite("Graphite fonts")
struct GraphiteShapingTests {
  static let sizes = (8...40).map(Double.init)
  static let scales = [1.0, 2.0, 3.0]
  static let texts: [[Unicode.Scalar]] = [
    Array("\u{200A}\u{200A}\u{200A}".unicodeScalars),
    SpaceCharacter.all.map(\.scalar),
    // "bismi allah" with a hair space between the words: joining forms, marks and GPOS.
    Array(
      "\u{0628}\u{0650}\u{0633}\u{0652}\u{0645}\u{0650}\u{200A}\u{0627}\u{0644}\u{0644}\u{0651}\u{0670}\u{0647}\u{0650}"
        .unicodeScalars),
  ]

  /// The tool shapes left to right whatever the script; hb-shape must be told.
  static func leftToRight(_ arguments: [String]) -> [String] {
    ["--direction=ltr"] + arguments
  }

  static func request(
    _ path: String, _ text: [Unicode.Scalar], _ configuration: RenderConfiguration
  ) -> [String] {
    switch configuration.hinting {
    case .none:
      return leftToRight(HBShape.unhinted(font: path, unicodes: text))
    case .light, .full:
      return leftToRight(
        HBShape.hinted(font: path, configuration: configuration, unicodes: text))
    }
  }

  @Test("the font is one graphite2 shapes differently: the hair space at 8 pt @2x, full hinting")
  func graphiteWouldDiffer() throws {
    let path = TestFonts.graphite
    guard TestFonts.require(path) else { return }
    let request = Self.request(path, ["\u{200A}"], RenderConfiguration(size: 8, scale: 2, hinting: .full))
    let answers = try HBShape.batch([
      request, HBShape.withShapers("graphite2", request), HBShape.withDefaultShapers(request),
    ])
    #expect(answers[0].map(\.xAdvance) == [64], "the OpenType shaper takes FreeType's whole pixel")
    #expect(answers[1].map(\.xAdvance) == [50], "graphite2 positions from unhinted metrics")
    #expect(answers[2] == answers[1], "without a shaper list HarfBuzz picks graphite2 for this font")
    let font = try Font(path: path)
    let measured = try font.measure("\u{200A}", RenderConfiguration(size: 8, scale: 2, hinting: .full))
    #expect(measured.glyphs.map(\.xAdvance) == [64])
  }

  @Test(
    "every advance equals hb-shape --shapers=ot at 8...40 pt, @1x/2x/3x",
    arguments: [HintingMode.none, .light, .full])
  func crossCheck(mode: HintingMode) throws {
    let path = TestFonts.graphite
    guard TestFonts.require(path) else { return }
    let font = try Font(path: path)
    var requests: [[String]] = []
    var cases: [(text: [Unicode.Scalar], configuration: RenderConfiguration)] = []
    for text in Self.texts {
      for size in Self.sizes {
        for scale in Self.scales {
          let configuration = RenderConfiguration(size: size, scale: scale, hinting: mode)
          cases.append((text, configuration))
          requests.append(Self.request(path, text, configuration))
        }
      }
    }
    let reference = try HBShape.batch(requests)
    #expect(reference.count == cases.count)
    for (item, expected) in zip(cases, reference) {
      let measurement = try font.measure(scalars: item.text, item.configuration)
      #expect(!expected.isEmpty)
      #expect(
        HBShapeCrossCheckTests.glyphs(measurement) == expected,
        "\(item.text.count) characters, \(item.configuration.size) pt @\(item.configuration.scale)x \(mode)")
    }
  }

  @Test("with full hinting the placeholder is whole pixels at every size and scale, and runs add up")
  func wholePixels() throws {
    let path = TestFonts.graphite
    guard TestFonts.require(path) else { return }
    let font = try Font(path: path)
    for size in Self.sizes {
      for scale in Self.scales {
        let configuration = RenderConfiguration(size: size, scale: scale, hinting: .full)
        let placeholder = try font.placeholder("\u{200A}", configuration)
        #expect(!placeholder.isSynthesized)
        // At 8-10 pt @1x the hinter rounds the hair space down to no pixel at all.
        #expect(placeholder.advance % 64 == 0, "\(size) pt @\(scale)x: \(placeholder.advance)/64 px")
        #expect(placeholder.run.isUniform, "\(size) pt @\(scale)x")
        let survey = try font.survey(configuration)
        for entry in survey.entries where entry.isInCharacterMap && !entry.isZeroWidth {
          #expect(
            entry.advance % 64 == 0,
            "\(ScalarNotation.format(entry.character.scalar)) \(size) pt @\(scale)x: \(entry.advance)/64 px")
        }
      }
    }
  }

  @Test("the survey matches hb-shape --shapers=ot character by character", arguments: HintingMode.allCases)
  func survey(mode: HintingMode) throws {
    let path = TestFonts.graphite
    guard TestFonts.require(path) else { return }
    let font = try Font(path: path)
    let configurations = [8.0, 14, 40].map { RenderConfiguration(size: $0, scale: 2, hinting: mode) }
    var requests: [[String]] = []
    for configuration in configurations {
      for character in SpaceCharacter.all {
        requests.append(Self.request(path, [character.scalar], configuration))
      }
    }
    var reference = try HBShape.batch(requests)[...]
    for configuration in configurations {
      let survey = try font.survey(configuration)
      // The survey ranks its entries; the requests are in code point order.
      let entries = survey.entries.sorted { $0.character.scalar.value < $1.character.scalar.value }
      for entry in entries {
        let expected = reference.removeFirst()
        let label = "\(ScalarNotation.format(entry.character.scalar)) \(configuration.size) pt \(mode)"
        #expect(entry.glyphID == expected.first?.glyphID, "\(label)")
        #expect(entry.advance == expected.reduce(0) { $0 + $1.xAdvance }, "\(label)")
        #expect(entry.isSynthesized == (!entry.isInCharacterMap && !entry.isNotdef), "\(label)")
      }
    }
  }
}
