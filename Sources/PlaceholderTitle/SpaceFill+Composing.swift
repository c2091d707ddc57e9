// MARK: - Padding strings

extension SpaceFill {
  /// `prefix + fill + suffix`, as wide as `width` in the app's engine within half a device pixel
  /// whenever some fill of the spaces can get there.
  ///
  /// The same as ``padding(_:_:toWidth:)``'s ``Padding/text``. When the prefix and suffix together
  /// are already at least `width` wide they come back unpadded, `prefix + suffix`: the padding's
  /// ``Padding/outcome`` is then ``Padding/Outcome/alreadyWide`` (and an unpadded string is never
  /// narrower than the target, so `padding(...).error >= 0` says it too).
  ///
  /// - Parameters:
  ///   - prefix: The text before the fill.
  ///   - suffix: The text after it.
  ///   - width: The wanted width of the whole string, in points.
  /// - Returns: `prefix + fill + suffix`; `prefix + suffix` when the target is NaN, infinite or
  ///   negative, already reached, or the engine cannot measure them.
  public func padded(_ prefix: String, _ suffix: String, toWidth width: Double) -> String {
    padding(prefix, suffix, toWidth: width).text
  }

  /// Pads `prefix + suffix` with spaces between them to `width`, and says how close it landed.
  ///
  /// Measures `prefix + suffix` (one call; none when both are empty), composes the fill for the
  /// rest from the spaces' measured steps, and measures the whole string. When that misses by more
  /// than 1/8 pixel it composes again for what the junctions with the letters add, as that
  /// measurement shows them, and measures again, up to ``maximumFillsTried`` fills; the string
  /// nearest the target wins, the unpadded one included.
  ///
  /// - Parameters:
  ///   - prefix: The text before the fill.
  ///   - suffix: The text after it.
  ///   - width: The wanted width of the whole string, in points.
  /// - Returns: The string, its measured width and error, and its ``Padding/outcome``.
  public func padding(_ prefix: String, _ suffix: String, toWidth width: Double) -> Padding {
    guard width.isFinite && width >= 0 else {
      return Padding(
        text: prefix + suffix, fill: "", target: width, width: .nan, outcome: .invalidTarget,
        measuringCalls: 0,
        scale: scale)
    }
    let (base, calls) = unpaddedWidth(prefix, suffix)
    return padding(prefix, suffix, target: width, base: base, calls: calls)
  }

  /// Puts a gap of `gap` points between `prefix` and `suffix`: the suffix starts `gap` after
  /// where the prefix, measured alone, ends.
  ///
  /// The target is `width(prefix) + gap + width(suffix)`, each measured alone (two calls), and the
  /// fill is composed for it as in ``padding(_:_:toWidth:)``, so kerning between the fill and the
  /// letters is measured in context. A gap that is NaN, infinite or negative counts as 0.
  ///
  /// - Parameters:
  ///   - prefix: The text before the gap.
  ///   - suffix: The text after it.
  ///   - gap: The wanted gap, in points.
  /// - Returns: The padded string; its target is the width computed above (NaN when either text
  ///   could not be measured, which leaves it unpadded).
  public func padding(_ prefix: String, _ suffix: String, gap: Double) -> Padding {
    let gap = gap.isFinite && gap > 0 ? gap : 0
    var calls = 0
    func alone(_ text: String) -> Double {
      guard !text.isEmpty else { return 0 }
      calls += 1
      return measure(text)
    }
    let target = alone(prefix) + gap + alone(suffix)
    guard Self.usable(target) else {
      return Padding(
        text: prefix + suffix, fill: "", target: target, width: .nan, outcome: .unmeasurable,
        measuringCalls: calls, scale: scale)
    }
    let (base, baseCalls) = unpaddedWidth(prefix, suffix)
    return padding(prefix, suffix, target: target, base: base, calls: calls + baseCalls)
  }

  /// A bare fill, `width` wide as the engine measures it alone: the guard, spaces, the guard.
  ///
  /// For a fill set between two strings in one label, ``padding(_:_:gap:)`` measures it in context.
  ///
  /// - Parameter width: The wanted width, in points.
  /// - Returns: The padding of two empty strings; its ``Padding/text`` is the fill.
  public func fill(width: Double) -> Padding {
    padding("", "", toWidth: width)
  }

  // MARK: - The search

