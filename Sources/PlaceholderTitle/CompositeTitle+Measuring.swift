// MARK: - Measuring with the app's text engine

extension CompositeTitle {
  /// The space characters a measuring maker tries by default, in the order titles write them:
  /// the sixteen Unicode spaces (category Zs) a Latin font may draw, narrow ones first, so the
  /// hair space leads as in the original trick.
  public static let spaceCharacters: [Unicode.Scalar] = [
    "\u{200A}", "\u{2009}", "\u{2006}", "\u{2005}", "\u{2008}", "\u{0020}", "\u{00A0}", "\u{205F}",
    "\u{202F}",
    "\u{2004}", "\u{2002}", "\u{2000}", "\u{2007}", "\u{2003}", "\u{2001}", "\u{3000}",
  ]
  /// The most calls a measuring maker makes of its closure, whatever it is given.
  public static let maximumMeasuringCalls = 600
  /// The longest run of copies a measuring maker measures.
  package static let measuredRunLength = 32
  /// How far, in device pixels, a measurement may lie from what the others predict before the
  /// character is left out: 1/32 pixel, half of ``ButtonComposer/preferredMargin``. Far below
  /// kerning and tracking (tenths of a point), above the rounding of an engine that keeps
  /// hundredths of a point at @3x.
  package static let measurementTolerance = 1.0 / 32

  /// Composes the title of every device pixel from 0 to `maximumWidth` with the app's own text
  /// engine: the way to use composite titles in an app.
  ///
  /// The maker never trusts one measured advance per character. It measures whole strings
  /// written as titles are written (``EngineAdvances`` has the details): runs of 1, 2 and
  /// ``measuredRunLength`` copies of each candidate between the guards, from which it derives the
  /// character's step, then every ordered pair of the characters, in title order, from which it
  /// derives the offset a title adds once and what each character adds once
  /// (`width = offset + Σ (once + count × step)`: the form untracked run edges and a space kerned
  /// against itself take). A character is kept only when its runs and pairs add up within
  /// ``measurementTolerance``; a NaN, infinite or negative width leaves it out. ``exclusions``
  /// says what was left out and why.
  ///
  /// Under UIKit's model the maker then measures each button's title (one per device pixel of
  /// 74...120 pt but 74, whose title is empty) and keeps it only when the engine's width rounds
  /// up to that pixel with at least half ``ButtonComposer/preferredMargin`` to spare; otherwise
  /// it tries the button's next titles, then its best titles of at most two different characters
  /// (whose parts the runs and pairs measured). A pixel no title lands on is in
  /// ``unreachableWidths``.
  ///
  /// Measuring calls, all during `init`: `3n + n(n − 1)/2` for `n` candidates, plus at most one
  /// per device pixel of 74...120 pt under UIKit's model (138 at @3x) and a few more where a
  /// title misses; never more than ``maximumMeasuringCalls`` (600). 16 candidates at @3x take
  /// 306. Candidates beyond what the budget allows are left out (``Exclusion/Reason/measuringBudget``).
  ///
  /// - Parameters:
  ///   - measure: The app's text engine: the width in points of a string set in the title's
  ///     font (on iOS, `(text as NSString).size(withAttributes: [.font: font]).width`). Called
  ///     only during `init`, on the caller's thread.
  ///   - candidates: The characters to try, in the order titles write them (default
  ///     ``spaceCharacters``); repeats and the guard are left out.
  ///   - model: How a button's width follows from its title.
  ///   - scale: Device pixels per point (one that is not a positive finite number counts as 1).
  ///   - objective: What to optimize where no title is exact.
  ///   - guardCharacter: The zero-width character around every non-empty title, or `nil`.
  ///   - maximumWidth: The widest target, in points, as for the other initializers.
  public init(
    measuring measure: (String) -> Double, candidates: [Unicode.Scalar] = CompositeTitle.spaceCharacters,
    model: ButtonModel, scale: Double, objective: CompositionObjective = .minimax,
    guard guardCharacter: Unicode.Scalar? = nil, maximumWidth: Double = CompositeTitle.defaultMaximumWidth
  ) {
    let scale = Self.usableScale(scale)
    let model = Self.usableModel(model)
    let lastPixel = Self.lastPixel(maximumWidth: maximumWidth, model: model, scale: scale)
    var calls = 0
    func counted(_ text: String) -> Double {
      calls += 1
      return measure(text)
    }
    let reserve = Self.checkedPixels(model: model, scale: scale, lastPixel: lastPixel)
    let engine = EngineAdvances(
      candidates: candidates, guard: guardCharacter, tolerance: Self.measurementTolerance / scale,
      budget: Self.maximumMeasuringCalls - min(reserve, Self.maximumMeasuringCalls / 2), measure: counted)
    var composer = Self.gridComposer(
      advances: engine.steps, offset: engine.offset, characterOffsets: engine.characterOffsets, model: model,
      scale: scale, lastPixel: lastPixel)
    var unconfirmed: Set<Int> = []
    if case .uikitSwipe = model {
      unconfirmed = Self.confirm(
        &composer, placeholders: engine.characters, guard: guardCharacter, lastPixel: lastPixel,
        budget: Self.maximumMeasuringCalls - calls, measure: counted)
    }
    self.init(
      placeholders: engine.characters, advances: engine.steps, labelOffset: engine.offset,
      characterOffsets: engine.characterOffsets, composer: composer,
      objective: objective, guard: guardCharacter, lastPixel: lastPixel, unitsPerAdvance: nil,
      advanceUnits: [],
      exclusions: engine.exclusions, measuringCalls: calls, unconfirmed: unconfirmed)
  }

