/// The most instructions a hot path may execute per operation, as a multiple of its floor's
/// instructions counted in the same run (`make bench-instructions`).
///
/// Under callgrind the same binary on the same input executes the same instructions however
/// loaded the machine is, so a limit can sit a few percent above the measured ratio and still
/// never fail on noise. Both sides are counted by the same build in the same run, so a change of
/// toolchain or of the C library moves both and the ratio holds.
package struct InstructionLimit: Sendable, Hashable {
  /// The ratio's name, as the timed ratios name it: `emptyTitle/library÷limit`.
  package var name: String
  /// The hot path.
  package var numerator: String
  /// Its floor.
  package var denominator: String
  /// The largest ratio of the hot path's instructions per operation to its floor's.
  package var limit: Double

  /// Creates a limit.
  ///
  /// - Parameters:
  ///   - name: The ratio's name.
  ///   - numerator: The hot path's benchmark.
  ///   - denominator: Its floor's benchmark.
  ///   - limit: The largest ratio allowed.
  package init(name: String, numerator: String, denominator: String, limit: Double) {
    self.name = name
    self.numerator = numerator
    self.denominator = denominator
    self.limit = limit
  }

  /// Compares the counts of a run with this limit.
  ///
  /// - Parameter counts: Instructions per operation by benchmark name.
  /// - Returns: The judgement, or `nil` when either benchmark was not counted.
  package func judge(_ counts: [String: Double]) -> InstructionJudgement? {
    guard let top = counts[numerator], let bottom = counts[denominator] else { return nil }
    return InstructionJudgement(limit: self, numeratorCount: top, denominatorCount: bottom)
  }
}
