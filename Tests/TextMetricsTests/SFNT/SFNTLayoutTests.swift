import CalibrateTestSupport
import Foundation
import Testing

@testable import TextMetrics

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

  @Test("the tables the engine reads: a missing or broken one is named, FreeType's own cases are left")
  func requiredTables() throws {
    for font in DamagedFonts.all where TestFonts.require(font.source) {
      let problem = Self.problem(try font.bytes())
      guard font.isDirectoryProblem else {
        #expect(problem == nil, "\(font.name)")
        continue
      }
      switch problem {
      case .tableMissing(let tag)?:
        #expect(tag == font.tag && font.reason.hasSuffix("is missing"), "\(font.name)")
      case .tableBroken(let tag, let reason)?:
        #expect(tag == font.tag && font.reason.hasSuffix("is broken: \(reason)"), "\(font.name)")
      default:
        Issue.record("\(font.name): \(String(describing: problem))")
      }
    }
  }

  @Test("a bitmap face without outlines and Type 1 in an sfnt are left to FreeType")
  func leftToFreeType() throws {
    var font = try Self.bytes("CalibrateTest.ttf")
    let layout = try #require(SFNTLayout(parsing: font)?.primaryFace)
    // Renames the record that holds a table of the font as written.
    func rename(_ tag: String, to new: String) throws {
      let record = try #require(layout.table(tag)).recordOffset
      font.replaceSubrange(record..<record + 4, with: Array(new.utf8))
    }
    // Without 'head' the face is refused...
    try rename("head", to: "xead")
    #expect(Self.problem(font) == .tableMissing(tag: "head"))
    // ...unless it has bitmaps and no outlines: FreeType reports it as bitmap-only.
    try rename("glyf", to: "EBLC")
    #expect(Self.problem(font) == nil)
    try rename("glyf", to: "glyf")
    // Type 1 in an sfnt has none of these tables.
    font.setField(0x7479_7031, at: 0, width: 4)  // 'typ1'
    #expect(Self.problem(font) == nil)
    // A CFF face needs its CFF table.
    font.setField(0x4F54_544F, at: 0, width: 4)  // 'OTTO'
    try rename("head", to: "head")
    #expect(Self.problem(font) == .tableMissing(tag: "CFF "))
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
