import CalibrateTestSupport
import DevelopmentTools
import Foundation
import PlaceholderTitle
import Testing
import TextMetrics
import WidthCalibration

@testable import FontCalibration

/// Composite titles on real fonts: which characters are kept and why, the titles' widths
/// against hb-shape, the guard, and the runtime's titles shaped whole.
@Suite("Composite titles")
struct CompositeCalibrationTests {
  /// The settings of a composite run.
  static func settings(
    _ font: String, sizes: [Double], hinting: HintingMode = .none, guardCharacter: Unicode.Scalar? = nil,
    widths: WidthRange = WidthRange(from: 74, through: 200, step: 0.5)
  ) -> CalibrationSettings {
    var settings = CalibrationSettings()
    settings.font = font
    settings.sizes = sizes
    settings.hinting = hinting
    settings.widths = widths
    settings.method = .composite
    settings.guardCharacter = guardCharacter
    return settings
  }

  /// The test font's space characters in title order: the placeholder, then every mapped space
  /// with a width in code point order (U+2009 is not mapped; U+200B and U+FEFF have no width).
  static let testFontCharacters: [Unicode.Scalar] = [
    "\u{200A}", "\u{0020}", "\u{00A0}", "\u{1680}", "\u{2000}", "\u{2001}", "\u{2002}", "\u{2003}",
    "\u{2004}",
    "\u{2005}", "\u{2006}", "\u{2007}", "\u{2008}", "\u{202F}", "\u{205F}", "\u{3000}",
  ]

  @Test("the test font: U+2008, which kerns against itself, is left out; the rest add up exactly")
  func committedTestFont() throws {
    let run = try CalibrationRun.perform(Self.settings(TestFonts.testFont, sizes: [12, 16]))
    let composite = try #require(run.composite)
    #expect(composite.characters == Self.testFontCharacters)
    // 16 copies at 260 units with a -40 pair kern between each neighbour.
    let expected = [12.0, 16].map {
      CompositeExclusion(
        character: "\u{2008}", size: $0, unit: .fontUnits(unitsPerEm: 2048),
        reason: .run(copies: 16, shaped: 16 * 260 - 15 * 40, expected: 16 * 260))
    }
    #expect(composite.exclusions == expected)
    try Self.expectShapedTitles(composite, padding: 30, excluded: ["\u{2008}"])
  }

