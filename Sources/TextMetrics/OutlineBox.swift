/// A rectangle around an outline, in 26.6 device pixels with y pointing up (FreeType's `FT_BBox`).
///
/// Threading: a plain value; `Sendable`.
package struct OutlineBox: Sendable, Hashable {
  /// The left edge.
  package var xMin: Int
  /// The bottom edge.
  package var yMin: Int
  /// The right edge.
  package var xMax: Int
  /// The top edge.
  package var yMax: Int

  /// Creates a box.
  package init(xMin: Int, yMin: Int, xMax: Int, yMax: Int) {
    self.xMin = xMin
    self.yMin = yMin
    self.xMax = xMax
    self.yMax = yMax
  }
}
