import Testing
import TextMetrics

@testable import DevelopmentSupport
@testable import DevelopmentTools

/// Mutators are deterministic and each one changes exactly what it says it changed.
@Suite("Mutators")
struct MutatorTests {
  /// How many generator states each kind is checked with.
  static let trials = 40

  @Test("the same seed gives the same bytes; another seed gives other bytes")
  func deterministic() {
    let inputs = TestInputs.load([TestInputs.testFont, TestInputs.testCollection])
    #expect(inputs.count == 2)
    var differing = 0
    for index in 0..<40 {
      let first = FuzzCase.make(index: index, seed: 7, inputs: inputs)
      let again = FuzzCase.make(index: index, seed: 7, inputs: inputs)
      let otherSeed = FuzzCase.make(index: index, seed: 8, inputs: inputs)
      #expect(first?.mutation == again?.mutation)
      #expect(first?.inputIndex == index % 2)
      if first?.mutation.bytes != otherSeed?.mutation.bytes { differing += 1 }
    }
    #expect(differing >= 36)
  }

  @Test("every kind applies to at least one test input")
  func coverage() {
    let covered = Set(TestInputs.mutable.flatMap(\.mutator.applicableKinds))
    #expect(covered == Set(MutationKind.allCases))
    let collection = TestInputs.mutable.first { $0.name.hasSuffix(".ttc") }
    #expect(collection?.mutator.applicableKinds.contains(.collectionHeader) == true)
    #expect(collection?.mutator.applicableKinds.contains(.cffHeader) == false)
  }

