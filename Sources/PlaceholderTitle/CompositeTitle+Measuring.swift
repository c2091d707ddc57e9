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
  /// The guards a maker tries, in order, when the caller names none under UIKit's model: U+200B
  /// ZERO WIDTH SPACE, U+2060 WORD JOINER and U+FEFF ZERO WIDTH NO-BREAK SPACE, all of category Cf,
  /// so a setter that trims whitespace (as UIKit's swipe button does) stops at them.
  public static let guardCandidates: [Unicode.Scalar] = ["\u{200B}", "\u{2060}", "\u{FEFF}"]
  /// The most calls a measuring maker makes of its closure, whatever it is given.
  public static let maximumMeasuringCalls = 600
  /// The calls a measuring maker plans for: the guard's check, the runs and pairs of the
  /// characters it keeps, and one check per button of UIKit's model. Only titles the app's engine
  /// disagrees with cost more (the next titles of their button), up to ``maximumMeasuringCalls``.
  static let plannedMeasuringCalls = 200
  /// The fewest calls the survey, runs and pairs get where the checks alone would fill the plan
  /// (scales above 3): enough to survey the default candidates and measure runs and pairs of a
  /// few of them. docs/runtime.md, *Measuring calls*, works out how many.
  static let minimumLearningCalls = 40
  /// The longest run of copies a measuring maker measures.
  static let measuredRunLength = 32
  /// How far, in device pixels, a measurement may lie from what the others predict before the
  /// character is left out: 1/32 pixel, half of the 1/16 pixel a title keeps from the edges of
  /// its pixel. Far below kerning and tracking (tenths of a point), above the rounding of an
  /// engine that keeps hundredths of a point at @3x.
  static let measurementTolerance = 1.0 / 32

  /// Composes the title of every device pixel from 0 to `widestTarget` with the app's own text
  /// engine: the way to use composite titles in an app.
  ///
  /// The shortest call, `CompositeTitle(measuring: measure, scale: scale)`, is the one for UIKit's
  /// swipe button: the model defaults to ``ButtonModel/uikitSwipe(rounding:)`` with the label
  /// rounded up to device pixels, and every non-empty title is guarded, so UIKit's trim of
  /// whitespace keeps it: the maker measures the first of ``guardCandidates`` (U+200B) on its own
  /// and uses it if the engine gives it no width, else the next; if none measures 0 it uses U+200B
  /// anyway (a title must survive the trim, and the guard's width is measured as part of every
  /// title) and ``exclusions`` lists each with its width. Under the plain model titles have no
  /// guard unless `guard:` names one.
  ///
  /// The titles are exact only where the button draws its title in the font `measure` measures
  /// with: for a `UIContextualAction`, the system font, medium weight, at
  /// ``UIKitSwipeButton/titleFontSize(for:)`` of the current content size category.
  ///
  /// The maker never trusts one measured advance per character. It measures whole strings
  /// written as titles are written: a run of
  /// 32 copies of each candidate between the guards, which
  /// leaves out what has no width and what measures as wide as an earlier candidate; then, of the
  /// rest, the first ones in title order, as many as its plan has room for (the default list runs
  /// from narrow to wide, and narrow spaces reach the finest steps): their runs of 1 and 2 copies,
  /// from which it derives
  /// each character's step, and every ordered pair of them, in title order, from which it derives
  /// the offset a title adds once and what each character adds once
  /// (`width = offset + Σ (once + count × step)`: the form tracking and a space kerned
  /// against itself take). A character is kept only when its runs and pairs add up within 1/32
  /// pixel; a NaN, infinite or negative width leaves it out. ``exclusions`` says what was left out
  /// and why.
  ///
  /// Under UIKit's model the maker then measures each button's title (one per device pixel of
  /// 74...120 pt but 74, whose title is empty) and keeps it only when the engine's width rounds
  /// up to that pixel with at least 1/32 pixel to spare; otherwise it tries the button's next
  /// titles, then its best titles of at most two different characters (whose parts the runs and
  /// pairs measured), and keeps the one that lands with the most to spare. A pixel no title lands
  /// on is in ``unreachableWidths``.
  ///
  /// Measuring calls, all during `init`: the guard's check (one), a run of each of the `n`
  /// candidates, `2k + k(k − 1)/2` for the `k` chosen, and under UIKit's model one per device
  /// pixel of 74...120 pt but 74's. `k` is as large as keeps that within 200 calls, though the
  /// survey, runs and pairs get at least 40 where the checks would leave less (scales above 3);
  /// under the plain model, with the default candidates, it is all of them. Only a title the
  /// engine disagrees with costs more, one call per title tried, never more than
  /// ``maximumMeasuringCalls`` (600) in all; ``measuringCalls`` says how many were made.
  /// docs/runtime.md, *Measuring calls*, works the counts out per scale and says why checking
  /// every button lets the maker keep fewer characters without losing exactness.
  ///
  /// When and where to build one: the closure is not escaping and runs only during `init`, on the
  /// caller's thread. The maker is then immutable and `Sendable`; ``emptyTitle(for:)`` is a table
  /// lookup. Build one per title font size and screen scale (on iOS: the swipe button's font at
  /// the current content size category, at the screen's scale), before its first swipe, and keep
  /// it until either changes; see the package's documentation for a sample and for which thread
  /// the app's engine may run on.
  ///
  /// - Parameters:
  ///   - measure: The app's text engine: the width in points of a string set in the font the
  ///     button draws its title in (on iOS,
  ///     `NSAttributedString(string: text, attributes: [.font: font]).size().width`). Called only
  ///     during `init`, on the caller's thread.
  ///   - candidates: The characters to try, in the order titles write them (default
  ///     ``spaceCharacters``); repeats and the guard are left out.
  ///   - model: How a button's width follows from its title (default UIKit's swipe button, the
  ///     label rounded up to device pixels).
  ///   - scale: Device pixels per point (on iOS, the trait collection's `displayScale`).
  ///   - objective: What to optimize where no title is exact.
  ///   - titleGuard: The zero-width character at both ends of every non-empty title (default
  ///     ``Guard/automatic``, as above); a character given is used as given, not checked.
  ///   - widestTarget: The widest target, in points, as for the other initializers.
  /// - Throws: ``SizingError/invalidScale(_:)``, without calling `measure`, when `scale` is not a
  ///   positive finite number (0, as a trait collection not yet attached to a screen reports
  ///   it). When the engine keeps no candidate: ``SizingError/invalidWidth(_:)`` when it measured
  ///   every one NaN, infinite or negative, ``SizingError/noWidth`` when it gave them no width,
  ///   ``SizingError/widthDoesNotGrow(_:)`` when more copies measured no wider (a constant
  ///   engine), else ``SizingError/noSpaceAddsUp(_:)`` with every exclusion.
  public init(
    measuring measure: (String) -> Double, candidates: [Unicode.Scalar] = CompositeTitle.spaceCharacters,
    model: ButtonModel = .uikitSwipe(rounding: .pixels), scale: Double,
    objective: CompositionObjective = .minimax, guard titleGuard: Guard = .automatic,
    widestTarget: Double = CompositeTitle.defaultWidestTarget
  ) throws(SizingError) {
    try Self.validate(scale: scale)
    let model = Self.usableModel(model)
    let lastPixel = Self.lastPixel(widestTarget: widestTarget, model: model, scale: scale)
    let tolerance = Self.measurementTolerance / scale
    var calls = 0
    func counted(_ text: String) -> Double {
      calls += 1
      return measure(text)
    }
    var guardExclusions: [Exclusion] = []
    let guardCharacter: Unicode.Scalar?
    switch titleGuard {
    case .automatic:
      guard case .uikitSwipe = model else {
        guardCharacter = nil
        break
      }
      (guardCharacter, guardExclusions) = Self.zeroWidthGuard(tolerance: tolerance, measure: counted)
    case .character, .unguarded: guardCharacter = titleGuard.character(for: model)
    }
    let reserve = Self.checkedPixels(model: model, scale: scale, lastPixel: lastPixel)
    let learning = max(Self.plannedMeasuringCalls - reserve - calls, Self.minimumLearningCalls)
    let engine = EngineAdvances(
      candidates: candidates, guard: guardCharacter, tolerance: tolerance,
      budget: min(learning, Self.maximumMeasuringCalls - calls), measure: counted)
    if let failure = engine.sizingError() {
      throw failure.including(guardExclusions)
    }
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
      exclusions: guardExclusions + engine.exclusions, measuringCalls: calls, unconfirmed: unconfirmed)
  }

  /// The first of ``guardCandidates`` the engine measures as no width (within the tolerance), with
  /// the ones it measured wider; U+200B when none is, since a title must survive UIKit's trim.
  static func zeroWidthGuard(
    tolerance: Double, measure: (String) -> Double
  ) -> (Unicode.Scalar, [Exclusion]) {
    var wide: [Exclusion] = []
    for candidate in guardCandidates {
      let width = measure(String(candidate))
      if width.isFinite && abs(width) <= tolerance { return (candidate, wide) }
      wide.append(Exclusion(character: candidate, reason: .guardHasWidth(width)))
    }
    return (guardCandidates[0], wide)
  }

  /// The pixels a check of UIKit's buttons measures: those of 74...120 pt up to `lastPixel`, but
  /// 74's (the empty title); none under the plain model.
  static func checkedPixels(model: ButtonModel, scale: Double, lastPixel: Int) -> Int {
    guard case .uikitSwipe(let rounding) = model else { return 0 }
    let first = (UIKitSwipeButton.minimumButtonWidth * scale).rounded(.up)
    let last = min(Double(lastPixel), (UIKitSwipeButton.maximumButtonWidth * scale).rounded(.down))
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
