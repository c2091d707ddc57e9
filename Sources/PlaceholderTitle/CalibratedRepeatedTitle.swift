/// Placeholder titles with constants looked up per font size from a fit.
///
/// Hinted rendering makes the placeholder's advance jump between sizes, so one pair of
/// constants cannot serve every size; this keeps the fitted pair (and symbol width) of each
/// size and falls back to the global pair for sizes the fit did not cover.
///
/// Threading: immutable and `Sendable`.
public struct CalibratedRepeatedTitle: Sendable {
  /// One fitted size.
  public struct Entry: Sendable, Hashable {
    /// The font size in points.
    public var size: Double
    /// The symbol width the app measures at that size.
    public var symbolWidth: Double
    /// The fitted constants at that size.
    public var constants: PlaceholderConstants

    /// Creates an entry.
    public init(size: Double, symbolWidth: Double, constants: PlaceholderConstants) {
      self.size = size
      self.symbolWidth = symbolWidth
      self.constants = constants
    }
  }

  private let sizes: [Double]
  private let titles: [RepeatedTitle]
  private let fallback: PlaceholderConstants
  /// The one table of titles every size shares.
  private let store: TitleStore

  /// Creates a calibrated title maker.
  ///
  /// - Parameters:
  ///   - entries: The per-size constants.
  ///   - fallback: The global pair, for sizes without an entry.
  ///   - placeholder: The placeholder character.
  ///   - guardCharacter: The zero-width character around every non-empty title (default U+200B),
  ///     or `nil`; see ``RepeatedTitle/init(symbolWidth:minimumWidth:shiftFactor:placeholder:guard:)``.
  /// - Throws: ``SizingError/invalidSymbolWidth(_:)`` when an entry's symbol width is not a finite
  ///   number above 0.
  public init(
    entries: [Entry], fallback: PlaceholderConstants, placeholder: Unicode.Scalar = "\u{200A}",
    guard guardCharacter: Unicode.Scalar? = "\u{200B}"
  ) throws(SizingError) {
    for entry in entries { try RepeatedTitle.validate(symbolWidth: entry.symbolWidth) }
    let sorted = entries.sorted { $0.size < $1.size }
    let store = TitleStore.shared(for: placeholder, guard: guardCharacter)
    sizes = sorted.map(\.size)
    titles = sorted.map {
      RepeatedTitle(
        symbolWidth: $0.symbolWidth, minimumWidth: $0.constants.minimumWidth,
        shiftFactor: $0.constants.shiftFactor, titles: store)
    }
    self.fallback = fallback
    self.store = store
  }

  /// The title maker for a font size: the fitted entry of that exact size, if any.
  ///
  /// - Parameters:
  ///   - fontSize: The title font size in points.
  ///   - symbolWidth: The symbol width the app measured, used with the global pair when the
  ///     size was not fitted.
  /// - Throws: ``SizingError/invalidSymbolWidth(_:)`` when the size was not fitted and
  ///   `symbolWidth` is not a finite number above 0.
  public func title(forFontSize fontSize: Double, symbolWidth: Double) throws(SizingError) -> RepeatedTitle {
    if let index = index(of: fontSize) { return titles[index] }
    try RepeatedTitle.validate(symbolWidth: symbolWidth)
    return RepeatedTitle(
      symbolWidth: symbolWidth, minimumWidth: fallback.minimumWidth, shiftFactor: fallback.shiftFactor,
      titles: store)
  }

  /// How many placeholders make a button of the given width at a fitted font size.
  ///
  /// - Returns: The count from that size's constants, or `nil` if the size was not fitted.
  public func count(for width: Double, fontSize: Double) -> Int? {
    index(of: fontSize).map { titles[$0].count(for: width) }
  }

  /// The title for a width at a fitted font size, or `nil` if the size was not fitted.
  public func emptyTitle(for width: Double, fontSize: Double) -> String? {
    index(of: fontSize).map { titles[$0].emptyTitle(for: width) }
  }

  private func index(of size: Double) -> Int? {
    var low = 0
    var high = sizes.count
    while low < high {
      let middle = (low + high) / 2
      if sizes[middle] < size { low = middle + 1 } else { high = middle }
    }
    return low < sizes.count && sizes[low] == size ? low : nil
  }
}
