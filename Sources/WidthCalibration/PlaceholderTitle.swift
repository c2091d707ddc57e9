/// Turns a wanted button width into a title of invisible placeholder characters.
///
/// The count is seed 000's formula, `N = floor(max(0, W - minimumWidth) × shiftFactor /
/// symbolWidth)`, evaluated in the same order of operations so results agree bit for bit.
/// Unlike the seed, widths that are NaN, infinite or negative give 0, and counts are capped at
/// ``maximumCount`` so a wild width cannot allocate a huge string.
///
/// `emptyTitle(for:)` is the hot path: titles of up to ``cachedCount`` placeholders come from a
/// table built once per placeholder character and shared by every `PlaceholderTitle` using it,
/// so a warm call does no allocation and takes no lock. Memory is bounded: the table holds
/// `cachedCount + 1` strings of at most `cachedCount` placeholders (under 0.4 MiB for a 3-byte
/// UTF-8 character like U+200A); longer titles are built on each call.
///
/// Threading: immutable and `Sendable`; share it freely.
public struct PlaceholderTitle: Sendable {
  /// The largest count ever returned (a 1,366 pt button of 0.33 pt placeholders needs ~4,100).
  public static let maximumCount = 4096
  /// Titles up to this count are cached and returned without allocating.
  public static let cachedCount = 512

  /// The width of one placeholder as the app measures it, in points.
  public let symbolWidth: Double
  /// Subtracted from the wanted width first (the empty button's width).
  public let minimumWidth: Double
  /// Scales the useful width before dividing by the symbol width.
  public let shiftFactor: Double
  /// The placeholder character.
  public let placeholder: Unicode.Scalar
  @usableFromInline let titles: TitleStore

  /// Creates a title maker.
  ///
  /// - Parameters:
  ///   - symbolWidth: The measured width of one placeholder, in points (must be above 0).
  ///   - minimumWidth: The width of a button with an empty title, in points.
  ///   - shiftFactor: The correction factor (seed: 1.1).
  ///   - placeholder: The character repeated in the title.
  public init(
    symbolWidth: Double, minimumWidth: Double, shiftFactor: Double, placeholder: Unicode.Scalar = "\u{200A}"
  ) {
    self.symbolWidth = symbolWidth
    self.minimumWidth = minimumWidth
    self.shiftFactor = shiftFactor
    self.placeholder = placeholder
    self.titles = TitleStore.shared(for: placeholder)
  }

  /// Creates a title maker from fitted constants.
  public init(symbolWidth: Double, constants: PlaceholderConstants, placeholder: Unicode.Scalar = "\u{200A}")
  {
    self.init(
      symbolWidth: symbolWidth, minimumWidth: constants.minimumWidth, shiftFactor: constants.shiftFactor,
      placeholder: placeholder)
  }

  /// How many placeholders make a button of the given width.
  ///
  /// - Parameter width: The wanted width in points.
  /// - Returns: The seed formula's count, 0 for NaN, infinite or negative widths, at most
  ///   ``maximumCount``.
  @inlinable
  public func count(for width: Double) -> Int {
    Self.count(for: width, symbolWidth: symbolWidth, minimumWidth: minimumWidth, shiftFactor: shiftFactor)
  }

  /// The title for a button of the given width: ``count(for:)`` copies of the placeholder.
  ///
  /// - Parameter width: The wanted width in points.
  /// - Returns: The title; the empty string for widths that give no placeholders.
  @inlinable
  public func emptyTitle(for width: Double) -> String {
    titles.title(count: count(for: width))
  }

  /// The seed formula with this type's guards, shared by the solver so both agree exactly.
  @inlinable
  public static func count(
    for width: Double, symbolWidth: Double, minimumWidth: Double, shiftFactor: Double
  ) -> Int {
    // `!(width >= 0)` is also true for NaN.
    guard !(width < 0), width.isFinite else { return 0 }
    var usefulWidth = width - minimumWidth
    usefulWidth = usefulWidth < 0 ? 0 : usefulWidth
    let exact = (usefulWidth * shiftFactor / symbolWidth).rounded(.down)
    guard exact >= 1 else { return 0 }
    return exact < Double(maximumCount) ? Int(exact) : maximumCount
  }
}
