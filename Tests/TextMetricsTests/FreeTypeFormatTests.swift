import CalibrateTestSupport
import Foundation
import Testing

@testable import TextMetrics

/// Formats HarfBuzz cannot read itself but FreeType decodes (WOFF, bare CFF; Type 1 has its own
/// suite) are measured through FreeType in every mode, exactly.
///
/// HarfBuzz saw no tables in such files, so every character came out as `.notdef`. fontTools
/// (python3-fonttools) writes the files: WOFF editions of the test font and Inter, and bare CFF
/// fonts built from scratch.
@Suite("Formats only FreeType reads")
struct FreeTypeFormatTests {
  static let pythonPath = "/usr/bin/python3"

  /// `woff SOURCE OUTPUT` writes a WOFF edition; `cff UNITS OUTPUT` a bare CFF font with
  /// `.notdef` (500), `space` (250) and `A` (600 units, scaled to the em).
  static let script = """
    import sys
    from fontTools.ttLib import TTFont
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.t2CharStringPen import T2CharStringPen
    if sys.argv[1] == "woff":
        font = TTFont(sys.argv[2])
        font.flavor = "woff"
        font.save(sys.argv[3])
    else:
        upem = int(sys.argv[2])
        def glyph(width, box):
            pen = T2CharStringPen(width, None)
            if box:
                pen.moveTo((upem // 20, 0)); pen.lineTo((upem // 20, upem // 2))
                pen.lineTo((width - upem // 20, upem // 2)); pen.closePath()
            return pen.getCharString()
        widths = {".notdef": upem // 2, "space": upem // 4, "A": upem * 3 // 5}
        builder = FontBuilder(upem, isTTF=False)
        builder.setupGlyphOrder(list(widths))
        builder.setupCharacterMap({0x20: "space", 0x41: "A"})
        builder.setupCFF("Bare", {"FullName": "Bare"},
                         {name: glyph(width, name != "space") for name, width in widths.items()}, {})
        builder.setupHorizontalMetrics({name: (width, 0) for name, width in widths.items()})
        open(sys.argv[3], "wb").write(builder.font.getTableData("CFF "))
    """

  /// Runs the script, writing `output` in a fresh folder.
  static func make(_ arguments: [String], name: String) throws -> String {
    let folder = try BuiltTool.temporaryFolder("freetype-formats-\(name)")
    let output = folder.appendingPathComponent(name).path
    let outcome = try BuiltTool(executable: pythonPath).run(["-c", script] + arguments + [output])
    guard outcome.status == 0 else {
      throw ReferenceError.missing(
        "fontTools could not write \(name); run `make test`, which installs python3-fonttools")
    }
    return output
  }

  static let text = Array("AVAWAY To fi\u{200A}\u{200A}".unicodeScalars) + SpaceCharacter.all.map(\.scalar)

  @Test(
    "a WOFF edition gives the same glyphs, advances and survey in every mode", arguments: ["test", "inter"])
  func woff(name: String) throws {
    let path = name == "test" ? TestFonts.testFont : TestFonts.inter
    guard TestFonts.require(path) else { return }
    let original = try Font(path: path)
    let web = try Font(path: try Self.make(["woff", path], name: "\(name).woff"))
    #expect(web.info.unitsPerEm == original.info.unitsPerEm)
    // The container is named before the outlines inside it, which FreeType reports alone.
    #expect(web.info.format == "WOFF (\(original.info.format))")
    for mode in HintingMode.allCases {
      for size in [8.0, 9, 14, 17.5, 40] {
        let configuration = RenderConfiguration(size: size, scale: 2, hinting: mode)
        let expected = try original.measure(scalars: Self.text, configuration)
        #expect(try web.measure(scalars: Self.text, configuration) == expected, "\(size) pt \(mode)")
        #expect(!expected.glyphs[12].isNotdef, "the hair space is a real glyph")
      }
      let configuration = RenderConfiguration(size: 14, scale: 2, hinting: mode)
      #expect(try web.survey(configuration).entries == original.survey(configuration).entries, "\(mode)")
    }
  }

  @Test("a bare CFF font is measured in font units from its charstrings, its charmap from glyph names")
  func bareCFF() throws {
    let path = try Self.make(["cff", "1000"], name: "bare.cff")
    let font = try Font(path: path)
    #expect(font.info.format == "CFF")
    #expect(font.info.unitsPerEm == 1000)
    let measurement = try font.measure("A A\u{200A}", RenderConfiguration(size: 14))
    #expect(measurement.unit == .fontUnits(unitsPerEm: 1000))
    #expect(measurement.glyphs.map(\.glyphID) == [2, 1, 2, 1])
    #expect(measurement.glyphs.map(\.xAdvance) == [600, 250, 600, 63])
    #expect(measurement.glyphs.map(\.isSynthesizedSpace) == [false, false, false, true])
    // FreeType's map from glyph names also gives U+00A0 to a font's `space`, and so does
    // fontconfig reading it.
    let survey = try font.survey(RenderConfiguration(size: 14))
    let charset = try FontconfigCharset(path: path)
    for entry in survey.entries {
      #expect(entry.isInCharacterMap == charset.contains(entry.character.scalar))
    }
    let mapped = survey.entries.filter(\.isInCharacterMap).map(\.character.scalar.value)
    #expect(mapped.sorted() == [0x20, 0xA0])
    for mode in [HintingMode.light, .full] {
      let hinted = try font.measure("A A", RenderConfiguration(size: 20, scale: 2, hinting: mode))
      #expect(hinted.glyphs.map(\.glyphID) == [2, 1, 2])
      #expect(hinted.width > 0)
    }
  }

  @Test("a FreeType-read font with fewer than 64 units per em is refused, naming the reason")
  func tooFewUnits() throws {
    let path = try Self.make(["cff", "20"], name: "tiny.cff")
    #expect(
      throws: MetricsError.notAFont(
        path: path,
        reason: "its CFF outlines have 20 units per em; FreeType cannot give exact font units below 64")
    ) {
      try Font(path: path)
    }
  }
}
