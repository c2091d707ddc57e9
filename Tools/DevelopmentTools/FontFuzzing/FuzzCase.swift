import DevelopmentSupport

/// One corrupted font to run: which input, which mutation, and the numbers that recreate it.
struct FuzzCase: Sendable {
  /// The case number within the run.
  package var index: Int
  /// The run's seed.
  package var seed: UInt64
  /// Which input font was corrupted (an index into the run's inputs).
  var inputIndex: Int
  /// The corruption.
  var mutation: Mutation

  /// Makes case `index` of a seed.
  ///
  /// Inputs take turns, so every font gets the same share of cases; everything else comes from a
  /// generator seeded by the seed and the case number, so a case is the same however many
  /// workers run and in whatever order.
  ///
  /// - Parameters:
  ///   - index: The case number.
  ///   - seed: The run's seed.
  ///   - inputs: The fonts to corrupt (not empty).
  /// - Returns: The case, or `nil` when there are no inputs or the chosen one is empty.
  package static func make(index: Int, seed: UInt64, inputs: [FuzzInput]) -> FuzzCase? {
    guard !inputs.isEmpty else { return nil }
    let inputIndex = index % inputs.count
    var generator = SplitMix64(seed: seed, caseIndex: index)
    guard let mutation = inputs[inputIndex].mutator.mutate(using: &generator) else { return nil }
    return FuzzCase(index: index, seed: seed, inputIndex: inputIndex, mutation: mutation)
  }
}
