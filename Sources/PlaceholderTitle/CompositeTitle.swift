/// Titles that mix several placeholder characters, for buttons of almost any width.
///
/// A title of one repeated character is off by up to half its advance; a mix of the font's
/// space characters reaches nearly every width. The title for every device pixel from 0 to
/// ``widestTarget`` is composed once, in `init`, and ``emptyTitle(for:)`` returns one of them.
///
/// In an app, build it with the app's own text engine, measuring with the font the button draws
/// its title in: ``init(measuring:candidates:model:scale:objective:guard:widestTarget:)``, whose
/// shortest call, `CompositeTitle(measuring: measure, scale: scale)`, composes for UIKit's
/// swipe button (``ButtonModel/uikitSwipe(rounding:)``, the label rounded up to device pixels).
/// The maker measures whole strings as titles are written, keeps only the characters that add up
/// in that engine (``exclusions`` says why the others were left out), guards every title with
/// U+200B so UIKit's trim of whitespace keeps it, and measures each button's title once more to
/// check it lands on its pixel. The titles are exact only where the button draws its title in the
/// font the closure measures with.
///
/// The button a title makes is the ``ButtonModel``'s: `padding + label`
/// (``ButtonModel/plain(padding:)``) or UIKit's swipe button,
/// `min(120, max(74, 12 + the label rounded up to device pixels))`. Under UIKit's model a title is
/// exact when its rounded-up label lands on the target's pixel. Among exact titles the composer
/// prefers one whose label keeps 1/16 pixel from both ends of that pixel's interval, so the
/// device's own arithmetic cannot push it across a boundary; a measuring maker then accepts a
/// title its engine measures with at least 1/32 pixel to spare, else tries the button's other
/// titles and keeps the one that lands with the most. Targets the model cannot reach (below 74 or
/// above 120 pt, or a pixel no title lands on) get the nearest button, and ``composition(for:)``,
/// ``isExact(for:)`` and ``unreachableWidths`` say so.
///
/// Two other ways to give the advances, for advances known ahead:
/// - **Advances in points**, ``init(placeholders:model:scale:objective:guard:widestTarget:)``:
///   the characters must add up (no kerning, no tracking); the title is `Σ count × advance` wide.
/// - **Exact units**, ``init(placeholders:unit:model:scale:objective:guard:widestTarget:)``: font
///   units or 26.6 values, as the calibration tool measured them, composed with the tool's exact
///   arithmetic, so the titles are the tool's (`calibrate --emit swift` writes these).
///
/// Every initializer throws a ``SizingError`` rather than build a maker whose every title is
/// empty: when `scale` is not a positive finite number (a trait collection not yet attached to a
/// screen reports a `displayScale` of 0, and no title can be exact on an unknown pixel grid: build
/// the maker once the view is on a screen), or when nothing it was given has a width (the app's
/// engine measures every string of spaces as NaN, 0 or the same width, or no advance given is
/// usable). `try?` gives an optional maker; the error says why.
///
/// Exactness of measured advances: they are composed on a grid of 1/64 device pixel,
/// `round(advance × scale × 64)` units, each within 1/128 pixel of its advance. Under the plain
/// model the composer finds the exact optimum on the grid, and the width a ``Composition`` claims
/// (from the advances as given) can differ from the grid's by up to 1/128 pixel per character.
/// Under UIKit's model every candidate's label is summed from the advances themselves, never from
/// the grid, before it is rounded up.
///
/// Targets are device pixels: a wanted width `W` is quantized to `round(W × scale) / scale`
/// points (halves up), so `W` and `W + 0.1 / scale` usually get the same title. Widths above
/// ``widestTarget`` get the title of the widest; NaN, infinite and negative widths get the
/// empty title. An empty title stays empty: guards surround only titles with characters.
///
/// Cost: `init` composes a table of 1/64 pixel steps up to the widest target (3 bytes a step,
/// freed when `init` returns) and keeps each pixel's title, two 16-byte table entries per pixel and
/// each pixel's counts; under UIKit's model the table stops at 120 pt. A warm ``emptyTitle(for:)``
/// is one multiplication, two comparisons and one load: it allocates nothing and takes no lock.
/// What a build takes and keeps is measured by `make bench` (`build/uikit74to120@3x/*`), and
/// docs/benchmarks.md has the figures.
///
/// Threading: immutable and `Sendable`; share it freely.
public struct CompositeTitle: Sendable {
  /// The widest target precomputed by default, in points (wider than any phone's screen).
  public static let defaultWidestTarget = 1000.0
  /// The most device pixels precomputed, whatever ``widestTarget`` and ``scale`` ask for, so a
  /// wild maximum cannot allocate a huge table (docs/runtime.md, *Costs and limits*, gives it in
  /// points).
  static let maximumPixelCount = 16_384
  /// The most UTF-8 the precomputed titles may take together (16 MiB): when tiny advances would
  /// make the titles of every pixel up to ``widestTarget`` longer, the widest target is lowered to
  /// the last pixel whose titles fit.
  static let maximumTitleBytes = 16 << 20
  /// The most units the composer's table of exact advances may span (3 bytes each): when font
  /// units at a small size would need more, the maximum is lowered.
  package static let maximumTableUnits = 8_000_000