  @Test("a mutation changes what its change says, and nothing else", arguments: MutationKind.allCases)
  func changeIsExact(kind: MutationKind) throws {
    let input = try #require(TestInputs.input(for: kind), "no test input for \(kind.rawValue)")
    let original = input.mutator.original
    for trial in 0..<Self.trials {
      var generator = SplitMix64(seed: UInt64(trial), caseIndex: 99)
      let mutation = try #require(input.mutator.mutate(kind, using: &generator))
      #expect(mutation.kind == kind)
      // Compared outside #expect, which would print both fonts in full on failure.
      let unchanged = mutation.bytes == original
      #expect(!unchanged, "\(mutation.summary) left the font unchanged")
      Self.checkChange(mutation, original: original, layout: try #require(input.mutator.layout))
      Self.checkAim(mutation, original: original, layout: try #require(input.mutator.layout))
    }
  }

  /// The bytes differ from the original exactly as the change describes.
  static func checkChange(_ mutation: Mutation, original: [UInt8], layout: SFNTLayout) {
    let bytes = mutation.bytes
    switch mutation.change {
    case .bitsFlipped(let positions):
      #expect(bytes.count == original.count)
      #expect((1...8).contains(positions.count))
      #expect(Set(positions).count == positions.count)
      let differingBits = zip(bytes, original).reduce(0) { $0 + ($1.0 ^ $1.1).nonzeroBitCount }
      #expect(differingBits == positions.count)
      for position in positions {
        let bit: UInt8 = 0x80 >> UInt8(position % 8)
        #expect(bytes[position / 8] & bit != original[position / 8] & bit)
      }
    case .bytesOverwritten(let range, let fill):
      #expect(bytes.count == original.count)
      #expect(!range.isEmpty && range.upperBound <= original.count)
      #expect(bytes[..<range.lowerBound] == original[..<range.lowerBound])
      #expect(bytes[range.upperBound...] == original[range.upperBound...])
      switch fill {
      case .zero: #expect(bytes[range].allSatisfy { $0 == 0x00 })
      case .ones: #expect(bytes[range].allSatisfy { $0 == 0xFF })
      case .random: break
      }
    case .truncated(let length, let originalLength):
      #expect(originalLength == original.count)
      #expect(length < original.count)
      #expect(bytes.count == length)
      #expect(bytes[...] == original[..<length])
    case .fieldSet(_, let offset, let width, let from, let to):
      #expect(bytes.count == original.count)
      #expect(from != to)
      #expect(original.field(at: offset, width: width) == from)
      #expect(bytes.field(at: offset, width: width) == to)
      #expect(bytes[..<offset] == original[..<offset])
      #expect(bytes[(offset + width)...] == original[(offset + width)...])
    case .recordsSwapped(let first, let second, let part):
      let before = layout.primaryFace?.tables ?? []
      let after = SFNTLayout(parsing: bytes)?.primaryFace?.tables ?? []
      #expect(after.count == before.count)
      guard after.count == before.count, first != second else { return }
      #expect(Self.part(part, of: after[first]) == Self.part(part, of: before[second]))
      #expect(Self.part(part, of: after[second]) == Self.part(part, of: before[first]))
      #expect(after != before)
    case .recordCopied(let source, let destination, let part):
      let before = layout.primaryFace?.tables ?? []
      let after = SFNTLayout(parsing: bytes)?.primaryFace?.tables ?? []
      #expect(after.count == before.count)
      guard after.count == before.count, source != destination else { return }
      #expect(Self.part(part, of: after[destination]) == Self.part(part, of: before[source]))
      #expect(after[source] == before[source])
      #expect(after != before)
    }
  }

  /// The change hits the structure the kind is named after.
  static func checkAim(_ mutation: Mutation, original: [UInt8], layout: SFNTLayout) {
    let face = layout.primaryFace
    let records = face?.tables ?? []
    func table(_ tag: String) -> SFNTLayout.TableRecord? { face?.table(tag) }
    func fieldOffset() -> Int? {
      if case .fieldSet(_, let offset, _, _, _) = mutation.change { return offset }
      return nil
    }
    func inside(_ tag: String) -> Bool {
      guard let record = table(tag), let offset = fieldOffset() else { return false }
      return (record.offset..<(record.offset + record.length)).contains(offset)
    }
    let recordFields = { (position: Int) in records.map { $0.recordOffset + position } }
    switch mutation.kind {
    case .bitFlip, .randomRun, .zeroRun, .onesRun:
      #expect(mutation.bytes.count == original.count)
    case .truncate:
      #expect(mutation.bytes.count < original.count)
    case .truncateAtTable:
      let cuts = records.flatMap { [$0.offset, $0.offset + $0.length / 2, $0.offset + $0.length - 1] }
      #expect(cuts.contains(mutation.bytes.count))
    case .tableOffset:
      #expect(recordFields(8).contains(fieldOffset() ?? -1))
      #expect(SFNTLayout(parsing: mutation.bytes)?.primaryFace?.tables != records)
    case .tableLength:
      #expect(recordFields(12).contains(fieldOffset() ?? -1))
      #expect(SFNTLayout(parsing: mutation.bytes)?.primaryFace?.tables != records)
    case .tableCount:
      #expect(fieldOffset() == (face?.offset ?? 0) + 4)
      if case .fieldSet(_, _, _, _, let to) = mutation.change {
        #expect(SFNTLayout(parsing: mutation.bytes)?.primaryFace?.tableCount == Int(to))
      }
    case .tableChecksum:
      let head = table("head").map { [$0.offset + 8] } ?? []
      #expect((recordFields(4) + head).contains(fieldOffset() ?? -1))
    case .tableSwap, .tableDuplicate:
      #expect(SFNTLayout(parsing: mutation.bytes)?.primaryFace?.tables != records)
    case .collectionHeader:
      let faceOffsets = (0..<(layout.collectionFaceCount ?? 0)).map { 12 + 4 * $0 }
      #expect(([4, 8] + faceOffsets).contains(fieldOffset() ?? -1))
      #expect(SFNTLayout(parsing: mutation.bytes) != layout)
    case .headUnitsPerEm:
      #expect(fieldOffset() == table("head").map { $0.offset + 18 })
    case .headLocaFormat:
      #expect(fieldOffset() == table("head").map { $0.offset + 50 })
    case .hheaMetricCount:
      #expect(fieldOffset() == table("hhea").map { $0.offset + 34 })
    case .maxpGlyphCount:
      #expect(fieldOffset() == table("maxp").map { $0.offset + 4 })
    case .cmapSubtable:
      #expect(inside("cmap"))
    case .hmtxLength:
      let hmtx = table("hmtx")
      #expect(fieldOffset() == hmtx.map { $0.recordOffset + 12 })
      let shortened = SFNTLayout(parsing: mutation.bytes)?.primaryFace?.table("hmtx")
      #expect((shortened?.length ?? .max) < (hmtx?.length ?? 0))
    case .cffHeader:
      #expect(inside("CFF "))
    case .tableBytes:
      let changed: Range<Int>
      switch mutation.change {
      case .bitsFlipped(let positions):
        changed = (positions[0] / 8)..<(positions[positions.count - 1] / 8 + 1)
      case .bytesOverwritten(let range, _): changed = range
      default:
        Issue.record("table-bytes made \(mutation.change)")
        return
      }
      let hit = records.first { record in
        record.offset <= changed.lowerBound && changed.upperBound <= record.offset + record.length
      }
      #expect(hit.map { MutationKind.measuredTables.contains($0.tag) } == true)
    }
  }

  /// The fields of a record that a part covers.
  static func part(_ part: MutationChange.RecordPart, of record: SFNTLayout.TableRecord) -> [String] {
    switch part {
    case .whole: return [record.tag, String(record.checksum), String(record.offset), String(record.length)]
    case .tag: return [record.tag]
    case .offset: return [String(record.offset)]
    }
  }

  @Test("the table directory of the test font is read as written")
  func layout() throws {
    let input = try #require(TestInputs.load([TestInputs.testFont]).first)
    let layout = try #require(input.mutator.layout)
    #expect(layout.collectionFaceCount == nil)
    #expect(layout.faces.count == 1)
    let face = try #require(layout.primaryFace)
    #expect(face.sfntVersion == 0x0001_0000)
    #expect(face.tableCount == face.tables.count)
    #expect(face.tables.map(\.tag) == face.tables.map(\.tag).sorted())
    #expect(face.table("head")?.length == 54)
    #expect(face.tables.allSatisfy { $0.fits(in: input.mutator.original.count) })
    let collection = try #require(TestInputs.load([TestInputs.testCollection]).first?.mutator.layout)
    #expect(collection.collectionFaceCount == 2)
    #expect(collection.faces.count == 2)
  }

  @Test("a file that is not a font gets only the blind mutators")
  func notAFont() {
    let mutator = Mutator(bytes: Array("just some text".utf8))
    #expect(mutator.layout == nil)
    #expect(mutator.applicableKinds == [.bitFlip, .randomRun, .zeroRun, .onesRun, .truncate])
    var generator = SplitMix64(seed: 3)
    #expect(mutator.mutate(.tableOffset, using: &generator) == nil)
    #expect(Mutator(bytes: []).mutate(using: &generator) == nil)
  }
}
