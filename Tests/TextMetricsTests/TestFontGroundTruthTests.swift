import CalibrateTestSupport
import DevelopmentTools
import Testing

@testable import TextMetrics

/// On the project's own test font, every advance equals the number written into it.
@Suite("Test font ground truth")
struct TestFontGroundTruthTests {
  static let specification = TestFontSpecification.regular
  static let sizes = ReferenceSizes.whole + ReferenceSizes.fractional
  static let scales = ReferenceSizes.scales

  /// FreeType's scaling of a font-unit advance to 26.6 pixels at a 26.6 character size:
  /// `FT_MulFix(units, x_scale)` with `x_scale = FT_DivFix(charSize, unitsPerEm)`, both rounding
  /// half away from zero (`FT_Request_Metrics` at 72 dpi).
  static func scaled26Dot6(_ units: Int, charSize: Int, unitsPerEm: Int) -> Int {
    (units * xScale(charSize: charSize, unitsPerEm: unitsPerEm) + 0x8000) >> 16
  }

  /// FreeType's 16.16 scale from font units to 26.6 pixels at a 26.6 character size.
  static func xScale(charSize: Int, unitsPerEm: Int) -> Int {
    (charSize * 65536 + unitsPerEm / 2) / unitsPerEm
  }

  /// FreeType's whole-pixel rounding of a hinted advance (`FT_PIX_ROUND`).
  static func pixelRounded(_ value: Int) -> Int { (value + 32) & ~63 }

  /// The 26.6 character size of a configuration, worked out from its definition.
  static func charSize(_ size: Double, _ scale: Double) -> Int {
    ReferenceSizes.charSize26Dot6(size: size, scale: scale)
  }

