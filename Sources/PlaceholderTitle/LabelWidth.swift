/// The width of a title label in points, known exactly where it was measured exactly.
///
/// A label measured with FreeType and HarfBuzz is a whole number of font units (unhinted) or of
/// 1/64 device pixels (hinted), so its width in points is a fraction of integers. Keeping that
/// fraction lets a sizing model round the label up to device pixels or points exactly: a label
/// that is a whole number of pixels stays that number, and is never pushed up a pixel by a
/// floating-point residue such as 21.000000000000004.
///
/// Threading: a plain value; `Sendable`.
package struct LabelWidth: Sendable {
  /// The width as `numerator / denominator` points, when known exactly.
  private let fraction: (numerator: Int, denominator: Int)?
  /// The width in points.
  package let points: Double

  /// A width known exactly: `numerator / denominator` points.
  ///
  /// - Parameters:
  ///   - numerator: Any whole number (a count of units times the points per unit's numerator).
  ///   - denominator: A positive whole number; any other makes the width the floating-point
  ///     quotient (infinite or NaN), rounded as UIKit rounds it, so no value can trap.
  package init(numerator: Int, denominator: Int) {
    fraction = denominator > 0 ? (numerator, denominator) : nil
    points = Double(numerator) / Double(denominator)
  }

  /// A width given in points as a floating-point number (as UIKit measures it); it is rounded
  /// up as UIKit rounds it, in floating point.
  package init(points: Double) {
    fraction = nil
    self.points = points
  }

  /// A width of `units` units, where `unitsPerPoint` = `numerator / denominator` points per unit
  /// is exact when the numbers are whole (font units at a size that is a multiple of 1/64 pt,
  /// 26.6 pixels at a scale that is a multiple of 1/64); otherwise the width is floating point.
  ///
  /// - Parameters:
  ///   - units: The width in its unit.
  ///   - pointsPerUnit: Points per unit as a numerator and a denominator that may be fractional.
  package init(units: Int, pointsPerUnit: (numerator: Double, denominator: Double)) {
    let numerator = pointsPerUnit.numerator * 64
    let denominator = pointsPerUnit.denominator * 64
    if let whole = Self.whole(numerator), let wholeDenominator = Self.whole(denominator),
      wholeDenominator > 0,
      case (let product, false) = units.multipliedReportingOverflow(by: whole)
    {
      self.init(numerator: product, denominator: wholeDenominator)
    } else {
      self.init(points: Double(units) * pointsPerUnit.numerator / pointsPerUnit.denominator)
    }
  }

  /// The width rounded up to whole device pixels, in points: `ceil(w × scale) / scale`.
  ///
  /// Exact for a fractional width when the scale is a multiple of 1/64.
  func roundedUpToPixels(scale: Double) -> Double {
    if let fraction, let scale64 = Self.whole(scale * 64), scale64 > 0,
      case (let top, false) = fraction.numerator.multipliedReportingOverflow(by: scale64),
      case (let bottom, false) = fraction.denominator.multipliedReportingOverflow(by: 64)
    {
      return Double(Self.ceilingDivision(top, bottom)) / scale
    }
    return (points * scale).rounded(.up) / scale
  }

  /// The width rounded up to whole points.
  func roundedUpToPoints() -> Double {
    if let fraction { return Double(Self.ceilingDivision(fraction.numerator, fraction.denominator)) }
    return points.rounded(.up)
  }

  /// ⌈a / b⌉ for b > 0, in whole numbers.
  private static func ceilingDivision(_ a: Int, _ b: Int) -> Int {
    let quotient = a / b
    return a % b > 0 ? quotient + 1 : quotient
  }

  /// The value as a whole number, if it is one and fits.
  private static func whole(_ value: Double) -> Int? {
    guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else { return nil }
    return Int(value)
  }
}
