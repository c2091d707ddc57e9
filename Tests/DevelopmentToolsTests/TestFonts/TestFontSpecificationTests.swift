import Testing

@testable import DevelopmentTools

/// Checks the specifications against the numbers in the brief, which other tests treat as truth.
@Suite("Test font specifications")
struct TestFontSpecificationTests {
  @Test("The regular face has the briefed names, em, advances and omitted thin space")
  func regularFace() {
    let regular = TestFontSpecification.regular
    #expect(regular.familyName == "Calibrate Test")
    #expect(regular.styleName == "Regular")
    #expect(regular.unitsPerEm == 2048)
    #expect(regular.spaceAdvances.count == GroundTruth.regularSpaces.count)
    for space in GroundTruth.regularSpaces {
      #expect(regular.spaceAdvances[space.scalar] == space.advance)
    }
    #expect(regular.omittedScalar == GroundTruth.thinSpace)
    #expect(regular.spaceAdvances[GroundTruth.thinSpace] == nil)
  }

  @Test("Glyph IDs follow code point order after .notdef")
  func glyphIDs() {
    for space in GroundTruth.regularSpaces {
      #expect(TestFontSpecification.regular.glyphID(for: space.scalar) == space.glyphID)
      #expect(TestFontSpecification.wide.glyphID(for: space.scalar) == space.glyphID)
    }
    #expect(TestFontSpecification.regular.glyphID(for: GroundTruth.thinSpace) == nil)
    #expect(TestFontSpecification.regular.glyphID(for: "A") == nil)
  }

  @Test("The omitted scalar stays unmapped even when it is given an advance")
  func omittedScalarIsNeverMapped() {
    var specification = TestFontSpecification.regular
    specification.spaceAdvances[GroundTruth.thinSpace] = 410
    #expect(specification.glyphID(for: GroundTruth.thinSpace) == nil)
    #expect(specification.glyphID(for: "\u{200A}") == 13)
  }

  @Test("The kerning pair is PUNCTUATION SPACE twice, -40 units")
  func regularKerning() {
    let pair = TestFontSpecification.regular.kerningPair
    #expect(pair.left == "\u{2008}")
    #expect(pair.right == "\u{2008}")
    #expect(pair.value == -40)
  }

  @Test("The wide face scales every advance by 3/2, rounding down, and kerns -60")
  func wideFace() {
    let wide = TestFontSpecification.wide
    #expect(wide.familyName == "Calibrate Test")
    #expect(wide.styleName == "Wide")
    #expect(wide.unitsPerEm == 2048)
    #expect(wide.omittedScalar == GroundTruth.thinSpace)
    #expect(wide.spaceAdvances.count == GroundTruth.regularSpaces.count)
    for space in GroundTruth.regularSpaces {
      #expect(wide.spaceAdvances[space.scalar] == space.advance * 3 / 2)
    }
    #expect(wide.spaceAdvances["\u{200A}"] == 255)
    #expect(wide.spaceAdvances["\u{2006}"] == 511)
    #expect(wide.kerningPair.left == "\u{2008}")
    #expect(wide.kerningPair.right == "\u{2008}")
    #expect(wide.kerningPair.value == -60)
  }

  @Test("The symbol faces map their spaces at HarfBuzz's private-use codes, and nothing else")
  func symbolFaces() {
    let symbol = TestFontSpecification.symbol
    #expect(symbol.characterMap == .symbol(.none))
    #expect(symbol.spaceAdvances == ["\u{0020}": 512, "\u{00A0}": 600])
    #expect(symbol.characterCode(for: " ") == 0xF020)
    #expect(symbol.characterCode(for: "\u{00A0}") == 0xF0A0)
    #expect(symbol.characterCode(for: "\u{200A}") == nil)
    #expect(symbol.glyphID(for: " ") == 1 && symbol.glyphID(for: "\u{00A0}") == 2)
    #expect(symbol.kerningPair.value == -30)
    let arabic = TestFontSpecification.arabicSymbol
    #expect(arabic.characterMap == .symbol(.simplifiedArabic))
    #expect(TestFontSpecification.FontPage.simplifiedArabic.rawValue == 0xB2)
    #expect(arabic.spaceAdvances == ["\u{0020}": 560])
    #expect(arabic.characterCode(for: " ") == 0xF120)
    #expect(arabic.characterCode(for: "\u{00A0}") == nil)
    #expect(arabic.kerningPair.value == 0)
    var traditional = arabic
    traditional.characterMap = .symbol(.traditionalArabic)
    #expect(traditional.characterCode(for: " ") == 0xF220)
    #expect(TestFontSpecification.regular.characterMap == .unicode)
    #expect(TestFontSpecification.regular.characterCode(for: "\u{200A}") == 0x200A)
  }
}
