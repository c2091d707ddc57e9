/// Titles mixing several placeholder characters: the fewest characters reaching each width, and
/// the best title for a wanted button width.
///
/// A title of one repeated character can only be a whole number of that character's advance
/// wide, so its error never falls below half an advance. Mixing characters of different advances
/// reaches almost every width. The composer works on exact integer advances, "units" (font units
/// for unhinted advances, FreeType's 26.6 values for hinted ones, or ``CompositeTitle``'s grid of
/// 1/64 device pixel), so every sum it compares is exact.
///
/// `init` fills a table over every sum `0...maximumWidth` with the fewest characters whose
/// advances add up to exactly that sum (any count of each character, at most `maximumCount` in
/// all) and which character to remove to rebuild them. ``composition(for:objective:buttonWidth:)``
/// then finds the best sum for a target under any monotone sizing model.
///
/// Which composition of a sum is kept: the fewest characters, and among those the most of the
/// first character given, then of the second, and so on (the lexicographically greatest count
/// vector, in `init` order). So equal advances are interchangeable and only the first of them
/// is ever used.
///
/// Cost: the table takes 3 bytes per unit of `maximumWidth` (190,000 units for 1000 pt at @3x
/// on the 1/64-pixel grid: 0.6 MB); its build makes one vectorized pass per character over
/// every unit (`make bench` times it within `build/composite40to1000@3x`).
///
/// Threading: immutable and `Sendable`.
package struct PlaceholderComposer: Sendable {
  /// The advances as given, in units; ``Composition/counts`` follows their order.
  package let advances: [Int]
  /// The largest sum in the table, in units.
  package let maximumWidth: Int
  /// The most characters a composition may hold.
  package let maximumCount: Int

  /// The advances the table uses: positive, at most `maximumWidth`, the first of equal ones,
  /// in `init` order (at most 255 of them).
  let usableAdvances: [Int]
  /// The position in ``advances`` of each usable advance.
  let usableIndices: [Int]
  /// `fewest[s]`: the fewest characters adding up to exactly `s`, or ``unreachable``.
  let fewest: [UInt16]
  /// `lastCharacter[s]`: the usable advance to remove from `s` to rebuild its composition.
  let lastCharacter: [UInt8]
  /// The mark of a sum no composition of at most `maximumCount` characters reaches:
  /// `maximumCount + 1`, above every count.
  let unreachable: UInt16

  /// Builds the table of fewest characters per sum.
  ///
  /// - Parameters:
  ///   - advances: The advance of each character, in units. Advances of 0 or less are ignored
  ///     (they would add characters without adding width), as are advances above
  ///     `maximumWidth`, repeats of an earlier advance, and any beyond the first 255 distinct
  ///     usable ones; ignored advances always get a count of 0.
  ///   - maximumWidth: The largest sum, in units, the table covers (negative counts as 0).
  ///   - maximumCount: The most characters in one composition, clamped to `0...65533`.
  package init(advances: [Int], maximumWidth: Int, maximumCount: Int = RepeatedTitle.maximumCount) {
    self.advances = advances
    let maximumWidth = max(0, maximumWidth)
    let maximumCount = min(max(0, maximumCount), Int(UInt16.max) - 2)
    self.maximumWidth = maximumWidth
    self.maximumCount = maximumCount
    var usableAdvances: [Int] = []
    var usableIndices: [Int] = []
    for (index, advance) in advances.enumerated()
    where advance > 0 && advance <= maximumWidth && !usableAdvances.contains(advance)
      && usableAdvances.count < Int(UInt8.max)
    {
      usableAdvances.append(advance)
      usableIndices.append(index)
    }
    self.usableAdvances = usableAdvances
    self.usableIndices = usableIndices
    unreachable = UInt16(maximumCount + 1)
    (fewest, lastCharacter) = Self.table(
      advances: usableAdvances, maximumWidth: maximumWidth, unreachable: unreachable)
  }

  /// The fewest characters and back-pointers for every sum.
  ///
  /// `fewest[s] = 1 + min over i of fewest[s − a_i]`, and `lastCharacter[s]` is the first `i`
  /// reaching that minimum, so the composition the back-pointers rebuild is, of the
  /// fewest-character ones, the lexicographically greatest count vector. The sums of one block
  /// `[b, b + a_min)` (`a_min` the smallest advance) depend only on sums below `b`, so within a
  /// block the loop runs character by character over all of its sums, a pass over contiguous
  /// memory written with vectors, and gives the back-pointers of the sum-by-sum order. Every
  /// value stays in `0...maximumCount + 1`, so the 16-bit arithmetic cannot wrap, and a sum
  /// whose fewest count would exceed the cap, or that nothing reaches, keeps ``unreachable``; a
  /// sum nothing reaches may keep a stale back-pointer, which is never read. docs/composite.md,
  /// *How titles are composed*, proves each of these.
  private static func table(advances: [Int], maximumWidth: Int, unreachable: UInt16) -> ([UInt16], [UInt8]) {
    var fewest = [UInt16](repeating: unreachable, count: maximumWidth + 1)
    var lastCharacter = [UInt8](repeating: 0, count: maximumWidth + 1)
    fewest[0] = 0
    guard let smallest = advances.min() else { return (fewest, lastCharacter) }
    // One block's back-pointers, 16 bits wide like `fewest` so that their comparisons and
    // selects fit the same vectors, then narrowed into `lastCharacter`.
    var blockMarks = [UInt16](repeating: 0, count: smallest)
    fewest.withUnsafeMutableBufferPointer { fewest in
      lastCharacter.withUnsafeMutableBufferPointer { lastCharacter in
        blockMarks.withUnsafeMutableBufferPointer { blockMarks in
          // Every buffer holds at least one element, so the base addresses exist.
          guard let fewestBase = fewest.baseAddress, let lastBase = lastCharacter.baseAddress,
            let marksBase = blockMarks.baseAddress
          else { return }
          var blockStart = smallest
          while blockStart <= maximumWidth {
            let blockEnd = min(blockStart + smallest, maximumWidth + 1)
            // Sums first..<blockEnd read first − advance..<blockEnd − advance, all below
            // blockStart, so reads and writes never overlap; wrapping arithmetic cannot wrap
            // (docs/composite.md, *How titles are composed*) and keeps overflow traps out of the
            // loops.
            for (character, advance) in advances.enumerated() where advance < blockEnd {
              let first = max(blockStart, advance)
              relax(
                source: fewestBase + (first &- advance), sums: fewestBase + first,
                marks: marksBase + (first &- blockStart), count: blockEnd &- first,
                mark: UInt16(truncatingIfNeeded: character))
            }
            let last = lastBase + blockStart
            for offset in 0..<(blockEnd &- blockStart) {
              last[offset] = UInt8(truncatingIfNeeded: marksBase[offset])
            }
            blockStart = blockEnd
          }
        }
      }
    }
    return (fewest, lastCharacter)
  }

  /// One character's pass over a block: where `source[k] + 1 < sums[k]`, `sums[k]` takes
  /// that value and `marks[k]` the character, for `k` in `0..<count`.
  ///
  /// Written with vectors and selects rather than as a plain loop around a branch; docs/runtime.md,
  /// *Costs and limits*, says what the plain loop costs.
  @inline(__always)
  private static func relax(
    source: UnsafePointer<UInt16>, sums: UnsafeMutablePointer<UInt16>, marks: UnsafeMutablePointer<UInt16>,
    count: Int, mark: UInt16
  ) {
    let markVector = SIMD8<UInt16>(repeating: mark)
    var offset = 0
    while offset &+ 8 <= count {
      let candidate = UnsafeRawPointer(source + offset).loadUnaligned(as: SIMD8<UInt16>.self) &+ 1
      let minimum = UnsafeRawPointer(sums + offset).loadUnaligned(as: SIMD8<UInt16>.self)
      let current = UnsafeRawPointer(marks + offset).loadUnaligned(as: SIMD8<UInt16>.self)
      let better = candidate .< minimum
      UnsafeMutableRawPointer(sums + offset).storeBytes(
        of: minimum.replacing(with: candidate, where: better), as: SIMD8<UInt16>.self)
      UnsafeMutableRawPointer(marks + offset).storeBytes(
        of: current.replacing(with: markVector, where: better), as: SIMD8<UInt16>.self)
      offset &+= 8
    }
    while offset < count {
      let candidate = source[offset] &+ 1
      if candidate < sums[offset] {
        sums[offset] = candidate
        marks[offset] = mark
      }
      offset &+= 1
    }
  }

  /// The composition of exactly `width` units with the fewest characters.
  ///
  /// - Parameter width: A sum in units.
  /// - Returns: The composition (the fewest characters; among those, the most of the first
  ///   character, then of the second...), or `nil` when no composition of at most
  ///   ``maximumCount`` characters adds up to `width` or it lies outside `0...maximumWidth`.
  package func composition(exactly width: Int) -> Composition? {
    guard width >= 0 && width <= maximumWidth && fewest[width] != unreachable else { return nil }
    var counts = [Int](repeating: 0, count: advances.count)
    forEachCharacter(of: width) { counts[$0] += 1 }
    return Composition(counts: counts, width: width, characterCount: Int(fewest[width]))
  }

  /// Calls `body` with the position in ``advances`` of each character of the kept composition
  /// of a reachable sum.
  func forEachCharacter(of width: Int, _ body: (Int) -> Void) {
    lastCharacter.withUnsafeBufferPointer { lastCharacter in
      var sum = width
      while sum > 0 {
        let character = Int(lastCharacter[sum])
        body(usableIndices[character])
        sum -= usableAdvances[character]
      }
    }
  }

  /// For each sum of `widths` (negative ones are skipped), adds one to
  /// `counts[k × rowLength + i]` for every character `i` of the kept composition of
  /// `widths[k]`.
  ///
  /// The walk of ``forEachCharacter(of:_:)``, four sums at a time: each step of a walk waits
  /// for a load from the table, and four independent walks let those loads overlap. Counts
  /// cannot wrap: a composition has at most ``maximumCount`` ≤ 65533 characters.
  func countCharacters(
    of widths: UnsafeBufferPointer<Int32>, into counts: UnsafeMutableBufferPointer<UInt16>, rowLength: Int
  ) {
    lastCharacter.withUnsafeBufferPointer { lastCharacter in
      usableIndices.withUnsafeBufferPointer { usableIndices in
        usableAdvances.withUnsafeBufferPointer { usableAdvances in
          @inline(__always)
          func step(_ sum: inout Int, row: Int) {
            guard sum > 0 else { return }
            let character = Int(lastCharacter[sum])
            counts[row + usableIndices[character]] &+= 1
            sum &-= usableAdvances[character]
          }
          @inline(__always)
          func start(_ index: Int) -> Int { index < widths.count ? max(0, Int(widths[index])) : 0 }
          var first = 0
          while first < widths.count {
            var sums = (start(first), start(first + 1), start(first + 2), start(first + 3))
            let row = first * rowLength
            // The sums are never negative, so their bits are all zero only when all are 0.
            while sums.0 | sums.1 | sums.2 | sums.3 != 0 {
              step(&sums.0, row: row)
              step(&sums.1, row: row + rowLength)
              step(&sums.2, row: row + 2 * rowLength)
              step(&sums.3, row: row + 3 * rowLength)
            }
            first += 4
          }
        }
      }
    }
  }

  /// The best composition for a wanted button width.
  ///
  /// `buttonWidth` is the caller's sizing model: the width of the button whose title is `U`
  /// units wide. It must be non-decreasing in `U` (plain `padding + U × pointsPerUnit` is, and
  /// so is a model that ceils to device pixels and clamps to a minimum and maximum, which has
  /// plateaus of equal width); correctly rounded arithmetic keeps a monotone formula monotone.
  ///
  /// The result is the exact optimum over every sum in `0...maximumWidth` that a composition of
  /// at most ``maximumCount`` characters reaches, ranked by, in order:
  /// 1. the objective's error, computed as `buttonWidth(U) − target` when the button is at least
  ///    the target wide and `target − buttonWidth(U)` otherwise (``CompositionObjective/neverClip``
  ///    admits only the former, ``CompositionObjective/neverSeam`` only sums with
  ///    `buttonWidth(U) ≤ target`);
  /// 2. the fewest characters;
  /// 3. for minimax, the wider button before an equally distant narrower one;
  /// 4. the smaller title width `U`;
  /// 5. the composition ``composition(exactly:)`` keeps for that sum.
  ///
  /// Cost: a search for the first sum whose button reaches the target (about
  /// log2(maximumWidth) calls of `buttonWidth`), a short one from there for the first that
  /// exceeds it, then a scan from each crossing to the nearest reachable sum and over the run
  /// of sums as good as it (one sum for a strictly increasing model; a whole plateau for a
  /// clamped one).
  ///
  /// - Parameters:
  ///   - target: The wanted button width, in the units `buttonWidth` returns.
  ///   - objective: What to optimize.
  ///   - buttonWidth: The button's width for a title `U` units wide; non-decreasing.
  /// - Returns: The best composition, or `nil` when the target is not finite or the objective
  ///   cannot be met within the table (never-seam when even the empty title's button is wider
  ///   than the target; never-clip when no reachable sum's button is wide enough). The empty
  ///   composition is always reachable, so minimax returns `nil` only for a target that is not
  ///   finite.
  package func composition(
    for target: Double, objective: CompositionObjective = .minimax, buttonWidth: (Int) -> Double
  ) -> Composition? {
    bestWidth(for: target, objective: objective, buttonWidth: buttonWidth).flatMap {
      composition(exactly: $0)
    }
  }

  /// The sum ``composition(for:objective:buttonWidth:)`` composes, without building the
  /// composition.
  ///
  /// - Parameters:
  ///   - target: The button width wanted, in points.
  ///   - objective: What to optimize.
  ///   - guess: A sum near the first one whose button reaches the target, to search from; any
  ///     value gives the same result, a good one just takes fewer evaluations of `buttonWidth`
  ///     (about 2 log2 of its distance instead of log2 of the table's width).
  ///   - buttonWidth: The button's width for a title `U` units wide; non-decreasing.
  func bestWidth(
    for target: Double, objective: CompositionObjective, near guess: Int? = nil, buttonWidth: (Int) -> Double
  ) -> Int? {
    guard target.isFinite else { return nil }
    // Every sum from `reaching` on has a button at least the target wide (the error turns
    // non-negative: for finite values x − t ≥ 0 exactly when x ≥ t), and every sum from
    // `exceeding` on one wider than the target; either is maximumWidth + 1 when no sum is.
    let reaching =
      if let guess {
        firstSum(near: guess) { buttonWidth($0) >= target }
      } else {
        firstSum(from: 0) { buttonWidth($0) >= target }
      }
    switch objective {
    case .neverClip:
      return widerCandidate(from: reaching, for: target, buttonWidth: buttonWidth)?.width
    case .neverSeam:
      let exceeding = firstSum(from: reaching, galloping: true) { buttonWidth($0) > target }
      return narrowerCandidate(below: exceeding, for: target, buttonWidth: buttonWidth)?.width
    case .minimax:
      let exceeding = firstSum(from: reaching, galloping: true) { buttonWidth($0) > target }
      let wider = widerCandidate(from: reaching, for: target, buttonWidth: buttonWidth)
      let narrower = narrowerCandidate(below: exceeding, for: target, buttonWidth: buttonWidth)
      guard let wider else { return narrower?.width }
      guard let narrower else { return wider.width }
      if wider.error != narrower.error { return wider.error < narrower.error ? wider.width : narrower.width }
      // Equally distant: the fewer characters, and the wider button when counts are equal too.
      // An exact hit (error 0) is the same run of sums seen from both sides, with the same best.
      return narrower.count < wider.count ? narrower.width : wider.width
    }
  }

  /// The first sum from `start` on where a monotone condition holds, or `maximumWidth + 1`.
  ///
  /// Without `galloping` this bisects `start...maximumWidth + 1` (about log2 of the table's
  /// width evaluations). With it, it gallops from `start` (1, 2, 4... sums ahead) and bisects
  /// the last step, so a crossing `d` sums away costs about 2 log2(d): the second crossing of
  /// a strictly increasing model, right after the first, takes one or two.
  private func firstSum(from start: Int, galloping: Bool = false, where holds: (Int) -> Bool) -> Int {
    var low = start
    var high = maximumWidth + 1
    if galloping {
      var step = 1
      var probe = start
      while probe <= maximumWidth && !holds(probe) {
        low = probe + 1
        probe = start + step
        step *= 2
      }
      high = min(probe, maximumWidth + 1)
    }
    // The condition fails before low, and holds at high unless high = maximumWidth + 1.
    while low < high {
      let middle = low + (high - low) / 2
      if holds(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The first sum where a monotone condition holds, or `maximumWidth + 1`, searched from a
  /// guess: gallops down from it while the condition holds, or up while it fails (1, 2, 4...
  /// sums away), then bisects the last step.
  private func firstSum(near guess: Int, where holds: (Int) -> Bool) -> Int {
    let guess = min(max(guess, 0), maximumWidth)
    // The condition fails below low, and holds at high unless high = maximumWidth + 1.
    var low = 0
    var high = maximumWidth + 1
    var step = 1
    if holds(guess) {
      high = guess
      while high - step >= 0 {
        let probe = high - step
        if !holds(probe) {
          low = probe + 1
          break
        }
        high = probe
        step *= 2
      }
    } else {
      low = guess + 1
      while guess + step <= maximumWidth {
        let probe = guess + step
        if holds(probe) {
          high = probe
          break
        }
        low = probe + 1
        step *= 2
      }
    }
    while low < high {
      let middle = low + (high - low) / 2
      if holds(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The best sum on one side of the target.
  struct Candidate {
    /// The sum, in units.
    var width: Int
    /// Its fewest characters.
    var count: Int
    /// Its error on that side (never negative).
    var error: Double
  }

  /// The best sum whose button is at least `target` wide, given the first such sum.
  ///
  /// From `reaching` on, `buttonWidth(U) − target` is non-decreasing in `U` (a rounded
  /// difference of non-decreasing values), so the sums with the smallest error form one run
  /// that starts at the first reachable sum; the scan ends when the error grows, and a sum
  /// after it can only be worse.
  private func widerCandidate(
    from reaching: Int, for target: Double, buttonWidth: (Int) -> Double
  ) -> Candidate? {
    var sum = reaching
    while sum <= maximumWidth && fewest[sum] == unreachable { sum += 1 }
    guard sum <= maximumWidth else { return nil }
    let error = buttonWidth(sum) - target
    var best = Candidate(width: sum, count: Int(fewest[sum]), error: error)
    sum += 1
    while sum <= maximumWidth && buttonWidth(sum) - target == error {
      // Strictly fewer: among equals the smaller sum, met first, stays.
      if Int(fewest[sum]) < best.count { best = Candidate(width: sum, count: Int(fewest[sum]), error: error) }
      sum += 1
    }
    return best
  }

  /// The best sum whose button is at most `target` wide, given the first sum past them.
  ///
  /// The mirror of ``widerCandidate(from:for:buttonWidth:)``: below `exceeding`,
  /// `target − buttonWidth(U)` is non-increasing in `U`, so the best run starts at the last
  /// reachable sum and the scan walks down until the error grows.
  private func narrowerCandidate(
    below exceeding: Int, for target: Double, buttonWidth: (Int) -> Double
  )
    -> Candidate?
  {
    var sum = exceeding - 1
    while sum >= 0 && fewest[sum] == unreachable { sum -= 1 }
    guard sum >= 0 else { return nil }
    let error = target - buttonWidth(sum)
    var best = Candidate(width: sum, count: Int(fewest[sum]), error: error)
    sum -= 1
    while sum >= 0 && target - buttonWidth(sum) == error {
      // Walking down, "as few" moves the choice to the smaller sum; the unreachable mark is
      // above every count, so it never wins.
      if Int(fewest[sum]) <= best.count {
        best = Candidate(width: sum, count: Int(fewest[sum]), error: error)
      }
      sum -= 1
    }
    return best
  }
}