  /// The pixels a check of UIKit's buttons measures: those of 74...120 pt up to `lastPixel`, but
  /// 74's (the empty title); none under the plain model.
  static func checkedPixels(model: ButtonModel, scale: Double, lastPixel: Int) -> Int {
    guard case .uikitSwipe(let rounding) = model else { return 0 }
    let first = (UIKitSwipeButton.minimumWidth * scale).rounded(.up)
    let last = min(Double(lastPixel), (UIKitSwipeButton.maximumWidth * scale).rounded(.down))
    guard last > first else { return 0 }
    // Rounded to points, only whole points are buttons.
    let perPoint = rounding == .pixels ? 1 : scale
    return Int(((last - first) / perPoint).rounded(.up))
  }

  /// Measures each button's title with the app's engine and keeps, of the button's best title,
  /// then its best titles of at most two different characters, then its next best titles, the
  /// first whose measured
  /// width rounds up to that button with half the preferred margin to spare (else the one that
  /// lands on it with the most margin).
  ///
  /// - Returns: The pixels whose buttons no measured title landed on, or that the budget left
  ///   unchecked.
  static func confirm(
    _ composer: inout ButtonComposer, placeholders: [Unicode.Scalar], guard guardCharacter: Unicode.Scalar?,
    lastPixel: Int, budget: Int, measure: (String) -> Double
  ) -> Set<Int> {
    let scale = composer.scale
    let model = composer.model
    var writer = TitleWriter(placeholders: placeholders, guardCharacter: guardCharacter)
    var counts = [Int](repeating: 0, count: placeholders.count)
    var remaining = budget
    var unconfirmed: Set<Int> = []
    for index in composer.buttons.indices {
      let button = composer.buttons[index]
      let pixel = (button.width * scale).rounded()
      guard pixel <= Double(lastPixel) else { continue }
      var landed: (candidate: ButtonComposer.Candidate, margin: Double)?
      var tried: [Int] = []
      // The best title; if the engine disagrees, the titles nearest what the runs and pairs
      // measured; then the other good titles.
      let order = button.candidates.prefix(1) + button.simple + button.candidates.dropFirst()
      for candidate in order where !tried.contains(candidate.sum) {
        tried.append(candidate.sum)
        // The empty title is no text at all: nothing to measure.
        if candidate.sum == 0 {
          landed = (candidate, .infinity)
          break
        }
        guard remaining > 0 else { break }
        remaining -= 1
        for slot in counts.indices { counts[slot] = 0 }
        composer.composer.forEachCharacter(of: candidate.sum) { counts[$0] += 1 }
        let title = counts.withUnsafeBufferPointer { writer.title(counts: $0) }
        let measured = measure(title)
        guard measured.isFinite && measured >= 0 else { continue }
        let label = LabelWidth(points: measured)
        guard model.buttonWidth(label: label, scale: scale) == button.width else { continue }
        let margin = model.labelMargin(label, scale: scale)
        if margin > landed?.margin ?? -1 { landed = (candidate, margin) }
        if margin >= ButtonComposer.preferredMargin / 2 { break }
      }
      if let landed {
        composer.buttons[index].chosen = landed.candidate
      } else {
        unconfirmed.insert(Int(pixel))
      }
    }
    return unconfirmed
  }
}
