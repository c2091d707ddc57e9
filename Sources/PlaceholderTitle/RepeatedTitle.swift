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
  /// 1 / symbolWidth for the fast count, or 0 when the fast path cannot be proven exact.
  @usableFromInline let reciprocalSymbolWidth: Double

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
    let reciprocal = 1 / symbolWidth
    // The fast count's error bound needs normal numbers; otherwise every call divides.
    let usable = symbolWidth.isNormal && symbolWidth > 0 && reciprocal.isNormal && shiftFactor.isFinite
    self.reciprocalSymbolWidth = usable ? reciprocal : 0
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
    // Both comparisons are false for NaN.
    guard width >= 0 && width <= .greatestFiniteMagnitude else { return 0 }
    var usefulWidth = width - minimumWidth
    usefulWidth = usefulWidth < 0 ? 0 : usefulWidth
    let scaled = usefulWidth * shiftFactor
    // The formula divides: q = fl(scaled / w). Multiplying by fl(1 / w) instead gives a value
    // within 3.4e-16 × q of q (two roundings against one), so unless it lies that close to a
    // whole number both have the same floor. Only near whole numbers is the division needed,
    // which keeps the division's latency off the usual path without changing any result.
    let estimate = scaled * reciprocalSymbolWidth
    if estimate >= 0 && estimate < Double(Self.maximumCount - 1) {
      let whole = Int(estimate)
      let fraction = estimate - Double(whole)
      let margin = estimate * 1e-15
      if fraction > margin && fraction < 1 - margin { return whole }
    }
    return Self.flooredCount(scaled / symbolWidth)
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
    let count = count(for: width)
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
