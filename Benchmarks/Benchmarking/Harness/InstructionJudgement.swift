/// One hot path's instructions per operation against its ``InstructionLimit``.
package struct InstructionJudgement: Sendable, Equatable {
  /// The limit judged.
  package var limit: InstructionLimit
  /// The hot path's instructions per operation.
  package var numeratorCount: Double
  /// The floor's instructions per operation.
  package var denominatorCount: Double

  /// Creates a judgement.
  package init(limit: InstructionLimit, numeratorCount: Double, denominatorCount: Double) {
    self.limit = limit
    self.numeratorCount = numeratorCount
    self.denominatorCount = denominatorCount
  }

  /// The hot path's count over its floor's.
  package var ratio: Double { numeratorCount / denominatorCount }

  /// The most instructions per operation the hot path may take in this run: the limit times
  /// the floor's count.
  package var allowedCount: Double { limit.limit * denominatorCount }

  /// Whether the ratio is over the limit. A count that is not a positive finite number (a floor
  /// of 0, say) is over too, so nothing unmeasurable passes.
  package var isOver: Bool {
    guard numeratorCount.isFinite, denominatorCount.isFinite, denominatorCount > 0 else { return true }
    return !(ratio <= limit.limit)
  }

  /// The one line a failing gate prints: the benchmark, its count, the ratio to its floor and the
  /// limit, such as `error: emptyTitle/library: 117.00 instructions per operation, 1.427 ×
  /// emptyTitle/limit (82.00); its limit is 1.25 × (102.50)`.
  package var errorLine: String {
    "error: \(limit.numerator): \(Self.count(numeratorCount)) instructions per operation, "
      + "\(Self.ratio(ratio)) × \(limit.denominator) (\(Self.count(denominatorCount))); "
      + "its limit is \(Self.ratio(limit.limit)) × (\(Self.count(allowedCount)))"
  }

  /// A count per operation with two decimals, as the gate prints every count.
  package static func count(_ value: Double) -> String {
    Measure.fixed(value, decimals: 2)
  }

  /// A ratio with three decimals, or more below 0.1 so that three digits show.
  package static func ratio(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    var decimals = 3
    var scaled = value.magnitude
    while scaled < 0.1 && scaled > 0 && decimals < 12 {
      scaled *= 10
      decimals += 1
    }
    return Measure.fixed(value, decimals: decimals)
  }
}
