/// The best composite title for a wanted button width under a sizing model: the one definition of
/// "best" that the calibration tool and the runtime an app ships both use.
///
/// A ``PlaceholderComposer`` knows which sums of the characters' advances (in whole units) a title
/// reaches and with how few characters. This type turns a sum into the title's label width (its
/// ``Arithmetic``), the label into a button (the ``ButtonModel``), and picks a sum for a target:
///
/// - Under the plain model every label has its own button, and the composer's exact search over
///   the model (``PlaceholderComposer/composition(for:objective:buttonWidth:)``) decides.
/// - Under a clamping, rounding model (UIKit's swipe button) many labels give the same button. At
///   `init` every reachable sum is visited once: its label, its button and the label's margin
///   inside the run of labels giving that button (``ButtonModel/labelMargin(_:scale:)``). Each
///   button keeps its best titles, ranked by: a margin of at least ``preferredMargin`` first (so
///   that the device's own arithmetic cannot push the label across a pixel boundary), then the
///   fewest characters, then the larger margin, then the smaller sum. A target gets the button
///   its objective picks among the buttons titles reach (the nearest one for minimax, ties to
///   the fewer characters and then the wider button; the narrowest at least as wide for
///   never-clip; the widest at most as wide for never-seam), and when the objective cannot be met
///   at all (wider than the widest button, or narrower than the narrowest), the nearest button.
///
/// Threading: a plain value; `Sendable`.
package struct ButtonComposer: Sendable {
  /// How a sum of units becomes a title label's width.
  package enum Arithmetic: Sendable {
    /// Exact units (font units, or 26.6 pixels): a sum of `U` units is
    /// `U × numerator / denominator` points, kept as an exact fraction where
    /// ``LabelWidth/init(units:pointsPerUnit:)`` can.
    case units(numerator: Double, denominator: Double)
    /// Measured advances in points, on a grid of `pointsPerUnit`: a title with characters is
    /// `offset + Σ (once + count × step)` over the characters it holds (the offset is what the
    /// engine adds once per title, such as tracking at a run's edges; `once` what a character
    /// adds once when present, such as kerning against itself), the empty title 0. `steps` and
    /// `once` follow the composer's advances.
    case measured(offset: Double, steps: [Double], once: [Double], pointsPerUnit: Double)
  }

  /// One title a clamping model's button can have.
  struct Candidate: Sendable, Equatable {
    /// The sum, in units.
    var sum: Int
    /// Its characters (guards not counted).
    var count: Int
    /// Its label's margin in device pixels.
    var margin: Double
    /// How many different characters it holds (measured advances only; 0 otherwise).
    var distinct = 0
  }

  /// One button a clamping model reaches, with its best titles, best first.
  struct Button: Sendable {
    /// The button's width in points.
    var width: Double
    /// Up to ``keptCandidates`` titles, best first.
    var candidates: [Candidate]
    /// Measured advances: up to ``keptCandidates`` titles of at most two different characters,
    /// best first. A runs-and-pairs check has measured such titles' parts together (a run, or
    /// one junction of two runs), so they are what a check of the app's engine falls back on
    /// when a title of more characters does not measure as predicted.
    var simple: [Candidate] = []
    /// Which candidate the button gives (its best unless a check of the app's engine chose another).
    var chosen: Candidate

    init(width: Double, candidate: Candidate) {
      self.width = width
      candidates = [candidate]
      chosen = candidate
    }
  }

  /// The margin a label should keep from both ends of its run of labels, in device pixels:
  /// 1/16 pixel, far above floating-point noise and the 1/1024 pt rounding of a text engine,
  /// small enough that every run has titles inside it.
  static let preferredMargin = 1.0 / 16
  /// How many titles each button keeps, for a check to fall back on.
  static let keptCandidates = 4

  /// The sums and their fewest characters.
  package let composer: PlaceholderComposer
  /// The sizing model.
  package let model: ButtonModel
  /// Device pixels per point.
  package let scale: Double
  /// How sums become labels.
  package let arithmetic: Arithmetic
  /// Clamping models: every button a title reaches, narrowest first; empty under the plain model.
  var buttons: [Button]

  /// Ranks every reachable sum for a clamping model; keeps the composer for the plain model.
  ///
  /// - Parameters:
  ///   - composer: The sums, in the arithmetic's units.
  ///   - model: The sizing model.
  ///   - scale: Device pixels per point.
  ///   - arithmetic: How a sum becomes a label width.
  package init(composer: PlaceholderComposer, model: ButtonModel, scale: Double, arithmetic: Arithmetic) {
    self.composer = composer
    self.model = model
    self.scale = scale
    self.arithmetic = arithmetic
    buttons = []
    if case .uikitSwipe = model { buttons = rankedButtons() }
  }

  /// Builds the composer for exact units, its table reaching as far as a target can need, and
  /// ranks its sums.
  ///
  /// The table spans every label the model lays out as measured (UIKit: up to 108 pt), or under
  /// the plain model the widest target past the padding plus the widest advance, so that the best
  /// sum on either side of every target is in it.
  ///
  /// - Parameters:
  ///   - advances: Each character's advance in units (0 or less: not used).
  ///   - pointsPerUnit: Points per unit, as a numerator and a denominator.
  ///   - model: The sizing model.
  ///   - scale: Device pixels per point.
  ///   - widestTarget: The widest target in points (plain model only).
  ///   - maximumUnits: The most units the table may span; a larger one is `nil`.
  /// - Returns: The composer, or `nil` when its table would span more than `maximumUnits`.
  package static func exact(
    advances: [Int], pointsPerUnit: (numerator: Double, denominator: Double), model: ButtonModel,
    scale: Double,
    widestTarget: Double, maximumUnits: Int
  ) -> ButtonComposer? {
    let units = tableUnits(
      advances: advances, pointsPerUnit: pointsPerUnit, model: model, widestTarget: widestTarget)
    guard units <= Double(maximumUnits) else { return nil }
    let composer = PlaceholderComposer(
      advances: advances, maximumWidth: Int(units), maximumCount: RepeatedTitle.maximumCount)
    return ButtonComposer(
      composer: composer, model: model, scale: scale,
      arithmetic: .units(numerator: pointsPerUnit.numerator, denominator: pointsPerUnit.denominator))
  }

  /// The units a table of exact advances spans (see
  /// ``exact(advances:pointsPerUnit:model:scale:widestTarget:maximumUnits:)``).
  package static func tableUnits(
    advances: [Int], pointsPerUnit: (numerator: Double, denominator: Double), model: ButtonModel,
    widestTarget: Double
  ) -> Double {
    let pointsPerUnitValue = LabelWidth(units: 1, pointsPerUnit: pointsPerUnit).points
    guard pointsPerUnitValue.isFinite && pointsPerUnitValue > 0 else { return 0 }
    if let limit = model.maximumLabelWidth {
      // The widest label laid out as measured; exact, as the model rounds it.
      let estimate = (limit / pointsPerUnitValue).rounded(.down)
      guard estimate < 1e15 else { return estimate }
      var whole = Int(estimate)
      while whole > 0 && LabelWidth(units: whole, pointsPerUnit: pointsPerUnit).points > limit { whole -= 1 }
      return Double(whole)
    }
    let widestAdvance = advances.max() ?? 0
    let target = widestTarget.isFinite ? widestTarget : 0
    return (max(0, target - model.padding) / pointsPerUnitValue).rounded(.up) + Double(max(0, widestAdvance))
  }

  // MARK: - Labels and buttons

  /// The label of the composition the composer keeps for a sum.
  ///
  /// Exact units give the exact label of any sum. Measured advances give, under the plain model,
  /// the grid's label `offset + U × pointsPerUnit` (non-decreasing in `U`, as the composer's
  /// search needs; the offset is left out for the empty title and the label never falls below
  /// 0), and under a clamping model the label summed from the kept composition's measured steps.
  func labelWidth(units: Int) -> LabelWidth {
    switch arithmetic {
    case .units(let numerator, let denominator):
      return LabelWidth(units: units, pointsPerUnit: (numerator, denominator))
    case .measured(let offset, _, _, let pointsPerUnit):
      guard units > 0 else { return LabelWidth(points: 0) }
      return LabelWidth(points: max(0, offset + Double(units) * pointsPerUnit))
    }
  }

  /// The button for a title `units` wide, by ``labelWidth(units:)``.
  package func buttonWidth(units: Int) -> Double {
    model.buttonWidth(label: labelWidth(units: units), scale: scale)
  }

  // MARK: - Choosing a title

  /// The best composition for a target.
  ///
  /// - Parameters:
  ///   - target: The wanted button width, in points.
  ///   - objective: What to optimize.
  /// - Returns: The composition, or `nil` for a target that is not finite, or under the plain
  ///   model when the objective cannot be met.
  package func composition(
    for target: Double, objective: CompositionObjective
  ) -> PlaceholderComposer.Composition? {
    sum(for: target, objective: objective).flatMap { composer.composition(exactly: $0) }
  }

  /// The sum ``composition(for:objective:)`` composes.
  func sum(for target: Double, objective: CompositionObjective) -> Int? {
    guard target.isFinite else { return nil }
    guard !buttons.isEmpty else {
      return composer.bestWidth(
        for: target, objective: objective, near: crossing(for: target), buttonWidth: buttonWidth(units:))
    }
    return buttonIndex(for: target, objective: objective).map { buttons[$0].chosen.sum }
  }

  /// Plain model: the sum where the button reaches the target, solved for in closed form, where
  /// the composer's search starts. The search itself decides, so the guess's rounding only costs
  /// an evaluation or two.
  private func crossing(for target: Double) -> Int {
    let label = target - model.padding
    let units: Double
    switch arithmetic {
    case .units(let numerator, let denominator): units = label * denominator / numerator
    case .measured(let offset, _, _, let pointsPerUnit): units = (label - offset) / pointsPerUnit
    }
    // Also false for NaN.
    guard units > 0 else { return 0 }
    return units < Double(composer.maximumWidth) ? Int(units) : composer.maximumWidth
  }

  /// The button a target gets under a clamping model.
  func buttonIndex(for target: Double, objective: CompositionObjective) -> Int? {
    guard target.isFinite, !buttons.isEmpty else { return nil }
    // The first button at least as wide as the target.
    var low = 0
    var high = buttons.count
    while low < high {
      let middle = (low + high) / 2
      if buttons[middle].width < target { low = middle + 1 } else { high = middle }
    }
    let wider = low < buttons.count ? low : nil
    let narrower = wider.flatMap { buttons[$0].width == target ? $0 : nil } ?? (low > 0 ? low - 1 : nil)
    switch objective {
    case .neverClip: if let wider { return wider }
    case .neverSeam: if let narrower { return narrower }
    case .minimax: break
    }
    guard let wider else { return narrower }
    guard let narrower else { return wider }
    let widerError = buttons[wider].width - target
    let narrowerError = target - buttons[narrower].width
    if widerError != narrowerError { return widerError < narrowerError ? wider : narrower }
    return buttons[narrower].chosen.count < buttons[wider].chosen.count ? narrower : wider
  }

  /// Whether some title gives a button exactly `width` wide: within a billionth of a device
  /// pixel, since `12 + k / scale` and `(12 × scale + k) / scale` may differ in their last bit.
  package func reaches(_ width: Double) -> Bool {
    guard !buttons.isEmpty else { return model.canReach(width) }
    return buttonIndex(for: width, objective: .minimax).map {
      Self.samePixel(buttons[$0].width, width, scale: scale)
    }
      ?? false
  }

  /// Whether two widths are the same device pixel's, to a billionth of a pixel.
  static func samePixel(_ first: Double, _ second: Double, scale: Double) -> Bool {
    abs(first - second) * scale <= 1e-9
  }

  // MARK: - Ranking a clamping model's titles

  /// Visits every reachable sum once and keeps each button's best titles.
  private func rankedButtons() -> [Button] {
    let measured = measuredWidths()
    var indexByWidth: [Double: Int] = [:]
    var buttons: [Button] = []
    let limit = model.maximumLabelWidth ?? .infinity
    for sum in 0...composer.maximumWidth where composer.fewest[sum] != composer.unreachable {
      let label: LabelWidth
      var distinct = 0
      if let measured, case .measured(let offset, _, _, _) = arithmetic {
        label = LabelWidth(points: sum == 0 ? 0 : offset + measured.widths[sum])
        distinct = measured.characters[sum].nonzeroBitCount
      } else {
        label = labelWidth(units: sum)
      }
      // A wider label is not laid out as measured (UIKit shrinks the font): never a title.
      guard label.points <= limit, label.points >= 0 else { continue }
      let width = model.buttonWidth(label: label, scale: scale)
      let candidate = Candidate(
        sum: sum, count: Int(composer.fewest[sum]), margin: model.labelMargin(label, scale: scale),
        distinct: distinct)
      if let index = indexByWidth[width] {
        Self.insert(candidate, into: &buttons[index].candidates)
        if distinct <= 2 && measured != nil { Self.insert(candidate, into: &buttons[index].simple) }
      } else {
        indexByWidth[width] = buttons.count
        var button = Button(width: width, candidate: candidate)
        if distinct <= 2 && measured != nil { button.simple = [candidate] }
        buttons.append(button)
      }
    }
    for index in buttons.indices { buttons[index].chosen = buttons[index].candidates[0] }
    return buttons.sorted { $0.width < $1.width }
  }

  /// Inserts a candidate after every one that ranks before it or equally (sums arrive in
  /// increasing order, so of equals the smaller sum stays first), keeping the best few.
  private static func insert(_ candidate: Candidate, into candidates: inout [Candidate]) {
    var position = candidates.count
    while position > 0 && ranks(candidate, before: candidates[position - 1]) { position -= 1 }
    guard position < keptCandidates else { return }
    candidates.insert(candidate, at: position)
    if candidates.count > keptCandidates { candidates.removeLast() }
  }

  /// Whether `first` is a better title than `second` for the same button.
  static func ranks(_ first: Candidate, before second: Candidate) -> Bool {
    let firstKeeps = first.margin >= preferredMargin
    let secondKeeps = second.margin >= preferredMargin
    if firstKeeps != secondKeeps { return firstKeeps }
    if first.count != second.count { return first.count < second.count }
    if first.margin != second.margin { return first.margin > second.margin }
    return first.sum < second.sum
  }

  /// For measured advances, each reachable sum's label before the offset and the characters its
  /// composition holds: the kept composition's steps added up, `T[U] = T[U − a] + step` along
  /// the composer's back-pointers (each sum's composition is a smaller one plus one character,
  /// so one pass in increasing order fills it), plus each character's once-offset where it first
  /// appears, known from a bit per character (the first 64; the others have none).
  private func measuredWidths() -> (widths: [Double], characters: [UInt64])? {
    guard case .measured(_, let steps, let once, _) = arithmetic else { return nil }
    var widths = [Double](repeating: 0, count: composer.maximumWidth + 1)
    var characters = [UInt64](repeating: 0, count: composer.maximumWidth + 1)
    guard composer.maximumWidth > 0 else { return (widths, characters) }
    for sum in 1...composer.maximumWidth where composer.fewest[sum] != composer.unreachable {
      let character = Int(composer.lastCharacter[sum])
      let index = composer.usableIndices[character]
      let previous = sum - composer.usableAdvances[character]
      let bit: UInt64 = index < 64 ? 1 << UInt64(index) : 0
      let first = bit != 0 && characters[previous] & bit == 0
      widths[sum] =
        widths[previous] + (index < steps.count ? steps[index] : 0)
        + (first && index < once.count ? once[index] : 0)
      characters[sum] = characters[previous] | bit
    }
    return (widths, characters)
  }
}
