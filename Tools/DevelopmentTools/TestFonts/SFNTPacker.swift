/// Lays out a set of tables as one sfnt: offset table, table directory, then the padded tables.
///
/// The same layout serves a standalone `.ttf` (starting at byte 0) and a face inside a `.ttc`
/// (starting further in), because table offsets are always relative to the start of the file.
struct SFNTPacker {
  /// The tables of the face, sorted by tag as the table directory requires.
  let tables: [FontTable]

  /// The `sfntVersion` of the face.
  let version: UInt32

  /// The `sfntVersion` for TrueType outlines.
  static let trueTypeVersion: UInt32 = 0x0001_0000

  /// Creates a packer, sorting `tables` by their tag bytes.
  init(tables: [FontTable], version: UInt32 = trueTypeVersion) {
    self.tables = tables.sorted { $0.tagBytes.lexicographicallyPrecedes($1.tagBytes) }
    self.version = version
  }

  /// The size in bytes of the offset table plus the table directory.
  var directorySize: Int { 12 + 16 * tables.count }

  /// The size in bytes of the whole face: directory plus every table padded to four bytes.
  var size: Int {
    directorySize + tables.reduce(0) { $0 + paddedLength($1.data.count) }
  }

  /// The face's bytes when its offset table sits at `faceOffset` in the file.
  func bytes(startingAt faceOffset: Int) -> [UInt8] {
    let search = BinarySearchParameters(count: tables.count, recordSize: 16)
    var file = BigEndianWriter()
    file.uint32(version)
    file.uint16(tables.count)
    file.uint16(search.searchRange)
    file.uint16(search.entrySelector)
    file.uint16(search.rangeShift)

    var tableOffset = faceOffset + directorySize
    for table in tables {
      file.tag(table.tag)
      file.uint32(table.checksum)
      file.uint32(tableOffset)
      file.uint32(table.data.count)
      tableOffset += paddedLength(table.data.count)
    }
    for table in tables {
      file.append(contentsOf: table.data)
      file.padToFourBytes()
    }
    return file.bytes
  }

  /// Rounds `length` up to the next multiple of four.
  private func paddedLength(_ length: Int) -> Int {
    (length + 3) / 4 * 4
  }
}
