/// The titles and compositions a ``CompositeTitle`` precomputed, one per device pixel.
///
/// Like ``TitleStore``, the titles also sit in a plain buffer the `CompositeTitle` keeps a
/// pointer to, so its hot path reaches a title with one load. The buffer is indexed by half
/// pixels: entry `h` holds the title of pixel `(h + 1) / 2`, so that truncating a width in half
/// pixels finds the title of the rounded pixel (see ``CompositeTitle/emptyTitle(for:)``). Each
/// title is in it twice (but pixel 0's once), sharing one storage.
///
/// Threading: immutable after `init`; `@unchecked Sendable` because the buffer is written only
/// in `init`, before the table is shared, and only read afterwards.
@usableFromInline
final class CompositeTitleTable: @unchecked Sendable {
  /// How many placeholders each composition counts.
  let placeholderCount: Int
  /// The counts of pixel `p` are `counts[p × placeholderCount ..< (p + 1) × placeholderCount]`.
  let counts: [UInt16]
  /// The title width of pixel `p` on the 1/64-pixel grid, or -1 where the objective was not met.
  let gridWidths: [Int32]
  /// Entry `h` is the title for a target of `(h + 1) / 2` device pixels, for `h` in
  /// `0...2 × lastPixel`; lives as long as the table.
  @usableFromInline let titles: UnsafeMutablePointer<String>
  /// The last pixel with a title.
  let lastPixel: Int
  private let titleCount: Int

  /// Takes the precomputed values; `titles`, `gridWidths` and `counts` describe the same pixels,
  /// at least one, and `titles[0]` is empty.
  init(titles: [String], counts: [UInt16], gridWidths: [Int32], placeholderCount: Int) {
    self.placeholderCount = placeholderCount
    self.counts = counts
    self.gridWidths = gridWidths
    lastPixel = titles.count - 1
    titleCount = 2 * lastPixel + 1
    self.titles = UnsafeMutablePointer<String>.allocate(capacity: titleCount)
    for halfPixel in 0..<titleCount { (self.titles + halfPixel).initialize(to: titles[(halfPixel + 1) / 2]) }
  }

  deinit {
    titles.deinitialize(count: titleCount)
    titles.deallocate()
  }

  /// The counts of one pixel's composition, or `nil` where the objective was not met.
  func counts(atPixel pixel: Int) -> (counts: [Int], gridWidth: Int)? {
    let gridWidth = gridWidths[pixel]
    guard gridWidth >= 0 else { return nil }
    let start = pixel * placeholderCount
    return (counts[start..<start + placeholderCount].map { Int($0) }, Int(gridWidth))
  }
}