  /// The engine's width of `prefix + suffix`, and the calls it took (0 for two empty strings,
  /// whose width is 0).
  func unpaddedWidth(_ prefix: String, _ suffix: String) -> (width: Double, calls: Int) {
    guard !(prefix.isEmpty && suffix.isEmpty) else { return (0, 0) }
    return (measure(prefix + suffix), 1)
  }

  /// Whether an engine's width is one to compute with: finite and not negative.
  static func usable(_ width: Double) -> Bool { width.isFinite && width >= 0 }

  /// Pads to a target, given the measured width of `prefix + suffix` and the calls made so far.
  ///
  /// What a fill adds in context beyond its spaces' steps (guards and tracking at its edges,
  /// kerning against the letters) is its junction. Fonts kern letters against some spaces and not
  /// others (the space glyph, U+0020, most often), and the letters at hand need not be the ones
  /// `init` probed, so junctions are kept by the fill's edges, its first and last space
  /// (``Junctions``). Each measurement records the junction of its fill's edges; edges not
  /// measured yet are predicted with what the fills measured so far say a fill of unkerned edges
  /// adds, and an edge `init` found kerned as either kerned the way it measured it between A and Y
  /// or not at all.
  ///
  /// The first fill is the table's best for the gap less the guards' share of a fill measured
  /// alone, or, when the engine kerns some spaces, the best predicted one near it, preferring
  /// edges that are not kerned (``nextComposition(gap:_:letters:tried:)``); each next fill is the best
  /// predicted one not tried, exploring edges not measured yet when no fill of known edges lands.
  func padding(_ prefix: String, _ suffix: String, target: Double, base: Double, calls: Int) -> Padding {
    var calls = calls
    func result(_ fill: String, _ text: String, _ width: Double, _ outcome: Padding.Outcome) -> Padding {
      Padding(
        text: text, fill: fill, target: target, width: width, outcome: outcome, measuringCalls: calls,
        scale: scale)
    }
    guard Self.usable(base) else { return result("", prefix + suffix, base, .unmeasurable) }
    guard target.isFinite && target >= 0 else { return result("", prefix + suffix, base, .invalidTarget) }
    guard base < target else { return result("", prefix + suffix, base, .alreadyWide) }
    let halfPixel = 0.5 / scale
    let leadingGuard = prefix.isEmpty
    let trailingGuard = suffix.isEmpty
    let letters = Letters(before: !leadingGuard, after: !trailingGuard)
    let gap = target - base
    // The nearest string measured so far: the unpadded one to begin with.
    var best = (fill: "", text: prefix + suffix, width: base)
    // The first guess: the guards' share of what a guarded fill measured alone adds.
    let guardShare: Double =
      switch (leadingGuard, trailingGuard) {
      case (true, true): standaloneOffset
      case (false, false): 0
      default: standaloneOffset / 2
      }
    var junctions = Junctions(guess: guardShare)
    var tried: [[Int]] = []
    for _ in 0..<Self.maximumFillsTried {
      // The empty fill is measured already; a fill tried before would measure the same; one not
      // predicted nearer than the nearest measured is not worth a call.
      guard
        let (counts, predictedError) = nextComposition(gap: gap, junctions, letters: letters, tried: tried),
        counts.contains(where: { $0 > 0 }), !tried.contains(counts), predictedError < abs(best.width - target)
      else { break }
      tried.append(counts)
      let fill = fillText(counts, leadingGuard: leadingGuard, trailingGuard: trailingGuard)
      var text = ""
      text.reserveCapacity(prefix.utf8.count + fill.utf8.count + suffix.utf8.count)
      text += prefix
      text += fill
      text += suffix
      calls += 1
      let width = measure(text)
      // An engine that cannot measure this fill cannot say what another would add.
      guard Self.usable(width) else { break }
      if abs(width - target) < abs(best.width - target) { best = (fill, text, width) }
      if abs(width - target) * scale <= Self.closeEnough { break }
      let fillEdges = edges(counts, letters: letters)
      junctions.record(
        width - base - predictedWidth(counts), edges: fillEdges,
        kerning: edgeKerning(fillEdges),
        tolerance: CompositeTitle.measurementTolerance / scale)
    }
    let outcome: Padding.Outcome = abs(best.width - target) <= halfPixel ? .exact : .nearest
    return result(best.fill, best.text, best.width, outcome)
  }

