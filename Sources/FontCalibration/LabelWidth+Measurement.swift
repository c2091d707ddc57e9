import TextMetrics
import WidthCalibration

// MARK: - Widths measured by the font engine

extension LabelWidth {
  /// A width in a measurement's exact unit, kept exact: font units are `size / unitsPerEm` points
  /// each, 26.6 pixels `1 / (64 × scale)` points each.
  ///
  /// - Parameters:
  ///   - units: The width in `unit`.
  ///   - unit: Font units (unhinted) or 26.6 pixels (hinted).
  ///   - configuration: The size and scale it was measured at.
  public init(units: Int, unit: MetricUnit, configuration: RenderConfiguration) {
    switch unit {
    case .fontUnits(let unitsPerEm):
      self.init(units: units, pointsPerUnit: (configuration.size, Double(unitsPerEm)))
    case .subpixels26Dot6:
      self.init(units: units, pointsPerUnit: (1, 64 * configuration.scale))
    }
  }

  /// The shaped width of a string, exact: what a sizing model rounds when it sizes a button for a
  /// title such as a composite of several space characters.
  public init(_ measurement: Measurement) {
    self.init(units: measurement.width, unit: measurement.unit, configuration: measurement.configuration)
  }
}
