/// What the solver knows about one font size: the app's symbol width and the rendered run widths.
public struct SizeSample: Sendable, Hashable {
  /// The font size in points.
  public var size: Double
  /// The symbol width `w` the app measures (unhinted, at the measure font and size), in points.
  public var symbolWidth: Double
  /// The rendered advance `a` of one placeholder, in points.
  public var advance: Double
  /// The rendered width of N placeholders, in points.
  public var runWidths: RunWidthModel

  /// Creates a sample.
  public init(size: Double, symbolWidth: Double, advance: Double, runWidths: RunWidthModel) {
    self.size = size
    self.symbolWidth = symbolWidth
    self.advance = advance
    self.runWidths = runWidths
  }

  /// A sample whose run is N × advance.
  public init(size: Double, symbolWidth: Double, advance: Double) {
    self.init(size: size, symbolWidth: symbolWidth, advance: advance, runWidths: .uniform(advance: advance))
  }
}