  /// A fill's edges, where its junctions with the letters are: its first and last space, as
  /// positions in ``characters`` (-1 for none, or a side without a letter).
  struct Edges: Hashable {
    var first: Int
    var last: Int
  }

  /// What one padding has learned of the junctions.
  struct Junctions {
    /// What a fill of edges not measured yet adds, unkerned, in each reading the measurements
    /// allow: the first guess to begin with. A measured fill of edges `init` found not kerned
    /// replaces the guess with its junction, and one whose junction differs from those (the
    /// letters at hand kern a space the probe did not) adds a reading. Until then, a fill of edges
    /// `init` found kerned gives a reading for each way the letters at hand may kern them: its
    /// junction less none, either or both of the kernings the probe measured.
    private(set) var readings: [Double]
    /// Whether a fill of edges `init` found not kerned was measured, which makes ``readings``
    /// measurements.
    private var unkernedMeasured = false
    /// What fills of each pair of edges measured added.
    private(set) var byEdges: [Edges: Double] = [:]
    /// What the fills measured whose edges `init` found kerned added, by that kerning: spaces
    /// kerned alike by A and Y are usually one glyph or one class, which the letters at hand kern
    /// alike too.
    private var byKerning: [EdgeKerning: Double] = [:]

    /// Starts from a guess of what a fill adds.
    init(guess: Double) { readings = [guess] }

    /// Whether one junction serves every fill of edges `init` found not kerned, as far as the
    /// measurements tell.
    var isUniform: Bool { readings.count == 1 }

    /// How far a fill of these edges whose spaces add `width` is predicted to land from the gap,
    /// and whether its junction is known: measured for these edges, or the one reading there is
    /// for edges `init` found not kerned. Otherwise each reading predicts it, with each edge `init`
    /// found kerned either kerned as it measured it or not at all, and so does a measured fill
    /// whose edges `init` found kerned alike; whichever lands nearest: a fill worth trying.
    func error(width: Double, gap: Double, edges: Edges, kerning: EdgeKerning) -> (value: Double, known: Bool)
    {
      if let measured = byEdges[edges] { return (abs(width + measured - gap), true) }
      var nearest = Double.infinity
      for junction in readings {
        for kerned in kerning.readings { nearest = min(nearest, abs(width + junction + kerned - gap)) }
      }
      if let alike = byKerning[kerning] { nearest = min(nearest, abs(width + alike - gap)) }
      return (nearest, kerning.isNone && readings.count == 1)
    }

    /// Records a measured junction for its edges, and what it says of fills not measured yet.
    ///
    /// - Parameters:
    ///   - junction: What the fill added beyond its spaces' steps.
    ///   - edges: The fill's edges.
    ///   - kerning: What `init` measured those edges adding next to A and Y.
    ///   - tolerance: How far two junctions may differ and be one reading.
    mutating func record(_ junction: Double, edges: Edges, kerning: EdgeKerning, tolerance: Double) {
      guard junction.isFinite else { return }
      byEdges[edges] = junction
      if kerning.isNone {
        if !unkernedMeasured {
          readings = [junction]
          unkernedMeasured = true
        } else if !readings.contains(where: { abs($0 - junction) <= tolerance }) {
          readings.append(junction)
        }
        return
      }
      byKerning[kerning] = junction
      if !unkernedMeasured {
        readings = []
        for kerned in kerning.readings where !readings.contains(junction - kerned) {
          readings.append(junction - kerned)
        }
      }
    }
  }

  /// The edges of a fill that meet a letter: its first space when a letter comes before the fill,
  /// its last when one comes after (-1 on a side that meets a guard, where every fill is alike).
  func edges(_ counts: [Int], letters: Letters) -> Edges {
    Edges(
      first: letters.before ? counts.firstIndex { $0 > 0 } ?? -1 : -1,
      last: letters.after ? counts.lastIndex { $0 > 0 } ?? -1 : -1)
  }

  /// Which sides of a fill meet a letter (the others meet a guard).
  struct Letters {
    var before: Bool
    var after: Bool
  }

  /// What `init` measured a fill's edges adding next to letters, on the sides where the fill meets
  /// one; 0 where it found them not kerned.
  struct EdgeKerning: Hashable {
    var leading: Double
    var trailing: Double

