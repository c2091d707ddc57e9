/// Collects the segments `FT_Outline_Decompose` reports as SVG path data.
///
/// FreeType gives points in 26.6 with y up; the writer keeps the whole numbers and negates y, so
/// the data is exact and points down as SVG expects. Every contour is closed with `Z`, which
/// FreeType leaves implicit (it reports the closing segment, but not the closing itself).
///
/// Threading: not thread-safe; one writer serves one decomposition, on the thread that runs it.
final class OutlinePathWriter {
  private(set) var data = ""
  private var contourOpen = false

  /// Starts a contour, closing the previous one.
  func move(to point: (x: Int, y: Int)) {
    closeContour()
    data += "M" + Self.coordinates(point)
    contourOpen = true
  }

  /// A straight segment.
  func line(to point: (x: Int, y: Int)) {
    data += "L" + Self.coordinates(point)
  }

  /// A quadratic Bézier segment (TrueType's conic arcs).
  func quadratic(control: (x: Int, y: Int), to point: (x: Int, y: Int)) {
    data += "Q" + Self.coordinates(control) + " " + Self.coordinates(point)
  }

  /// A cubic Bézier segment (CFF and Type 1 curves).
  func cubic(control1: (x: Int, y: Int), control2: (x: Int, y: Int), to point: (x: Int, y: Int)) {
    data +=
      "C" + Self.coordinates(control1) + " " + Self.coordinates(control2) + " " + Self.coordinates(point)
  }

  /// Closes the last contour; call once the decomposition is done.
  func closeContour() {
    if contourOpen { data += "Z" }
    contourOpen = false
  }

  private static func coordinates(_ point: (x: Int, y: Int)) -> String {
    "\(point.x) \(-point.y)"
  }
}
