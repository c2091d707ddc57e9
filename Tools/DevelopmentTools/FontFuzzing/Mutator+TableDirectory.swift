import DevelopmentSupport
import TextMetrics

// MARK: - Table directory and collection header

extension Mutator {
  /// Cuts the file at the start, the middle or the last byte of a table.
  func truncateAtTable(using generator: inout SplitMix64) -> Mutation? {
    let tables = tablesInFile
    guard !tables.isEmpty, !original.isEmpty else { return nil }
    let record = generator.element(of: tables)
    let cuts = [record.offset, record.offset + record.length / 2, record.offset + record.length - 1]
    let cut = min(max(0, generator.element(of: cuts)), original.count - 1)
    return truncated(to: cut, kind: .truncateAtTable, target: "'\(record.tag)'")
  }

  /// Points a table record past the end, at zero, at a huge or misaligned offset, or at another
  /// table.
  func corruptTableOffset(using generator: inout SplitMix64) -> Mutation? {
    let tables = tablesInFile
    guard !tables.isEmpty else { return nil }
    let record = generator.element(of: tables)
    let other = generator.element(of: tables)
    let size = original.count
    let candidates = [
      size, size + 1 + generator.below(4096), 0xFFFF_FFFF, 0x8000_0000, 0, 12, record.offset + 1,
      max(0, record.offset - 1), other.offset, generator.below(size), record.offset + record.length,
      size - record.length + 1,
    ]
    return setField(
      "offset", at: record.recordOffset + 8, width: 4, candidates: candidates, kind: .tableOffset,
      target: "'\(record.tag)'", using: &generator)
  }

  /// Gives a table record a length of zero, a huge one, one past the end, or a little off.
  func corruptTableLength(using generator: inout SplitMix64) -> Mutation? {
    let tables = tablesInFile
    guard !tables.isEmpty else { return nil }
    let record = generator.element(of: tables)
    let pastEnd = original.count - record.offset + 1
    let candidates = [
      0, 0xFFFF_FFFF, 0x7FFF_FFFF, pastEnd, pastEnd + generator.below(65536), original.count,
      record.length + 1, max(0, record.length - 1), record.length / 2, generator.below(record.length + 1),
      record.length * 2 + 1,
    ]
    return setField(
      "length", at: record.recordOffset + 12, width: 4, candidates: candidates, kind: .tableLength,
      target: "'\(record.tag)'", using: &generator)
  }

  /// Changes `numTables`: zero, one, one fewer or more, doubled, or huge.
  func corruptTableCount(using generator: inout SplitMix64) -> Mutation? {
    guard let face = layout?.primaryFace else { return nil }
    let count = face.tableCount
    let candidates = [0, 1, count - 1, count + 1, count * 2, 0xFFFF, generator.below(65536)]
    return setField(
      "numTables", at: face.offset + 4, width: 2, candidates: candidates, kind: .tableCount, target: "",
      using: &generator)
  }

  /// Swaps two records, or only their tags or their offsets.
  func swapRecords(using generator: inout SplitMix64) -> Mutation? {
    guard let (first, second) = twoRecords(using: &generator) else { return nil }
    let part = generator.element(of: [MutationChange.RecordPart.whole, .tag, .offset])
    let records = layout?.primaryFace?.tables ?? []
    var bytes = original
    for index in Self.recordBytes(part) {
      bytes.swapAt(records[first].recordOffset + index, records[second].recordOffset + index)
    }
    return Mutation(
      kind: .tableSwap, change: .recordsSwapped(first: first, second: second, part: part),
      target: "'\(records[first].tag)' and '\(records[second].tag)'", bytes: bytes)
  }

  /// Copies one record, or only its tag, over another, so two entries share a tag or a table.
  func duplicateRecord(using generator: inout SplitMix64) -> Mutation? {
    guard let (source, destination) = twoRecords(using: &generator) else { return nil }
    let part = generator.element(of: [MutationChange.RecordPart.whole, .tag])
    let records = layout?.primaryFace?.tables ?? []
    var bytes = original
    for index in Self.recordBytes(part) {
      bytes[records[destination].recordOffset + index] = bytes[records[source].recordOffset + index]
    }
    return Mutation(
      kind: .tableDuplicate, change: .recordCopied(source: source, destination: destination, part: part),
      target: "'\(records[source].tag)' over '\(records[destination].tag)'", bytes: bytes)
  }

  /// Changes one table checksum or `head.checkSumAdjustment`.
  func corruptChecksum(using generator: inout SplitMix64) -> Mutation? {
    let tables = tablesInFile
    guard !tables.isEmpty else { return nil }
    let candidates = [0, 0xFFFF_FFFF, Int(generator.uint32()), Int(generator.uint32())]
    if let head = table("head"), head.length >= 12, generator.below(4) == 0 {
      return setField(
        "head.checkSumAdjustment", at: head.offset + 8, width: 4, candidates: candidates,
        kind: .tableChecksum, target: "'head'", using: &generator)
    }
    let record = generator.element(of: tables)
    return setField(
      "checksum", at: record.recordOffset + 4, width: 4, candidates: candidates, kind: .tableChecksum,
      target: "'\(record.tag)'", using: &generator)
  }

  /// Corrupts `numFonts`, one face offset or the version of a collection header.
  func corruptCollectionHeader(using generator: inout SplitMix64) -> Mutation? {
    guard let layout, let faceCount = layout.collectionFaceCount else { return nil }
    let size = original.count
    let choice = generator.below(10)
    if choice < 4 {
      let candidates = [0, faceCount + 1, faceCount + 2, 0x10000, 0x7FFF_FFFF, 0xFFFF_FFFF]
      return setField(
        "numFonts", at: 8, width: 4, candidates: candidates, kind: .collectionHeader, target: "ttcf",
        using: &generator)
    }
    let storedOffsets = min(faceCount, max(0, (size - 12) / 4))
    if choice < 9, storedOffsets > 0 {
      let face = generator.below(storedOffsets)
      let other = layout.faces.isEmpty ? 0 : generator.element(of: layout.faces).offset
      let candidates = [0, 4, 12, size, size - 8, 0xFFFF_FFFF, other + 1, other, generator.below(size)]
      return setField(
        "face \(face) offset", at: 12 + 4 * face, width: 4, candidates: candidates, kind: .collectionHeader,
        target: "ttcf", using: &generator)
    }
    let candidates = [0, 0x0003_0000, 0xFFFF_FFFF, Int(generator.uint32())]
    return setField(
      "version", at: 4, width: 4, candidates: candidates, kind: .collectionHeader, target: "ttcf",
      using: &generator)
  }

  /// Two distinct indices into the first face's parsed records.
  private func twoRecords(using generator: inout SplitMix64) -> (Int, Int)? {
    let count = layout?.primaryFace?.tables.count ?? 0
    guard count >= 2 else { return nil }
    let first = generator.below(count)
    let second = (first + 1 + generator.below(count - 1)) % count
    return (first, second)
  }

  /// The byte positions inside a 16-byte record that a part covers.
  private static func recordBytes(_ part: MutationChange.RecordPart) -> Range<Int> {
    switch part {
    case .whole: return 0..<16
    case .tag: return 0..<4
    case .offset: return 8..<12
    }
  }
}
