// MARK: - The strict reading

extension SFNTLayout {
  /// What does not fit of one face's table directory, or what is missing or broken of the tables
  /// the font engine reads, read strictly.
  package enum Problem: Error, Sendable, Equatable {
    /// The file is shorter than a tag (4 bytes).
    case tooShort(length: Int)
    /// The file ends inside a header or directory, named as messages name it ("the table
    /// directory (12 tables)").
    case endsInside(String)
    /// A table extends past the end of the file.
    case tableOutside(tag: String, offset: Int, length: Int)
    /// A table the engine needs is not in the directory.
    case tableMissing(tag: String)
    /// A table the engine needs is in the directory but cannot be read; the reason says what is
    /// wrong in a few words ("it is empty", "its units per em, 8, lie outside 16...16384").
    case tableBroken(tag: String, reason: String)
  }

  /// The first part of one face's directory that does not lie inside the file, or the first of
  /// the tables the font engine reads that is missing or broken, if the bytes are an sfnt font or
  /// collection; `nil` when all is well, when the bytes are some other format (Type 1, WOFF: left
  /// to FreeType), or when the collection has no face of that index (which FreeType reports with
  /// the face count).
  ///
  /// The tables checked are the ones FreeType and HarfBuzz must read alike for the engine's
  /// advances to mean the same in every mode: where only one of them would refuse a table (or
  /// quietly use a default, such as HarfBuzz's 1000 units per em without a readable `head`),
  /// the face is refused here, naming the table. A face with outlines needs `head`, `maxp`,
  /// `hhea`, `hmtx` long enough for the advances `hhea` counts, and `cmap`; CFF outlines (`OTTO`)
  /// need `CFF2` or `CFF `, and `glyf` outlines need `loca`. A face with bitmaps and no outlines
  /// is left to FreeType, which reports it as bitmap-only, and so is Type 1 in an sfnt (`typ1`).
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - faceIndex: The face that will be loaded.
  package static func problem(in bytes: UnsafeRawBufferPointer, faceIndex: Int) -> Problem? {
    switch strictFace(in: bytes, faceIndex: faceIndex) {
    case .failure(let problem): return problem
    case .success(let face?): return problem(in: bytes, face: face)
    case .success(nil): return nil
    }
  }

  /// One face's directory read strictly: `nil` when the bytes are not an sfnt font or collection
  /// or the collection has no such face, the first part that does not fit in the file otherwise.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - faceIndex: The face that will be loaded.
  /// - Returns: The face's directory, every record of which lies inside the file.
  static func strictFace(in bytes: UnsafeRawBufferPointer, faceIndex: Int) -> Result<Face?, Problem> {
    guard let tag = bytes.uint32(at: 0) else { return .failure(.tooShort(length: bytes.count)) }
    var faceOffset = 0
    switch tag {
    case 0x7474_6366:  // 'ttcf'
      guard let faceCount = bytes.uint32(at: 8) else { return .failure(.endsInside("the collection header")) }
      guard faceIndex < Int(faceCount) else { return .success(nil) }
      guard let offset = bytes.uint32(at: 12 + 4 * faceIndex) else {
        return .failure(.endsInside("the collection's face offsets"))
      }
      faceOffset = Int(offset)
    case 0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7479_7031:  // 1.0, 'OTTO', 'true', 'typ1'
      faceOffset = 0
    default:
      return .success(nil)
    }
    guard faceOffset <= bytes.count - 12, let version = bytes.uint32(at: faceOffset),
      let count = bytes.uint16(at: faceOffset + 4)
    else {
      return .failure(.endsInside("the table directory"))
    }
    let tableCount = Int(count)
    guard faceOffset + 12 + 16 * tableCount <= bytes.count else {
      return .failure(.endsInside("the table directory (\(tableCount) tables)"))
    }
    var tables: [TableRecord] = []
    for table in 0..<tableCount {
      let record = faceOffset + 12 + 16 * table
      // The directory fits, so every field of its records can be read.
      let name = tagName(bytes.uint32(at: record) ?? 0)
      let offset = Int(bytes.uint32(at: record + 8) ?? 0)
      let length = Int(bytes.uint32(at: record + 12) ?? 0)
      guard offset <= bytes.count, length <= bytes.count - offset else {
        return .failure(.tableOutside(tag: name, offset: offset, length: length))
      }
      tables.append(
        TableRecord(
          tag: name, checksum: bytes.uint32(at: record + 4) ?? 0, offset: offset, length: length,
          recordOffset: record))
    }
    return .success(Face(offset: faceOffset, sfntVersion: version, tableCount: tableCount, tables: tables))
  }

