import Foundation

/// The RowAction article's `emptyTitle(for:)`, transcribed as the article shows it, as the
/// baseline the library is measured against.
///
/// Every call computes the count with the RowAction article's formula and builds a new string with
/// `String(repeating:count:)` from a one-character `String`, exactly as `RowAction` does; only
/// `CGFloat` became `Double` (the same type on 64-bit platforms) and the symbol width, which the
/// seed measures once with `boundingRect`, is passed in.
struct SeedRowAction {
  private enum Constants {
    static let placeholderSymbol = "\u{200A}"
    static let minimalActionWidth: Double = 30
    static let shiftFactor: Double = 1.1
  }

  /// The width of one placeholder as the article's code measured it, in points.
  let placeholderSymbolWidth: Double

  /// The seed's title for a button of the given width.
  func emptyTitle(for width: Double) -> String {
    var usefulWidth = width - Constants.minimalActionWidth
    usefulWidth = usefulWidth < 0 ? 0 : usefulWidth
    let countOfSymbols = Int(floor(usefulWidth * Constants.shiftFactor / placeholderSymbolWidth))
    return String(repeating: Constants.placeholderSymbol, count: countOfSymbols)
  }
}
