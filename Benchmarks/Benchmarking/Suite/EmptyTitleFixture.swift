import PlaceholderTitle

/// The inputs the `emptyTitle` benchmarks share, so the library, the article's code and the floor
/// do the same work on the same widths.
///
/// The title maker uses the hand-tuned constants (minimum width 30, shift factor 1.1) and Inter
/// Regular's hair space at 14 pt unhinted (256/2816 em = 1.2727 pt), so 40...200 pt gives 8 to
/// 146 placeholders: all beyond the 5 that fit a small string, all within the library's cache.
struct EmptyTitleFixture {
  /// Inter Regular's U+200A advance at 14 pt, in points.
  static let symbolWidth = 256.0 / 2816.0 * 14
  /// How many widths the benchmarks cycle through; a power of two so the index is a mask.
  static let widthCount = 64

  /// The library's title maker.
  let title: RepeatedTitle
  /// The seed's title maker with the same symbol width.
  let seed: SeedRowAction
  /// 64 widths spread evenly over 40...200 pt.
  let widths: [Double]

  /// Creates the fixture.
  ///
  /// - Throws: ``BenchmarkError`` if the runtime refuses the symbol width.
  init() throws(BenchmarkError) {
    // Unguarded, as the RowAction article's titles are, so that the prebuilt titles are the same.
    do {
      title = try RepeatedTitle(symbolWidth: Self.symbolWidth, constants: .seed, guard: nil)
    } catch {
      throw BenchmarkError("the runtime refuses the symbol width: \(error)")
    }
    seed = SeedRowAction(placeholderSymbolWidth: Self.symbolWidth)
    widths = (0..<Self.widthCount).map { 40 + 160 * Double($0) / Double(Self.widthCount - 1) }
  }

  /// The titles of ``widths``, built once: what an ideal implementation would hand back.
  func prebuiltTitles() -> [String] {
    widths.map { String(repeating: "\u{200A}", count: title.count(for: $0)) }
  }

  /// Inter Regular's twelve space characters with their advances in font units (2816
  /// units/em), from DOMAIN.md section 3b.
  static let interSpaceUnits: [(Unicode.Scalar, Int)] = [
    ("\u{200A}", 256), ("\u{2006}", 468), ("\u{2009}", 512), ("\u{2005}", 704), ("\u{2008}", 776),
    ("\u{0020}", 792), ("\u{2004}", 940), ("\u{2002}", 1408), ("\u{2000}", 1536), ("\u{2007}", 1824),
    ("\u{2003}", 2816), ("\u{2001}", 3072),
  ]

  /// Inter's spaces unhinted at a size, in points: units × size / 2816.
  static func interSpaces(size: Double) -> [(Unicode.Scalar, Double)] {
    interSpaceUnits.map { ($0.0, Double($0.1) * size / 2816) }
  }

  /// The composite title maker of `emptyTitle/composite`: Inter's spaces at 14 pt (the same
  /// hair space as ``title``), the hand-tuned 30 pt padding, @2x, guarded by U+200B. Built
  /// apart from the fixture so the other benchmarks do not pay for it.
  ///
  /// - Throws: ``BenchmarkError`` if the runtime refuses to build it.
  static func compositeTitle() throws(BenchmarkError) -> CompositeTitle {
    do {
      return try CompositeTitle(
        placeholders: interSpaces(size: 14), model: .plain(padding: 30), scale: 2, guard: "\u{200B}")
    } catch {
      throw BenchmarkError("the runtime builds no composite title at @2x: \(error)")
    }
  }

  /// A width for which the title maker gives exactly `count` placeholders.
  ///
  /// Starts in the middle of the count's interval of widths and checks the result.
  ///
  /// - Throws: ``BenchmarkError`` when no such width is found (a count above the cap).
  func width(giving count: Int) throws(BenchmarkError) -> Double {
    let constants = PlaceholderConstants.handTuned
    let middle = constants.minimumWidth + (Double(count) + 0.5) * Self.symbolWidth / constants.shiftFactor
    let width = count == 0 ? constants.minimumWidth : middle
    guard title.count(for: width) == count else {
      throw BenchmarkError(
        "no width gives exactly \(count) placeholders (\(width) pt gives \(title.count(for: width)))")
    }
    return width
  }
}
