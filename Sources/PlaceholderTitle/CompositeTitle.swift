/// Titles that mix several placeholder characters, for buttons of almost any width.
///
/// A title of one repeated character is off by up to half its advance; a mix of the font's
/// space characters reaches nearly every width. The app gives the advances it measures with its
/// own font (as seed 000 measures U+200A), the empty button's padding and the device scale; the
/// title for every device pixel from 0 to ``maximumWidth`` is composed once, in `init`, by a
/// ``PlaceholderComposer``, and ``emptyTitle(for:)`` returns one of them.
///
/// The button width of a title is modelled as `padding + Σ count × advance`: the characters
/// must add up (no kerning between spaces; check it by shaping the whole string once per font)
/// and the guard must have no advance (U+200B has none in HarfBuzz; check that the font does
/// not show it as .notdef).
///
/// Exactness: advances are converted to whole units of 1/64 device pixel,
/// `round(advance × scale × 64)`, and the composer finds the exact optimum for those units
/// under the model `padding + U × (1 / (64 × scale))`. Hinted advances (whole pixels) are exact
/// on that grid; fractional ones are within 1/128 pixel per character of it. The width a
/// ``Composition`` claims is computed from the advances as given, not from the grid, so it can
/// differ from the grid's by up to 1/128 pixel per character, in either direction: with
/// fractional advances never-clip and never-seam hold on the grid, and to within that margin
/// for the claimed width. (Inter at 17 pt @2x unhinted: every target 74...200 pt within
/// 0.026 pt.)
///
/// Targets are device pixels: a wanted width `W` is quantized to `round(W × scale) / scale`
/// points (halves up), so `W` and `W + 0.1 / scale` usually get the same title. Widths above
/// ``maximumWidth`` get the title of the maximum; NaN, infinite and negative widths get the
/// empty title. An empty title stays empty: guards surround only titles with characters.
///
/// Cost (Inter's 12 spaces at 17 pt, 0...1000 pt at @3x, 3001 titles; release build on a
/// 2-core development machine): `init` takes about 3 ms, mostly the composer's table (3 bytes
/// per 1/64 pixel, 0.6 MB at @3x, freed when `init` returns) and the UTF-8 of the titles. The
/// maker keeps about 0.6 MB: each title's storage (3 bytes per space character, 60 at most
/// here), two 16-byte table entries per pixel and 28 bytes per pixel of counts (0.4 MB at
/// @2x, 0.8 MB at 8 pt @3x, where titles are longer). A warm ``emptyTitle(for:)`` is one
/// multiplication, two comparisons and one load: it allocates nothing and takes no lock.
///
/// Threading: immutable and `Sendable`; share it freely.
public struct CompositeTitle: Sendable {
  /// The widest target precomputed by default, in points (wider than any phone's screen).
  public static let defaultMaximumWidth = 1000.0
  /// The most device pixels precomputed, whatever ``maximumWidth`` and ``scale`` ask for
  /// (so a wild maximum cannot allocate a huge table): 1365 pt at @12x, 5461 pt at @3x.
  public static let maximumPixelCount = 16_384
  /// The most UTF-8 the precomputed titles may take together (16 MiB): when tiny advances would
  /// make the titles of every pixel up to ``maximumWidth`` longer, the maximum is lowered to
  /// the last pixel whose titles fit.
  public static let maximumTitleBytes = 16 << 20

  /// The placeholder characters, in the order they were given and appear in titles.
  public let placeholders: [Unicode.Scalar]
  /// The advance of each placeholder as given, in points.
  public let advances: [Double]
  /// The width of a button with an empty title, in points.
  public let padding: Double
  /// Device pixels per point.
  public let scale: Double
  /// What a title optimizes.
  public let objective: CompositionObjective
  /// The zero-width character around every non-empty title, or `nil` for none.
  public let guardCharacter: Unicode.Scalar?
  /// The widest target with a title of its own, in points: the last pixel over the scale.
  public let maximumWidth: Double
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

