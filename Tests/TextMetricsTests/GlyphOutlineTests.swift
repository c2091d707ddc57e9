import CalibrateTestSupport
import Testing

@testable import TextMetrics

/// Glyph outlines as SVG path data: the points FreeType decomposes, in 26.6 at the
/// configuration's pixel size, loaded with the mode's flags, checked against FreeType itself.
@Suite("Glyph outlines")
struct GlyphOutlineTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var font: String
    var size: Double
    var scale: Double
    var hinting: HintingMode
    var testDescription: String { "\(font) \(size) pt @\(scale)x \(hinting.rawValue)" }
  }

  static let text = "Delete Ag@&"

  static var cases: [Case] {
    [TestFonts.inter, TestFonts.dejaVuSans, TestFonts.roboto, TestFonts.type1].flatMap { font in
      HintingMode.allCases.flatMap { hinting in
        [(15.0, 2.0), (9.0, 3.0), (40.5, 1.0)].map {
          Case(font: font, size: $0.0, scale: $0.1, hinting: hinting)
        }
      }
    }
  }

  @Test("every glyph's path bounds and control box equal FT_Outline_Get_CBox", arguments: cases)
  func controlBoxes(_ item: Case) throws {
    guard TestFonts.require(item.font) else { return }
    let font = try Font(path: item.font)
    let configuration = RenderConfiguration(size: item.size, scale: item.scale, hinting: item.hinting)
    let glyphs = Set(try font.measure(Self.text, configuration).glyphs.map(\.glyphID))
    #expect(glyphs.count >= 9)
    for glyph in glyphs.sorted() {
      let outline = try font.glyphOutline(glyph, configuration)
      let reference = try FreeTypeReference.controlBox(
        path: item.font, glyphID: glyph, pixelsPerEm: item.size * item.scale, hinting: item.hinting.rawValue)
      let box = outline.controlBox
      #expect(
        box == reference,
        "glyph \(glyph)")
      if outline.isEmpty {
        #expect(reference == FreeTypeReference.Box(xMin: 0, yMin: 0, xMax: 0, yMax: 0), "glyph \(glyph)")
      } else {
        #expect(FreeTypeReference.pathBounds(outline.pathData) == reference, "glyph \(glyph)")
      }
    }
  }

  @Test("TrueType outlines decompose into quadratic curves, CFF and Type 1 into cubic ones")
  func segmentKinds() throws {
    let configuration = RenderConfiguration(size: 15, scale: 2, hinting: .none)
    for (path, curve, other) in [
      (TestFonts.dejaVuSans, "Q", "C"), (TestFonts.inter, "C", "Q"), (TestFonts.type1, "C", "Q"),
    ] {
      guard TestFonts.require(path) else { continue }
      let font = try Font(path: path)
      let glyph = try #require(try font.glyphID(for: "o"))
      let data = try font.glyphOutline(glyph, configuration).pathData
      #expect(data.hasPrefix("M") && data.hasSuffix("Z"), "\(path): \(data)")
      #expect(data.contains(curve) && !data.contains(other), "\(path): \(data)")
      // An "o" has two contours, each closed.
      #expect(data.filter { $0 == "M" }.count == 2 && data.filter { $0 == "Z" }.count == 2, "\(path)")
    }
  }

  @Test("a space has no outline; unhinted outlines scale with the pixel size; hinting moves points")
  func values() throws {
    guard TestFonts.require(TestFonts.dejaVuSans) else { return }
    let font = try Font(path: TestFonts.dejaVuSans)
    let space = try #require(try font.glyphID(for: " "))
    let blank = try font.glyphOutline(space, RenderConfiguration(size: 15, scale: 2))
    #expect(blank.isEmpty && blank.controlBox == OutlineBox(xMin: 0, yMin: 0, xMax: 0, yMax: 0))
    let letter = try #require(try font.glyphID(for: "H"))
    let small = try font.glyphOutline(letter, RenderConfiguration(size: 10, scale: 2)).controlBox
    let large = try font.glyphOutline(letter, RenderConfiguration(size: 20, scale: 2)).controlBox
    // Twice the pixel size, twice the outline, to FreeType's 26.6 rounding of each point.
    #expect(small.yMax > 0 && abs(Double(large.yMax) - 2 * Double(small.yMax)) <= 2)
    #expect(abs(Double(large.xMax) - 2 * Double(small.xMax)) <= 2)
    #expect(small.yMin == 0)
    let hinted = try font.glyphOutline(letter, RenderConfiguration(size: 10, scale: 2, hinting: .full))
      .controlBox
    // Full hinting snaps the cap height to whole pixels.
    #expect(hinted.yMax % 64 == 0 && hinted.yMax != small.yMax)
  }

  @Test("a glyph id the font does not have, and an invalid configuration, are typed errors")
  func errors() throws {
    let font = try Font(path: TestFonts.testFont)
    #expect(throws: MetricsError.freeType(call: "FT_Load_Glyph", code: 0x10, path: TestFonts.testFont)) {
      try font.glyphOutline(60_000, RenderConfiguration(size: 15, scale: 2))
    }
    #expect(throws: MetricsError.self) { try font.glyphOutline(1, RenderConfiguration(size: 0, scale: 2)) }
  }
}
