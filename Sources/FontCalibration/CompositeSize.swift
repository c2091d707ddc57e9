import TextMetrics
import WidthCalibration

/// One size of a ``CompositeCalibration``: the advances it composed with and the title of every
/// target.
///
/// Threading: a plain value; `Sendable`.
public struct CompositeSize: Sendable {
  /// The render configuration.
  public var configuration: RenderConfiguration
  /// The unit of the advances and title widths (font units unhinted, 26.6 hinted).
  public var unit: MetricUnit
  /// The advance of each of the calibration's characters, or `nil` where it is left out.
  public var advances: [Int?]
  /// One title per target, in target order.
  public var titles: [Title]
  /// The errors of this size's titles.
  public var summary: ErrorSummary
  /// How many distinct titles were shaped whole.
  public var shapedTitles: Int
  /// How many shaped to another width than their characters' sum.
  public var mismatchedTitles: Int

  /// The size in points.
  public var size: Double { configuration.size }

  /// An advance in points.
  public func advanceInPoints(_ index: Int) -> Double? {
    advances[index].map { unit.points($0, in: configuration) }
  }

  /// One target's title.
  public struct Title: Sendable, Hashable {
    /// The wanted button width W, in points.
    public var width: Double
    /// How many of each character, in the calibration's character order.
    public var counts: [Int]
    /// The sum of the characters' advances, in the size's unit.
    public var composedWidth: Int
    /// The width of the title shaped whole (guards included), in the size's unit.
    public var shapedWidth: Int
    /// The button the sizing model gives the shaped title, in points.
    public var buttonWidth: Double
    /// e = button − W, in points.
    public var error: Double

    /// How many placeholder characters the title holds (guards not counted).
    public var characterCount: Int { counts.reduce(0, +) }
  }
}
