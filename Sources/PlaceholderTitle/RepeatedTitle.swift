/// Turns a wanted button width into a title of invisible placeholder characters.
///
/// The count is the formula of the 2018 RowAction article ("Universal solution for
/// UITableViewRowAction and UIContextualAction", and its TCSCustomRowActionFactory library),
/// `N = floor(max(0, W - minimumWidth) × shiftFactor / symbolWidth)`, evaluated in the same order
/// of operations so results agree bit for bit. Unlike the article's code, widths that are NaN,
/// infinite or negative give 0, and counts are capped at ``maximumCount`` so a wild width cannot
/// allocate a huge string.
///
/// `emptyTitle(for:)` is the hot path: titles of up to 512 placeholders come from a
/// table built once (for the hair space, once per process; for another character, once per title
/// maker and shared by its copies), so a warm call does no allocation and takes no lock. Memory is bounded: the table holds
/// `cachedCount + 1` strings of at most `cachedCount` placeholders (under 0.4 MiB for a 3-byte
/// UTF-8 character like U+200A); longer titles are built on each call.
///
/// A guard character, U+200B ZERO WIDTH SPACE by default, goes at both ends of every non-empty
/// title, so a setter that trims whitespace keeps the placeholders: UIKit's swipe button trims its
/// title with `whitespaceAndNewlineCharacterSet`, which would empty a title of hair spaces, and
/// U+200B is of category Cf, not in that set, and has no advance. The empty title stays empty.
/// `guard: nil` leaves titles unguarded, for a setter that does not trim. The cached titles
/// include the guards, so the hot path is the same one load.
///
/// A symbol width that is not a finite number above 0 throws ``SizingError/invalidSymbolWidth(_:)``:
/// every count would be 0 (or, for a tiny width, the cap), never what the formula means.
///
/// Threading: immutable and `Sendable`; share it freely.
public struct RepeatedTitle: Sendable {
  /// The largest count ever returned (a 1,366 pt button of 0.33 pt placeholders needs ~4,100).
  public static let maximumCount = 4096
  /// Titles up to this count are cached and returned without allocating.
  @usableFromInline package static let cachedCount = 512

  /// The width of one placeholder as the app measures it, in points.
  public let symbolWidth: Double
  /// The formula's offset, in points: subtracted from the wanted width first (see
  /// ``PlaceholderConstants/minimumWidth``).
  public let minimumWidth: Double
  /// Scales the useful width before dividing by the symbol width.
  public let shiftFactor: Double
  /// The placeholder character.
  public let placeholder: Unicode.Scalar
  /// The zero-width character around every non-empty title, or `nil` for none.
  public let guardCharacter: Unicode.Scalar?
  @usableFromInline let titles: TitleStore
  /// The store's buffer of cached titles (kept alive by `titles`).
  @usableFromInline let cachedTitles: TitleBuffer
  /// shiftFactor / symbolWidth for the count without division, or +∞ where that count could
  /// differ from the formula's (see ``countScale(symbolWidth:minimumWidth:shiftFactor:)``).
  @usableFromInline let countScale: Double

  /// Creates a title maker.
  ///
  /// - Parameters:
  ///   - symbolWidth: The measured width of one placeholder, in points: a finite number above 0.
  ///   - minimumWidth: The formula's offset, in points: the hand-tuned constants use 30, the
  ///     width of a button with an empty title; a fit gives about that width less half an advance.
  ///   - shiftFactor: The correction factor (the hand-tuned constants use 1.1).
  ///   - placeholder: The character repeated in the title.
  ///   - guardCharacter: A zero-width character put at both ends of every non-empty title
  ///     (default U+200B, so that UIKit's trim of whitespace keeps the placeholders), or `nil`
  ///     for none. It does not change ``count(for:)``, which counts placeholders only.
  /// - Throws: ``SizingError/invalidSymbolWidth(_:)`` when `symbolWidth` is not a finite number
  ///   above 0.
  public init(
    symbolWidth: Double, minimumWidth: Double, shiftFactor: Double, placeholder: Unicode.Scalar = "\u{200A}",
    guard guardCharacter: Unicode.Scalar? = "\u{200B}"
  ) throws(SizingError) {
    try Self.validate(symbolWidth: symbolWidth)
    self.init(
      symbolWidth: symbolWidth, minimumWidth: minimumWidth, shiftFactor: shiftFactor,
      titles: TitleStore.shared(for: placeholder, guard: guardCharacter))
  }

