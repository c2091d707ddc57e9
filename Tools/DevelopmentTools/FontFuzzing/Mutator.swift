import DevelopmentSupport
import TextMetrics

/// Makes corrupted copies of one font, deterministically from a random generator.
///
/// The font's table directory is read once, in `init`, so the aimed mutators know where the
/// records and the tables they edit are. Every mutation starts from the original bytes.
///
/// Threading: immutable and `Sendable`; workers share one mutator per input font.
struct Mutator: Sendable {
  /// The font as read from disk.
  let original: [UInt8]
  /// Its table directory, or `nil` when it is not an sfnt font.
  package let layout: SFNTLayout?
  /// The mutators that can corrupt this font, in declaration order.
  let applicableKinds: [MutationKind]

  /// Prepares to mutate a font.
  ///
  /// - Parameter bytes: The whole font file.
  package init(bytes: [UInt8]) {
    original = bytes
    layout = SFNTLayout(parsing: bytes)
    applicableKinds = MutationKind.allCases.filter { [layout] kind in
      kind.isApplicable(to: layout, fileLength: bytes.count)
    }
  }

  /// Makes one corrupted copy.
  ///
  /// - Parameters:
  ///   - kind: The mutator.
  ///   - generator: The source of every random choice; the same generator state gives the same
  ///     bytes.
  /// - Returns: The mutation, or `nil` when the kind does not apply to this font.
  func mutate(_ kind: MutationKind, using generator: inout SplitMix64) -> Mutation? {
    guard applicableKinds.contains(kind) else { return nil }
    switch kind {
    case .bitFlip:
      return flipBits(in: 0..<original.count, kind: kind, target: "", using: &generator)
    case .randomRun:
      return overwriteRun(in: 0..<original.count, fill: .random, kind: kind, target: "", using: &generator)
    case .zeroRun:
      return overwriteRun(in: 0..<original.count, fill: .zero, kind: kind, target: "", using: &generator)
    case .onesRun:
      return overwriteRun(in: 0..<original.count, fill: .ones, kind: kind, target: "", using: &generator)
    case .truncate:
      let length = generator.below(original.count)
      return truncated(to: length, kind: kind, target: "")
    case .truncateAtTable:
      return truncateAtTable(using: &generator)
    case .tableOffset:
      return corruptTableOffset(using: &generator)
    case .tableLength:
      return corruptTableLength(using: &generator)
    case .tableCount:
      return corruptTableCount(using: &generator)
    case .tableSwap:
      return swapRecords(using: &generator)
    case .tableDuplicate:
      return duplicateRecord(using: &generator)
    case .tableChecksum:
      return corruptChecksum(using: &generator)
    case .collectionHeader:
      return corruptCollectionHeader(using: &generator)
    case .headUnitsPerEm:
      return corruptUnitsPerEm(using: &generator)
    case .headLocaFormat:
      return corruptLocaFormat(using: &generator)
    case .hheaMetricCount:
      return corruptMetricCount(using: &generator)
    case .maxpGlyphCount:
      return corruptGlyphCount(using: &generator)
    case .cmapSubtable:
      return corruptCharacterMap(using: &generator)
    case .hmtxLength:
      return corruptMetricsLength(using: &generator)
    case .cffHeader:
      return corruptCFFHeader(using: &generator)
    case .tableBytes:
      return corruptTableBytes(using: &generator)
    }
  }

  /// Picks an applicable kind and mutates with it.
  ///
  /// - Parameter generator: The source of every random choice.
  /// - Returns: The mutation, or `nil` for an empty file, which no mutator can corrupt.
  func mutate(using generator: inout SplitMix64) -> Mutation? {
    guard !applicableKinds.isEmpty else { return nil }
    let weights = applicableKinds.map(\.weight)
    var pick = generator.below(weights.reduce(0, +))
    for (kind, weight) in zip(applicableKinds, weights) {
      if pick < weight { return mutate(kind, using: &generator) }
      pick -= weight
    }
    return mutate(applicableKinds[0], using: &generator)
  }

  /// The table records of the first face that lie inside the file.
  var tablesInFile: [SFNTLayout.TableRecord] {
    layout?.primaryFace?.tables.filter { $0.fits(in: original.count) } ?? []
  }

  /// The record of a table of the first face that lies inside the file.
  func table(_ tag: String) -> SFNTLayout.TableRecord? {
    tablesInFile.first { $0.tag == tag }
  }
}

// MARK: - Blind byte damage

extension Mutator {
  /// Flips 1 to 8 distinct bits inside a byte range.
  func flipBits(
    in range: Range<Int>, kind: MutationKind, target: String, using generator: inout SplitMix64
  ) -> Mutation {
    let bitCount = range.count * 8
    let wanted = min(bitCount, generator.value(in: 1...8))
    var positions = Set<Int>()
    while positions.count < wanted {
      positions.insert(range.lowerBound * 8 + generator.below(bitCount))
    }
    var bytes = original
    let sorted = positions.sorted()
    for position in sorted {
      bytes[position / 8] ^= 0x80 >> UInt8(position % 8)
    }
    return Mutation(kind: kind, change: .bitsFlipped(positions: sorted), target: target, bytes: bytes)
  }

  /// Overwrites a run of 1 to 64 bytes (sometimes up to 1024) inside a byte range.
  ///
  /// Fonts hold long runs of zeros (padding, empty glyphs), so a run that would leave the bytes
  /// as they were is drawn again, a few times, rather than wasting a case on an unchanged file.
  func overwriteRun(
    in range: Range<Int>, fill: MutationChange.Fill, kind: MutationKind, target: String,
    using generator: inout SplitMix64
  ) -> Mutation {
    var bytes = original
    var run = range.lowerBound..<range.lowerBound
    for _ in 0..<16 {
      let start = range.lowerBound + generator.below(range.count)
      let longest = generator.below(8) == 0 ? 1024 : 64
      run = start..<(start + generator.value(in: 1...min(longest, range.upperBound - start)))
      for index in run {
        switch fill {
        case .random: bytes[index] = generator.byte()
        case .zero: bytes[index] = 0x00
        case .ones: bytes[index] = 0xFF
        }
      }
      if bytes[run] != original[run] { break }
    }
    return Mutation(
      kind: kind, change: .bytesOverwritten(range: run, fill: fill), target: target, bytes: bytes)
  }

  /// The first `length` bytes.
  func truncated(to length: Int, kind: MutationKind, target: String) -> Mutation {
    Mutation(
      kind: kind, change: .truncated(length: length, originalLength: original.count), target: target,
      bytes: Array(original.prefix(length)))
  }

  /// Sets a big-endian field to one of `candidates` that differs from its current value.
  ///
  /// Candidates are reduced to the field's width; when none differs, the lowest bit is flipped so
  /// the mutation always changes the file.
  func setField(
    _ name: String, at offset: Int, width: Int, candidates: [Int], kind: MutationKind, target: String,
    using generator: inout SplitMix64
  ) -> Mutation? {
    guard let current = original.field(at: offset, width: width) else { return nil }
    let mask: UInt32 = width >= 4 ? .max : (1 << UInt32(8 * width)) - 1
    let values = candidates.map { UInt32(truncatingIfNeeded: $0) & mask }.filter { $0 != current }
    let value = values.isEmpty ? current ^ 1 : generator.element(of: values)
    var bytes = original
    bytes.setField(value, at: offset, width: width)
    return Mutation(
      kind: kind, change: .fieldSet(name: name, offset: offset, width: width, from: current, to: value),
      target: target, bytes: bytes)
  }
}
