/// The table directory of an OpenType file or collection: the package's one reader of it.
///
/// Read two ways. Leniently (``init(parsing:)``), for the fuzzer to aim its mutations: the
/// collection header, each face's directory and its table records, leaving out records that do
/// not fit in the file rather than refusing them, so a layout can also be read from
/// already-corrupted bytes. Strictly (``problem(in:faceIndex:)``), for the font engine before
/// FreeType sees the bytes: the first header, directory or table of one face that does not lie
/// inside the file.
package struct SFNTLayout: Sendable, Equatable {
  /// One entry of a face's table directory.
  package struct TableRecord: Sendable, Equatable {
    /// The four-character tag, such as `cmap` or `CFF `.
    package var tag: String
    /// The stored checksum.
    package var checksum: UInt32
    /// Where the table starts, from the start of the file.
    package var offset: Int
    /// The stored length in bytes.
    package var length: Int
    /// Where this 16-byte record sits in the file.
    package var recordOffset: Int

    /// Whether the whole table lies inside a file of `fileLength` bytes.
    package func fits(in fileLength: Int) -> Bool {
      offset <= fileLength && length <= fileLength - offset
    }
  }

  /// One face's table directory.
  package struct Face: Sendable, Equatable {
    /// Where the directory starts (0 for a single font).
    package var offset: Int
    /// The sfnt version: 0x00010000 for TrueType outlines, `OTTO` for CFF.
    package var sfntVersion: UInt32
    /// The stored `numTables`.
    package var tableCount: Int
    /// The records that fit in the file, in directory order.
    package var tables: [TableRecord]

    /// The first record with a tag.
    package func table(_ tag: String) -> TableRecord? {
      tables.first { $0.tag == tag }
    }
  }

  /// The size of the file the layout was read from.
  var fileLength: Int
  /// For a collection (`ttcf`), the stored `numFonts`; `nil` for a single font.
  package var collectionFaceCount: Int?
  /// For a collection, the stored version (0x00010000 or 0x00020000); `nil` for a single font.
  var collectionVersion: UInt32?
  /// The faces whose directory lies inside the file.
  package var faces: [Face]

  /// The directory of the first face, the one `calibrate` opens by default.
  package var primaryFace: Face? { faces.first }

  /// Reads the layout of a font file.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: `nil` when the bytes do not start like an sfnt font or collection.
  package init?(parsing bytes: [UInt8]) {
    guard let tag = bytes.uint32(at: 0) else { return nil }
    fileLength = bytes.count
    var faceOffsets: [Int] = []
    switch tag {
    case 0x7474_6366:  // 'ttcf'
      guard let version = bytes.uint32(at: 4), let count = bytes.uint32(at: 8) else { return nil }
      collectionVersion = version
      collectionFaceCount = Int(count)
      // A corrupted count can claim billions of faces; only offsets inside the file are read.
      for index in 0..<min(Int(count), max(0, (bytes.count - 12) / 4)) {
        if let offset = bytes.uint32(at: 12 + 4 * index) { faceOffsets.append(Int(offset)) }
      }
    case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // 1.0, 'OTTO', 'true'
      collectionFaceCount = nil
      collectionVersion = nil
      faceOffsets = [0]
    default:
      return nil
    }
    faces = faceOffsets.compactMap { Self.face(at: $0, in: bytes) }
  }

  private static func face(at offset: Int, in bytes: [UInt8]) -> Face? {
    guard let version = bytes.uint32(at: offset), let count = bytes.uint16(at: offset + 4) else {
      return nil
    }
    var tables: [TableRecord] = []
    for index in 0..<Int(count) {
      let record = offset + 12 + 16 * index
      guard let tag = bytes.uint32(at: record), let checksum = bytes.uint32(at: record + 4),
        let start = bytes.uint32(at: record + 8), let length = bytes.uint32(at: record + 12)
      else { break }
      tables.append(
        TableRecord(
          tag: tagName(tag), checksum: checksum, offset: Int(start), length: Int(length), recordOffset: record
        ))
    }
    return Face(offset: offset, sfntVersion: version, tableCount: Int(count), tables: tables)
  }

  /// A tag as text, with bytes outside printable ASCII shown as `?`.
  static func tagName(_ tag: UInt32) -> String {
    let characters = [24, 16, 8, 0].map { shift -> Character in
      let byte = UInt8(truncatingIfNeeded: tag >> UInt32(shift))
      return (0x20..<0x7F).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
    }
    return String(characters)
  }
}
