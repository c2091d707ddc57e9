/// What a text engine's measurements say about a list of candidate characters: the step each
/// copy adds, the offset every title adds once, and which characters add up.
///
/// An engine need not add up the way one advance per character would: CoreText applies a font's
/// tracking between glyphs but not after a run's last, so `n` copies measure `n × (a + t) − t`,
/// and one character measured alone is not the step; a pair of spaces can be kerned; widths carry
/// rounding noise. So every width here comes from whole strings written as titles are written
/// (the guard, the characters, the guard):
///
/// 1. Runs: 1, 2 and ``CompositeTitle/measuredRunLength`` copies of each candidate. The step is
///    the slope between 1 and the long run (its error is the engine's rounding over 31 copies),
///    the character's offset what the run of 1 adds beyond one step, and the run of 2 must lie on
///    that line within the tolerance.
/// 2. Offsets: the offset shared by the most characters (within the tolerance; of equal groups,
///    the one of the earliest character) is the title's; a character whose runs begin or end
///    otherwise (kerned against itself or the guard) is left out.
/// 3. Ordered pairs, in title order (a title writes its characters in candidate order, so only
///    those pairs ever meet): each must measure the offset plus both steps. Where pairs disagree,
///    the character in the most disagreeing pairs goes first (of equals the later one), until
///    every pair left adds up.
///
/// That is `3n + n(n − 1)/2` measurements for `n` candidates (168 for 16); candidates beyond what
/// the budget allows are left out unmeasured.
///
/// Threading: a plain value, built on the caller's thread.
struct EngineAdvances {
  /// The candidates, without repeats and without the guard, in title order.
  var characters: [Unicode.Scalar] = []
  /// Each character's step in points; 0 for one left out.
  var steps: [Double] = []
  /// What a title with characters adds once, in points.
  var offset = 0.0
  /// The characters left out, with why.
  var exclusions: [CompositeTitle.Exclusion] = []

  /// Measures the candidates.
  ///
  /// - Parameters:
  ///   - candidates: The characters to try, in title order.
  ///   - guardCharacter: The character at both ends of every title with characters, or `nil`.
  ///   - tolerance: How far a measurement may lie from what the others predict, in points.
  ///   - budget: The most calls of `measure`.
  ///   - measure: The app's text engine: the width of a string in points.
  init(
    candidates: [Unicode.Scalar], guard guardCharacter: Unicode.Scalar?, tolerance: Double, budget: Int,
    measure: (String) -> Double
  ) {
    for candidate in candidates {
      if candidate == guardCharacter {
        exclusions.append(.init(character: candidate, reason: .guardCharacter))
      } else if characters.contains(candidate) {
        exclusions.append(.init(character: candidate, reason: .repeated))
      } else {
        characters.append(candidate)
      }
    }
    steps = Array(repeating: 0, count: characters.count)
    let guardText = guardCharacter.map { String($0) } ?? ""
    func title(_ text: String) -> String { guardText + text + guardText }

    let affordable = Self.affordableCandidates(budget: budget)
    var offsets: [(index: Int, offset: Double)] = []
    for (index, character) in characters.enumerated() {
      guard index < affordable else {
        exclusions.append(.init(character: character, reason: .measuringBudget))
        continue
      }
      let text = String(character)
      let runLength = CompositeTitle.measuredRunLength
      let runs = [1, 2, runLength].map { copies in
        (copies, measure(title(String(repeating: text, count: copies))))
      }
      if let bad = runs.first(where: { !($0.1.isFinite && $0.1 >= 0) }) {
        exclusions.append(.init(character: character, reason: .badMeasurement(copies: bad.0, width: bad.1)))
        continue
      }
      let one = runs[0].1
      let two = runs[1].1
      let step = (runs[2].1 - one) / Double(runLength - 1)
      guard step >= tolerance else {
        exclusions.append(.init(character: character, reason: .zeroWidth(step: step)))
        continue
      }
      let offset = one - step
      let expected = offset + 2 * step
      guard abs(two - expected) <= tolerance else {
        exclusions.append(
          .init(character: character, reason: .run(copies: 2, measured: two, expected: expected)))
        continue
      }
      steps[index] = step
      offsets.append((index, offset))
    }
    agreeOnOffset(offsets, tolerance: tolerance)
    checkPairs(tolerance: tolerance) { measure(title($0)) }
  }

  /// The most candidates whose runs and pairs fit a budget: the largest `n` with
  /// `3n + n(n − 1)/2 ≤ budget`.
  static func affordableCandidates(budget: Int) -> Int {
    var count = 0
    while 3 * (count + 1) + (count + 1) * count / 2 <= budget { count += 1 }
    return count
  }

  /// Takes the offset most characters share and leaves out the others.
  private mutating func agreeOnOffset(_ offsets: [(index: Int, offset: Double)], tolerance: Double) {
    var bestGroup: [(index: Int, offset: Double)] = []
    for candidate in offsets {
      let group = offsets.filter { abs($0.offset - candidate.offset) <= tolerance }
      // Strictly more: of equal groups, the earliest character's stays.
      if group.count > bestGroup.count { bestGroup = group }
    }
    guard !bestGroup.isEmpty else { return }
    offset = bestGroup.reduce(0) { $0 + $1.offset } / Double(bestGroup.count)
    for (index, measured) in offsets where !bestGroup.contains(where: { $0.index == index }) {
      steps[index] = 0
      exclusions.append(
        .init(character: characters[index], reason: .offset(measured: measured, expected: offset)))
    }
  }

  /// Measures every ordered pair of kept characters in title order and leaves out characters
  /// until every pair left adds up.
  ///
  /// - Parameter measure: The width of two characters written as a title (guards included).
  private mutating func checkPairs(tolerance: Double, measure: (String) -> Double) {
    struct Conflict {
      var first: Int
      var second: Int
      var measured: Double
      var expected: Double
    }
    let kept = steps.indices.filter { steps[$0] > 0 }
    var conflicts: [Conflict] = []
    for (position, first) in kept.enumerated() {
      for second in kept[(position + 1)...] {
        let measured = measure(String(characters[first]) + String(characters[second]))
        let expected = offset + steps[first] + steps[second]
        // Also true for NaN and infinite widths.
        if !(abs(measured - expected) <= tolerance) {
          conflicts.append(Conflict(first: first, second: second, measured: measured, expected: expected))
        }
      }
    }
    while !conflicts.isEmpty {
      var tally = [Int](repeating: 0, count: characters.count)
      for conflict in conflicts {
        tally[conflict.first] += 1
        tally[conflict.second] += 1
      }
      // The most conflicts; of equals the last in title order (max returns the first maximum of
      // the reversed indices).
      guard let worst = tally.indices.reversed().max(by: { tally[$0] < tally[$1] }),
        let example = conflicts.first(where: { $0.first == worst || $0.second == worst })
      else { break }
      steps[worst] = 0
      exclusions.append(
        .init(
          character: characters[worst],
          reason: .pair(
            first: characters[example.first], second: characters[example.second], measured: example.measured,
            expected: example.expected)))
      conflicts.removeAll { $0.first == worst || $0.second == worst }
    }
  }
}