  /// The placeholder characters, in the order they were given and appear in titles.
  public let placeholders: [Unicode.Scalar]
  /// The advance (or measured step) of each placeholder in points; 0 for a measured character
  /// left out (see ``exclusions``).
  public let advances: [Double]
  /// What a title with characters adds to `Σ count × advance`, in points: 0 unless measured (a
  /// text engine that tracks between glyphs but not at a run's edges adds one tracking less, or
  /// more with guards).
  package let labelOffset: Double
  /// What each placeholder adds once to a title that holds it, in points: 0 unless measured (a
  /// space kerned against itself adds its kerning one time less than its copies; an engine that
  /// tracks only within runs of one character, one tracking less per character).
  let characterOffsets: [Double]
  /// How a button's width follows from its title.
  public let model: ButtonModel
  /// Device pixels per point.
  public let scale: Double
  /// What a title optimizes.
  public let objective: CompositionObjective
  /// The zero-width character around every non-empty title, or `nil` for none.
  public let guardCharacter: Unicode.Scalar?
  /// The widest target with a title of its own, in points: the last pixel over the scale.
  public let widestTarget: Double
  /// The device pixels in the model's reach, up to ``widestTarget``, that no title makes exactly
  /// (or, for a measuring maker, whose title the app's engine did not confirm), in points; they get
  /// the nearest button. Always empty under the plain model, which has no pixel grid.
  public let unreachableWidths: [Double]
  /// The candidates a measuring maker left out, and why; empty for the other makers.
  public let exclusions: [Exclusion]
  /// How many times a measuring maker called its closure; 0 for the other makers.
  public let measuringCalls: Int
  @usableFromInline let table: CompositeTitleTable
  /// The table's titles (kept alive by `table`).
  @usableFromInline let cachedTitles: TitleBuffer
  /// The last precomputed pixel.
  @usableFromInline let lastPixel: Int
  /// Half pixels per point, `2 × scale` (exact).
  @usableFromInline let halfPixelsPerPoint: Double
  /// `2 × lastPixel`, the last entry of the table, and the same as a `Double`.
  @usableFromInline let lastHalfPixel: Int
  @usableFromInline let lastHalfPixelWidth: Double
  /// How a claimed label is computed: exact units, or the advances in points.
  let unitsPerAdvance: (numerator: Double, denominator: Double)?
  /// The exact advances, when given in units.
  let advanceUnits: [Int]

  /// The width of a button with an empty title, in points: the plain model's padding, or UIKit's
  /// two 6 pt insets (the button itself is at least 74 pt).
  package var padding: Double { model.padding }