  /// Creates a title maker sharing a table of titles (and its character and guard).
  init(symbolWidth: Double, minimumWidth: Double, shiftFactor: Double, titles: TitleStore) {
    self.symbolWidth = symbolWidth
    self.minimumWidth = minimumWidth
    self.shiftFactor = shiftFactor
    self.placeholder = titles.placeholder
    self.guardCharacter = titles.guardCharacter
    self.titles = titles
    self.cachedTitles = TitleBuffer(base: UnsafePointer(titles.buffer))
    self.countScale = Self.countScale(
      symbolWidth: symbolWidth, minimumWidth: minimumWidth, shiftFactor: shiftFactor)
  }

  /// The factor of ``quickCount(for:minimumWidth:countScale:)``, `shiftFactor / symbolWidth`,
  /// where its error bound holds: symbol width, shift factor and their quotient within 2⁻⁹⁰⁰...2⁹⁰⁰,
  /// so that no product of the formula is subnormal or overflows while the count is at most
  /// ``cachedCount``, and a minimum width that is finite and not negative, so that every width
  /// below it counts 0 as the guard does. Otherwise +∞, with which every width above the minimum
  /// width goes to the formula.
  ///
  /// - Parameters:
  ///   - symbolWidth: The measured width of one placeholder.
  ///   - minimumWidth: The formula's offset.
  ///   - shiftFactor: The correction factor.
  /// - Returns: The factor, or +∞.
  static func countScale(symbolWidth: Double, minimumWidth: Double, shiftFactor: Double) -> Double {
    let scale = shiftFactor / symbolWidth
    let range = 0x1p-900...0x1p900
    guard range.contains(symbolWidth), range.contains(shiftFactor), range.contains(scale),
      minimumWidth >= 0, minimumWidth <= .greatestFiniteMagnitude
    else { return .infinity }
    return scale
  }

  /// Creates a title maker from fitted constants.
  ///
  /// - Throws: ``SizingError/invalidSymbolWidth(_:)`` when `symbolWidth` is not a finite number
  ///   above 0.
  public init(
    symbolWidth: Double, constants: PlaceholderConstants, placeholder: Unicode.Scalar = "\u{200A}",
    guard guardCharacter: Unicode.Scalar? = "\u{200B}"
  ) throws(SizingError) {
    try self.init(
      symbolWidth: symbolWidth, minimumWidth: constants.minimumWidth, shiftFactor: constants.shiftFactor,
      placeholder: placeholder, guard: guardCharacter)
  }

  /// Throws ``SizingError/invalidSymbolWidth(_:)`` unless a symbol width is a finite number above 0.
  static func validate(symbolWidth: Double) throws(SizingError) {
    guard symbolWidth.isFinite && symbolWidth > 0 else { throw .invalidSymbolWidth(symbolWidth) }
  }

  /// How many placeholders make a button of the given width.
  ///
  /// - Parameter width: The wanted width in points.
  /// - Returns: The formula's count, 0 for NaN, infinite or negative widths, at most
  ///   ``maximumCount``.
  @inlinable
  @inline(__always)
  public func count(for width: Double) -> Int {
    if let count = Self.quickCount(for: width, minimumWidth: minimumWidth, countScale: countScale) {
      return count
    }
    return Self.count(
      for: width, symbolWidth: symbolWidth, minimumWidth: minimumWidth, shiftFactor: shiftFactor)
  }

  /// The title for a button of the given width: ``count(for:)`` copies of the placeholder,
  /// between guards when there is a guard.
  ///
  /// - Parameter width: The wanted width in points.
  /// - Returns: The title; the empty string (without guards) for widths that give no
  ///   placeholders.
  @inlinable
  @inline(__always)
  public func emptyTitle(for width: Double) -> String {
    guard let count = Self.quickCount(for: width, minimumWidth: minimumWidth, countScale: countScale)
    else { return dividedTitle(for: width) }
    return cachedTitles.base[count]
  }

