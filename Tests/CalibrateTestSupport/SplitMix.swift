/// A small deterministic generator (SplitMix64), so that a randomized test replays exactly from
/// its seed. It is a `RandomNumberGenerator`, so `Int.random(in:using:)` and the like can draw from
/// it.
public struct SplitMix: RandomNumberGenerator, Sendable {
  /// The state; any value is a seed.
  public var state: UInt64

  public init(state: UInt64) {
    self.state = state
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in [0, 1) with 53 random bits.
  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// A value in a range.
  public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }
}
