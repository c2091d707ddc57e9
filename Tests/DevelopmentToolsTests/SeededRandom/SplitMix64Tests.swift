import Testing

@testable import DevelopmentSupport

/// The generator gives the published SplitMix64 sequence, so seeds mean the same everywhere.
@Suite("SplitMix64")
struct SplitMix64Tests {
  @Test("the reference sequence for seed 0")
  func referenceSequence() {
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test("bounded values stay in range and cover it")
  func boundedValues() {
    var generator = SplitMix64(seed: 42)
    var seen = Set<Int>()
    for _ in 0..<2000 {
      let value = generator.below(7)
      #expect((0..<7).contains(value))
      seen.insert(value)
    }
    #expect(seen == Set(0..<7))
    #expect(generator.below(1) == 0)
    #expect(generator.below(0) == 0)
    let ranged = (0..<200).map { _ in generator.value(in: 3...5) }
    #expect(Set(ranged) == [3, 4, 5])
  }

  @Test("each case of a seed has its own stream")
  func caseStreams() {
    var first = SplitMix64(seed: 1, caseIndex: 0)
    var again = SplitMix64(seed: 1, caseIndex: 0)
    var second = SplitMix64(seed: 1, caseIndex: 1)
    var otherSeed = SplitMix64(seed: 2, caseIndex: 0)
    let value = first.next()
    #expect(value == again.next())
    #expect(value != second.next())
    #expect(value != otherSeed.next())
  }

  @Test("unit values are the top 53 bits over 2^53, and uniform scales them into the range")
  func unitValues() {
    var generator = SplitMix64(seed: 0)
    #expect(generator.unit() == Double(UInt64(0xE220_A839_7B1D_CDAF) >> 11) / 0x1p53)
    #expect(generator.uniform(10...20) == 10 + 10 * (Double(UInt64(0x6E78_9E6A_A1B9_65F4) >> 11) / 0x1p53))
    for _ in 0..<10_000 {
      let value = generator.unit()
      #expect(value >= 0 && value < 1)
      #expect((-3.0...5.0).contains(generator.uniform(-3...5)))
    }
  }
}
