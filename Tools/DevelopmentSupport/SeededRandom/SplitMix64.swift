/// A small, fast pseudo-random generator whose output depends only on its seed: the package's one
/// seeded generator, for the fuzzers' mutations and the tests' random cases.
///
/// Fuzz cases and randomized tests must replay the same values from the same seed on every
/// machine and every Swift release, so they do not use the standard library's generators or its
/// `random(in:using:)` algorithms, whose exact output is not promised to stay the same. This is
/// Steele, Lea and Flood's SplitMix64, with Lemire's multiply-and-reject method for bounded
/// values. The module depends on nothing, so the runtime's own tests can use it.
///
/// Threading: a value type; each worker owns its own generator.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  package init(seed: UInt64) {
    state = seed
  }

  /// Creates the generator of one fuzz case, independent of every other case of the seed.
  ///
  /// Cases run in any order on several workers; deriving each case's generator from the seed
  /// and the case number keeps a case's mutation the same however the work is scheduled.
  ///
  /// - Parameters:
  ///   - seed: The run's seed.
  ///   - caseIndex: The case number.
  package init(seed: UInt64, caseIndex: Int) {
    state = Self.mix(seed ^ Self.mix(UInt64(truncatingIfNeeded: caseIndex) &+ 0x632B_E59B_D9B4_E019))
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// A value in `0..<bound`, without modulo bias.
  ///
  /// - Parameter bound: The exclusive upper bound; values below 1 give 0.
  /// - Returns: A uniformly distributed value.
  package mutating func below(_ bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    let limit = UInt64(bound)
    var product = next().multipliedFullWidth(by: limit)
    if product.low < limit {
      let threshold = (0 &- limit) % limit
      while product.low < threshold {
        product = next().multipliedFullWidth(by: limit)
      }
    }
    return Int(product.high)
  }

  /// A value in a closed range.
  package mutating func value(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// One element of a non-empty array.
  package mutating func element<Element>(of elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  /// A random byte.
  package mutating func byte() -> UInt8 {
    UInt8(truncatingIfNeeded: next() >> 56)
  }

  /// A random 32-bit value.
  package mutating func uint32() -> UInt32 {
    UInt32(truncatingIfNeeded: next() >> 32)
  }

  /// A value in [0, 1) with 53 random bits.
  package mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// A value in a closed range of doubles, `lower + (upper − lower) × unit()`.
  package mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }

  /// The SplitMix64 finalizer: a bijection that spreads every input bit over the output.
  static func mix(_ value: UInt64) -> UInt64 {
    var mixed = value
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
