/// Generates the calibration test font as TrueType bytes.
///
/// The output depends only on the specification (timestamps are fixed), so the committed font
/// files can be regenerated and compared byte for byte.
package enum TestFont {
  /// The file name of the standalone font, which holds ``TestFontSpecification/regular``.
  package static let fileName = "CalibrateTest.ttf"

  /// The file name of the collection, which holds ``collectionSpecifications`` in order.
  package static let collectionFileName = "CalibrateTest.ttc"

  /// The file name of the legacy symbol font, which holds ``TestFontSpecification/symbol``.
  package static let symbolFileName = "CalibrateTestSymbol.ttf"

  /// The file name of the legacy Arabic symbol font, which holds
  /// ``TestFontSpecification/arabicSymbol``.
  package static let arabicSymbolFileName = "CalibrateTestArabicSymbol.ttf"

  /// The faces of the committed collection, in face-index order: regular, then wide.
  package static let collectionSpecifications: [TestFontSpecification] = [.regular, .wide]

  /// The tag that opens a TrueType collection header.
  static let collectionTag = "ttcf"

  /// One standalone TrueType font (`.ttf`) for `specification`.
  package static func trueType(_ specification: TestFontSpecification) -> [UInt8] {
    SFNTPacker(tables: finishedTables(specification)).bytes(startingAt: 0)
  }

  /// A TrueType collection (`ttcf` version 1.0) holding one face per specification, in order.
  ///
  /// Each face keeps its own copy of every table, laid out after its own table directory, with
  /// offsets relative to the start of the collection. Each face's `head.checksumAdjustment` is
  /// the one it has as a standalone `.ttf`, i.e. computed over that face's sfnt as if it were
  /// alone in a file; the table bytes of a face are therefore identical in both files.
  package static func collection(_ specifications: [TestFontSpecification]) -> [UInt8] {
    let faces = specifications.map { SFNTPacker(tables: finishedTables($0)) }
    var file = BigEndianWriter()
    file.tag(collectionTag)
    file.uint16(1)  // majorVersion
    file.uint16(0)  // minorVersion
    file.uint32(faces.count)  // numFonts
    var faceOffset = 12 + 4 * faces.count
    var faceOffsets: [Int] = []
    for face in faces {
      faceOffsets.append(faceOffset)
      file.uint32(faceOffset)  // tableDirectoryOffsets
      faceOffset += face.size
    }
    for (face, offset) in zip(faces, faceOffsets) {
      file.append(contentsOf: face.bytes(startingAt: offset))
    }
    return file.bytes
  }

  /// The face's tables with `head.checksumAdjustment` set for the face as a standalone file.
  ///
  /// The adjustment makes the sum of every 32-bit word of the file equal 0xB1B0AFBA; it is
  /// computed over the file laid out with the field at zero, as the specification prescribes.
  static func finishedTables(_ specification: TestFontSpecification) -> [FontTable] {
    finished(FontTableCompiler(specification).tables(), version: SFNTPacker.trueTypeVersion)
  }

  /// Tables with `head.checksumAdjustment` set for the face as a standalone file of an sfnt
  /// version, when there is a `head` long enough to hold it.
  static func finished(_ tables: [FontTable], version: UInt32) -> [FontTable] {
    let standalone = SFNTPacker(tables: tables, version: version).bytes(startingAt: 0)
    let adjustment = FontTable.checksumMagic &- FontTable.checksum(of: standalone)
    return tables.map { table in
      table.tag == "head" && table.data.count >= FontTable.checksumAdjustmentOffset + 4
        ? table.settingChecksumAdjustment(adjustment) : table
    }
  }
}