  /// Composes the title of every device pixel from 0 to `maximumWidth`.
  ///
  /// - Parameters:
  ///   - placeholders: Each placeholder character with its advance in points, as the app
  ///     measures it with the title's font. Advances that are not finite, round to less than
  ///     1/64 pixel or are wider than the whole range (`maximumWidth` plus a pixel) are
  ///     ignored, as are repeats of an earlier advance on the grid (the first is kept); an
  ///     ignored character never appears in a title.
  ///   - padding: The width of a button with an empty title, in points (a padding that is
  ///     negative or not finite counts as 0).
  ///   - scale: Device pixels per point (one that is not a positive finite number counts as 1).
  ///   - objective: What to optimize where no title is exact (default: the smallest |error|).
  ///   - guardCharacter: A zero-width character put at both ends of every non-empty title
  ///     (U+200B, category Cf, so a setter that trims whitespace keeps the spaces inside), or
  ///     `nil` for none.
  ///   - maximumWidth: The widest target, in points (default ``defaultMaximumWidth``); the
  ///     last pixel is `round(maximumWidth × scale)`, at most ``maximumPixelCount`` and lower
  ///     if the titles would need more than ``maximumTitleBytes``.
  public init(
    placeholders: [(Unicode.Scalar, Double)], padding: Double, scale: Double,
    objective: CompositionObjective = .minimax, guard guardCharacter: Unicode.Scalar? = nil,
    maximumWidth: Double = CompositeTitle.defaultMaximumWidth
  ) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let padding = padding.isFinite && padding > 0 ? padding : 0
    let pixels = (maximumWidth >= 0 ? maximumWidth : 0) * scale
    let lastPixel = pixels < Double(Self.maximumPixelCount) ? Int(pixels.rounded()) : Self.maximumPixelCount
    self.placeholders = placeholders.map(\.0)
    self.advances = placeholders.map(\.1)
    self.padding = padding
    self.scale = scale
    self.objective = objective
    self.guardCharacter = guardCharacter
    let table = Self.compose(
      placeholders: placeholders.map(\.0), advances: placeholders.map(\.1), padding: padding, scale: scale,
      objective: objective, guardCharacter: guardCharacter, lastPixel: lastPixel)
    self.table = table
    self.cachedTitles = TitleBuffer(base: UnsafePointer(table.titles))
    self.lastPixel = table.lastPixel
    self.halfPixelsPerPoint = 2 * scale
    self.lastHalfPixel = 2 * table.lastPixel
    self.lastHalfPixelWidth = Double(2 * table.lastPixel)
    self.maximumWidth = Double(table.lastPixel) / scale
  }

  /// The title for a button of the given width.
  ///
  /// - Parameter width: The wanted width in points.
  /// - Returns: The precomputed title of `round(width × scale)` device pixels (of the last
  ///   pixel above ``maximumWidth``); the empty string for NaN, infinite and negative widths
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
  /// - Returns: The counts, characters and claimed width of ``emptyTitle(for:)``'s title, or
  ///   `nil` for NaN, infinite and negative widths and where the objective cannot be met
  ///   (never-seam below the padding).
  public func composition(for width: Double) -> Composition? {
    guard width >= 0 && width <= .greatestFiniteMagnitude,
      let (counts, gridWidth) = table.counts(atPixel: pixel(for: width))
    else { return nil }
    return Composition(
      placeholders: placeholders, counts: counts,
      width: Self.claimedWidth(counts: counts, advances: advances, padding: padding),
      gridWidth: gridWidth)
  }

  /// The title of a composition: the guard, `counts[0]` of the first placeholder, `counts[1]`
  /// of the second and so on in the order given, then the guard; the empty string (no guards)
  /// when every count is 0. This is how ``emptyTitle(for:)``'s titles are written.
  ///
  /// - Parameter composition: A composition, usually from ``composition(for:)``. Counts are
  ///   clamped to `0...PlaceholderTitle.maximumCount`, and counts or placeholders without a
  ///   partner in the other array are left out, so any value gives a bounded title.
  public func title(for composition: Composition) -> String {
    let length = min(composition.placeholders.count, composition.counts.count)
    var writer = TitleWriter(
      placeholders: Array(composition.placeholders.prefix(length)), guardCharacter: guardCharacter)
    let counts = composition.counts.prefix(length).map { min(max(0, $0), PlaceholderTitle.maximumCount) }
    return counts.withUnsafeBufferPointer { writer.title(counts: $0) }
  }

  /// The button width a composition claims: the padding plus, in the order given, each used
  /// placeholder's count × its advance (unused ones are skipped, so an ignored advance that is
  /// not finite cannot spoil the sum).
  static func claimedWidth(counts: [Int], advances: [Double], padding: Double) -> Double {
    var width = padding
    for (count, advance) in zip(counts, advances) where count > 0 { width += Double(count) * advance }
    return width
  }
}
