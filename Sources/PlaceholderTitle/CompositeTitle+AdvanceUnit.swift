// MARK: - Exact units

extension CompositeTitle {
  /// The unit of exact advances, as the calibration tool measures them.
  ///
  /// Not `@frozen`: a later version may add a unit, so in a library-evolution build a `switch`
  /// over it needs an `@unknown default` case.
  ///
  /// Threading: a plain value; `Sendable`.
  public enum AdvanceUnit: Sendable, Hashable {
    /// Font units at a font size: `fontSize / unitsPerEm` points each (unhinted advances).
    case fontUnits(unitsPerEm: Int, fontSize: Double)
    /// FreeType's 26.6 fixed point: 1/64 device pixel, `1 / (64 × scale)` points each (hinted
    /// advances).
    case subpixels26Dot6

    /// Points per unit as a numerator and a denominator, the form
    /// ``LabelWidth/init(units:pointsPerUnit:)`` keeps exact.
    package func pointsPerUnit(scale: Double) -> (numerator: Double, denominator: Double) {
      switch self {
      case .fontUnits(let unitsPerEm, let fontSize): return (fontSize, Double(unitsPerEm))
      case .subpixels26Dot6: return (1, 64 * scale)
      }
    }
  }
}
