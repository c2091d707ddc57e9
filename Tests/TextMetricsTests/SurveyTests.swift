import CalibrateTestSupport
import DevelopmentTools
import Foundation
import Testing

@testable import TextMetrics

@Suite("Space survey")
struct SurveyTests {
  @Test("the test font's survey ranks spaces by advance with exact flags")
  func testFontSurvey() throws {
    let font = try Font(path: TestFonts.testFont)
    let survey = try font.survey(RenderConfiguration(size: 14))
    let specification = TestFontSpecification.regular
    #expect(survey.entries.count == SpaceCharacter.all.count)
    #expect(survey.narrowest?.character.scalar == "\u{200A}")
    let usable = survey.entries.filter(\.isUsable)
    #expect(usable.map(\.advance) == usable.map(\.advance).sorted())
    #expect(
      usable.prefix(5).map(\.character.scalar) == [
        "\u{200A}", "\u{2008}", "\u{2006}", "\u{202F}", "\u{205F}",
      ])
    // The thin space the font lacks is synthesized: listed after every usable one, never usable.
    let thin = try #require(survey.entries.first { $0.character.scalar == "\u{2009}" })
    #expect(!thin.isUsable)
    #expect(survey.entries.firstIndex(of: thin) == usable.count)
    for entry in survey.entries {
      let scalar = entry.character.scalar
      if scalar == specification.omittedScalar {
        #expect(entry.mappedGlyphID == nil)
        #expect(entry.isSynthesized)
        #expect(entry.advance == 410)
      } else {
        #expect(entry.mappedGlyphID == specification.glyphID(for: scalar))
        #expect(!entry.isSynthesized)
        // Default-ignorable characters are zeroed by HarfBuzz whatever their hmtx says.
        #expect(entry.advance == specification.spaceAdvances[scalar], "\(ScalarNotation.format(scalar))")
      }
    }
    let zeroWidth = survey.entries.filter(\.isZeroWidth).map(\.character.scalar)
    #expect(zeroWidth == ["\u{200B}", "\u{FEFF}"])
    #expect(survey.entries.suffix(2).allSatisfy { $0.isZeroWidth })
  }

  @Test("a font without the hair space does not rank HarfBuzz's made-up one first")
  func synthesizedIsNotUsable() throws {
    var specification = TestFontSpecification.regular
    specification.omittedScalar = "\u{200A}"
    let folder = try CalibrateExecutable.temporaryFolder("survey-synthesized")
    let path = folder.appendingPathComponent("no-hair.ttf").path
    try Data(TestFont.trueType(specification)).write(to: URL(fileURLWithPath: path))
    let survey = try Font(path: path).survey(RenderConfiguration(size: 14))
    let hair = try #require(survey.entries.first { $0.character.scalar == "\u{200A}" })
    // HarfBuzz makes up 1/16 em, narrower than any space the font has.
    #expect(hair.isSynthesized && hair.advance == 128)
    #expect(!hair.isUsable)
    #expect(survey.narrowest?.character.scalar == "\u{2008}")
  }

  @Test("Inter's survey: the hair space is narrowest at 256 units")
  func interSurvey() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let font = try Font(path: TestFonts.inter)
    let survey = try font.survey(RenderConfiguration(size: 14))
    #expect(font.info.unitsPerEm == 2816)
    #expect(survey.narrowest?.character.scalar == "\u{200A}")
    #expect(survey.narrowest?.advance == 256)
    #expect(abs((survey.narrowest?.advanceInPoints ?? 0) - 1.2727) < 1e-4)
  }
}
