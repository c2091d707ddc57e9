import TextMetrics
import WidthCalibration

/// One size of a ``CompositeCalibration``: the advances it composed with and the title of every
/// target.
///
/// Threading: a plain value; `Sendable`.
package struct CompositeSize: Sendable {
  /// The render configuration.
  package var configuration: RenderConfiguration
  /// The unit of the advances and title widths (font units unhinted, 26.6 hinted).
  package var unit: MetricUnit
  /// The advance of each of the calibration's characters, or `nil` where it is left out.
  package var advances: [Int?]
  /// One title per target, in target order.
  package var titles: [Title]
  /// The errors of this size's titles.
  package var summary: ErrorSummary
  /// How many distinct titles were shaped whole.
  package var shapedTitles: Int
  /// How many shaped to another width than their characters' sum.
  package var mismatchedTitles: Int

  /// The size in points.
  package var size: Double { configuration.size }

  /// An advance in points.
  package func advanceInPoints(_ index: Int) -> Double? {
    advances[index].map { unit.points($0, in: configuration) }
  }

  /// One target's title.
  package struct Title: Sendable, Hashable {
    /// The wanted button width W, in points.
    package var width: Double
    /// How many of each character, in the calibration's character order.
    package var counts: [Int]
    /// The sum of the characters' advances, in the size's unit.
    var composedWidth: Int
    /// The width of the title shaped whole (guards included), in the size's unit.
    package var shapedWidth: Int
    /// The button the sizing model gives the shaped title, in points.
    package var buttonWidth: Double
    /// e = button − W, in points.
    package var error: Double

    /// How many placeholder characters the title holds (guards not counted).
    package var characterCount: Int { counts.reduce(0, +) }
  }
}