  static var mapped: [(Unicode.Scalar, Int)] {
    specification.spaceAdvances.filter { $0.key != specification.omittedScalar }
      .sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  @Test("unhinted advances are the hmtx values, in font units, at every size and scale")
  func unhinted() throws {
    let font = try Font(path: TestFonts.testFont)
    #expect(font.info.unitsPerEm == Self.specification.unitsPerEm)
    #expect(font.info.family == Self.specification.familyName)
    for (scalar, advance) in Self.mapped {
      for size in Self.sizes {
        for scale in Self.scales {
          let configuration = RenderConfiguration(size: size, scale: scale, hinting: .none)
          let metrics = try font.placeholder(scalar, configuration)
          #expect(metrics.advance == advance, "\(ScalarNotation.format(scalar)) at \(size) pt")
          // HarfBuzz hides default-ignorable characters (U+200B, U+FEFF) behind the space glyph.
          let shown: Unicode.Scalar = scalar.properties.isDefaultIgnorableCodePoint ? " " : scalar
          #expect(metrics.glyphID == Self.specification.glyphID(for: shown))
          #expect(metrics.unit == .fontUnits(unitsPerEm: 2048))
          #expect(metrics.advanceInPoints == Double(advance) * size / 2048)
          #expect(!metrics.isSynthesized)
          #expect(metrics.isInCharacterMap)
        }
      }
    }
  }

  @Test("fully hinted advances are the hmtx values rounded to whole pixels")
  func fullyHinted() throws {
    let font = try Font(path: TestFonts.testFont)
    for (scalar, advance) in Self.mapped {
      for size in Self.sizes {
        for scale in Self.scales {
          // The test font has no hinting instructions, so FreeType hints it with its autohinter
          // (`FT_Load_Glyph`), which scales by the exact pixel size and rounds the advance.
          let expected = Self.pixelRounded(
            Self.scaled26Dot6(advance, charSize: Self.charSize(size, scale), unitsPerEm: 2048))
          let metrics = try font.placeholder(
            scalar, RenderConfiguration(size: size, scale: scale, hinting: .full))
          #expect(metrics.advance == expected, "\(ScalarNotation.format(scalar)) at \(size) pt @\(scale)x")
          #expect(metrics.advance % 64 == 0)
          #expect(metrics.advanceInPoints == Double(expected) / 64 / scale)
        }
      }
    }
  }

  @Test("light hinting keeps the unhinted advance at 1/64 pixel, at the exact pixel size")
  func lightlyHinted() throws {
    let font = try Font(path: TestFonts.testFont)
    for (scalar, advance) in Self.mapped {
      for size in Self.sizes {
        for scale in Self.scales {
          let expected = Self.scaled26Dot6(advance, charSize: Self.charSize(size, scale), unitsPerEm: 2048)
          let metrics = try font.placeholder(
            scalar, RenderConfiguration(size: size, scale: scale, hinting: .light))
          #expect(metrics.advance == expected, "\(ScalarNotation.format(scalar)) at \(size) pt @\(scale)x")
        }
      }
    }
  }

  @Test(
    "hinted, the synthesized thin space is a fifth of the exact pixel size",
    arguments: [HintingMode.full, .light])
  func synthesizedAtFractionalSizes(mode: HintingMode) throws {
    let font = try Font(path: TestFonts.testFont)
    let omitted = Self.specification.omittedScalar
    for size in Self.sizes {
      for scale in Self.scales {
        // HarfBuzz's scale is FreeType's x_scale back in 26.6 (`hb_ft_font_changed`), and its
        // synthesized U+2009 a fifth of it (`_hb_ot_shape_fallback_spaces`).
        let xScale = Self.xScale(charSize: Self.charSize(size, scale), unitsPerEm: 2048)
        let harfBuzzScale = (xScale * 2048 + 0x8000) >> 16
        let metrics = try font.placeholder(
          omitted, RenderConfiguration(size: size, scale: scale, hinting: mode))
        #expect(metrics.isSynthesized)
        #expect(metrics.advance == (harfBuzzScale + 2) / 5, "\(size) pt @\(scale)x \(mode)")
      }
    }
  }

  @Test("hair space at 14 pt: the worked example")
  func hairSpaceExample() throws {
    let font = try Font(path: TestFonts.testFont)
    let unhinted = try font.placeholder("\u{200A}", RenderConfiguration(size: 14, scale: 2))
    #expect(unhinted.advance == 170)
    #expect(unhinted.advanceInPoints == 1.162109375)
    // 170 × 28 / 2048 = 2.32 px, hinted to 2 px = 1 pt at @2x.
    let hinted = try font.placeholder("\u{200A}", RenderConfiguration(size: 14, scale: 2, hinting: .full))
    #expect(hinted.advance == 128)
    #expect(hinted.advanceInPoints == 1.0)
    #expect(hinted.advanceInPixels == 2.0)
  }

  @Test("the omitted thin space is synthesized by HarfBuzz from the space glyph")
  func synthesizedThinSpace() throws {
    let font = try Font(path: TestFonts.testFont)
    let omitted = Self.specification.omittedScalar
    let metrics = try font.placeholder(omitted, RenderConfiguration(size: 14))
    #expect(!metrics.isInCharacterMap)
    #expect(metrics.isSynthesized)
    #expect(!metrics.isNotdef)
    #expect(metrics.glyphID == Self.specification.glyphID(for: " "))
    // HarfBuzz gives U+2009 a fifth of an em: (2048 + 2) / 5 rounds to 410 font units.
    #expect(metrics.advance == 410)
    // The synthesized width is never hinted: at 28 ppem it is 28 × 64 / 5 in 26.6, not whole pixels.
    let hinted = try font.placeholder(omitted, RenderConfiguration(size: 14, scale: 2, hinting: .full))
    #expect(hinted.isSynthesized)
    #expect(hinted.advance == (28 * 64 + 2) / 5)
  }

  @Test("kerning between two placeholders is detected and the run width is the shaped one")
  func kerningDetected() throws {
    let font = try Font(path: TestFonts.testFont)
    let pair = Self.specification.kerningPair
    #expect(pair.left == pair.right)
    let advance = Self.specification.spaceAdvances[pair.left] ?? 0
    let configuration = RenderConfiguration(size: 14)
    let metrics = try font.placeholder(pair.left, configuration, runLength: 16)
    #expect(metrics.advance == advance)
    #expect(!metrics.run.isUniform)
    #expect(metrics.run.expectedWidth == 16 * advance)
    #expect(metrics.run.shapedWidth == 16 * advance + 15 * pair.value)
    for count in [0, 1, 2, 3, 10, 200] {
      let width = try font.runWidth(of: pair.left, count: count, configuration)
      #expect(width == count * advance + max(0, count - 1) * pair.value, "\(count) copies")
    }
    let hair = try font.placeholder("\u{200A}", configuration)
    #expect(hair.run.isUniform)
    #expect(hair.run.shapedWidth == 16 * 170)
  }

  @Test("a character the font lacks, not a space, is .notdef")
  func notdef() throws {
    let font = try Font(path: TestFonts.testFont)
    let metrics = try font.placeholder("Q", RenderConfiguration(size: 14))
    #expect(metrics.isNotdef)
    #expect(!metrics.isSynthesized)
    #expect(metrics.advance == 1024)
    let measurement = try font.measure("a\u{200A}b", RenderConfiguration(size: 14))
    #expect(measurement.containsNotdef)
    #expect(measurement.width == 1024 + 170 + 1024)
  }

  @Test("the collection's second face is the wide one")
  func collectionFaces() throws {
    let regular = try Font(path: TestFonts.testCollection, faceIndex: 0)
    let wide = try Font(path: TestFonts.testCollection, faceIndex: 1)
    #expect(regular.info.faceCount == 2)
    #expect(regular.info.style == "Regular")
    #expect(wide.info.style == "Wide")
    for (scalar, advance) in TestFontSpecification.wide.spaceAdvances
    where scalar != TestFontSpecification.wide.omittedScalar {
      let metrics = try wide.placeholder(scalar, RenderConfiguration(size: 20))
      #expect(metrics.advance == advance)
    }
    #expect(try wide.placeholder("\u{200A}", RenderConfiguration(size: 20)).advance == 255)
  }
}
