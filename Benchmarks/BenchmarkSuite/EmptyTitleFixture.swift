import BenchmarkKit
import PlaceholderTitle

/// The inputs the `emptyTitle` benchmarks share, so the library, the seed and the floor do the
/// same work on the same widths.
///
/// The title maker uses the seed's constants (minimum width 30, shift factor 1.1) and Inter
/// Regular's hair space at 14 pt unhinted (256/2816 em = 1.2727 pt), so 40...200 pt gives 8 to
/// 146 placeholders: all beyond the 5 that fit a small string, all within the library's cache.
struct EmptyTitleFixture {
  /// Inter Regular's U+200A advance at 14 pt, in points.
  static let symbolWidth = 256.0 / 2816.0 * 14
  /// How many widths the benchmarks cycle through; a power of two so the index is a mask.
  static let widthCount = 64

  /// The library's title maker.
  let title: PlaceholderTitle
  /// The seed's title maker with the same symbol width.
  let seed: SeedRowAction
  /// 64 widths spread evenly over 40...200 pt.
  let widths: [Double]

  /// Creates the fixture.
  init() {
    title = PlaceholderTitle(symbolWidth: Self.symbolWidth, constants: .seed)
    seed = SeedRowAction(placeholderSymbolWidth: Self.symbolWidth)
    widths = (0..<Self.widthCount).map { 40 + 160 * Double($0) / Double(Self.widthCount - 1) }
  }

  /// The titles of ``widths``, built once: what an ideal implementation would hand back.
  func prebuiltTitles() -> [String] {
    widths.map { String(repeating: "\u{200A}", count: title.count(for: $0)) }
  }

  /// A width for which the title maker gives exactly `count` placeholders.
  ///
  /// Starts in the middle of the count's interval of widths and checks the result.
  ///
  /// - Throws: ``BenchmarkError`` when no such width is found (a count above the cap).
  func width(giving count: Int) throws(BenchmarkError) -> Double {
    let constants = PlaceholderConstants.seed
    let middle = constants.minimumWidth + (Double(count) + 0.5) * Self.symbolWidth / constants.shiftFactor
    let width = count == 0 ? constants.minimumWidth : middle
    guard title.count(for: width) == count else {
      throw BenchmarkError(
        "no width gives exactly \(count) placeholders (\(width) pt gives \(title.count(for: width)))")
    }
    return width
  }
}
