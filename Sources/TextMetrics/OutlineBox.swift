/// A rectangle around an outline, in 26.6 device pixels with y pointing up (FreeType's `FT_BBox`).
///
/// Threading: a plain value; `Sendable`.
public struct OutlineBox: Sendable, Hashable {
  /// The left edge.
  public var xMin: Int
  /// The bottom edge.
  public var yMin: Int
  /// The right edge.
  public var xMax: Int
  /// The top edge.
  public var yMax: Int

  /// Creates a box.
  public init(xMin: Int, yMin: Int, xMax: Int, yMax: Int) {
    self.xMin = xMin
    self.yMin = yMin
    self.xMax = xMax
    self.yMax = yMax
  }
}
