import CalibrateSupport
import TextMetrics

/// How findings write their numbers: font units with their share of the em, pixels at the
/// reference size, pixel sizes as ranges.
enum QAWording {
  /// `1536 units (54.5% em)`.
  static func units(_ units: Double, unitsPerEm: Int) -> String {
    "\(NumberFormat.number(rounded(units))) units (\(percent(units, unitsPerEm)) em)"
  }

  /// `128 units (4.55% em, 1.55 px at 34 ppem)`: a difference, with what it is at the reference
  /// pixel size.
  static func difference(_ units: Double, unitsPerEm: Int) -> String {
    let pixels = units * Double(QASettings.referencePPEM) / Double(unitsPerEm)
    return
      "\(NumberFormat.number(rounded(units))) units (\(percent(units, unitsPerEm)) em, \(NumberFormat.fixed(pixels, 2)) px at \(QASettings.referencePPEM) ppem)"
  }

  /// A share of the em with two decimals below 10%, one above: `4.55%`, `54.5%`.
  static func percent(_ units: Double, _ unitsPerEm: Int) -> String {
    let value = 100 * units / Double(unitsPerEm)
    return NumberFormat.fixed(value, abs(value) < 10 ? 2 : 1) + "%"
  }

  /// A width in 26.6 pixels as pixels: `1 px`, `1.5 px`.
  static func pixels(_ subpixels: Int) -> String {
    NumberFormat.number(Double(subpixels) / 64) + " px"
  }

  /// Pixel sizes as ranges: `8...10, 13, 22...24`.
  static func ranges(_ values: [Int]) -> String {
    var parts: [String] = []
    var index = 0
    let sorted = values.sorted()
    while index < sorted.count {
      var end = index
      while end + 1 < sorted.count && sorted[end + 1] == sorted[end] + 1 { end += 1 }
      parts.append(end == index ? "\(sorted[index])" : "\(sorted[index])...\(sorted[end])")
      index = end + 1
    }
    return parts.joined(separator: ", ")
  }

  /// Values that are whole to a thousandth print whole; others keep one decimal.
  private static func rounded(_ value: Double) -> Double {
    abs(value - value.rounded()) < 0.001 ? value.rounded() : (value * 10).rounded() / 10
  }
}
