import PlaceholderTitle
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
  package init(units: Int, unit: MetricUnit, configuration: RenderConfiguration) {
    self.init(units: units, pointsPerUnit: unit.pointsPerUnit(configuration))
  }

  /// The shaped width of a string, exact: what a sizing model rounds when it sizes a button for a
  /// title such as a composite of several space characters.
  package init(_ measurement: Measurement) {
    self.init(units: measurement.width, unit: measurement.unit, configuration: measurement.configuration)
  }
}

// MARK: - The runtime's units

extension MetricUnit {
  /// The unit as the runtime's `CompositeTitle` takes exact advances: font units at the
  /// configuration's size, or 26.6 pixels.
  package func advanceUnit(_ configuration: RenderConfiguration) -> CompositeTitle.AdvanceUnit {
    switch self {
    case .fontUnits(let unitsPerEm): return .fontUnits(unitsPerEm: unitsPerEm, fontSize: configuration.size)
    case .subpixels26Dot6: return .subpixels26Dot6
    }
  }

  /// Points per unit as a numerator and a denominator, by the runtime's definition, so the tool
  /// and an app's `CompositeTitle` compute every label alike.
  package func pointsPerUnit(_ configuration: RenderConfiguration) -> (numerator: Double, denominator: Double)
  {
    advanceUnit(configuration).pointsPerUnit(scale: configuration.scale)
  }
}
