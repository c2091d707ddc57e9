/// The exact unit a raw width is counted in.
package enum MetricUnit: Sendable, Hashable, Codable {
  /// Font design units; `unitsPerEm` of them make one em.
  case fontUnits(unitsPerEm: Int)
  /// 26.6 fixed-point device pixels: 64 make one pixel at the configuration's pixels per em.
  case subpixels26Dot6

  /// A short name for tables and JSON.
  package var name: String {
    switch self {
    case .fontUnits: return "font units"
    case .subpixels26Dot6: return "26.6"
    }
  }

  /// Converts a raw width in this unit to points under a configuration.
  ///
  /// - Parameters:
  ///   - raw: The width in this unit.
  ///   - configuration: The size and scale the width was measured at.
  /// - Returns: The width in points.
  package func points(_ raw: Int, in configuration: RenderConfiguration) -> Double {
    switch self {
    case .fontUnits(let unitsPerEm):
      return Double(raw) * configuration.size / Double(unitsPerEm)
    case .subpixels26Dot6:
      return Double(raw) / 64 / configuration.scale
    }
  }
}
