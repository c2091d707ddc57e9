import CalibrateTestSupport
import Foundation
import Testing

@testable import TextMetrics

/// Bad fonts and bad requests become typed errors that name the file; nothing crashes.
@Suite("Font errors")
struct FontErrorTests {
  static func temporaryFile(_ name: String, bytes: [UInt8]) throws -> String {
    let folder = try BuiltTool.temporaryFolder("font-errors")
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  @Test("a missing file")
  func missingFile() {
    #expect(throws: MetricsError.fileNotFound(path: "/nonexistent/font.ttf")) {
      try Font(path: "/nonexistent/font.ttf")
    }
  }

  @Test("a text file renamed .ttf")
  func textFile() throws {
    let path = try Self.temporaryFile("notes.ttf", bytes: Array("just some text\n".utf8))
    #expect(throws: MetricsError.notAFont(path: path, reason: "FreeType does not recognize the file format"))
    {
      try Font(path: path)
    }
  }

  @Test("an empty file")
  func emptyFile() throws {
    let path = try Self.temporaryFile("empty.ttf", bytes: [])
    #expect(throws: MetricsError.notAFont(path: path, reason: "the file is empty")) { try Font(path: path) }
  }

  @Test("a truncated font", arguments: [12, 100, 400, 700])
  func truncated(length: Int) throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: TestFonts.testFont))
    let path = try Self.temporaryFile("truncated-\(length).ttf", bytes: Array(bytes.prefix(length)))
    do {
      let font = try Font(path: path)
      // FreeType may accept a header-only prefix lazily; measuring must still fail cleanly or
      // return real numbers, never crash.
      _ = try? font.placeholder("\u{200A}", RenderConfiguration(size: 14))
      Issue.record("a font truncated to \(length) bytes opened")
    } catch {
      #expect(error.description.contains(path))
    }
  }

  @Test("bitmap-only fonts and fonts without hhea or hmtx are refused with their own reasons")
  func unusableFonts() throws {
    // A bitmap-only format FreeType opens without SFNT tables must not reach the FreeType path of
    // Type 1 fonts and be refused for some other reason.
    let bdf = """
      STARTFONT 2.1
      FONT -misc-tiny-medium-r-normal--8-80-75-75-c-50-iso10646-1
      SIZE 8 75 75
      FONTBOUNDINGBOX 5 8 0 -1
      STARTPROPERTIES 2
      FONT_ASCENT 7
      FONT_DESCENT 1
      ENDPROPERTIES
      CHARS 1
      STARTCHAR space
      ENCODING 32
      SWIDTH 500 0
      DWIDTH 5 0
      BBX 5 8 0 -1
      BITMAP
      00
      00
      00
      00
      00
      00
      00
      00
      ENDCHAR
      ENDFONT

      """
    let bitmap = try Self.temporaryFile("bitmap.bdf", bytes: Array(bdf.utf8))
    #expect(
      throws: MetricsError.notAFont(
        path: bitmap, reason: "it has no scalable outlines (bitmap-only fonts are not measured)")
    ) { try Font(path: bitmap) }
    let original = try Array(Data(contentsOf: URL(fileURLWithPath: TestFonts.testFont)))
    for (tag, reason) in [
      ("hhea", "horizontal header (hhea) table missing (error 0x8F)"),
      ("hmtx", "horizontal metrics (hmtx) table missing (error 0x93)"),
    ] {
      // Renaming the table's directory entry hides it from FreeType and HarfBuzz alike.
      var bytes = original
      let tableCount = Int(bytes[4]) << 8 | Int(bytes[5])
      let record = try #require(
        (0..<tableCount).map { 12 + 16 * $0 }.first { Array(bytes[$0..<$0 + 4]) == Array(tag.utf8) })
      bytes[record] = UInt8(ascii: "x")
      let path = try Self.temporaryFile("no-\(tag).ttf", bytes: bytes)
      #expect(throws: MetricsError.notAFont(path: path, reason: "the font data is broken (\(reason))")) {
        try Font(path: path)
      }
    }
  }

  @Test("a directory and a FIFO are refused before anything blocks")
  func specialFiles() throws {
    let folder = try BuiltTool.temporaryFolder("special-files").path
    #expect(throws: MetricsError.notARegularFile(path: folder, kind: "directory")) { try Font(path: folder) }
    let fifo = folder + "/calibrate-fifo.ttf"
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    #expect(throws: MetricsError.notARegularFile(path: fifo, kind: "FIFO")) { try Font(path: fifo) }
  }

  @Test("a face index beyond the collection")
  func badFaceIndex() {
    #expect(
      throws: MetricsError.faceIndexOutOfRange(path: TestFonts.testCollection, index: 2, faceCount: 2)
    ) { try Font(path: TestFonts.testCollection, faceIndex: 2) }
    #expect(throws: MetricsError.faceIndexOutOfRange(path: TestFonts.testFont, index: 1, faceCount: 1)) {
      try Font(path: TestFonts.testFont, faceIndex: 1)
    }
    let message = MetricsError.faceIndexOutOfRange(path: "x.ttc", index: 5, faceCount: 2).description
    #expect(message == "face index 5 does not exist in 'x.ttc', which has 2 faces (indices 0...1)")
    // An index refused before the file is read has no count to name.
    #expect(
      MetricsError.faceIndexOutOfRange(path: "x.ttf", index: 70_000, faceCount: 0).description
        == "face index 70000 does not exist in 'x.ttf': face indices lie in 0...65535")
    #expect(throws: MetricsError.faceIndexOutOfRange(path: TestFonts.testFont, index: 70_000, faceCount: 0)) {
      try Font(path: TestFonts.testFont, faceIndex: 70_000)
    }
  }

  @Test("an unknown family is refused instead of silently falling back")
  func unknownFamily() throws {
    do {
      _ = try Font(.pattern("No Such Family Anywhere"))
      Issue.record("an unknown family resolved")
    } catch {
      guard case .unknownFamily(let pattern, let closest) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(pattern == "No Such Family Anywhere")
      #expect(closest != nil)
    }
  }

  @Test("a pattern resolves to its file and says so")
  func patternResolves() throws {
    guard TestFonts.require(TestFonts.dejaVuSans) else { return }
    let font = try Font(.pattern("DejaVu Sans"))
    #expect(font.info.path == TestFonts.dejaVuSans)
    #expect(font.info.pattern == "DejaVu Sans")
    #expect(font.info.family == "DejaVu Sans")
    let bold = try Font(.pattern("DejaVu Sans:style=Bold"))
    #expect(bold.info.style == "Bold")
    #expect(bold.info.path.hasSuffix("DejaVuSans-Bold.ttf"))
  }

  @Test(
    "absurd configurations are refused",
    arguments: [
      RenderConfiguration(size: 0), RenderConfiguration(size: -3), RenderConfiguration(size: .nan),
      RenderConfiguration(size: .infinity), RenderConfiguration(size: 1e308),
      RenderConfiguration(size: 14, scale: 0), RenderConfiguration(size: 14, scale: -1),
      RenderConfiguration(size: 14, scale: 11), RenderConfiguration(size: 0.5, scale: 1),
      RenderConfiguration(size: 14, trackingSize: -1),
    ])
  func absurdConfiguration(configuration: RenderConfiguration) throws {
    let font = try Font(path: TestFonts.testFont)
    #expect(throws: MetricsError.self) { try font.placeholder("\u{200A}", configuration) }
  }

  @Test("variation errors name the axis")
  func variationErrors() throws {
    #expect(
      throws: MetricsError.unknownVariationAxis(tag: "wght", path: TestFonts.testFont, available: [])
    ) {
      try Font(path: TestFonts.testFont, variations: [FontVariation(tag: "wght", value: 500)])
    }
    guard TestFonts.require(TestFonts.interVariable) else { return }
    let font = try Font(path: TestFonts.interVariable)
    #expect(font.info.axes.map(\.tag).contains("wght"))
    #expect(throws: MetricsError.variationOutOfRange(tag: "wght", value: 2000, minimum: 100, maximum: 900)) {
      try Font(path: TestFonts.interVariable, variations: [FontVariation(tag: "wght", value: 2000)])
    }
    #expect(throws: MetricsError.malformedVariation("wght")) { try FontVariation(parsing: "wght") }
    #expect(throws: MetricsError.malformedVariation("toolong=1")) { try FontVariation(parsing: "toolong=1") }
  }
}
