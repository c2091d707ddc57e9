import CalibrateSupport
import CalibrateTestSupport
import CalibrationReports
import FontCalibration
import Testing
import TextMetrics

@testable import DevelopmentTools

/// The pieces of the corpus check: hb-shape's requests and answers, the comparison, the records
/// `calibrate` writes, refusal reasons, options and the summary.
@Suite("Corpus check parts")
struct CorpusPartsTests {
  static let measured = MeasuredRecord.SizePart(size: 12, glyph: 238, advanceUnits: 64, uniform: true)

  static func sample(_ hinting: String = "full", readsTables: Bool = true) -> CorpusCase {
    CorpusCase(
      path: "/fonts/A.ttf", faceIndex: 1, unitsPerEm: 2048, readsTables: readsTables, hinting: hinting,
      scale: 2,
      measured: measured)
  }

  static func glyphs(_ glyph: Int, _ advance: Int, count: Int) -> [ReferenceGlyph] {
    (0..<count).map { ReferenceGlyph(glyphID: glyph, cluster: $0, xOffset: 0, yOffset: 0, xAdvance: advance) }
  }

  @Test("hb-shape's lines parse into glyphs; anything else is not an answer")
  func parseAnswers() {
    #expect(
      ReferenceGlyph.parseLine("[12=0+256|13=1@-5,7+200]")
        == [
          ReferenceGlyph(glyphID: 12, cluster: 0, xOffset: 0, yOffset: 0, xAdvance: 256),
          ReferenceGlyph(glyphID: 13, cluster: 1, xOffset: -5, yOffset: 7, xAdvance: 200),
        ])
    #expect(ReferenceGlyph.parseLine("[]") == [])
    #expect(ReferenceGlyph.parseLine("hb-shape: /x.ttf: Failed reading file") == nil)
    #expect(ReferenceGlyph.parseLine("[space=0+651]") == nil)
  }

  @Test("requests: OpenType functions in font units, FreeType's for other formats, 26.6 hinted")
  func requests() {
    let unhinted = Self.sample("none").requests
    #expect(
      unhinted[0] == [
        "--shapers=ot", "--no-glyph-names", "--face-index=1", "--font-size=upem", "--unicodes=U+200A",
        "/fonts/A.ttf",
      ])
    #expect(unhinted[1][4] == "--unicodes=" + Array(repeating: "U+200A", count: 16).joined(separator: ","))
    #expect(
      Self.sample("none", readsTables: false).requests[0]
        == [
          "--shapers=ot", "--no-glyph-names", "--face-index=1", "--font-funcs=ft", "--font-size=2048",
          "--unicodes=U+200A", "/fonts/A.ttf",
        ])
    #expect(
      Self.sample("light").requests[0]
        == [
          "--shapers=ot", "--no-glyph-names", "--face-index=1", "--font-funcs=ft", "--ft-load-flags=65536",
          "--font-ppem=24", "--font-size=1536", "--unicodes=U+200A", "/fonts/A.ttf",
        ])
    #expect(Self.sample("full").requests[0].contains("--ft-load-flags=0"))
  }

  @Test(
    "HarfBuzz reads the tables of SFNT files only",
    arguments: [
      ([0x00, 0x01, 0x00, 0x00], true), (Array("OTTO".utf8), true), (Array("true".utf8), true),
      (Array("ttcf".utf8), true), (Array("wOFF".utf8), false), (Array("%!PS".utf8), false),
      ([0x80, 0x01], false),
    ])
  func readsTables(header: [UInt8], expected: Bool) {
    #expect(ReferenceRequest.readsTables(header: header) == expected)
  }

  @Test("a case is exact only when glyph, advance and run check all agree")
  func comparison() throws {
    let item = Self.sample()
    #expect(
      item.mismatch(single: Self.glyphs(238, 64, count: 1), run: Self.glyphs(238, 64, count: 16)) == nil)
    let advance = try #require(
      item.mismatch(single: Self.glyphs(238, 50, count: 1), run: Self.glyphs(238, 50, count: 16)))
    #expect(
      advance
        == "/fonts/A.ttf#1 full 12 pt @2x: calibrate glyph 238 advance 64 run uniform; hb-shape glyph 238 advance 50 run uniform"
    )
    var kerned = Self.glyphs(238, 64, count: 16)
    kerned[3].xAdvance = 60
    #expect(
      item.mismatch(single: Self.glyphs(238, 64, count: 1), run: kerned)?.hasSuffix("run not uniform") == true
    )
    #expect(item.mismatch(single: Self.glyphs(3, 64, count: 1), run: Self.glyphs(3, 64, count: 16)) != nil)
    #expect(
      item.mismatch(single: Self.glyphs(238, 64, count: 1), run: Self.glyphs(238, 64, count: 15)) != nil)
  }

  @Test(
    "batch lines and measure documents are read whole, with the types that write them; torn lines are not")
  func records() throws {
    var settings = CalibrationSettings()
    settings.font = CalibrationRunFixtures.testFont
    settings.sizes = [8, 12]
    settings.hinting = .light
    let document = ResultDocument(try CalibrationRun.perform(settings))
    let line = BatchRecord.result(id: "x", document).line
    let result = try #require(MeasuredRecord.batchLine(line[...]))
    #expect(result.isMeasured)
    #expect(result.faceKey == "\(document.font.path)#0")
    #expect(result.hinting == "light" && result.scale == 2)
    let sizes = document.sizes.map {
      MeasuredRecord.SizePart(
        size: $0.size, glyph: $0.glyph, advanceUnits: $0.advanceUnits, uniform: $0.uniform)
    }
    #expect(result.sizes == sizes)
    #expect(sizes.map(\.size) == [8, 12] && sizes.allSatisfy { $0.glyph > 0 && $0.advanceUnits > 0 })

    // calibrate measure --format json of the same face and configuration: the same sizes.
    let series = try PlaceholderSeries(font: try FontLoader.openRenderFont(settings), settings: settings)
    let measure = JSONValue.encoding(MeasureDocument(series)).serialized()
    let measured = try #require(MeasuredRecord.measureDocument(measure[...]))
    #expect(measured == MeasuredRecord(font: result.font, hinting: "light", scale: 2, sizes: sizes))

    let failure = try #require(
      MeasuredRecord.batchLine(
        #"{"id":"x","path":"/f.ttf","faceIndex":2,"scale":2,"hinting":"none","error":"F (/f.ttf) cannot show placeholder U+200A: it renders as .notdef"}"#
      ))
    #expect(!failure.isMeasured)
    #expect(failure.faceKey == "/f.ttf#2")
    #expect(failure.error?.hasSuffix("it renders as .notdef") == true)
    // A torn line, a line without the schema's keys and a document of the other kind are not records.
    #expect(MeasuredRecord.batchLine(line.prefix(120)) == nil)
    #expect(
      MeasuredRecord.batchLine(
        #"{"id":"x","font":{"path":"/f.t1","family":"F","style":"R","unitsPerEm":1000,"faceIndex":0,"format":"Type 1"},"scale":2,"hinting":"light","sizes":[{"size":8,"advance":0.5,"glyph":381,"advanceUnits":64,"uniform":true,"synthesized":true}]}"#
      ) == nil)
    #expect(MeasuredRecord.measureDocument(line[...]) == nil)
  }

  @Test("refusal reasons lose the file and family, keep the reason")
  func reasons() {
    #expect(
      RefusalReason.normalized(
        "error: Noto Sans Tamil Supplement (/f/N.ttf) cannot show placeholder U+200A: it renders as .notdef",
        path: "/f/N.ttf") == "cannot show placeholder U+200A: it renders as .notdef")
    #expect(
      RefusalReason.normalized(
        "'/f/B.ttf' is not a usable font: it has no scalable outlines (bitmap-only fonts are not measured)",
        path: "/f/B.ttf")
        == "the font is not a usable font: it has no scalable outlines (bitmap-only fonts are not measured)")
    #expect(
      RefusalReason.normalized(
        "FreeType FT_New_Size failed on '/f/C.ttf': out of memory (error 0x40)", path: "/f/C.ttf")
        == "FreeType FT_New_Size failed on the font: out of memory (error 0x40)")
    #expect(RefusalReason.normalized("", path: "/f") == "no reason given")
  }

  @Test("options: defaults, whole sizes and scales only")
  func options() throws {
    let defaults = try CorpusOptions.parse([])
    #expect(defaults.pattern == ":")
    #expect(defaults.sizes == "8...40")
    #expect(defaults.scale == 2)
    #expect(defaults.shardCount == 16)
    let given = try CorpusOptions.parse([
      "--sizes", "12,14", "--scale=3", "--jobs", "1", "--pattern", "Inter",
    ])
    #expect(given.sizes == "12,14" && given.scale == 3 && given.shardCount == 8 && given.pattern == "Inter")
    #expect(try CorpusOptions.parse(["--sizes", "8..<41"]).sizes == "8..<41")
    for bad in ["8.5", "8...x", "40...8", "8..<8", "", "0...3", "8,,9"] {
      #expect(throws: UsageError.self, "\(bad)") { try CorpusOptions.parse(["--sizes", bad]) }
    }
    #expect(throws: UsageError.self) { try CorpusOptions.parse(["--scale", "1.5"]) }
    #expect(throws: UsageError.self) { try CorpusOptions.parse(["--bogus"]) }
  }

  @Test("tallies merge, and the summary line counts refusals by reason")
  func summary() {
    var first = CorpusTally()
    first.faces = ["/a#0"]
    first.record(nil)
    first.record("/a#0 full 8 pt @2x: differs")
    first.refuse("/b#0 none", reason: "cannot show placeholder U+200A: it renders as .notdef")
    var second = CorpusTally()
    second.faces = ["/b#0", "/c#0"]
    second.record(nil)
    second.refuse("/b#0 full", reason: "cannot show placeholder U+200A: it renders as .notdef")
    second.refuse("/c#0 none", reason: "the font is not a usable font: it has no scalable outlines")
    first.merge(second)
    #expect(!first.isClean)
    #expect(first.mismatchLines == ["/a#0 full 8 pt @2x: differs"])
    #expect(
      first.summary(seconds: 61.26)
        == "corpus: 3 faces, 3 cases, 2 exact, 1 mismatches, 0 crashes, refused 3 (2 × cannot show placeholder U+200A: it renders as .notdef; 1 × the font is not a usable font: it has no scalable outlines), 61.3 s"
    )
  }
}