    /// Whether neither edge is kerned.
    var isNone: Bool { leading == 0 && trailing == 0 }

    /// What the edges may add with the letters at hand, which need not kern as A and Y do: none,
    /// either kerning or both, each once.
    var readings: [Double] {
      var values = [0.0]
      for value in [leading, trailing, leading + trailing] where !values.contains(value) {
        values.append(value)
      }
      return values
    }
  }

  /// What `init` measured a fill's edges adding next to the letters around it.
  func edgeKerning(_ edges: Edges) -> EdgeKerning {
    EdgeKerning(
      leading: edges.first >= 0 ? kerning.leading[edges.first] : 0,
      trailing: edges.last >= 0 ? kerning.trailing[edges.last] : 0)
  }

  /// How many 1/64 pixels on either side of a wanted width the search for fills of other edges
  /// looks at: one device pixel.
  static let searchWindow = 64

  /// The next fill to measure: the one not tried yet whose predicted width comes nearest the gap.
  ///
  /// While the engine kerns no space against letters and every fill measured added the same, one
  /// junction serves every fill, and the fill is the table's best for the gap less it. Otherwise
  /// the candidates are the table's sums within ``searchWindow`` of the gap less each junction
  /// measured or predicted, and the table's best for each (copies of the repeated space added
  /// beyond the span), each predicted with the junction of its edges. Of those whose junction is
  /// known (see ``Junctions/error(width:gap:edges:kerning:)``), the nearest wins if it is within
  /// half a pixel; otherwise the nearest of all, so edges not measured yet are tried when nothing
  /// else lands. Ties go to fewer spaces.
  ///
  /// - Returns: The counts and their predicted |error|, or `nil` when every candidate was tried.
  func nextComposition(
    gap: Double, _ junctions: Junctions, letters: Letters, tried: [[Int]]
  ) -> (counts: [Int], error: Double)? {
    if kerning.isEmpty && junctions.isUniform {
      let junction = junctions.readings[0]
      let counts = composition(for: gap - junction)
      return tried.contains(counts) ? nil : (counts, abs(predictedWidth(counts) + junction - gap))
    }
    let table = composer.composer
    let unitsPerPoint = 64 * scale
    typealias Candidate = (counts: [Int], error: Double, count: Int)
    var nearest: Candidate?
    var nearestKnown: Candidate?
    func better(_ candidate: Candidate, than current: Candidate?) -> Bool {
      guard let current else { return true }
      return candidate.error < current.error
        || (candidate.error == current.error && candidate.count < current.count)
    }
    func evaluate(_ counts: [Int], count: Int) {
      guard !tried.contains(counts) else { return }
      let edges = self.edges(counts, letters: letters)
      let error = junctions.error(
        width: predictedWidth(counts), gap: gap, edges: edges, kerning: edgeKerning(edges))
      let candidate = (counts, error.value, count)
      if better(candidate, than: nearest) { nearest = candidate }
      if error.known, better(candidate, than: nearestKnown) {
        nearestKnown = candidate
      }
    }
    var counts = [Int](repeating: 0, count: characters.count)
    func consider(sum: Int, copies: Int) {
      guard sum >= 0, sum <= table.maximumWidth, table.fewest[sum] != table.unreachable else { return }
      for index in counts.indices { counts[index] = 0 }
      table.forEachCharacter(of: sum) { counts[$0] += 1 }
      if let repeated { counts[repeated.index] += copies }
      let count = counts.reduce(0, +)
      guard count > 0, count <= Self.maximumFillCharacters else { return }
      evaluate(counts, count: count)
      // The same fill with every space that has a twin kerned otherwise written as its twin.
      guard kerning.twins.keys.contains(where: { counts[$0] > 0 }) else { return }
      var twinned = counts
      for (kept, twin) in kerning.twins where twinned[kept] > 0 {
        twinned[twin] += twinned[kept]
        twinned[kept] = 0
      }
      evaluate(twinned, count: count)
    }
    // The junctions a candidate may be predicted with: those measured, and each reading plus what
    // each pair of kerned edges (or none) adds.
    let kernedFirst = [-1] + kerning.leading.indices.filter { kerning.leading[$0] != 0 }
    let kernedLast = [-1] + kerning.trailing.indices.filter { kerning.trailing[$0] != 0 }
    var wanted = Set(junctions.byEdges.values)
    for reading in junctions.readings {
      for first in kernedFirst {
        for last in kernedLast {
          for kerned in edgeKerning(
            Edges(first: letters.before ? first : -1, last: letters.after ? last : -1)
          ).readings {
            wanted.insert(reading + kerned)
          }
        }
      }
    }
    // Each sum and count of copies once (the copies stay below 8192).
    var visited: Set<Int> = []
    for junction in wanted.sorted() {
      let (rest, copies) = split(gap - junction)
      guard rest.isFinite else { continue }
      if let sum = composer.sum(for: max(rest, 0), objective: .minimax) { consider(sum: sum, copies: copies) }
      let center = rest * unitsPerPoint
      guard center > -Double(Self.searchWindow), center < Double(table.maximumWidth + Self.searchWindow)
      else {
        continue
      }
      let middle = Int(center.rounded())
      for sum in (middle - Self.searchWindow)...(middle + Self.searchWindow)
      where visited.insert(sum * 8192 + copies).inserted {
        consider(sum: sum, copies: copies)
      }
    }
    if let nearestKnown, nearestKnown.error * scale <= 0.5 {
      return (nearestKnown.counts, nearestKnown.error)
    }
    return nearest.map { ($0.counts, $0.error) }
  }

