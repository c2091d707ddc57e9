/// The rendered width of N copies of a placeholder, in points, for every N.
///
/// Most fonts neither kern nor position a space against itself, so width(N) = N × advance.
/// When a run check showed otherwise, the widths come from shaping the real strings.
package enum RunWidthModel: Sendable, Hashable {
  /// width(0) = 0 and width(N) = first + (N - 1) × step for N ≥ 1. Uniform runs have
  /// first = step = the advance; pair kerning k gives step = advance + k.
  case affine(first: Double, step: Double)
  /// Shaped widths for N = 0..<count, continued beyond the table by its last step.
  case table([Double])
  /// Button widths for N = 0..<count under a sizing model that clamps (the first entry is the
  /// empty title's button, not 0), the same as the last entry for every larger count.
  case clamped([Double])

  /// A run of copies that all advance by the same amount.
  package static func uniform(advance: Double) -> RunWidthModel {
    .affine(first: advance, step: advance)
  }

  /// The width of `count` copies, in points.
  @inline(__always)
  package func width(_ count: Int) -> Double {
    if case .clamped(let widths) = self { return widths[min(max(count, 0), widths.count - 1)] }
    guard count > 0 else { return 0 }
    switch self {
    case .affine(let first, let step):
      return first == step ? Double(count) * step : first + Double(count - 1) * step
    case .table(let widths):
      if count < widths.count { return widths[count] }
      let last = widths.count - 1
      let step = last >= 1 ? widths[last] - widths[last - 1] : widths[last]
      return widths[last] + Double(count - last) * step
    case .clamped(let widths):
      return count < widths.count ? widths[count] : widths[widths.count - 1]
    }
  }

  /// Whether a sizing model clamps the widths (``clamped(_:)``).
  var isClamped: Bool {
    if case .clamped = self { return true }
    return false
  }

  /// The average width one more copy adds, used for estimates and messages.
  package var typicalStep: Double {
    switch self {
    case .affine(_, let step): return step
    case .table(let widths):
      return widths.count > 1 ? widths[widths.count - 1] / Double(widths.count - 1) : 0
    case .clamped(let widths):
      return widths.count > 1 ? (widths[widths.count - 1] - widths[0]) / Double(widths.count - 1) : 0
    }
  }

  /// Whether the width grows with the count (required for a fit): strictly with every copy, or,
  /// for a clamped model, never shrinking and wider at the end than at the start.
  var isIncreasing: Bool {
    switch self {
    case .affine(let first, let step): return first > 0 && step > 0
    case .table(let widths):
      return widths.count >= 2 && zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }
    case .clamped(let widths):
      return widths.count >= 2 && zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 }
        && widths[0] < widths[widths.count - 1]
    }
  }

  /// The smallest N whose width is at least `value` (for a clamped model whose widest button is
  /// narrower than `value`, the table's length: no count reaches it).
  @inline(__always)
  func smallestCount(reaching value: Double) -> Int {
    if case .affine(let first, let step) = self, first == step {
      // Uniform runs, the common case: the same estimate and settling as below, with the width
      // of N copies written out (N × step, as `width` computes it).
      guard value > 0 else { return 0 }
      // ⌈value / step⌉ by truncation, without a libm call: only where the settling starts.
      let quotient = value / step
      var count = 1_000_000_000
      if quotient < 1e9 {
        let truncated = Int(quotient)
        count = max(1, Double(truncated) < quotient ? truncated + 1 : truncated)
      }
      // The estimate is almost always right: test it once before looping, so the loops (which
      // the compiler vectorizes, at a cost paid on entry) run only when rounding misled it.
      if count > 1 && Double(count - 1) * step >= value {
        repeat { count -= 1 } while count > 1 && Double(count - 1) * step >= value
      }
      if Double(count) * step < value {
        repeat { count += 1 } while Double(count) * step < value
      }
      return count
    }
    if case .clamped(let widths) = self {
      return widths.firstIndex { $0 >= value } ?? widths.count
    }
    guard value > 0 else { return 0 }
    var count: Int
    switch self {
    case .affine(let first, let step):
      let estimate = ((value - first) / step).rounded(.up) + 1
      count = estimate < 1 ? 1 : (estimate > 1e9 ? 1_000_000_000 : Int(estimate))
    case .table, .clamped:
      count = max(1, Int(min(1e9, (value / max(typicalStep, 1e-9)).rounded(.down))))
    }
    // The estimate is exact but for rounding; settle it against the widths themselves.
    while count > 1 && width(count - 1) >= value { count -= 1 }
    while width(count) < value { count += 1 }
    return count
  }

  /// The largest N whose width is at most `value`, or -1 when even zero copies exceed it (for a
  /// clamped model whose widest button fits, a count past any cap: every larger count fits).
  @inline(__always)
  func largestCount(within value: Double) -> Int {
    if case .affine(let first, let step) = self, first == step {
      // Uniform runs: as below, with N × step written out.
      guard value >= 0 else { return -1 }
      // ⌊value / step⌋ by truncation (value ≥ 0), without a libm call.
      let quotient = value / step
      var count = quotient < 1e9 ? Int(quotient) : 1_000_000_000
      if count > 0 && Double(count) * step > value {
        repeat { count -= 1 } while count > 0 && Double(count) * step > value
      }
      if Double(count + 1) * step <= value {
        repeat { count += 1 } while Double(count + 1) * step <= value
      }
      return count
    }
    if case .clamped(let widths) = self {
      guard let last = widths.lastIndex(where: { $0 <= value }) else { return -1 }
      return last == widths.count - 1 ? 1_000_000_000 : last
    }
    guard value >= 0 else { return -1 }
    var count: Int
    switch self {
    case .affine(let first, let step):
      let estimate = ((value - first) / step).rounded(.down) + 1
      count = estimate < 0 ? 0 : (estimate > 1e9 ? 1_000_000_000 : Int(estimate))
    case .table, .clamped:
      count = max(0, Int(min(1e9, (value / max(typicalStep, 1e-9)).rounded(.down))))
    }
    while count > 0 && width(count) > value { count -= 1 }
    while width(count + 1) <= value { count += 1 }
    return count
  }
}
