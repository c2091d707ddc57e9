import CalibrateTestSupport
import Foundation
import Testing

@testable import TextMetrics

/// Type 1 fonts are measured in every mode, through FreeType, with their own character map.
///
/// HarfBuzz's OpenType functions cannot read Type 1, so `--hinting none` used to shape every
/// character as `.notdef` and the survey said "not in cmap" for characters FreeType maps. The
/// faces of fonts-urw-base35 are checked against three references: the AFM metrics the foundry
/// ships beside each font (unhinted widths, read without FreeType), `hb-shape --font-funcs=ft`
/// (FreeType's advances in every mode) and fontconfig's reading of FreeType's character map.
@Suite("Type 1 fonts")
struct Type1FontTests {
  /// Every `.t1` face in the folder of the reference Type 1 font.
  static let faces: [String] = {
    let folder = URL(fileURLWithPath: TestFonts.type1).deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let faces = names.filter { $0.hasSuffix(".t1") }.sorted().map { folder.appendingPathComponent($0).path }
    return faces.isEmpty ? [TestFonts.type1] : faces
  }()

  static let sizes = (8...40).map(Double.init)
  static let text = Array("AVAWAY To fi\u{200A}\u{200A}".unicodeScalars) + SpaceCharacter.all.map(\.scalar)

  @Test("unhinted advances are the AFM widths and hb-shape's in font units", arguments: faces)
  func unhinted(path: String) throws {
    guard TestFonts.require(path) else { return }
    let font = try Font(path: path)
    #expect(font.info.format == "Type 1")
    #expect(font.info.unitsPerEm == 1000)
    let request = HBShape.unhintedFreeType(font: path, unitsPerEm: font.info.unitsPerEm, unicodes: Self.text)
    let reference = try HBShape.batch([request])[0]
    let names = try HBShape.glyphNames([request])[0]
    let afm = try AFMWidths(besides: path)
    for size in [8.0, 14, 40] {
      let measurement = try font.measure(scalars: Self.text, RenderConfiguration(size: size, scale: 2))
      #expect(measurement.unit == .fontUnits(unitsPerEm: 1000))
      #expect(HBShapeCrossCheckTests.glyphs(measurement) == reference, "\(path) \(size) pt")
      // HarfBuzz's OpenType functions saw no glyphs at all; FreeType maps the space, and the
      // hair space the fonts lack is made from it.
      let hairSpace = measurement.glyphs[12]
      #expect(!hairSpace.isNotdef && hairSpace.isSynthesizedSpace, "\(path)")
      #expect(hairSpace.xAdvance == (font.info.unitsPerEm + 8) / 16)
      for (glyph, name) in zip(measurement.glyphs, names) where !glyph.isSynthesizedSpace {
        #expect(glyph.xAdvance == afm.widths[name], "\(path): \(name)")
      }
    }
  }

  @Test("light and full advances equal hb-shape --font-funcs=ft at 8...40 pt @2x", arguments: faces)
  func hinted(path: String) throws {
    guard TestFonts.require(path) else { return }
    try Self.crossCheckHinted(path: path, scales: [2])
  }

  @Test("the reference Type 1 face also matches at @1x and @3x, and its PFB edition measures the same")
  func scalesAndPFB() throws {
    let path = TestFonts.type1
    guard TestFonts.require(path) else { return }
    try Self.crossCheckHinted(path: path, scales: [1, 3])
    let pfb =
      "/usr/share/fonts/X11/Type1/" + URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      + ".pfb"
    guard TestFonts.require(pfb) else { return }
    let t1 = try Font(path: path)
    let binary = try Font(path: pfb)
    for mode in HintingMode.allCases {
      for size in Self.sizes {
        let configuration = RenderConfiguration(size: size, scale: 2, hinting: mode)
        #expect(
          try binary.measure(scalars: Self.text, configuration).glyphs
            == t1.measure(scalars: Self.text, configuration).glyphs, "\(size) pt \(mode)")
      }
    }
  }

  @Test("with full hinting every mapped glyph is whole pixels", arguments: faces)
  func wholePixels(path: String) throws {
    guard TestFonts.require(path) else { return }
    let font = try Font(path: path)
    for size in Self.sizes {
      let measurement = try font.measure(
        scalars: Self.text, RenderConfiguration(size: size, scale: 2, hinting: .full))
      for glyph in measurement.glyphs where !glyph.isSynthesizedSpace {
        #expect(
          glyph.xAdvance % 64 == 0, "\(path) \(size) pt glyph \(glyph.glyphID): \(glyph.xAdvance)/64 px")
      }
    }
  }

  @Test("the survey's cmap flags are the font's own charmap, as fontconfig reads it", arguments: faces)
  func surveyCharacterMap(path: String) throws {
    guard TestFonts.require(path) else { return }
    let font = try Font(path: path)
    let charset = try FontconfigCharset(path: path)
    for mode in HintingMode.allCases {
      let survey = try font.survey(RenderConfiguration(size: 14, scale: 2, hinting: mode))
      for entry in survey.entries {
        let label = "\(path) \(ScalarNotation.format(entry.character.scalar)) \(mode)"
        #expect(entry.isInCharacterMap == charset.contains(entry.character.scalar), "\(label)")
        if entry.isInCharacterMap { #expect(!entry.isNotdef && !entry.isSynthesized, "\(label)") }
      }
    }
  }

  /// Compares light and full hinting with hb-shape at every size and the given scales.
  static func crossCheckHinted(path: String, scales: [Double]) throws {
    let font = try Font(path: path)
    var requests: [[String]] = []
    var configurations: [RenderConfiguration] = []
    for mode in [HintingMode.light, .full] {
      for size in sizes {
        for scale in scales {
          let configuration = RenderConfiguration(size: size, scale: scale, hinting: mode)
          configurations.append(configuration)
          requests.append(
            HBShape.hinted(font: path, configuration: configuration, unicodes: text))
        }
      }
    }
    let reference = try HBShape.batch(requests)
    for (configuration, expected) in zip(configurations, reference) {
      let measurement = try font.measure(scalars: text, configuration)
      #expect(measurement.unit == .subpixels26Dot6)
      #expect(
        HBShapeCrossCheckTests.glyphs(measurement) == expected,
        "\(path) \(configuration.size) pt @\(configuration.scale)x \(configuration.hinting)")
    }
  }
}
