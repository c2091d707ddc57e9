import TextMetrics

/// The tables of one face of an sfnt font file, read to write changed copies of it: a table
/// removed, replaced or added, such as the damaged and color fonts the tests build from the
/// reference fonts.
///
/// The tables are read with `SFNTLayout`, the package's one reader of the table directory, and
/// written as the test fonts are: sorted by tag, each padded to four bytes, with checksums and
/// `head.checksumAdjustment` filled in.
package struct SFNTFont: Sendable {
  /// The `sfntVersion`: 0x00010000 for TrueType outlines, `OTTO` (0x4F54544F) for CFF.
  package var version: UInt32
  /// The tables by tag.
  package var tables: [String: [UInt8]]

  /// Reads one face of a font or collection.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - faceIndex: The face within a collection.
  /// - Returns: `nil` when the bytes are not an sfnt font or collection, the face does not exist,
  ///   or one of its tables does not lie inside the file.
  package init?(reading bytes: [UInt8], faceIndex: Int = 0) {
    guard let layout = SFNTLayout(parsing: bytes), faceIndex < layout.faces.count else { return nil }
    let face = layout.faces[faceIndex]
    guard face.tables.count == face.tableCount, face.tables.allSatisfy({ $0.fits(in: bytes.count) })
    else { return nil }
    version = face.sfntVersion
    tables = [:]
    for record in face.tables where tables[record.tag] == nil {
      tables[record.tag] = Array(bytes[record.offset..<record.offset + record.length])
    }
  }

  /// The face written as a standalone font file.
  package func bytes() -> [UInt8] {
    let tables = self.tables.map { FontTable(tag: $0.key, data: $0.value) }
    return SFNTPacker(tables: TestFont.finished(tables, version: version), version: version)
      .bytes(startingAt: 0)
  }
}
