import CalibrateTestSupport
import DevelopmentTools
import Foundation
import Testing

@testable import TextMetrics

/// Kerning against a space is found in every face, including one whose letters shape to so many
/// glyphs that the text of all of them at once is past HarfBuzz's limits.
@Suite("Space kerning")
struct SpaceKerningTests {
  /// A face of 26 capitals and "o", where every capital but T is drawn as 3,000 copies of "o"
  /// (a `GSUB` multiple substitution) and T is kerned −80 units after the space.
  static func expandingFace() throws -> Font {
    var face = TestFontSpecification.regular
    face.familyName = "Calibrate Expanding"
    face.kerningPair = (left: " ", right: "T", value: -80)
    var letters: [Unicode.Scalar: Int] = ["o": 1000]
    for code in UInt8(0x41)...0x5A { letters[Unicode.Scalar(code)] = 1200 }
    face.inkedCharacters = letters
    face.expansion = .init(characters: Set(letters.keys).subtracting(["T", "o"]), into: "o", count: 3000)
    let folder = try CalibrateExecutable.temporaryFolder("space-kerning")
    let file = folder.appendingPathComponent("expanding.ttf")
    try Data(TestFont.trueType(face)).write(to: file)
    return try Font(path: file.path)
  }

  @Test("letters whose glyphs outgrow HarfBuzz's limits together are shaped in halves; ␣T is found")
  func lettersPastHarfBuzzLimits() throws {
    let font = try Self.expandingFace()
    let letters = try font.characters().filter { $0.properties.isAlphabetic }
    #expect(letters.count == 27)
    let configuration = RenderConfiguration(size: 14)
    // One letter between spaces shapes: 3,000 copies of "o" and the two spaces.
    let one = try font.measure(scalars: [" ", "A", " "], features: [], configuration)
    #expect(one.glyphs.count == 3002)
    // All of them between spaces, as the search for kerned letters first shapes them, do not.
    var text: [Unicode.Scalar] = [" "]
    for letter in letters { text += [letter, " "] }
    #expect {
      _ = try font.measure(scalars: text, features: [], configuration)
    } throws: { error in
      (error as? MetricsError)?.isShapingOverflow == true
    }
    let space = try #require(try font.glyphID(for: " "))
    let junctions = try font.spaceKerning(spaces: [(scalar: " ", glyph: space)], neighbours: letters)
    #expect(junctions.map { "\($0.space)\($0.neighbour) \($0.spaceFirst) \($0.shift)" } == [" T true -80"])
  }
}
