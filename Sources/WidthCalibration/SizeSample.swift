import PlaceholderTitle

/// What the solver knows about one font size: the app's symbol width and the rendered run widths.
package struct SizeSample: Sendable, Hashable {
  /// The font size in points.
  package var size: Double
  /// The symbol width `w` the app measures (unhinted, at the measure font and size), in points.
  package var symbolWidth: Double
  /// The rendered advance `a` of one placeholder, in points.
  package var advance: Double
  /// The rendered width of N placeholders, in points: the title alone under the plain model,
  /// the whole button under a clamping one.
  package var runWidths: RunWidthModel
  /// The most placeholders a fit may put in a title at this size: the cap every title has, or
  /// fewer when the sizing model lays out no wider title as measured (UIKit shrinks its font).
  package var maximumCount: Int = RepeatedTitle.maximumCount

  /// Creates a sample.
  package init(size: Double, symbolWidth: Double, advance: Double, runWidths: RunWidthModel) {
    self.size = size
    self.symbolWidth = symbolWidth
    self.advance = advance
    self.runWidths = runWidths
  }

  /// A sample whose run is N × advance.
  package init(size: Double, symbolWidth: Double, advance: Double) {
    self.init(size: size, symbolWidth: symbolWidth, advance: advance, runWidths: .uniform(advance: advance))
  }
}
