/// Which characters to leave out so that every pair of those left adds up: the one rule the
/// calibration tool (pairs shaped by HarfBuzz) and a measuring `CompositeTitle` (pairs measured by
/// the app's engine) both follow.
///
/// The character in the most disagreeing pairs goes first; of equals, the later one in title
/// order, so the placeholder listed first stays. Its pairs are then settled, and the next goes,
/// until no disagreeing pair is left.
package enum PairConflicts {
  /// The characters to leave out, in the order they go, each with the first of its disagreeing
  /// pairs (an index into `pairs`) to name as the reason.
  ///
  /// - Parameters:
  ///   - pairs: The pairs that do not add up, as positions of their two characters.
  ///   - characterCount: How many characters there are (every position is below it).
  package static func removals(
    _ pairs: [(first: Int, second: Int)], characterCount: Int
  ) -> [(character: Int, example: Int)] {
    var open = Array(pairs.indices)
    var removals: [(character: Int, example: Int)] = []
    while !open.isEmpty {
      var tally = [Int](repeating: 0, count: characterCount)
      for index in open {
        tally[pairs[index].first] += 1
        tally[pairs[index].second] += 1
      }
      // The most conflicts; of equals the last in title order (max returns the first maximum of
      // the reversed indices).
      guard let worst = tally.indices.reversed().max(by: { tally[$0] < tally[$1] }),
        let example = open.first(where: { pairs[$0].first == worst || pairs[$0].second == worst })
      else { break }
      removals.append((worst, example))
      open.removeAll { pairs[$0].first == worst || pairs[$0].second == worst }
    }
    return removals
  }
}
