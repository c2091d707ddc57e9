import CalibrateSupport

/// A deliberate, switchable slowdown of `emptyTitle/library`, to show that `--compare` catches
/// a regression.
///
/// With `CALIBRATE_BENCH_SLOWDOWN=1` in the environment the benchmark runs `spin(_:)` after
/// every title, a chain of ``rounds`` dependent multiply-xorshift steps that allocates nothing,
/// so only the time regresses. Without it the benchmark's loop is unchanged: the choice
/// is made once, when the benchmark is prepared.
enum Slowdown {
  /// The environment variable that switches the slowdown on.
  static let variable = "CALIBRATE_BENCH_SLOWDOWN"
  /// Steps per operation; each waits for the previous one (a multiply, a shift and a xor).
  static let rounds = 128

  /// Whether the environment asks for the slowdown.
  static var isRequested: Bool {
    guard let value = getenv(variable) else { return false }
    return String(cString: value) == "1"
  }

  /// Burns time the optimizer cannot remove or shorten: `rounds` dependent multiply-xorshift
  /// steps (not affine, so they cannot be folded into fewer multiplications), whose result the
  /// caller must consume. The seed must change between calls (the loop index), or the compiler
  /// may compute the pure call once and hoist it out of the loop.
  @inline(never)
  static func spin(_ rounds: Int, seed: Int) -> UInt64 {
    var state = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: seed)
    for _ in 0..<rounds {
      state = (state &* 0xBF58_476D_1CE4_E5B9) ^ (state >> 29)
    }
    return state
  }
}