  /// Composes the title of every device pixel from 0 to `widestTarget` from advances in points.
  ///
  /// - Parameters:
  ///   - placeholders: Each placeholder character with its advance in points, as the app
  ///     measures it with the title's font; the characters must add up (check it, or let
  ///     ``init(measuring:candidates:model:scale:objective:guard:widestTarget:)`` do it).
  ///     Advances that are not finite, round to less than 1/64 pixel or are wider than the
  ///     whole range (`widestTarget` plus a pixel) are ignored, as are repeats of an earlier
  ///     advance on the grid (the first is kept); an ignored character never appears in a title.
  ///   - model: How a button's width follows from its title (default UIKit's swipe button, the
  ///     label rounded up to device pixels; a plain padding that is negative or not finite counts
  ///     as 0).
  ///   - scale: Device pixels per point (on iOS, the trait collection's `displayScale`).
  ///   - objective: What to optimize where no title is exact (default: the smallest |error|).
  ///   - titleGuard: The zero-width character at both ends of every non-empty title (default
  ///     ``Guard/automatic``: U+200B under UIKit's model, which trims whitespace, none under the
  ///     plain model).
  ///   - widestTarget: The widest target, in points (default ``defaultWidestTarget``, and at most
  ///     120 pt under UIKit's model); the last pixel is `round(widestTarget × scale)`, at most
  ///     16,384 pixels, and lower if the titles would need more than 16 MiB of UTF-8 together.
  /// - Throws: ``SizingError/invalidScale(_:)`` when `scale` is not a positive finite number (0,
  ///   as a trait collection not yet attached to a screen reports it); when no advance can be
  ///   used, ``SizingError/invalidWidth(_:)`` (NaN, infinite or negative ones),
  ///   ``SizingError/noWidth`` (all below 1/64 pixel) or ``SizingError/noSpaceAddsUp(_:)`` (no
  ///   placeholder given).
  public init(
    placeholders: [(Unicode.Scalar, Double)], model: ButtonModel = .uikitSwipe(rounding: .pixels),
    scale: Double, objective: CompositionObjective = .minimax, guard titleGuard: Guard = .automatic,
    widestTarget: Double = CompositeTitle.defaultWidestTarget
  ) throws(SizingError) {
    try Self.validate(scale: scale)
    try Self.validate(advances: placeholders.map(\.1), scale: scale)
    let model = Self.usableModel(model)
    let lastPixel = Self.lastPixel(widestTarget: widestTarget, model: model, scale: scale)
    let composer = Self.gridComposer(
      advances: placeholders.map(\.1), offset: 0, model: model, scale: scale, lastPixel: lastPixel)
    self.init(
      placeholders: placeholders.map(\.0), advances: placeholders.map(\.1), labelOffset: 0,
      composer: composer, objective: objective, guard: titleGuard.character(for: model), lastPixel: lastPixel,
      unitsPerAdvance: nil, advanceUnits: [], exclusions: [], measuringCalls: 0, unconfirmed: [])
  }

