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

  @Test("a bitmap-only font is refused as such")
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
  }

  @Test("a damaged font gets one reason naming the table at fault", arguments: DamagedFonts.all)
  func damagedFont(font: DamagedFonts.Case) throws {
    guard TestFonts.require(font.source) else { return }
    let path = try font.write(in: BuiltTool.temporaryFolder("damaged-fonts"))
    #expect(throws: MetricsError.notAFont(path: path, reason: font.reason)) { try Font(path: path) }
    #expect(
      MetricsError.notAFont(path: path, reason: font.reason).description
        == "'\(path)' is not a usable font: \(font.reason)")
  }

  @Test(
    "every FreeType failure to open a face is a reason in the user's terms, naming a table when it can",
    arguments: [
      (
        Int32(0x06), "CFF ",
        "its 'CFF ' table (the glyph outlines) is broken (FreeType: invalid argument, error 0x6)"
      ),
      (0x08, "CFF2", "its 'CFF2' table (the glyph outlines) is broken (FreeType: broken table, error 0x8)"),
      (
        0xA1, "CFF ",
        "its 'CFF ' table (the glyph outlines) is broken (FreeType: argument stack underflow, error 0xA1)"
      ),
      (0x8F, nil, "its 'hhea' table (the horizontal header) is missing"),
      (0x90, "glyf", "its 'loca' table (the glyph locations) is missing"),
      (0x92, nil, "its 'cmap' table (the character map) is missing"),
      (0x93, nil, "its 'hmtx' table (the advance widths) is missing"),
      (
        0x95, nil,
        "its 'hmtx' table (the advance widths) is broken (FreeType: invalid horizontal metrics, error 0x95)"
      ),
      (
        0xB9, nil,
        "its 'head' table (the font header) is broken (FreeType: font header corrupted or missing fields, error 0xB9)"
      ),
      (0x02, nil, "FreeType does not recognize the file format"),
      (0x55, "glyf", "FreeType does not recognize the file format"),
      (0x08, "glyf", "the font data is broken (FreeType: broken table, error 0x8)"),
      (0x8E, nil, "the font data is broken (FreeType: SFNT font table missing, error 0x8E)"),
      (0x1234, nil, "the font data is broken (FreeType: error 0x1234)"),
      (0x40, "CFF ", "FreeType ran out of memory loading it"),
    ] as [(Int32, String?, String)])
  func openErrors(code: Int32, outlineTable: String?, reason: String) {
    #expect(
      FreeTypeFace.openError(code, path: "x.otf", outlineTable: outlineTable)
        == .notAFont(path: "x.otf", reason: reason))
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
