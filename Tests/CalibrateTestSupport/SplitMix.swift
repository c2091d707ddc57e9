@_exported import DevelopmentSupport

/// The tests' name for the package's one seeded generator, `SeededRandom/SplitMix64`, with the
/// seed given as its starting state (the same sequence as `SplitMix64(seed:)`).
package typealias SplitMix = SplitMix64

extension SplitMix64 {
  /// A generator whose state starts at `state`: `SplitMix64(seed: state)`.
  package init(state: UInt64) {
    self.init(seed: state)
  }
}
