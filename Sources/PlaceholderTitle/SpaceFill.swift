/// Fills of space characters that make a string exactly as wide as wanted, measured by the app's
/// own text engine, wherever a control takes only a string: a right-aligned column in `UIAction`
/// titles, a segment's title, a gap inside a label. (A control that takes attributed text, such as
/// AppKit's `NSMenuItem`, aligns columns natively with `NSTextTab` stops.)
///
/// Build one with the engine that will draw the text, then ask for strings:
///
/// ```swift
/// let filler = try SpaceFill(measuring: { NSAttributedString(string: $0, attributes: attributes).size().width },
///                            scale: 2)
/// let title = filler.padded("✓ GPT-4o", "1x", toWidth: 240)   // prefix + spaces + suffix
/// ```
///
/// ``padded(_:_:toWidth:)`` returns `prefix + fill + suffix`, and ``padding(_:_:toWidth:)`` the
/// same with what the engine measured: the error, whether it is within half a device pixel
/// (``Padding/isExact``) and why not (``Padding/outcome``). ``column(_:aligning:minimumGap:at:)``
/// aligns the suffixes of several rows, ``padding(_:_:gap:)`` puts a gap of a given width between
/// two strings, and ``fill(width:)`` gives a bare fill.
///
/// A fill holds only space characters (Unicode category Zs) and, at an end of the string, a
/// zero-width guard (``guardCharacter``, category Cf): a fill that ended the string would be
/// trailing whitespace, which text engines may leave out of a line's width and setters may trim.
///
/// How a width is reached: `init` learns, as ``CompositeTitle/init(measuring:candidates:model:scale:objective:guard:widestTarget:)``
/// does, what each space adds in the engine (runs and pairs measured whole, tracking and kerning
/// among spaces included; ``exclusions`` says what it left out and why), and which spaces the
/// engine kerns against letters. Each padding then measures `prefix + suffix`, composes the fill
/// for the rest of the width from those steps, and measures the whole string. When that misses by
/// more than 1/8 pixel (a font may kern a letter against a space; tracking may apply to the
/// fill's edges), it composes again for what that measurement says the junctions add, trying
/// fills whose edges it has not measured yet when none it knows lands. The width a result reports
/// is the engine's width of the string returned: a result is never a prediction.
///
/// Cost: `init` makes at most 200 calls of the closure (``measuringCalls``: a guard's check, a run
/// of each of the sixteen candidates, runs and pairs of those that differ, and each kept space
/// measured after a letter and before one). A padding makes one call for `prefix + suffix` and
/// one per fill it tries, at most ``maximumFillsTried`` (``Padding/measuringCalls``).
/// docs/runtime.md, *Space fills beside text*, works out the calls for a typical font and gives
/// the averages measured.
/// The filler keeps a table of 3 bytes per 1/64 device pixel of a span of four of its widest space
/// (at most 256 pt: about 150 KB at @3x), and nothing that grows with use.
///
/// Threading: not `Sendable`, because it keeps the app's engine, which need not be. Use a filler
/// in one isolation domain at a time, where the engine may run (on the main actor, as AppKit's and
/// UIKit's text measurement usually is); Swift 6 checks that. The closure is called on the
/// caller's thread, during `init` and during each padding, never later. The filler has no mutable
/// state and takes no lock, and its results (``Padding``, ``Column``) are `Sendable` values.
public struct SpaceFill {
  /// The most fills one padding measures: the first, and up to three more when the junctions with
  /// the prefix and suffix add what the spaces alone do not.
  public static let maximumFillsTried = 4
  /// The most space characters in one fill.
  public static let maximumFillCharacters = RepeatedTitle.maximumCount
  /// How close a measured fill must land, in device pixels, before a padding stops trying others.
  static let closeEnough = 1.0 / 8
  /// The narrowest and widest span of the fill table, in points: four of the widest space, within
  /// these bounds. Wider fills add copies of a wide space to a fill from the table.
  static let spanBounds = (minimum: 16.0, maximum: 256.0)

  /// Device pixels per point, as given; a result within half a pixel of its target is exact.
  public let scale: Double
  /// The space characters fills use, in the order fills write them: the candidates the engine
  /// measured as adding up.
  public let spaces: [Unicode.Scalar]
  /// The zero-width character at an end of a fill that is at an end of the string: the first of
  /// ``CompositeTitle/guardCandidates`` the engine measured as no width, else U+200B.
  public let guardCharacter: Unicode.Scalar
  /// The candidates left out, and why.
  public let exclusions: [CompositeTitle.Exclusion]
  /// How many times `init` called the closure.
  public let measuringCalls: Int

