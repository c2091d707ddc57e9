/// What a text engine's measurements say about a list of candidate characters: the step each
/// copy adds, what a title adds once, what each character adds once to a title that holds it, and
/// which characters add up.
///
/// An engine need not add up the way one advance per character would: CoreText applies a font's
/// tracking between glyphs but not after a run's last, so `n` copies measure `n × (a + t) − t`,
/// and one character measured alone is not the step; a space can be kerned against itself or
/// against another; widths carry rounding noise. The model that covers these is
///
///     width = offset + Σ over the characters a title holds of (once_i + count_i × step_i)
///
/// (the empty title is 0): `offset` is paid once per title (tracking at the title's edges, the
/// guards), `once_i` once per character present (a character kerned against itself: `n` copies
/// add `n × (a + k) − k`; tracking that stops at each run of one character), and `step_i` per
/// copy. Every width here comes from whole strings written as titles are written (the guard, the
/// characters, the guard):
///
/// 1. Runs: 1, 2 and ``CompositeTitle/measuredRunLength`` copies of each candidate. The step is
///    the slope between 1 and the long run (its error is the engine's rounding over 31 copies), the
///    run's intercept `offset + once_i` what the run of 1 adds beyond one step, and the run of 2
///    must lie on that line within the tolerance.
/// 2. Ordered pairs, in title order (a title writes its characters in candidate order, so only
///    those pairs ever meet): the pair `i j` measures `offset + once_i + once_j + step_i + step_j`,
///    so with the two intercepts it gives the title's offset. The offset most pairs agree on
///    (within the tolerance; of equal groups, the one of the earliest pair) is the title's, and
///    each character's `once_i` is its intercept less it. A pair that disagrees is kerned across
///    its junction: the character in the most disagreeing pairs goes first (of equals the later
///    one), until every pair left adds up.
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
  /// What each character adds once to a title that holds it, in points; 0 for one left out.
  var characterOffsets: [Double] = []
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
    characterOffsets = steps
    let guardText = guardCharacter.map { String($0) } ?? ""
    func title(_ text: String) -> String { guardText + text + guardText }

    let affordable = Self.affordableCandidates(budget: budget)
    // Each kept character's run intercept, offset + once_i.
    var intercepts = steps
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
      let intercept = one - step
      let expected = intercept + 2 * step
      guard abs(two - expected) <= tolerance else {
        exclusions.append(
          .init(character: character, reason: .run(copies: 2, measured: two, expected: expected)))
        continue
      }
      steps[index] = step
      intercepts[index] = intercept
    }
    checkPairs(intercepts: intercepts, tolerance: tolerance) { measure(title($0)) }
  }

  /// The most candidates whose runs and pairs fit a budget: the largest `n` with
  /// `3n + n(n − 1)/2 ≤ budget`.
  static func affordableCandidates(budget: Int) -> Int {
    var count = 0
    while 3 * (count + 1) + (count + 1) * count / 2 <= budget { count += 1 }
    return count
  }

  /// Measures every ordered pair of kept characters in title order, takes the title's offset most
  /// pairs agree on, and leaves out characters until every pair left adds up.
  ///
  /// - Parameters:
  ///   - intercepts: Each kept character's run intercept, `offset + once_i`.
  ///   - measure: The width of two characters written as a title (guards included).
  private mutating func checkPairs(intercepts: [Double], tolerance: Double, measure: (String) -> Double) {
    struct Pair {
      var first: Int
      var second: Int
      var measured: Double
      /// The title offset this pair implies: both intercepts and steps, less the pair.
      var offset: Double
    }
    let kept = steps.indices.filter { steps[$0] > 0 }
    var pairs: [Pair] = []
    for (position, first) in kept.enumerated() {
      for second in kept[(position + 1)...] {
        let measured = measure(String(characters[first]) + String(characters[second]))
        let implied = intercepts[first] + intercepts[second] + steps[first] + steps[second] - measured
        pairs.append(Pair(first: first, second: second, measured: measured, offset: implied))
      }
    }
    // The offset of the largest group of pairs within the tolerance of each other (NaN and
    // infinite implied offsets join no group); with no pair, the first kept character's
    // intercept, so that its once-offset is 0.
    var best: [Pair] = []
    for pair in pairs {
      let group = pairs.filter { abs($0.offset - pair.offset) <= tolerance }
      // Strictly more: of equal groups, the earliest pair's stays.
      if group.count > best.count { best = group }
    }
    if best.isEmpty {
      offset = kept.first.map { intercepts[$0] } ?? 0
    } else {
      offset = best.reduce(0) { $0 + $1.offset } / Double(best.count)
    }
    for index in kept { characterOffsets[index] = intercepts[index] - offset }
    // Also true for NaN and infinite widths.
    let conflicts = pairs.filter { !(abs($0.offset - offset) <= tolerance) }
    let removals = PairConflicts.removals(
      conflicts.map { ($0.first, $0.second) }, characterCount: characters.count)
    for (worst, exampleIndex) in removals {
      let example = conflicts[exampleIndex]
      steps[worst] = 0
      characterOffsets[worst] = 0
      // What the pair would measure with the title's offset: both intercepts and steps less it.
      let expected = example.measured + example.offset - offset
      exclusions.append(
        .init(
          character: characters[worst],
          reason: .pair(
            first: characters[example.first], second: characters[example.second], measured: example.measured,
            expected: expected)))
    }
  }
}