  @Test("a font that kerns two different spaces: the later one in title order is left out")
  func pairKerning() throws {
    var specification = TestFontSpecification.regular
    specification.kerningPair = (left: "\u{2006}", right: "\u{0020}", value: -30)
    let folder = try BuiltTool.temporaryFolder("composite")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("PairKern.ttf").path
    try Data(TestFont.trueType(specification)).write(to: URL(fileURLWithPath: path))
    let run = try CalibrationRun.perform(Self.settings(path, sizes: [14]))
    let composite = try #require(run.composite)
    #expect(
      composite.exclusions == [
        CompositeExclusion(
          character: "\u{2006}", size: 14, unit: .fontUnits(unitsPerEm: 2048),
          reason: .pair(first: "\u{2006}", second: "\u{0020}", shaped: 341 + 512 - 30, expected: 341 + 512))
      ])
    try Self.expectShapedTitles(composite, padding: 30, excluded: ["\u{2006}"])
  }

  /// Every title: no left-out character, shaped as wide as its sum, and its error taken from the
  /// shaped width under the plain model.
  static func expectShapedTitles(
    _ composite: CompositeCalibration, padding: Double, excluded: Set<Unicode.Scalar>
  ) throws {
    #expect(composite.mismatchedTitles == 0)
    for size in composite.sizes {
      for (index, character) in composite.characters.enumerated() where excluded.contains(character) {
        #expect(size.advances[index] == nil)
        #expect(size.titles.allSatisfy { $0.counts[index] == 0 })
      }
      for title in size.titles {
        let sum = zip(title.counts, size.advances).reduce(0) { $0 + $1.0 * ($1.1 ?? 0) }
        #expect(title.composedWidth == sum && title.shapedWidth == sum)
        let points = LabelWidth(units: title.shapedWidth, unit: size.unit, configuration: size.configuration)
          .points
        #expect(title.buttonWidth == padding + points)
        #expect(title.error == title.buttonWidth - title.width)
      }
    }
  }

  @Test(
    "every composite title's width equals hb-shape's, unhinted and hinted, with and without a guard",
    arguments: [HintingMode.none, .full], [nil, "\u{200B}"] as [Unicode.Scalar?])
  func hbShapeCrossCheck(hinting: HintingMode, guardCharacter: Unicode.Scalar?) throws {
    let path = TestFonts.inter
    guard TestFonts.require(path) else { return }
    let run = try CalibrationRun.perform(
      Self.settings(path, sizes: [9, 17, 31], hinting: hinting, guardCharacter: guardCharacter))
    let composite = try #require(run.composite)
    var requests: [[String]] = []
    var expected: [Int] = []
    for size in composite.sizes {
      var seen: Set<[Int]> = []
      for title in size.titles where seen.insert(title.counts).inserted && title.characterCount > 0 {
        var scalars: [Unicode.Scalar] = []
        for (index, count) in title.counts.enumerated() {
          scalars += repeatElement(composite.characters[index], count: count)
        }
        if let guardCharacter { scalars = [guardCharacter] + scalars + [guardCharacter] }
        requests.append(
          hinting == .none
            ? HBShape.unhinted(font: path, unicodes: scalars)
            : HBShape.hinted(
              font: path, configuration: RenderConfiguration(size: size.size, scale: 2, hinting: hinting),
              unicodes: scalars))
        expected.append(title.shapedWidth)
      }
    }
    #expect(requests.count > 600)
    let shaped = try HBShape.batch(requests).map { $0.reduce(0) { $0 + $1.xAdvance } }
    #expect(shaped == expected)
  }

  @Test("a guard with a width, a guard or placeholder the font lacks, and a guard in the list are refused")
  func refusals() throws {
    let font = try Font(path: TestFonts.testFont)
    var settings = Self.settings(TestFonts.testFont, sizes: [12], guardCharacter: " ")
    #expect(
      throws: FontCalibrationError.guardHasWidth(
        font: font.info, guard: " ", points: 3, configuration: settings.configuration(size: 12))
    ) {
      try CalibrationRun.perform(settings)
    }
    settings.guardCharacter = "\u{E000}"
    #expect(throws: FontCalibrationError.notInFont(font: font.info, character: "\u{E000}")) {
      try CalibrationRun.perform(settings)
    }
    settings.guardCharacter = nil
    settings.placeholders = .list(["\u{200A}", "\u{2009}"])
    #expect(throws: FontCalibrationError.notInFont(font: font.info, character: "\u{2009}")) {
      try CalibrationRun.perform(settings)
    }
    settings.placeholders = .list(["\u{200A}", "\u{200B}"])
    settings.guardCharacter = "\u{200B}"
    #expect(throws: FontCalibrationError.guardIsPlaceholder("\u{200B}")) {
      try CalibrationRun.perform(settings)
    }
    // Under the count method the guard is checked against the placeholder too.
    settings.method = .count
    settings.guardCharacter = " "
    #expect(
      throws: FontCalibrationError.guardHasWidth(
        font: font.info, guard: " ", points: 3, configuration: settings.configuration(size: 12))
    ) {
      try CalibrationRun.perform(settings)
    }
  }

  @Test("a listed set keeps its order and only its characters")
  func listedCharacters() throws {
    var settings = Self.settings(TestFonts.testFont, sizes: [12])
    settings.placeholders = .list(["\u{2006}", "\u{200A}"])
    let composite = try #require(try CalibrationRun.perform(settings).composite)
    #expect(composite.characters == ["\u{2006}", "\u{200A}"])
    #expect(composite.sizes[0].advances == [341, 170])
  }
}