  /// The app's engine.
  let measure: (String) -> Double
  /// Every candidate in title order, kept or not; ``steps`` and ``once`` follow it.
  let characters: [Unicode.Scalar]
  /// What each copy of a character adds, in points; 0 for one left out.
  let steps: [Double]
  /// What a character adds once to a fill that holds it, in points.
  let once: [Double]
  /// What a guarded fill measured alone adds once (the guards, tracking at its edges), in points.
  let standaloneOffset: Double
  /// What the engine adds where a letter meets each space, and the twins kerned otherwise.
  let kerning: LetterKerning
  /// The fills of every width in the span, on a grid of 1/64 device pixel.
  let composer: ButtonComposer
  /// The widest width the table composes, in points.
  let span: Double
  /// The character wider fills add copies of, and its step: the widest at most half the span.
  let repeated: (index: Int, step: Double)?

  /// Learns the spaces of the app's text engine.
  ///
  /// The closure is called only during `init` and during each padding, on the caller's thread. It
  /// gets strings of spaces between guards, and the strings a padding measures; it should return
  /// the width in points of the string set in the text's font (AppKit and UIKit:
  /// `NSAttributedString(string: $0, attributes: attributes).size().width`). A width that is NaN,
  /// infinite or negative leaves the character measured out, or the padding unpadded.
  ///
  /// - Parameters:
  ///   - measure: The app's text engine: the width of a string in points.
  ///   - candidates: The space characters to try, in the order fills write them (default
  ///     ``CompositeTitle/spaceCharacters``, the sixteen Unicode spaces, narrow ones first).
  ///     Characters that are not spaces (category Zs) are ignored, as are repeats.
  ///   - scale: Device pixels per point (on iOS, the trait collection's `displayScale`).
  /// - Throws: As ``CompositeTitle/init(measuring:candidates:model:scale:objective:guard:widestTarget:)``
  ///   does: ``SizingError/invalidScale(_:)``, without calling `measure`, when `scale` is not a
  ///   positive finite number (a trait collection not yet set gives 0: build the filler once the
  ///   screen's scale is known); when the engine keeps no space, ``SizingError/invalidWidth(_:)``,
  ///   ``SizingError/noWidth``, ``SizingError/widthDoesNotGrow(_:)`` or
  ///   ``SizingError/noSpaceAddsUp(_:)`` (also when no candidate is a space).
  public init(
    measuring measure: @escaping (String) -> Double,
    candidates: [Unicode.Scalar] = CompositeTitle.spaceCharacters, scale: Double
  ) throws(SizingError) {
    try CompositeTitle.validate(scale: scale)
    let tolerance = CompositeTitle.measurementTolerance / scale
    var calls = 0
    func counted(_ text: String) -> Double {
      calls += 1
      return measure(text)
    }
    let (guardCharacter, guardExclusions) = CompositeTitle.zeroWidthGuard(
      tolerance: tolerance, measure: counted)
    let engine = EngineAdvances(
      candidates: candidates.filter { $0.properties.generalCategory == .spaceSeparator },
      guard: guardCharacter,
      tolerance: tolerance,
      budget: CompositeTitle.plannedMeasuringCalls - calls, measure: counted)
    if let failure = engine.sizingError() { throw failure.including(guardExclusions) }
    let kerning = LetterKerning(
      engine, guard: guardCharacter, tolerance: tolerance,
      budget: CompositeTitle.plannedMeasuringCalls - calls,
      measure: counted)
    let widest = engine.steps.max() ?? 0
    let wanted = min(max(4 * widest, Self.spanBounds.minimum), Self.spanBounds.maximum)
    let lastPixel = CompositeTitle.lastPixel(
      widestTarget: wanted, model: .plain(padding: 0), scale: scale)
    let span = Double(lastPixel) / scale
    composer = CompositeTitle.gridComposer(
      advances: engine.steps, offset: 0, characterOffsets: engine.characterOffsets,
      model: .plain(padding: 0), scale: scale, lastPixel: lastPixel)
    repeated = engine.steps.indices.filter { engine.steps[$0] > 0 && engine.steps[$0] <= span / 2 }
      .max { engine.steps[$0] < engine.steps[$1] }.map { ($0, engine.steps[$0]) }
    self.scale = scale
    self.span = span
    self.measure = measure
    self.guardCharacter = guardCharacter
    // A twin writes its kept character's width: the same step and once-offset.
    var steps = engine.steps
    var once = engine.characterOffsets
    for (kept, twin) in kerning.twins {
      steps[twin] = steps[kept]
      once[twin] = once[kept]
    }
    self.kerning = kerning
    self.steps = steps
    self.once = once
    characters = engine.characters
    standaloneOffset = engine.offset
    self.spaces = engine.characters.indices.filter { steps[$0] > 0 }.map { engine.characters[$0] }
    let twins = Set(kerning.twins.values.map { engine.characters[$0] })
    exclusions = guardExclusions + engine.exclusions.filter { !twins.contains($0.character) }
    measuringCalls = calls
  }
}
