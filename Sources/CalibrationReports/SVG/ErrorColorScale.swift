import CalibrateSupport

/// Colors for an error in points: blue for a clip (e < 0), white for 0, red for a seam (e > 0).
///
/// The scale is symmetric and logarithmic above ``linearWidth``: errors of a fraction of a
/// point (what a good fit leaves) and errors of tens of points (what the hand-tuned constants leave)
/// must both be visible on one chart, and a linear scale would paint the first white. Colors
/// come in ``levels`` steps per sign so neighbouring cells of equal color can be merged.
struct ErrorColorScale {
  /// The |error| that gets the darkest color, in points (a 1-2-5 value).
  let limit: Double
  /// Below this |error| the scale is nearly linear, in points.
  let linearWidth: Double
  /// Color steps per sign.
  let levels: Int

  /// Creates a scale reaching at least `largestError`.
  ///
  /// - Parameters:
  ///   - largestError: The largest |error| to show.
  ///   - linearWidth: Where the scale turns logarithmic (default a quarter point, half a pixel @2x).
  ///   - levels: Color steps per sign.
  package init(largestError: Double, linearWidth: Double = 0.25, levels: Int = 16) {
    self.limit = Self.niceCeiling(max(largestError, linearWidth * 2))
    self.linearWidth = linearWidth
    self.levels = levels
  }

  /// Where an error lies on the scale, from -1 (darkest blue) to 1 (darkest red).
  package func position(_ error: Double) -> Double {
    guard error.isFinite else { return error > 0 ? 1 : (error < 0 ? -1 : 0) }
    let magnitude = min(1, log1p(abs(error) / linearWidth) / log1p(limit / linearWidth))
    return error < 0 ? -magnitude : magnitude
  }

  /// The error's color step, from -``levels`` to ``levels``; 0 (white) for errors too small
  /// to see.
  func level(_ error: Double) -> Int {
    Int((position(error) * Double(levels)).rounded())
  }

  /// The color of a step.
  func color(level: Int) -> String {
    let clamped = max(-levels, min(levels, level))
    let fraction = Double(abs(clamped)) / Double(levels)
    return Self.interpolate(clamped < 0 ? Self.clipStops : Self.seamStops, at: fraction)
  }

  /// The color of an error.
  func color(_ error: Double) -> String {
    color(level: level(error))
  }

  /// Error values worth a tick on the color bar: 0 and 1-2-5 values up to the limit, both signs.
  func tickValues() -> [Double] {
    var magnitudes: [Double] = []
    var decade = 0.1
    while decade <= limit * 1.0001 {
      for multiple in [1.0, 2.0, 5.0] {
        let value = decade * multiple
        if value <= limit * 1.0001 && value >= linearWidth * 0.99 { magnitudes.append(value) }
      }
      decade *= 10
    }
    return magnitudes.reversed().map { -$0 } + [0] + magnitudes
  }

  // MARK: - Colors

  /// From white to dark red (ColorBrewer RdBu, red half).
  private static let seamStops: [(Double, Double, Double)] = [
    (255, 255, 255), (253, 219, 199), (244, 165, 130), (214, 96, 77), (178, 24, 43), (103, 0, 31),
  ]
  /// From white to dark blue (ColorBrewer RdBu, blue half).
  private static let clipStops: [(Double, Double, Double)] = [
    (255, 255, 255), (209, 229, 240), (146, 197, 222), (67, 147, 195), (33, 102, 172), (5, 48, 97),
  ]

  private static func interpolate(_ stops: [(Double, Double, Double)], at fraction: Double) -> String {
    let scaled = fraction * Double(stops.count - 1)
    let index = min(stops.count - 2, Int(scaled))
    let local = scaled - Double(index)
    let (low, high) = (stops[index], stops[index + 1])
    func channel(_ a: Double, _ b: Double) -> Int { Int((a + (b - a) * local).rounded()) }
    return hex(channel(low.0, high.0), channel(low.1, high.1), channel(low.2, high.2))
  }

  private static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
    let digits = [red, green, blue].map { value -> String in
      let text = String(value, radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + digits.joined()
  }

  /// The smallest 1-2-5 value at or above `value`.
  static func niceCeiling(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return 1 }
    var decade = pow(10, (log10(value)).rounded(.down))
    while true {
      for multiple in [1.0, 2.0, 5.0] where decade * multiple >= value * 0.999_999 {
        return decade * multiple
      }
      decade *= 10
    }
  }
}
