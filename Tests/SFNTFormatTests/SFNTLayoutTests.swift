import CalibrateTestSupport
import Foundation
import SFNTFormat
import Testing

/// The one reader of the table directory, both ways, on the project's test font and collection.
@Suite("SFNTLayout")
struct SFNTLayoutTests {
  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: PackageRoot.url.appendingPathComponent("fonts/\(name)")))
  }

  static func problem(_ bytes: [UInt8], face: Int = 0) -> SFNTLayout.Problem? {
    bytes.withUnsafeBytes { SFNTLayout.problem(in: $0, faceIndex: face) }
  }

  @Test("a whole font and collection have no problem, and the lenient reading finds every table")
  func wholeFiles() throws {
    let font = try Self.bytes("CalibrateTest.ttf")
    #expect(Self.problem(font) == nil)
    let layout = try #require(SFNTLayout(parsing: font))
    #expect(layout.collectionFaceCount == nil)
    let face = try #require(layout.primaryFace)
    #expect(face.tables.count == face.tableCount)
    #expect(face.tables.allSatisfy { $0.fits(in: font.count) })
    #expect(face.table("cmap") != nil && face.table("hmtx") != nil)
    let collection = try Self.bytes("CalibrateTest.ttc")
    let faces = try #require(SFNTLayout(parsing: collection)?.collectionFaceCount)
    for index in 0..<faces { #expect(Self.problem(collection, face: index) == nil) }
    // A face the collection does not have is FreeType's to report.
    #expect(Self.problem(collection, face: faces) == nil)
  }

  @Test("every cut of the file names the first part that does not fit")
  func cuts() throws {
    let font = try Self.bytes("CalibrateTest.ttf")
    let layout = try #require(SFNTLayout(parsing: font)?.primaryFace)
    #expect(Self.problem(Array(font.prefix(3))) == .tooShort(length: 3))
    #expect(Self.problem(Array(font.prefix(10))) == .endsInside("the table directory"))
    #expect(
      Self.problem(Array(font.prefix(40))) == .endsInside("the table directory (\(layout.tableCount) tables)")
    )
    let last = try #require(layout.tables.max { $0.offset + $0.length < $1.offset + $1.length })
    let cut = Array(font.prefix(last.offset + last.length - 1))
    #expect(Self.problem(cut) == .tableOutside(tag: last.tag, offset: last.offset, length: last.length))
    let collection = try Self.bytes("CalibrateTest.ttc")
    #expect(Self.problem(Array(collection.prefix(8))) == .endsInside("the collection header"))
    #expect(Self.problem(Array(collection.prefix(13))) == .endsInside("the collection's face offsets"))
    // Not an sfnt at all: left to FreeType.
    #expect(Self.problem(Array("not a font".utf8)) == nil)
  }

  @Test("big-endian fields read what they should and refuse what does not fit")
  func fields() {
    var bytes: [UInt8] = [0x00, 0x01, 0x02, 0x03, 0x04]
    #expect(bytes.uint16(at: 1) == 0x0102 && bytes.uint32(at: 1) == 0x0102_0304)
    #expect(bytes.uint32(at: 2) == nil && bytes.uint16(at: -1) == nil)
    let stored = bytes.setField(0xABCD, at: 3, width: 2)
    #expect(stored && bytes == [0, 1, 2, 0xAB, 0xCD])
    let overflow = bytes.setField(1, at: 4, width: 2)
    #expect(!overflow && bytes == [0, 1, 2, 0xAB, 0xCD])
    #expect(SFNTLayout.tagName(0x636D_6170) == "cmap" && SFNTLayout.tagName(0x0001_0000) == "????")
  }
}
