import CalibrateTestSupport
import Testing

@testable import TextMetrics

/// Every advance the engine reports equals hb-shape's, bit for bit, on the reference fonts.
@Suite("Cross-check against hb-shape")
struct HBShapeCrossCheckTests {
  static let sizes = (8...40).map(Double.init)
  static let scales = [1.0, 2.0, 3.0]
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
    let reference = try HBShape.batch(Self.texts.map { HBShape.unhinted(font: path, unicodes: $0) })
    for (text, expected) in zip(Self.texts, reference) {
      #expect(!expected.isEmpty)
      for size in Self.sizes {
        for scale in Self.scales {
          let measurement = try font.measure(
            scalars: text, RenderConfiguration(size: size, scale: scale, hinting: .none))
          #expect(measurement.unit == .fontUnits(unitsPerEm: font.info.unitsPerEm))
          #expect(Self.glyphs(measurement) == expected, "\(path) \(size) pt @\(scale)x")
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
    let loadFlags = mode == .full ? 0 : 1 << 16
    var requests: [[String]] = []
    var cases: [(text: [Unicode.Scalar], size: Double, scale: Double)] = []
    for text in Self.texts {
      for size in Self.sizes {
        for scale in Self.scales {
          cases.append((text, size, scale))
          requests.append(
            HBShape.hinted(
              font: path, pixelsPerEm: Int(size * scale), loadFlags: loadFlags, unicodes: text))
        }
      }
    }
    let reference = try HBShape.batch(requests)
    for (item, expected) in zip(cases, reference) {
      let configuration = RenderConfiguration(size: item.size, scale: item.scale, hinting: mode)
      let measurement = try font.measure(scalars: item.text, configuration)
      #expect(measurement.unit == .subpixels26Dot6)
      #expect(
        Self.glyphs(measurement) == expected,
        "\(path) \(item.size) pt @\(item.scale)x \(mode)")
    }
  }

  @Test("variable font axes match hb-shape --variations")
  func variations() throws {
    let path = TestFonts.interVariable
    guard TestFonts.require(path) else { return }
    let text = Self.texts[1] + Self.texts[0]
    for weight in [100.0, 500.0, 900.0] {
      let font = try Font(path: path, variations: [FontVariation(tag: "wght", value: weight)])
      let setting = "wght=\(Int(weight))"
      let reference = try HBShape.batch(
        [HBShape.unhinted(font: path, unicodes: text, variations: setting)]
          + [14, 28, 42].map {
            HBShape.hinted(font: path, pixelsPerEm: $0, loadFlags: 0, unicodes: text, variations: setting)
          })
      let unhinted = try font.measure(scalars: text, RenderConfiguration(size: 14))
      #expect(Self.glyphs(unhinted) == reference[0], "\(setting) unhinted")
      for (scale, expected) in zip([1.0, 2.0, 3.0], reference.dropFirst()) {
        let hinted = try font.measure(
          scalars: text, RenderConfiguration(size: 14, scale: scale, hinting: .full))
        #expect(Self.glyphs(hinted) == expected, "\(setting) hinted @\(scale)x")
      }
    }
  }
}
