import PlaceholderTitle

/// The set of (shiftFactor, minimumWidth) pairs that give every (size, target) a count inside an
/// allowed range, and its widest point.
///
/// With u = shiftFactor and v = shiftFactor × minimumWidth, the app's count at size s and
/// target W is `floor((u·W - v) / w_s)` (clamped at 0), so asking for a count in [L, U] is
/// `L·w_s ≤ u·W - v < (U + 1)·w_s`: two half-planes bounded by lines of slope W in the (u, v)
/// plane. For each target only the tightest line of each kind matters, which leaves one upper
/// and one lower line per target. The region is non-empty exactly when
/// `g(u) = min(upper lines) - max(lower lines)` is positive somewhere; g is concave and
/// piecewise linear, so its maximum is at a breakpoint of one of the two envelopes, which are
/// built in linear time because targets come sorted by slope.
struct ConstantRegion {
  /// The smallest shiftFactor considered (the region is searched for u ≥ this).
  static let minimumShiftFactor = 1e-6

  /// A line v = slope·u + intercept.
  struct Line {
    var slope: Double
    var intercept: Double
    @inline(__always) func value(_ u: Double) -> Double { slope * u + intercept }
  }

  /// The widest point of the region: the shiftFactor with the tallest vertical gap and the
  /// middle of that gap.
  struct Center {
    var shiftFactor: Double
    var scaledMinimumWidth: Double
    var gap: Double

    var constants: PlaceholderConstants {
      PlaceholderConstants(shiftFactor: shiftFactor, minimumWidth: scaledMinimumWidth / shiftFactor)
    }
  }

  /// Finds the widest point of the region bounded by the given lines, for shiftFactors from
  /// ``minimumShiftFactor`` up, or inside a box.
  ///
  /// A box adds its own edges: `v ≤ u × minimumWidths.upperBound` and
  /// `v > u × minimumWidths.lowerBound` are lines through the origin, and the shiftFactors tried
  /// are its range's ends and the breakpoints between them. g stays concave, so the widest point
  /// inside the box is still at one of those.
  ///
  /// - Parameters:
  ///   - upper: Lines the region lies on or below (`v ≤ line`), sorted by ascending slope, slopes
  ///     distinct; targets without such a constraint are omitted.
  ///   - lower: Lines the region lies strictly above (`v > line`), same order and rules.
  ///   - box: The pairs to search, or `nil` for every shiftFactor from ``minimumShiftFactor``.
  /// - Returns: The widest point, or `nil` when the region (inside the box) is empty.
  static func center(upper: [Line], lower: [Line], box: ConstantBox? = nil) -> Center? {
    guard let box else { return center(upper: upper, lower: lower, from: minimumShiftFactor, through: nil) }
    let boxedUpper = inserting(
      Line(slope: box.minimumWidths.upperBound, intercept: 0), into: upper, keepingLower: true)
    let boxedLower = inserting(
      Line(slope: box.minimumWidths.lowerBound, intercept: 0), into: lower, keepingLower: false)
    return center(
      upper: boxedUpper, lower: boxedLower, from: max(minimumShiftFactor, box.shiftFactors.lowerBound),
      through: box.shiftFactors.upperBound)
  }

  /// A line added to lines sorted by ascending slope, in its place; a line of the same slope
  /// becomes the tighter of the two (the lower intercept for an upper bound, else the higher).
  private static func inserting(_ line: Line, into lines: [Line], keepingLower: Bool) -> [Line] {
    var result = lines
    let index = lines.firstIndex { $0.slope >= line.slope } ?? lines.count
    if index < lines.count && lines[index].slope == line.slope {
      let intercept = lines[index].intercept
      result[index].intercept = keepingLower ? min(intercept, line.intercept) : max(intercept, line.intercept)
    } else {
      result.insert(line, at: index)
    }
    return result
  }

