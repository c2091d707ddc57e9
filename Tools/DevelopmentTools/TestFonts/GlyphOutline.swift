/// A simple TrueType glyph outline made of closed polygons with on-curve points only.
///
/// The only outline in the test font is the `.notdef` box, which needs no curves, so this type
/// encodes just enough of the `glyf` simple-glyph format to write straight-sided contours.
struct GlyphOutline {
  /// A point on the outline in font units.
  struct Point {
    /// The horizontal coordinate.
    let x: Int
    /// The vertical coordinate.
    let y: Int
  }

  /// The extent of the outline, as `glyf`, `head` and `hmtx` record it.
  struct Bounds {
    /// The smallest horizontal coordinate.
    let xMin: Int
    /// The smallest vertical coordinate.
    let yMin: Int
    /// The largest horizontal coordinate.
    let xMax: Int
    /// The largest vertical coordinate.
    let yMax: Int
  }

  /// The closed contours; outer contours run clockwise and holes counter-clockwise.
  let contours: [[Point]]

  /// The number of points over all contours, for `maxp.maxPoints`.
  var pointCount: Int { contours.reduce(0) { $0 + $1.count } }

  /// The bounding box of every point.
  var bounds: Bounds {
    let points = contours.joined()
    return Bounds(
      xMin: points.map(\.x).min() ?? 0,
      yMin: points.map(\.y).min() ?? 0,
      xMax: points.map(\.x).max() ?? 0,
      yMax: points.map(\.y).max() ?? 0
    )
  }

  /// The conventional `.notdef` glyph: a hollow rectangle, so missing glyphs are visible.
  ///
  /// The box is inset by an eighth of the advance on each side, stands on the baseline, rises to
  /// three quarters of the em, and its stroke is as thick as the side inset.
  static func notdefBox(advance: Int, unitsPerEm: Int) -> GlyphOutline {
    let inset = advance / 8
    let left = inset
    let right = advance - inset
    let bottom = 0
    let top = unitsPerEm * 3 / 4
    let stroke = inset
    let outer = [
      Point(x: left, y: bottom), Point(x: left, y: top),
      Point(x: right, y: top), Point(x: right, y: bottom),
    ]
    let hole = [
      Point(x: left + stroke, y: bottom + stroke), Point(x: right - stroke, y: bottom + stroke),
      Point(x: right - stroke, y: top - stroke), Point(x: left + stroke, y: top - stroke),
    ]
    return GlyphOutline(contours: [outer, hole])
  }

  /// A filled rectangle standing on the baseline, half an em high and inset by an eighth of the
  /// advance on each side (at least a tenth of an em wide, so a glyph of no advance still has ink).
  static func inkBox(advance: Int, unitsPerEm: Int) -> GlyphOutline {
    let width = max(advance, unitsPerEm / 10)
    let left = width / 8
    let right = width - width / 8
    let top = unitsPerEm / 2
    return GlyphOutline(contours: [
      [Point(x: left, y: 0), Point(x: left, y: top), Point(x: right, y: top), Point(x: right, y: 0)]
    ])
  }

  /// The simple-glyph record for `glyf`, unpadded.
  ///
  /// Coordinates are stored as deltas from the previous point, each in the smallest form the
  /// flags allow: omitted when zero, one byte plus a sign flag when it fits, otherwise two bytes.
  func glyfRecord() -> [UInt8] {
    let box = bounds
    var record = BigEndianWriter()
    record.int16(contours.count)
    record.int16(box.xMin)
    record.int16(box.yMin)
    record.int16(box.xMax)
    record.int16(box.yMax)
    var lastPointIndex = -1
    for contour in contours {
      lastPointIndex += contour.count
      record.uint16(lastPointIndex)
    }
    record.uint16(0)  // instructionLength: the test font has no hinting

    var flags: [Int] = []
    var xBytes = BigEndianWriter()
    var yBytes = BigEndianWriter()
    var previous = Point(x: 0, y: 0)
    for point in contours.joined() {
      let xFlags = Self.encode(
        delta: point.x - previous.x, into: &xBytes, shortFlag: Flag.xShort,
        sameOrPositiveFlag: Flag.xSameOrPositive)
      let yFlags = Self.encode(
        delta: point.y - previous.y, into: &yBytes, shortFlag: Flag.yShort,
        sameOrPositiveFlag: Flag.ySameOrPositive)
      flags.append(Flag.onCurve | xFlags | yFlags)
      previous = point
    }
    for flag in flags {
      record.uint8(flag)
    }
    record.append(contentsOf: xBytes.bytes)
    record.append(contentsOf: yBytes.bytes)
    return record.bytes
  }

  /// The simple-glyph point flag bits this encoder uses.
  private enum Flag {
    static let onCurve = 0x01
    static let xShort = 0x02
    static let yShort = 0x04
    static let xSameOrPositive = 0x10
    static let ySameOrPositive = 0x20
  }

  /// Writes one coordinate delta in its smallest form and returns the flag bits describing it.
  private static func encode(
    delta: Int, into bytes: inout BigEndianWriter, shortFlag: Int, sameOrPositiveFlag: Int
  ) -> Int {
    if delta == 0 {
      return sameOrPositiveFlag
    }
    if abs(delta) <= 0xFF {
      bytes.uint8(abs(delta))
      return delta > 0 ? shortFlag | sameOrPositiveFlag : shortFlag
    }
    bytes.int16(delta)
    return 0
  }
}