  /// A wanted width split into what the table composes and the copies of the repeated space
  /// added to it: none up to the span; beyond it, enough copies to bring the rest within the span
  /// (as the step is at most half the span, the rest stays above half of it, where the table's
  /// fills are dense), at most ``maximumFillCharacters``.
  func split(_ wanted: Double) -> (rest: Double, copies: Int) {
    guard wanted > span, let repeated else { return (wanted, 0) }
    let needed = ((wanted - span) / repeated.step).rounded(.up)
    let copies = needed < Double(Self.maximumFillCharacters) ? Int(needed) : Self.maximumFillCharacters
    return (wanted - Double(copies) * repeated.step, copies)
  }

  /// The counts of the fill whose spaces' steps come nearest `wanted` points: from the table up to
  /// its span, and beyond it copies of the repeated character added to a fill from the table.
  /// All 0 for a width that is not a positive finite number or nearer no fill than the empty one.
  func composition(for wanted: Double) -> [Int] {
    var counts = [Int](repeating: 0, count: characters.count)
    guard wanted.isFinite && wanted > 0 else { return counts }
    let (rest, copies) = split(wanted)
    if let composition = composer.composition(for: rest, objective: .minimax) {
      for (index, count) in composition.counts.enumerated() where index < counts.count {
        counts[index] = count
      }
    }
    if let repeated { counts[repeated.index] += copies }
    // At most the most characters a fill may hold, the repeated ones given up first.
    var excess = counts.reduce(0, +) - Self.maximumFillCharacters
    if excess > 0, let repeated {
      let removed = min(excess, counts[repeated.index])
      counts[repeated.index] -= removed
      excess -= removed
    }
    for index in counts.indices.reversed() where excess > 0 {
      let removed = min(excess, counts[index])
      counts[index] -= removed
      excess -= removed
    }
    return counts
  }

  /// What a fill's spaces add in context, by the steps learned: each character present adds its
  /// once-offset, each copy its step.
  func predictedWidth(_ counts: [Int]) -> Double {
    var width = 0.0
    for (index, count) in counts.enumerated() where count > 0 {
      width += once[index] + Double(count) * steps[index]
    }
    return width
  }

  /// A fill's text: the guard where asked, each character its count of times in title order.
  ///
  /// One scalar at a time into a string reserved at its length, which keeps the write specialized;
  /// docs/runtime.md, *Costs and limits*, says what appending a repeated sequence costs instead.
  func fillText(_ counts: [Int], leadingGuard: Bool, trailingGuard: Bool) -> String {
    var length = (leadingGuard ? 1 : 0) + (trailingGuard ? 1 : 0)
    for count in counts { length += count }
    var fill = ""
    fill.reserveCapacity(3 * length)
    if leadingGuard { fill.unicodeScalars.append(guardCharacter) }
    for (index, count) in counts.enumerated() where count > 0 {
      let character = characters[index]
      for _ in 0..<count { fill.unicodeScalars.append(character) }
    }
    if trailingGuard { fill.unicodeScalars.append(guardCharacter) }
    return fill
  }
}