  /// The formula's count by one multiplication, when that decides it and it is at most
  /// ``cachedCount``; `nil` otherwise. The hot path of ``count(for:)`` and ``emptyTitle(for:)``:
  /// fifteen instructions, no division and one branch (docs/benchmarks.md).
  ///
  /// The formula's quotient is `q = fl(fl(u × shiftFactor) / symbolWidth)` with
  /// `u = max(0, W − minimumWidth)`. The estimate `x = fl(u × countScale)`, with `countScale =
  /// fl(shiftFactor / symbolWidth)`, takes its two roundings where `q` takes two others, so
  /// `|x − q| ≤ 4.5e-16 × q`: under 2.4e-13 wherever `q` is below 514 (``countScale(symbolWidth:minimumWidth:shiftFactor:)``
  /// keeps every product normal there). When `x` lies more than 2⁻³⁰ from every whole number,
  /// no whole number lies between `x` and `q` and `⌊x⌋ = ⌊q⌋`; nearer (about two widths in 10⁹),
  /// the answer is `nil` and the caller divides as the formula does.
  ///
  /// `⌊x⌋` comes from one addition: `s = x + (2⁵² − ½)` lands where doubles are whole numbers, so
  /// `s` is `2⁵² + ⌊x⌋` (rounded to nearest; a tie only at a whole `x`, which is too near to
  /// decide anyway) and its low bits are `⌊x⌋`. `s − (2⁵² − ½)` is `⌊x⌋ + ½` exactly, so the
  /// distance `|x − (⌊x⌋ + ½)|` is exact, and below ½ − 2⁻³⁰ just when `x` is more than 2⁻³⁰
  /// from both its neighbours. Capping `⌊x⌋ + ½` at `cachedCount + ½` makes the distance ½ or
  /// more for every `x` from `cachedCount + 1` up, +∞ included: the same test checks the range.
  ///
  /// NaN, negative, infinite and huge widths: `u` is not clamped at 0; `x` is raised to ½ when
  /// it is below ½ or NaN, which decides 0. That is the answer for every width at or below the
  /// minimum width (negative widths and −∞ included, the minimum width being neither negative
  /// nor NaN where `countScale` is finite), for NaN widths, and for `x` below ½. +∞ and huge
  /// widths give an `x` too large and go to the formula. With `countScale` +∞ (constants outside
  /// the bound), `x` is +∞ for every width above the minimum width, so only widths that the
  /// formula counts 0 are decided here: at or below the minimum width, or NaN.
  ///
  /// - Parameters:
  ///   - width: The wanted width in points.
  ///   - minimumWidth: The formula's offset.
  ///   - countScale: ``countScale(symbolWidth:minimumWidth:shiftFactor:)`` of the constants.
  /// - Returns: The count, or `nil` when the formula must decide.
  @inlinable
  @inline(__always)
  static func quickCount(for width: Double, minimumWidth: Double, countScale: Double) -> Int? {
    let estimate = (width - minimumWidth) * countScale
    // ½ for NaN too. Each comparison is written in the form the compiler makes one instruction
    // with the constant in memory (maxsd, minsd, ucomisd): no operand after this one is NaN.
    let raised = estimate > 0.5 ? estimate : 0.5
    let shifted = raised + (0x1p52 - 0.5)
    let unbounded = shifted - (0x1p52 - 0.5)
    let halfAbove = Double(cachedCount) + 0.5
    let whole = unbounded < halfAbove ? unbounded : halfAbove
    guard !((raised - whole).magnitude >= 0.5 - 0x1p-30) else { return nil }
    return Int(UInt32(truncatingIfNeeded: shifted.bitPattern))
  }

  /// The title by the formula with its division: widths that ``quickCount(for:minimumWidth:countScale:)``
  /// leaves undecided, counts above ``cachedCount``.
  ///
  /// - Parameter width: The wanted width in points.
  /// - Returns: The title of ``count(for:symbolWidth:minimumWidth:shiftFactor:)`` placeholders.
  @usableFromInline
  @inline(never)
  func dividedTitle(for width: Double) -> String {
    let count = Self.count(
      for: width, symbolWidth: symbolWidth, minimumWidth: minimumWidth, shiftFactor: shiftFactor)
    if count <= Self.cachedCount { return cachedTitles.base[count] }
    return titles.uncachedTitle(count: count)
  }

  /// The formula with this type's guards, shared by the solver so both agree exactly.
  @inlinable
  @inline(__always)
  package static func count(
    for width: Double, symbolWidth: Double, minimumWidth: Double, shiftFactor: Double
  ) -> Int {
    // Both comparisons are false for NaN; two plain comparisons compile to two instructions.
    guard width >= 0 && width <= .greatestFiniteMagnitude else { return 0 }
    var usefulWidth = width - minimumWidth
    usefulWidth = usefulWidth < 0 ? 0 : usefulWidth
    return flooredCount(usefulWidth * shiftFactor / symbolWidth)
  }

  /// ⌊quotient⌋ clamped to 0...maximumCount; NaN gives 0.
  @inlinable
  @inline(__always)
  static func flooredCount(_ quotient: Double) -> Int {
    // Also false for NaN. From here on quotient ≥ 1, where truncation is floor: no libm call.
    guard quotient >= 1 else { return 0 }
    return quotient < Double(maximumCount) ? Int(quotient) : maximumCount
  }
}
