/// The conditions under which text is rendered: point size, device scale and hinting.
///
/// A configuration is a plain value; ``Font`` keeps one HarfBuzz font per distinct pixel size and
/// mode, so reusing configurations is cheap.
package struct RenderConfiguration: Sendable, Hashable, Codable {
  /// The largest point size accepted; larger sizes are almost always a typing error.
  package static let maximumSize = 1000.0
  /// The largest device scale accepted.
  package static let maximumScale = 10.0

  /// The font size in points.
  package var size: Double
  /// Device pixels per point (1, 2 and 3 on iOS devices; any positive value is accepted).
  package var scale: Double
  /// Which rasterizer rules produce the advances.
  package var hinting: HintingMode
  /// The point size HarfBuzz applies AAT `trak` tracking for, or `nil` to apply none.
  package var trackingSize: Double?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - size: The font size in points.
  ///   - scale: Device pixels per point.
  ///   - hinting: The hinting mode.
  ///   - trackingSize: The point size for `trak` tracking (`hb_font_set_ptem`), if any.
  package init(
    size: Double, scale: Double = 1, hinting: HintingMode = .none, trackingSize: Double? = nil
  ) {
    self.size = size
    self.scale = scale
    self.hinting = hinting
    self.trackingSize = trackingSize
  }

  /// Pixels per em: the size FreeType renders at.
  package var pixelsPerEm: Double { size * scale }

  /// The pixel size in 26.6 fixed point, as handed to `FT_Set_Char_Size`.
  var pixelsPerEm26Dot6: Int { Int((pixelsPerEm * 64).rounded()) }

  /// Checks that the configuration can be measured.
  ///
  /// - Throws: ``MetricsError/invalidConfiguration(_:)`` naming the offending value.
  package func validate() throws(MetricsError) {
    guard size.isFinite, size > 0, size <= Self.maximumSize else {
      throw .invalidConfiguration(
        "size \(size) pt is outside the supported range (0, \(Int(Self.maximumSize))] pt")
    }
    guard scale.isFinite, scale > 0, scale <= Self.maximumScale else {
      throw .invalidConfiguration(
        "scale \(scale) is outside the supported range (0, \(Int(Self.maximumScale))]")
    }
    guard pixelsPerEm >= 1 else {
      throw .invalidConfiguration(
        "size \(size) pt at scale \(scale) is \(pixelsPerEm) pixels per em; at least 1 is needed")
    }
    if let trackingSize {
      guard trackingSize.isFinite, trackingSize > 0, trackingSize <= Self.maximumSize else {
        throw .invalidConfiguration("tracking size \(trackingSize) pt is outside (0, 1000] pt")
      }
    }
  }
}
