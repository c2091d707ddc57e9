/// What a text engine's measurements say about a list of candidate characters: the step each
/// copy adds, what a title adds once, what each character adds once to a title that holds it, and
/// which characters add up.
///
/// An engine need not add up the way one advance per character would: a font's tracking may be
/// applied between glyphs or to each glyph (the public record of CoreText's `trak` is not one
/// story: see docs/runtime.md), so one character measured alone need not be the step of a run; a
/// space can be kerned against itself or against another; widths carry rounding noise. The model
/// that covers these is
///
///     width = offset + Σ over the characters a title holds of (once_i + count_i × step_i)
///
/// (the empty title is 0): `offset` is paid once per title (tracking at the title's edges, the
/// guards), `once_i` once per character present (a character kerned against itself: `n` copies
/// add `n × (a + k) − k`; tracking that stops at each run of one character), and `step_i` per
/// copy. Every width here comes from whole strings written as titles are written (the guard, the
/// characters, the guard):
///
/// 1. Survey: a run of ``CompositeTitle/measuredRunLength`` copies of each candidate. A run
///    that is NaN, infinite or negative, or adds less than the tolerance per copy, leaves the
///    character out; so does a run as wide as an earlier candidate's (within the tolerance), which
///    would add nothing the earlier one does not.
/// 2. Choice: the first `k` distinct candidates in title order, `k` as large as the budget lets
///    the next two steps measure (`2k + k(k − 1)/2` calls). The default candidates run from
///    narrow to wide, so what stays are the narrow spaces, whose many sums reach every pixel;
///    the wide ones they leave out only shorten titles (docs/runtime.md, *Measuring calls*, says
///    why the choice is not spread over the widths). The others are left out
///    (``CompositeTitle/Exclusion/Reason/measuringBudget``).
/// 3. Runs of 1 and 2 copies of each chosen character. The step is the slope between 1 and the
///    long run (its error is the engine's rounding over 31 copies), the run's intercept
///    `offset + once_i` what the run of 1 adds beyond one step, and the run of 2 must lie on that
///    line within the tolerance.
/// 4. Ordered pairs, in title order (a title writes its characters in candidate order, so only
///    those pairs ever meet): the pair `i j` measures `offset + once_i + once_j + step_i + step_j`,
///    so with the two intercepts it gives the title's offset. The offset most pairs agree on
///    (within the tolerance; of equal groups, the one of the earliest pair) is the title's, and
///    each character's `once_i` is its intercept less it. A pair that disagrees is kerned across
///    its junction: the character in the most disagreeing pairs goes first (of equals the later
///    one), until every pair left adds up.
///
/// That is `n + 2k + k(k − 1)/2` measurements for `n` candidates of which `k` are chosen, within
/// the budget; docs/runtime.md, *Measuring calls*, works them out for the default candidates.
/// Candidates the budget cannot even survey are left out unmeasured.
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
  /// The survey's width of a run of ``CompositeTitle/measuredRunLength`` copies of each character;
  /// NaN for one not surveyed.
  var surveyWidths: [Double] = []

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
    func title(_ character: Unicode.Scalar, copies: Int) -> String {
      guardText + String(repeating: String(character), count: copies) + guardText
    }
    let runLength = CompositeTitle.measuredRunLength

    // 1. The survey: one long run each, as far as the budget leaves room to choose two.
    let surveyed = min(characters.count, max(0, budget - Self.chosenCalls(2)))
    var excluded = [Bool](repeating: false, count: characters.count)
    var longRuns = [Double](repeating: .nan, count: characters.count)
    var distinct: [Int] = []
    for index in characters.indices {
      let character = characters[index]
      guard index < surveyed else {
        exclusions.append(.init(character: character, reason: .measuringBudget))
        excluded[index] = true
        continue
      }
      let long = measure(title(character, copies: runLength))
      longRuns[index] = long
      if !(long.isFinite && long >= 0) {
        exclusions.append(
          .init(character: character, reason: .badMeasurement(copies: runLength, width: long)))
      } else if long / Double(runLength) < tolerance {
        exclusions.append(.init(character: character, reason: .zeroWidth(step: long / Double(runLength))))
      } else if let same = distinct.first(where: { abs(longRuns[$0] - long) <= tolerance }) {
        exclusions.append(.init(character: character, reason: .sameWidth(as: characters[same])))
      } else {
        distinct.append(index)
        continue
      }
      excluded[index] = true
    }

    // 2. The choice: the first distinct ones, as many as the runs and pairs can measure.
    let chosen = Set(distinct.prefix(Self.affordableCandidates(budget: budget - surveyed)))
    for index in distinct where !chosen.contains(index) {
      exclusions.append(.init(character: characters[index], reason: .measuringBudget))
      excluded[index] = true
    }

    surveyWidths = longRuns

    // 3. Runs of 1 and 2 of the chosen, in title order.
    // Each kept character's run intercept, offset + once_i.
    var intercepts = steps
    for index in characters.indices where !excluded[index] {
      let character = characters[index]
      let one = measure(title(character, copies: 1))
      let two = measure(title(character, copies: 2))
      if let bad = [(1, one), (2, two)].first(where: { !($0.1.isFinite && $0.1 >= 0) }) {
        exclusions.append(.init(character: character, reason: .badMeasurement(copies: bad.0, width: bad.1)))
        continue
      }
      let step = (longRuns[index] - one) / Double(runLength - 1)
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
    // 4. Ordered pairs of the characters kept.
    checkPairs(intercepts: intercepts, tolerance: tolerance) { measure(guardText + $0 + guardText) }
  }

  /// Why the engine sizes nothing, when it keeps no character; `nil` when it keeps one.
  ///
  /// Of the characters measured, the reasons they were left out for their own widths (a character
  /// as wide as an earlier one shares that one's reason): all widths NaN, infinite or negative is
  /// ``SizingError/invalidWidth(_:)``; all adding no width per copy is ``SizingError/noWidth``
  /// when their runs measure no width either, else ``SizingError/widthDoesNotGrow(_:)``; anything
  /// else ``SizingError/noSpaceAddsUp(_:)`` with every exclusion.
  func sizingError() -> SizingError? {
    guard !steps.contains(where: { $0 > 0 }) else { return nil }
    var widths: [Double] = []
    var flat: [Double] = []
    var others = false
    for exclusion in exclusions {
      switch exclusion.reason {
      case .guardCharacter, .repeated, .measuringBudget, .sameWidth, .guardHasWidth: continue
      case .badMeasurement(_, let width): widths.append(width)
      case .zeroWidth:
        let index = characters.firstIndex(of: exclusion.character)
        flat.append(index.map { surveyWidths[$0] } ?? .nan)
      case .run, .pair: others = true
      }
    }
    if !others && flat.isEmpty, let first = widths.first { return .invalidWidth(first) }
    if !others && widths.isEmpty && !flat.isEmpty {
      // A run that measures some width but no more than one copy: the width does not grow.
      if let grown = flat.first(where: { $0.isFinite && $0 >= 1e-9 }) { return .widthDoesNotGrow(grown) }
      return .noWidth
    }
    return .noSpaceAddsUp(exclusions)
  }

  /// The calls that runs and pairs of `count` chosen characters take: `2k + k(k − 1)/2`.
  static func chosenCalls(_ count: Int) -> Int { 2 * count + count * (count - 1) / 2 }

  /// The most characters whose runs and pairs fit a budget: the largest `k` with
  /// `2k + k(k − 1)/2 ≤ budget`.
  static func affordableCandidates(budget: Int) -> Int {
    var count = 0
    while chosenCalls(count + 1) <= budget { count += 1 }
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