  /// The widest point for shiftFactors from `first` through `last` (no end when `nil`).
  private static func center(
    upper: [Line], lower: [Line], from first: Double, through last: Double?
  ) -> Center? {
    let minimum = envelope(upper, minimum: true)
    let maximum = envelope(lower, minimum: false)
    let candidates = breakpoints(minimum.breaks, maximum.breaks, from: first, through: last)
    var best: Center? = nil
    var minimumIndex = 0
    var maximumIndex = 0
    for u in candidates {
      while minimumIndex < minimum.breaks.count && minimum.breaks[minimumIndex] <= u { minimumIndex += 1 }
      while maximumIndex < maximum.breaks.count && maximum.breaks[maximumIndex] <= u { maximumIndex += 1 }
      let top = minimum.lines.isEmpty ? Double.infinity : minimum.lines[minimumIndex].value(u)
      let bottom = maximum.lines.isEmpty ? -Double.infinity : maximum.lines[maximumIndex].value(u)
      let gap = top - bottom
      guard gap > 0 else { continue }
      if gap > (best?.gap ?? 0) {
        let middle: Double
        if top.isFinite && bottom.isFinite {
          middle = (top + bottom) / 2
        } else if top.isFinite {
          middle = top - 1
        } else if bottom.isFinite {
          middle = bottom + 1
        } else {
          middle = 0
        }
        best = Center(shiftFactor: u, scaledMinimumWidth: middle, gap: gap)
      }
    }
    return best
  }

  /// The shiftFactors to try, ascending: the smallest one considered, every breakpoint of either
  /// envelope above it (and below the largest, when there is one), and the largest.
  ///
  /// Each envelope's breaks ascend, so the two lists are merged in one pass; should rounding ever
  /// leave one out of order, the merged list is sorted instead, which gives the same sequence.
  private static func breakpoints(
    _ first: [Double], _ second: [Double], from smallest: Double, through largest: Double?
  ) -> [Double] {
    var merged = [smallest]
    merged.reserveCapacity(first.count + second.count + 2)
    // Without a largest, every break above the smallest is kept, as it always was.
    let bounded = largest != nil
    let end = largest ?? .infinity
    var i = first.firstIndex { $0 > smallest } ?? first.count
    var j = second.firstIndex { $0 > smallest } ?? second.count
    while i < first.count || j < second.count {
      let takeFirst = j == second.count || (i < first.count && first[i] <= second[j])
      let value = takeFirst ? first[i] : second[j]
      if takeFirst { i += 1 } else { j += 1 }
      if value > smallest && (!bounded || value < end) { merged.append(value) }
    }
    if let largest, largest > smallest { merged.append(largest) }
    for index in merged.indices.dropFirst() where merged[index] < merged[index - 1] {
      merged.sort()
      break
    }
    return merged
  }

  /// The pointwise minimum (or maximum) of lines sorted by ascending slope, as the lines that
  /// attain it from small u to large u and the u where each hands over to the next.
  ///
  /// Going right, the minimum passes to ever smaller slopes: lines are added steepest first, and
  /// a line is dropped once its successor takes over from its predecessor before it would. The
  /// maximum is the minimum of the lines mirrored (slope and intercept negated), which visits the
  /// lines in the other order; negating both terms of a crossing leaves its quotient unchanged,
  /// so the maximum is built from the lines themselves with the same arithmetic.
  private static func envelope(_ lines: [Line], minimum: Bool) -> (lines: [Line], breaks: [Double]) {
    var hull: [Line] = []
    hull.reserveCapacity(lines.count)
    let count = lines.count
    for step in 0..<count {
      let line = lines[minimum ? count - 1 - step : step]
      while hull.count >= 2 {
        let before = hull[hull.count - 2]
        let last = hull[hull.count - 1]
        if crossing(before, line) <= crossing(before, last) {
          hull.removeLast()
        } else {
          break
        }
      }
      hull.append(line)
    }
    var breaks: [Double] = []
    breaks.reserveCapacity(max(0, hull.count - 1))
    for index in hull.indices.dropFirst() { breaks.append(crossing(hull[index - 1], hull[index])) }
    return (hull, breaks)
  }

  /// Where two lines of different slopes meet.
  @inline(__always)
  private static func crossing(_ first: Line, _ second: Line) -> Double {
    (second.intercept - first.intercept) / (first.slope - second.slope)
  }
}
