import CalibrateTestSupport
import Testing

@testable import TextMetrics

/// Every advance the engine reports equals hb-shape's, bit for bit, on the reference fonts, at
/// whole and fractional sizes and scales (`ReferenceSizes`).
@Suite("Cross-check against hb-shape")
struct HBShapeCrossCheckTests {
  static let sizes = ReferenceSizes.whole + ReferenceSizes.fractional
  static let scales = ReferenceSizes.scales
  static let texts: [[Unicode.Scalar]] = [
    Array("\u{200A}\u{200A}\u{200A}".unicodeScalars),
    Array("AVAWAY\u{200A}To\u{2009}\u{0020}fi".unicodeScalars),
  ]

  static func glyphs(_ measurement: Measurement) -> [HBShape.Glyph] {
    measurement.glyphs.map {
      HBShape.Glyph(
        glyphID: $0.glyphID, cluster: $0.cluster, xAdvance: $0.xAdvance, xOffset: $0.xOffset,
        yOffset: $0.yOffset)
    }
  }

  @Test("unhinted widths in font units", arguments: TestFonts.crossChecked)
  func unhinted(path: String) throws {
    guard TestFonts.require(path) else { return }
    let font = try Font(path: path)
    let unitsPerEm = Double(font.info.unitsPerEm)
    let reference = try HBShape.batch(Self.texts.map { HBShape.unhinted(font: path, unicodes: $0) })
    for (text, expected) in zip(Self.texts, reference) {
      #expect(!expected.isEmpty)
      let expectedWidth = expected.reduce(0) { $0 + $1.xAdvance }
      for size in Self.sizes {
        for scale in Self.scales {
          let measurement = try font.measure(
            scalars: text, RenderConfiguration(size: size, scale: scale, hinting: .none))
          #expect(measurement.unit == .fontUnits(unitsPerEm: font.info.unitsPerEm))
          #expect(Self.glyphs(measurement) == expected, "\(path) \(size) pt @\(scale)x")
          // Font units become points at the exact size, never at a rounded pixel size.
          #expect(measurement.widthInPoints == Double(expectedWidth) * size / unitsPerEm)
        }
      }
    }
  }

  @Test(
    "hinted widths in 26.6",
    arguments: TestFonts.crossChecked,
    [HintingMode.full, .light])
  func hinted(path: String, mode: HintingMode) throws {
    guard TestFonts.require(path) else { return }
    let font = try Font(path: path)
    var requests: [[String]] = []
    var configurations: [(text: [Unicode.Scalar], configuration: RenderConfiguration)] = []
    for text in Self.texts {
      for size in Self.sizes {
        for scale in Self.scales {
          let configuration = RenderConfiguration(size: size, scale: scale, hinting: mode)
          configurations.append((text, configuration))
          requests.append(HBShape.hinted(font: path, configuration: configuration, unicodes: text))
        }
      }
    }
    let reference = try HBShape.batch(requests)
    for (item, expected) in zip(configurations, reference) {
      let measurement = try font.measure(scalars: item.text, item.configuration)
      let configuration = item.configuration
      #expect(measurement.unit == .subpixels26Dot6)
      #expect(
        Self.glyphs(measurement) == expected,
        "\(path) \(configuration.size) pt @\(configuration.scale)x \(mode)")
      #expect(measurement.widthInPoints == Double(measurement.width) / 64 / configuration.scale)
    }
  }

  @Test(
    "fractional sizes have references of their own: rounding them to whole pixels changes many",
    arguments: [HintingMode.full, .light])
  func fractionalReferencesDiffer(mode: HintingMode) throws {
    var requests: [[String]] = []
    var rounded: [[String]] = []
    for path in TestFonts.crossChecked where TestFonts.require(path) {
      for text in Self.texts {
        for size in Self.sizes {
          for scale in Self.scales where (size * scale).rounded() != size * scale {
            let configuration = RenderConfiguration(size: size, scale: scale, hinting: mode)
            requests.append(HBShape.hinted(font: path, configuration: configuration, unicodes: text))
            let whole = RenderConfiguration(size: (size * scale).rounded(), scale: 1, hinting: mode)
            rounded.append(HBShape.hinted(font: path, configuration: whole, unicodes: text))
          }
        }
      }
    }
    // Per font and text: the odd whole sizes at @1.5x, and every fractional size at every scale
    // but 13.5 pt @2x.
    let perFont = 2 * (16 + 4 * ReferenceSizes.fractional.count - 1)
    #expect(requests.count == perFont * TestFonts.crossChecked.count)
    let answers = try HBShape.batch(requests + rounded)
    let differing = zip(answers.prefix(requests.count), answers.suffix(rounded.count)).filter { $0 != $1 }
    // Many do (293 of 714 full, 662 light): CFF hinting and the autohinter scale by the exact
    // size, and synthesized spaces and kerning follow the font's scale; FreeType hints TrueType
    // fonts that ask for whole pixels per em (head flags bit 3) at the rounded size.
    #expect(differing.count * 4 > requests.count, "\(differing.count) of \(requests.count) differ")
  }

  @Test("variable font axes match hb-shape --variations, at whole and fractional sizes")
  func variations() throws {
    let path = TestFonts.interVariable
    guard TestFonts.require(path) else { return }
    let text = Self.texts[1] + Self.texts[0]
    let hinted = [14.0, ReferenceSizes.dynamicType[4]].flatMap { size in
      Self.scales.map { RenderConfiguration(size: size, scale: $0, hinting: .full) }
    }
    for weight in [100.0, 500.0, 900.0] {
      let font = try Font(path: path, variations: [FontVariation(tag: "wght", value: weight)])
      let setting = "wght=\(Int(weight))"
      let reference = try HBShape.batch(
        [HBShape.unhinted(font: path, unicodes: text, variations: setting)]
          + hinted.map { HBShape.hinted(font: path, configuration: $0, unicodes: text, variations: setting) })
      let unhinted = try font.measure(scalars: text, RenderConfiguration(size: 14))
      #expect(Self.glyphs(unhinted) == reference[0], "\(setting) unhinted")
      for (configuration, expected) in zip(hinted, reference.dropFirst()) {
        let measurement = try font.measure(scalars: text, configuration)
        #expect(
          Self.glyphs(measurement) == expected,
          "\(setting) hinted \(configuration.size) pt @\(configuration.scale)x")
      }
    }
  }
}
