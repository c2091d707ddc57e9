import DevelopmentSupport
import TextMetrics

// MARK: - Aimed fields inside tables

extension Mutator {
  /// The glyph count stored in `maxp`, or a typical count when the table is missing.
  private var glyphCount: Int {
    table("maxp").flatMap { original.uint16(at: $0.offset + 4) }.map(Int.init) ?? 256
  }

  /// Sets `head.unitsPerEm` to 0, values FreeType refuses, or huge values.
  func corruptUnitsPerEm(using generator: inout SplitMix64) -> Mutation? {
    guard let head = table("head"), head.length >= 20 else { return nil }
    let candidates = [0, 1, 15, 16, 16384, 16385, 0x7FFF, 0xFFFF, generator.below(65536)]
    return setField(
      "head.unitsPerEm", at: head.offset + 18, width: 2, candidates: candidates, kind: .headUnitsPerEm,
      target: "'head'", using: &generator)
  }

  /// Sets `head.indexToLocFormat` to the other format or to an invalid value.
  func corruptLocaFormat(using generator: inout SplitMix64) -> Mutation? {
    guard let head = table("head"), head.length >= 54 else { return nil }
    let current = Int(original.uint16(at: head.offset + 50) ?? 0)
    let candidates = [1 - current, 2, 0x8000, 0xFFFF]
    return setField(
      "head.indexToLocFormat", at: head.offset + 50, width: 2, candidates: candidates,
      kind: .headLocaFormat, target: "'head'", using: &generator)
  }

  /// Sets `hhea.numberOfHMetrics` to 0, one, more than the glyphs, or huge.
  func corruptMetricCount(using generator: inout SplitMix64) -> Mutation? {
    guard let hhea = table("hhea"), hhea.length >= 36 else { return nil }
    let current = Int(original.uint16(at: hhea.offset + 34) ?? 0)
    let glyphs = glyphCount
    let candidates = [0, 1, current - 1, glyphs + 1, glyphs * 2, 0xFFFF, generator.below(65536)]
    return setField(
      "hhea.numberOfHMetrics", at: hhea.offset + 34, width: 2, candidates: candidates,
      kind: .hheaMetricCount, target: "'hhea'", using: &generator)
  }

  /// Sets `maxp.numGlyphs` to 0, fewer or more than the real glyphs, or huge.
  func corruptGlyphCount(using generator: inout SplitMix64) -> Mutation? {
    guard let maxp = table("maxp"), maxp.length >= 6 else { return nil }
    let glyphs = glyphCount
    let candidates = [
      0, 1, 2, glyphs - 1, glyphs / 2, glyphs + 1, glyphs * 2, 0xFFFF, generator.below(65536),
    ]
    return setField(
      "maxp.numGlyphs", at: maxp.offset + 4, width: 2, candidates: candidates, kind: .maxpGlyphCount,
      target: "'maxp'", using: &generator)
  }

  /// Corrupts the `cmap` header, an encoding record's offset, or a subtable's format, length or
  /// segment count.
  func corruptCharacterMap(using generator: inout SplitMix64) -> Mutation? {
    guard let cmap = table("cmap"), cmap.length >= 12 else { return nil }
    let start = cmap.offset
    let storedCount = Int(original.uint16(at: start + 2) ?? 0)
    let recordCount = min(storedCount, (cmap.length - 4) / 8)
    let choice = generator.below(10)
    if choice == 0 || recordCount == 0 {
      let candidates = [0, storedCount + 1, storedCount * 100, 0xFFFF]
      return setField(
        "cmap.numTables", at: start + 2, width: 2, candidates: candidates, kind: .cmapSubtable,
        target: "'cmap'", using: &generator)
    }
    let record = generator.below(recordCount)
    let recordStart = start + 4 + 8 * record
    let subtableOffset = Int(original.uint32(at: recordStart + 4) ?? 0)
    if choice < 5 {
      let otherRecord = start + 4 + 8 * generator.below(recordCount)
      let other = Int(original.uint32(at: otherRecord + 4) ?? 0)
      let candidates = [
        0, 1, 2, cmap.length, cmap.length - 2, cmap.length + 1000, 0x7FFF_FFFF, 0xFFFF_FFFF, other + 1,
        other, generator.below(cmap.length),
      ]
      return setField(
        "cmap record \(record) offset", at: recordStart + 4, width: 4, candidates: candidates,
        kind: .cmapSubtable, target: "'cmap'", using: &generator)
    }
    let subtable = start + subtableOffset
    guard let format = original.uint16(at: subtable) else { return nil }
    if choice < 7 {
      let candidates = [0, 2, 4, 6, 8, 10, 12, 13, 14, 99, 0xFFFF]
      return setField(
        "cmap subtable \(record) format", at: subtable, width: 2, candidates: candidates,
        kind: .cmapSubtable, target: "'cmap'", using: &generator)
    }
    if choice < 9 || !(format == 4 || format == 12) {
      // Formats 8 to 13 store a 32-bit length after a reserved field; 14 right after the format.
      let (position, width): (Int, Int)
      switch format {
      case 8, 10, 12, 13: (position, width) = (subtable + 4, 4)
      case 14: (position, width) = (subtable + 2, 4)
      default: (position, width) = (subtable + 2, 2)
      }
      let length = Int(original.field(at: position, width: width) ?? 0)
      let candidates = [0, 1, length / 2, length - 1, length * 2, 0xFFFF, 0xFFFF_FFFF]
      return setField(
        "cmap subtable \(record) length", at: position, width: width, candidates: candidates,
        kind: .cmapSubtable, target: "'cmap'", using: &generator)
    }
    if format == 4 {
      let segments = Int(original.uint16(at: subtable + 6) ?? 0)
      let candidates = [0, 1, segments - 2, segments + 2, segments * 2, 0xFFFE, 0xFFFF]
      return setField(
        "cmap format 4 segCountX2", at: subtable + 6, width: 2, candidates: candidates,
        kind: .cmapSubtable, target: "'cmap'", using: &generator)
    }
    let groups = Int(original.uint32(at: subtable + 12) ?? 0)
    let candidates = [0, groups + 1, groups * 2, 0x1000_0000, 0xFFFF_FFFF]
    return setField(
      "cmap format 12 numGroups", at: subtable + 12, width: 4, candidates: candidates,
      kind: .cmapSubtable, target: "'cmap'", using: &generator)
  }