  /// Composes the title of every device pixel from 0 to `widestTarget` from exact advances, with
  /// the calibration tool's arithmetic: what `calibrate --emit swift` writes, so that an app's
  /// titles are the ones the tool reported and checked.
  ///
  /// - Parameters:
  ///   - placeholders: Each placeholder with its advance in `unit`s (0 or less: never used).
  ///   - unit: Font units at a font size, or FreeType's 26.6 pixels at ``scale``.
  ///   - model: How a button's width follows from its title (default UIKit's swipe button, the
  ///     label rounded up to device pixels).
  ///   - scale: Device pixels per point.
  ///   - objective: What to optimize where no title is exact.
  ///   - titleGuard: The zero-width character at both ends of every non-empty title (default
  ///     ``Guard/automatic``: U+200B under UIKit's model, none under the plain model).
  ///   - widestTarget: The widest target, in points, as for the other initializers; also
  ///     lowered when the composer's table would span more than 8,000,000 units.
  /// - Throws: ``SizingError/invalidScale(_:)`` when `scale` is not a positive finite number;
  ///   ``SizingError/noWidth`` when no advance is above 0 (``SizingError/noSpaceAddsUp(_:)`` when
  ///   none is given).
  public init(
    placeholders: [(Unicode.Scalar, Int)], unit: AdvanceUnit,
    model: ButtonModel = .uikitSwipe(rounding: .pixels),
    scale: Double, objective: CompositionObjective = .minimax, guard titleGuard: Guard = .automatic,
    widestTarget: Double = CompositeTitle.defaultWidestTarget
  ) throws(SizingError) {
    try Self.validate(scale: scale)
    guard !placeholders.isEmpty else { throw .noSpaceAddsUp([]) }
    guard placeholders.contains(where: { $0.1 > 0 }) else { throw .noWidth }
    let model = Self.usableModel(model)
    let pointsPerUnit = unit.pointsPerUnit(scale: scale)
    let units = placeholders.map(\.1)
    var lastPixel = Self.lastPixel(widestTarget: widestTarget, model: model, scale: scale)
    var composer = ButtonComposer.exact(
      advances: units, pointsPerUnit: pointsPerUnit, model: model, scale: scale,
      widestTarget: Double(lastPixel) / scale, maximumUnits: Self.maximumTableUnits)
    while composer == nil && lastPixel > 0 {
      // Too many units for the range: halve the range until the table fits (a clamping model's
      // table does not depend on it and always fits but for absurd units).
      lastPixel /= 2
      composer = ButtonComposer.exact(
        advances: units, pointsPerUnit: pointsPerUnit, model: model, scale: scale,
        widestTarget: Double(lastPixel) / scale, maximumUnits: Self.maximumTableUnits)
    }
    let usable =
      composer
      ?? ButtonComposer(
        composer: PlaceholderComposer(advances: [], maximumWidth: 0), model: model, scale: scale,
        arithmetic: .units(numerator: pointsPerUnit.numerator, denominator: pointsPerUnit.denominator))
    let advances = units.map { LabelWidth(units: $0, pointsPerUnit: pointsPerUnit).points }
    self.init(
      placeholders: placeholders.map(\.0), advances: advances, labelOffset: 0, composer: usable,
      objective: objective, guard: titleGuard.character(for: model), lastPixel: lastPixel,
      unitsPerAdvance: pointsPerUnit, advanceUnits: units, exclusions: [], measuringCalls: 0, unconfirmed: [])
  }

  /// Builds the table from a composer and keeps what the public properties report.
  init(
    placeholders: [Unicode.Scalar], advances: [Double], labelOffset: Double, characterOffsets: [Double] = [],
    composer: ButtonComposer,
    objective: CompositionObjective, guard guardCharacter: Unicode.Scalar?, lastPixel: Int,
    unitsPerAdvance: (numerator: Double, denominator: Double)?, advanceUnits: [Int], exclusions: [Exclusion],
    measuringCalls: Int, unconfirmed: Set<Int>
  ) {
    let scale = composer.scale
    self.placeholders = placeholders
    self.advances = advances
    self.labelOffset = labelOffset
    self.characterOffsets = placeholders.indices.map {
      $0 < characterOffsets.count ? characterOffsets[$0] : 0
    }
    self.model = composer.model
    self.scale = scale
    self.objective = objective
    self.guardCharacter = guardCharacter
    self.unitsPerAdvance = unitsPerAdvance
    self.advanceUnits = advanceUnits
    self.exclusions = exclusions
    self.measuringCalls = measuringCalls
    let table = Self.compose(
      placeholders: placeholders, composer: composer, objective: objective, guardCharacter: guardCharacter,
      lastPixel: lastPixel)
    self.table = table
    self.cachedTitles = TitleBuffer(base: UnsafePointer(table.titles))
    self.lastPixel = table.lastPixel
    self.halfPixelsPerPoint = 2 * scale
    self.lastHalfPixel = 2 * table.lastPixel
    self.lastHalfPixelWidth = Double(2 * table.lastPixel)
    self.widestTarget = Double(table.lastPixel) / scale
    self.unreachableWidths = Self.unreachablePixels(
      composer: composer, lastPixel: table.lastPixel, unconfirmed: unconfirmed
    ).map { Double($0) / scale }
  }

