import CFontEngine
import CalibrateTestSupport
import DevelopmentTools
import Testing

@testable import TextMetrics

/// Each owner of a FreeType or HarfBuzz handle keeps alive what the handle borrows, and lets it
/// go with the handle; a face that drops and remakes hinted sizes measures exactly as before.
///
/// Run under AddressSanitizer, a parent freed too early shows as a use after free, and a handle
/// freed twice or never as a double free or a leak.
@Suite("Handle ownership")
struct HandleOwnershipTests {
  static let specification = TestFontSpecification.regular
  static let text: [UInt32] = [0x20, 0x200A, 0x2002, 0x20]

  @Test("a FreeType face keeps its library and file alive, and lets them go with it")
  func freeTypeFace() throws {
    weak var library: FreeTypeLibrary?
    weak var file: FontFile?
    var face: FreeTypeFace?
    do {
      let loadedFile = try FontFile(path: TestFonts.testFont)
      let loadedLibrary = try FreeTypeLibrary(path: loadedFile.path)
      face = try FreeTypeFace(library: loadedLibrary, file: loadedFile, index: 0)
      library = loadedLibrary
      file = loadedFile
    }
    #expect(library != nil)
    #expect(file != nil)
    #expect(face?.familyName == Self.specification.familyName)
    #expect(face?.unitsPerEm == Self.specification.unitsPerEm)
    #expect(try face?.variationAxes() == [])
    face = nil
    #expect(library == nil)
    #expect(file == nil)
  }

  @Test("the face count comes from a probe that is dropped at once")
  func faceCount() throws {
    let file = try FontFile(path: TestFonts.testCollection)
    let library = try FreeTypeLibrary(path: file.path)
    #expect(try FreeTypeFace.faceCount(library: library, file: file) == 2)
    #expect(
      try FreeTypeFace.faceCount(library: library, file: try FontFile(path: TestFonts.testFont)) == 1)
  }

  @Test("a HarfBuzz font keeps its face, and the face its file, alive")
  func harfBuzzFont() throws {
    weak var face: HarfBuzzFace?
    weak var file: FontFile?
    var font: HarfBuzzFont?
    do {
      let loadedFile = try FontFile(path: TestFonts.testFont)
      let loadedFace = try HarfBuzzFace(file: loadedFile, index: 0)
      font = try HarfBuzzFont(
        face: loadedFace, unitsPerEm: Self.specification.unitsPerEm, variations: [], trackingSize: nil)
      face = loadedFace
      file = loadedFile
    }
    #expect(face != nil)
    #expect(file != nil)
    #expect(font?.nominalGlyph(0x20) == Self.specification.glyphID(for: " "))
    #expect(font?.nominalGlyph(Self.specification.omittedScalar.value) == nil)
    let buffer = try HarfBuzzBuffer(path: TestFonts.testFont)
    Self.text.withUnsafeBufferPointer { buffer.setText($0) }
    try font?.shape(buffer)
    #expect(buffer.allocationSuccessful)
    #expect(hb_buffer_get_length(buffer.handle) == UInt32(Self.text.count))
    font = nil
    #expect(face == nil)
    #expect(file == nil)
  }

  @Test("a hinted size keeps its FreeType face alive and shapes as the font does")
  func hintedSize() throws {
    let configuration = RenderConfiguration(size: 14, scale: 2, hinting: .full)
    weak var face: FreeTypeFace?
    var size: FreeTypeSize?
    do {
      let file = try FontFile(path: TestFonts.testFont)
      let loadedFace = try FreeTypeFace(
        library: try FreeTypeLibrary(path: file.path), file: file, index: 0)
      size = try FreeTypeSize(
        face: loadedFace, pixelsPerEm26Dot6: configuration.pixelsPerEm26Dot6, hinting: .full,
        trackingSize: nil)
      face = loadedFace
    }
    #expect(face != nil)
    let buffer = try HarfBuzzBuffer(path: TestFonts.testFont)
    Self.text.withUnsafeBufferPointer { buffer.setText($0) }
    try size?.shape(buffer)
    var count: UInt32 = 0
    let positions = hb_buffer_get_glyph_positions(buffer.handle, &count)
    let advances = (0..<Int(count)).map { Int(positions![$0].x_advance) }
    let scalars = Self.text.map { Unicode.Scalar($0)! }
    let expected = try Font(path: TestFonts.testFont).measure(scalars: scalars, configuration)
    #expect(advances == expected.glyphs.map(\.xAdvance))
    size = nil
    #expect(face == nil)
  }

  @Test("hinted sizes evicted from the cache are remade with the same advances")
  func eviction() throws {
    // Distinct pixel sizes, more than the cache holds, so both passes evict and remake sizes.
    let configurations = (0..<(FontFace.hintedCacheLimit + 40)).map {
      RenderConfiguration(size: 8 + Double($0) / 8, hinting: .full)
    }
    let font = try Font(path: TestFonts.testFont)
    let first = try configurations.map { try font.measure("\u{2002}\u{200A}\u{2003}", $0).width }
    let second = try configurations.map { try font.measure("\u{2002}\u{200A}\u{2003}", $0).width }
    #expect(first == second)
    let fresh = try Font(path: TestFonts.testFont)
    #expect(try fresh.measure("\u{2002}\u{200A}\u{2003}", configurations[0]).width == first[0])
  }
}
