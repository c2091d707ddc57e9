/// Writes `cmap` subtables from a mapping of character codes to glyphs: format 4 for the codes of
/// the Basic Multilingual Plane, format 12 for every code.
enum CharacterMapTable {
  /// A whole `cmap` table for a Unicode mapping: format 4 behind the Unicode BMP (0, 3) and
  /// Windows Unicode BMP (3, 1) records, and, when a code lies beyond U+FFFF, format 12 behind the
  /// Unicode full (0, 4) and Windows Unicode full (3, 10) records.
  ///
  /// - Parameter mapping: Each code and its glyph.
  /// - Returns: The table's bytes.
  static func unicode(_ mapping: [UInt32: Int]) -> [UInt8] {
    let codes = mapping.map { (code: $0.key, glyph: $0.value) }.sorted { $0.code < $1.code }
    let basic = format4(codes.filter { $0.code < 0xFFFF })
    let full = codes.contains { $0.code > 0xFFFF } ? format12(codes) : nil
    guard let full else { return table([(0, 3, 0), (3, 1, 0)], subtables: [basic]) }
    return table([(0, 3, 0), (0, 4, 1), (3, 1, 0), (3, 10, 1)], subtables: [basic, full])
  }

  /// A whole `cmap` table: its encoding records, each naming one of the subtables, which follow
  /// in order.
  ///
  /// - Parameters:
  ///   - records: Each record's platform and encoding IDs and the index of its subtable.
  ///   - subtables: The subtables' bytes.
  /// - Returns: The table's bytes.
  static func table(
    _ records: [(platform: Int, encoding: Int, subtable: Int)], subtables: [[UInt8]]
  ) -> [UInt8] {
    var offsets = [4 + 8 * records.count]
    for subtable in subtables.dropLast() { offsets.append((offsets.last ?? 0) + subtable.count) }
    var table = BigEndianWriter()
    table.uint16(0)  // version
    table.uint16(records.count)
    for record in records {
      table.uint16(record.platform)
      table.uint16(record.encoding)
      table.uint32(offsets[record.subtable])
    }
    for subtable in subtables { table.append(contentsOf: subtable) }
    return table.bytes
  }

  /// The format 4 subtable: one segment per run of consecutive codes with consecutive glyphs,
  /// each mapping through `idDelta` alone (`idRangeOffset` 0), and the required 0xFFFF segment
  /// that maps to `.notdef`.
  ///
  /// - Parameter codes: Codes below U+FFFF with their glyphs, in ascending code order.
  static func format4(_ codes: [(code: UInt32, glyph: Int)]) -> [UInt8] {
    var segments: [(start: Int, end: Int, firstGlyph: Int)] = []
    for (code32, glyph) in codes {
      let code = Int(code32)
      // Callers pass BMP characters only (never user input); a wider one is a mistake in the
      // generator, caught before it writes a wrong table.
      precondition(code < 0xFFFF, "cmap format 4 covers the BMP below U+FFFF only")
      if let last = segments.last, last.end + 1 == code,
        last.firstGlyph + (code - last.start) == glyph
      {
        segments[segments.count - 1].end = code
      } else {
        segments.append((start: code, end: code, firstGlyph: glyph))
      }
    }
    segments.append((start: 0xFFFF, end: 0xFFFF, firstGlyph: 0))

    let search = BinarySearchParameters(count: segments.count, recordSize: 2)
    var subtable = BigEndianWriter()
    subtable.uint16(4)  // format
    subtable.uint16(16 + 8 * segments.count)  // length: header, four arrays, reservedPad
    subtable.uint16(0)  // language
    subtable.uint16(2 * segments.count)  // segCountX2
    subtable.uint16(search.searchRange)
    subtable.uint16(search.entrySelector)
    subtable.uint16(search.rangeShift)
    for segment in segments {
      subtable.uint16(segment.end)  // endCode
    }
    subtable.uint16(0)  // reservedPad
    for segment in segments {
      subtable.uint16(segment.start)  // startCode
    }
    for segment in segments {
      subtable.uint16((segment.firstGlyph - segment.start) & 0xFFFF)  // idDelta, modulo 65536
    }
    for _ in segments {
      subtable.uint16(0)  // idRangeOffset
    }
    return subtable.bytes
  }

  /// The format 12 subtable: one group per run of consecutive codes with consecutive glyphs.
  ///
  /// - Parameter codes: Codes with their glyphs, in ascending code order.
  static func format12(_ codes: [(code: UInt32, glyph: Int)]) -> [UInt8] {
    var groups: [(start: UInt32, end: UInt32, firstGlyph: Int)] = []
    for (code, glyph) in codes {
      if let last = groups.last, last.end + 1 == code, last.firstGlyph + Int(code - last.start) == glyph {
        groups[groups.count - 1].end = code
      } else {
        groups.append((start: code, end: code, firstGlyph: glyph))
      }
    }
    var subtable = BigEndianWriter()
    subtable.uint16(12)  // format
    subtable.uint16(0)  // reserved
    subtable.uint32(16 + 12 * groups.count)  // length
    subtable.uint32(0)  // language
    subtable.uint32(groups.count)  // numGroups
    for group in groups {
      subtable.uint32(group.start)  // startCharCode
      subtable.uint32(group.end)  // endCharCode
      subtable.uint32(group.firstGlyph)  // startGlyphID
    }
    return subtable.bytes
  }
}