  /// The title for a button of the given width.
  ///
  /// - Parameter width: The wanted width in points.
  /// - Returns: The precomputed title of `round(width × scale)` device pixels (of the last
  ///   pixel above ``widestTarget``); the empty string for NaN, infinite and negative widths
  ///   and where the objective cannot be met.
  @inlinable
  @inline(__always)
  public func emptyTitle(for width: Double) -> String {
    // Rounding to pixels is truncation in half pixels: round(x) = ⌊x + 1/2⌋ = ⌊(⌊2x⌋ + 1) / 2⌋
    // for x ≥ 0 (both sides are k exactly when 2k − 1 ≤ 2x < 2k + 1), and the table's entry h
    // holds pixel (h + 1) / 2. fl(width × 2 × scale) is exactly 2 × fl(width × scale), doubling
    // being exact, so this is the pixel of width × scale as computed. One multiplication, two
    // comparisons and a conversion: no rounding call and no fraction.
    let halfPixels = width * halfPixelsPerPoint
    // Both comparisons are false for NaN; negative widths fail the first, except those whose
    // product is -0, which find pixel 0's title: empty, as they must get.
    if halfPixels >= 0 && halfPixels < lastHalfPixelWidth { return cachedTitles.base[Int(halfPixels)] }
    return width >= 0 && width <= .greatestFiniteMagnitude ? cachedTitles.base[lastHalfPixel] : ""
  }

  /// The device pixel a width is quantized to: `min(round(width × scale), lastPixel)`,
  /// rounding halves up, for a finite width ≥ 0; the same pixel as ``emptyTitle(for:)``'s.
  func pixel(for width: Double) -> Int {
    let halfPixels = width * halfPixelsPerPoint
    return halfPixels < lastHalfPixelWidth ? (Int(halfPixels) + 1) / 2 : lastPixel
  }

  /// The composition behind the title for a width.
  ///
  /// - Parameter width: The wanted width in points.
  /// - Returns: The counts, characters, label and claimed button width of ``emptyTitle(for:)``'s
  ///   title, or `nil` for NaN, infinite and negative widths and where the objective cannot be
  ///   met (plain model: never-seam below the padding).
  public func composition(for width: Double) -> Composition? {
    guard width >= 0 && width <= .greatestFiniteMagnitude,
      let (counts, gridWidth) = table.counts(atPixel: pixel(for: width))
    else { return nil }
    let label = claimedLabel(counts: counts, gridWidth: gridWidth)
    return Composition(
      placeholders: placeholders, counts: counts, width: claimedWidth(counts: counts, label: label),
      gridWidth: gridWidth, labelWidth: label.points, labelMargin: model.labelMargin(label, scale: scale))
  }

  /// Whether the title for a width makes a button within half a device pixel of the width's
  /// pixel, `round(width × scale) / scale`, as far as the maker knows (the claimed width; a
  /// measuring maker also checked it with the app's engine): what ``SpaceFill/Padding/isExact``
  /// means too.
  ///
  /// Under UIKit's model buttons are whole device pixels, so a button within half a pixel is the
  /// pixel's own. Under the plain model the claimed width is continuous, and a title of the
  /// font's spaces within half a pixel draws on the pixel wanted.
  ///
  /// - Parameter width: The wanted width in points.
  /// - Returns: `false` for NaN, infinite and negative widths, widths above ``widestTarget``,
  ///   widths the model cannot reach and pixels no title lands on.
  public func isExact(for width: Double) -> Bool {
    guard let composition = composition(for: width), width <= widestTarget + 0.5 / scale else { return false }
    let target = Double(pixel(for: width)) / scale
    return abs(composition.width - target) * scale <= 0.5 && !unreachableWidths.contains(target)
  }