  /// The first table the engine reads that is missing or broken in a face read by
  /// ``strictFace(in:faceIndex:)`` (see ``problem(in:faceIndex:)``).
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - face: The face's directory, every record of which lies inside the file.
  package static func problem(in bytes: UnsafeRawBufferPointer, face: Face) -> Problem? {
    // The first record of a tag is the one FreeType and HarfBuzz read.
    func table(_ tag: String) -> TableRecord? { face.table(tag) }
    func field(_ table: TableRecord, _ offset: Int, width: Int) -> Int {
      Int(bytes.field(at: table.offset + offset, width: width) ?? 0)
    }
    func present(_ tag: String) -> Result<TableRecord, Problem> {
      guard let record = table(tag) else { return .failure(.tableMissing(tag: tag)) }
      guard record.length > 0 else { return .failure(.tableBroken(tag: tag, reason: "it is empty")) }
      return .success(record)
    }
    func shorter(_ record: TableRecord, than minimum: Int, _ what: String) -> Problem? {
      guard record.length < minimum else { return nil }
      return .tableBroken(
        tag: record.tag,
        reason: "it is \(record.length) bytes long, shorter than the \(minimum) bytes of \(what)")
    }
    // Type 1 wrapped in an sfnt ('typ1') has none of these tables; FreeType reads it as Type 1.
    guard [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(face.sfntVersion) else { return nil }
    // A face without outlines but with bitmaps is a bitmap font, which FreeType reports as such.
    let outlines = ["glyf", "CFF ", "CFF2"].contains { table($0) != nil }
    let bitmaps = ["bhed", "EBLC", "CBLC", "bloc", "sbix"].contains { table($0) != nil }
    if !outlines && bitmaps { return nil }
    do throws(Problem) {
      let head = try present("head").get()
      if let problem = shorter(head, than: 54, "a font header") { return problem }
      guard field(head, 0, width: 2) == 1, field(head, 12, width: 4) == 0x5F0F_3CF5 else {
        return .tableBroken(
          tag: "head", reason: "it does not start like a font header (version 1, magic number 0x5F0F3CF5)")
      }
      let unitsPerEm = field(head, 18, width: 2)
      guard (16...16384).contains(unitsPerEm) else {
        return .tableBroken(tag: "head", reason: "its units per em, \(unitsPerEm), lie outside 16...16384")
      }

      let maxp = try present("maxp").get()
      if let problem = shorter(maxp, than: 6, "a glyph count") { return problem }
      let maxpVersion = field(maxp, 0, width: 4)
      if maxpVersion >> 16 == 1 {
        if let problem = shorter(maxp, than: 32, "its version 1.0") { return problem }
      } else if maxpVersion != 0x0000_5000 {
        return .tableBroken(tag: "maxp", reason: "its version, 0x\(hex(maxpVersion)), is neither 0.5 nor 1.0")
      }
      guard field(maxp, 4, width: 2) > 0 else {
        return .tableBroken(tag: "maxp", reason: "it counts no glyphs")
      }

      let hhea = try present("hhea").get()
      if let problem = shorter(hhea, than: 36, "a horizontal header") { return problem }
      guard field(hhea, 0, width: 2) == 1 else {
        return .tableBroken(tag: "hhea", reason: "its version, \(field(hhea, 0, width: 2)), is not 1")
      }
      let advanceCount = field(hhea, 34, width: 2)
      guard advanceCount > 0 else { return .tableBroken(tag: "hhea", reason: "it counts no advance widths") }

      let hmtx = try present("hmtx").get()
      guard hmtx.length >= 4 * advanceCount else {
        return .tableBroken(
          tag: "hmtx",
          reason:
            "it is \(hmtx.length) bytes long, too short for the \(advanceCount) advance widths 'hhea' counts")
      }

      let cmap = try present("cmap").get()
      if let problem = shorter(cmap, than: 4, "a character map header") { return problem }

      if face.sfntVersion == 0x4F54_544F {  // 'OTTO': CFF outlines, from CFF2 first as FreeType reads them
        _ = try present(table("CFF2") != nil ? "CFF2" : "CFF ").get()
      } else if table("glyf") != nil {
        _ = try present("loca").get()
      }
    } catch {
      return error
    }
    return nil
  }

  private static func hex(_ value: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 8 - digits.count)) + digits
  }
}