  /// Shortens `hmtx` below the 4 x `numberOfHMetrics` bytes the header promises.
  func corruptMetricsLength(using generator: inout SplitMix64) -> Mutation? {
    guard let hmtx = table("hmtx"), hmtx.length >= 4 else { return nil }
    let metrics = table("hhea").flatMap { original.uint16(at: $0.offset + 34) }.map(Int.init) ?? 1
    let needed = 4 * metrics
    let candidates = [
      0, 2, 3, needed - 1, needed - 4, needed / 2, hmtx.length / 2, hmtx.length - 1,
      generator.below(hmtx.length),
    ].filter { $0 >= 0 && $0 < hmtx.length }
    return setField(
      "length", at: hmtx.recordOffset + 12, width: 4, candidates: candidates, kind: .hmtxLength,
      target: "'hmtx'", using: &generator)
  }

  /// Corrupts the CFF header, or the count or offset size of the Name or Top DICT INDEX.
  func corruptCFFHeader(using generator: inout SplitMix64) -> Mutation? {
    guard let cff = table("CFF "), cff.length >= 8 else { return nil }
    let start = cff.offset
    let end = cff.offset + cff.length
    let headerSize = Int(original[start + 2])
    let nameIndex = start + headerSize
    let topDictIndex = Self.cffIndexEnd(at: nameIndex, in: original, end: end)
    var choices = ["major", "hdrSize", "offSize"]
    if nameIndex + 3 <= end { choices += ["Name INDEX count", "Name INDEX offSize"] }
    if let topDictIndex, topDictIndex + 3 <= end {
      choices += ["Top DICT INDEX count", "Top DICT INDEX offSize"]
    }
    let field = generator.element(of: choices)
    let sizeCandidates = [0, 5, 255]
    let position: Int
    let width: Int
    let candidates: [Int]
    switch field {
    case "major":
      (position, width, candidates) = (start, 1, [0, 2, 3, 255])
    case "hdrSize":
      (position, width, candidates) = (start + 2, 1, [0, 1, 3, 5, 255])
    case "offSize":
      (position, width, candidates) = (start + 3, 1, sizeCandidates)
    case "Name INDEX count":
      (position, width, candidates) = (nameIndex, 2, [0, 2, 0x7FFF, 0xFFFF])
    case "Name INDEX offSize":
      (position, width, candidates) = (nameIndex + 2, 1, sizeCandidates)
    case "Top DICT INDEX count":
      (position, width, candidates) = ((topDictIndex ?? start), 2, [0, 2, 0x7FFF, 0xFFFF])
    default:
      (position, width, candidates) = ((topDictIndex ?? start) + 2, 1, sizeCandidates)
    }
    return setField(
      "CFF \(field)", at: position, width: width, candidates: candidates, kind: .cffHeader,
      target: "'CFF '", using: &generator)
  }

  /// Flips bits or overwrites a short run inside one table that measuring reads.
  func corruptTableBytes(using generator: inout SplitMix64) -> Mutation? {
    let candidates = tablesInFile.filter { MutationKind.measuredTables.contains($0.tag) && $0.length > 0 }
    guard !candidates.isEmpty else { return nil }
    let record = generator.element(of: candidates)
    let range = record.offset..<(record.offset + record.length)
    let target = "'\(record.tag)'"
    switch generator.below(4) {
    case 0, 1: return flipBits(in: range, kind: .tableBytes, target: target, using: &generator)
    case 2:
      return overwriteRun(in: range, fill: .random, kind: .tableBytes, target: target, using: &generator)
    default:
      let fill = generator.element(of: [MutationChange.Fill.zero, .ones])
      return overwriteRun(in: range, fill: fill, kind: .tableBytes, target: target, using: &generator)
    }
  }

  /// Where the CFF INDEX at `start` ends (where the next structure starts), if it lies inside
  /// `end`.
  static func cffIndexEnd(at start: Int, in bytes: [UInt8], end: Int) -> Int? {
    guard let count = bytes.uint16(at: start), start + 2 <= end else { return nil }
    if count == 0 { return start + 2 }
    guard start + 3 <= end else { return nil }
    let offsetSize = Int(bytes[start + 2])
    guard (1...4).contains(offsetSize) else { return nil }
    let lastOffset = start + 3 + Int(count) * offsetSize
    guard let last = bytes.field(at: lastOffset, width: offsetSize), last >= 1 else { return nil }
    let next = lastOffset + offsetSize + Int(last) - 1
    return next <= end ? next : nil
  }
}