  /// The title of a composition: the guard, `counts[0]` of the first placeholder, `counts[1]`
  /// of the second and so on in the order given, then the guard; the empty string (no guards)
  /// when every count is 0. This is how ``emptyTitle(for:)``'s titles are written.
  ///
  /// - Parameter composition: A composition, usually from ``composition(for:)``. Counts are
  ///   clamped to `0...RepeatedTitle.maximumCount`, and counts or placeholders without a
  ///   partner in the other array are left out, so any value gives a bounded title.
  public func title(for composition: Composition) -> String {
    let length = min(composition.placeholders.count, composition.counts.count)
    var writer = TitleWriter(
      placeholders: Array(composition.placeholders.prefix(length)), guardCharacter: guardCharacter)
    let counts = composition.counts.prefix(length).map { min(max(0, $0), RepeatedTitle.maximumCount) }
    return counts.withUnsafeBufferPointer { writer.title(counts: $0) }
  }

  /// The label a composition claims: exact units as the tool computes them, or the offset plus,
  /// in the order given, each used placeholder's once-offset and count × its advance (unused ones
  /// are skipped, so an ignored advance that is not finite cannot spoil the sum); 0 for no
  /// characters.
  func claimedLabel(counts: [Int], gridWidth: Int) -> LabelWidth {
    guard counts.contains(where: { $0 > 0 }) else { return LabelWidth(points: 0) }
    if let unitsPerAdvance {
      var units = 0
      for (count, advance) in zip(counts, advanceUnits) where count > 0 { units += count * advance }
      return LabelWidth(units: units, pointsPerUnit: unitsPerAdvance)
    }
    var label = labelOffset
    for (index, (count, advance)) in zip(counts, advances).enumerated() where count > 0 {
      label += characterOffsets[index] + Double(count) * advance
    }
    return LabelWidth(points: label)
  }

  /// The button width a composition claims. Under the plain model the padding plus, in the order
  /// given, the offset and each used placeholder's count × advance (so the sum is the one the
  /// plain model always reported); otherwise the model's button for the label.
  func claimedWidth(counts: [Int], label: LabelWidth) -> Double {
    guard case .plain(let padding) = model, unitsPerAdvance == nil else {
      return model.buttonWidth(label: label, scale: scale)
    }
    guard counts.contains(where: { $0 > 0 }) else { return padding }
    var width = padding + labelOffset
    for (index, (count, advance)) in zip(counts, advances).enumerated() where count > 0 {
      width += characterOffsets[index] + Double(count) * advance
    }
    return width
  }

  // MARK: - Sanitizing

  /// Whether a scale can have a pixel grid: a positive finite number.
  static func isUsable(scale: Double) -> Bool { scale.isFinite && scale > 0 }

  /// Throws ``SizingError/invalidScale(_:)`` for a scale without a pixel grid.
  static func validate(scale: Double) throws(SizingError) {
    guard isUsable(scale: scale) else { throw .invalidScale(scale) }
  }

  /// Throws unless some advance in points is finite and at least 1/64 pixel at a usable scale.
  static func validate(advances: [Double], scale: Double) throws(SizingError) {
    guard !advances.isEmpty else { throw .noSpaceAddsUp([]) }
    guard !advances.contains(where: { $0.isFinite && ($0 * 64 * scale).rounded() >= 1 }) else { return }
    if let bad = advances.first(where: { !($0.isFinite && $0 >= 0) }) { throw .invalidWidth(bad) }
    throw .noWidth
  }

  /// A plain padding that is negative or not finite counts as 0.
  static func usableModel(_ model: ButtonModel) -> ButtonModel {
    guard case .plain(let padding) = model else { return model }
    return .plain(padding: padding.isFinite && padding > 0 ? padding : 0)
  }

  /// The last pixel precomputed: `round(widestTarget × scale)`, at most ``maximumPixelCount``, and
  /// under a clamping model at most its widest button's pixel (every wider target gets that
  /// button's title, the nearest).
  static func lastPixel(widestTarget: Double, model: ButtonModel, scale: Double) -> Int {
    var maximum = widestTarget >= 0 ? widestTarget : 0
    if case .uikitSwipe = model { maximum = min(maximum, UIKitSwipeButton.maximumButtonWidth) }
    let pixels = maximum * scale
    return pixels < Double(maximumPixelCount) ? Int(pixels.rounded()) : maximumPixelCount
  }
}
