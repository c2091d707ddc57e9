import CalibrateSupport
import FontCalibration
import PlaceholderTitle

/// The Dynamic Type categories a run was calibrated for (`--content-size`): per category its Body
/// size, the swipe title's size and that size's errors, for the table and the JSON.
///
/// Threading: a plain value; `Sendable`.
struct ContentSizeSummary: Sendable {
  /// How a category becomes a title size, in words, with its source.
  static let formula =
    "title = 15 pt up to large; above it 15 x Body / 17 with the category capped at accessibilityExtraLarge (Body sizes from Apple's HIG; the rule read from decompiled UIKitCore of iOS 18.2 and 26.1, an assumption)"

  /// One category's row.
  struct Row: Sendable, Equatable {
    /// The category.
    var category: UIKitSwipeButton.ContentSizeCategory
    /// The Body text style's size at the category, in points.
    package var bodySize: Double
    /// The swipe title's size at the category, in points.
    var titleSize: Double
    /// The per-size fit's largest |e| at that size (the per-size floor).
    var perSizeError: Double
    /// The global pair's largest |e| at that size.
    var globalError: Double
    /// The composite titles' largest |e| at that size, under `--method composite`.
    var compositeError: Double?
  }

  /// One row per category, in the order given.
  package var rows: [Row]

  /// Summarizes a run's categories, or returns `nil` when its sizes were not chosen by category.
  package init?(run: CalibrationRun) {
    guard let categories = run.settings.contentSizes else { return nil }
    let fit = run.fit
    rows = categories.map { category in
      let size = UIKitSwipeButton.titleFontSize(for: category)
      let index = fit.sizes.firstIndex { $0.sample.size == size }
      return Row(
        category: category, bodySize: category.bodySize, titleSize: size,
        perSizeError: index.map { fit.sizes[$0].summary.maximumError } ?? .nan,
        globalError: index.map { fit.problem.evaluate(fit.global.constants, sampleAt: $0).maximumError }
          ?? .nan,
        compositeError: run.composite?.sizes.first { $0.size == size }?.summary.maximumError)
    }
  }

  /// The table: one row per category.
  package func table() -> String {
    let composite = rows.contains { $0.compositeError != nil }
    var table = TextTable(
      headings: ["content size", "Body pt", "title pt", "per-size max error", "global max error"]
        + (composite ? ["composite max error"] : []), leftAligned: [0])
    for row in rows {
      table.append(
        [
          row.category.name, NumberFormat.number(row.bodySize), NumberFormat.fixed(row.titleSize, 2),
          NumberFormat.fixed(row.perSizeError, 3), NumberFormat.fixed(row.globalError, 3),
        ] + (composite ? [row.compositeError.map { NumberFormat.fixed($0, 3) } ?? "-"] : []))
    }
    return "Dynamic Type: " + Self.formula + "\n" + table.aligned() + "\n"
  }
}
