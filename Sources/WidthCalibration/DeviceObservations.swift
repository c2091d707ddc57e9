import PlaceholderTitle

/// Button widths measured on a device, and the constants they imply.
///
/// A device shows what no font engine on Linux can: the real padding P and the real advance a of
/// one placeholder as UIKit renders it. Fitting `width = P + count × a` per size gives both, and
/// with the symbol width w the app measures, the best constants for that size follow in closed
/// form.
package enum DeviceObservations {
  /// The straight line `width = padding + count × advance` fitted to one size's observations.
  ///
  /// Threading: a plain value; `Sendable`.
  package struct Line: Sendable, Hashable {
    /// The font size in points.
    package var size: Double
    /// The implied padding P: the fitted width of a button with no placeholders, in points.
    package var padding: Double
    /// The implied advance a of one placeholder, in points.
    package var advance: Double
    /// The largest |measured - fitted| width, in points (0 for exact data).
    package var maximumResidual: Double
    /// How many observations the line was fitted to.
    package var observationCount: Int
    /// The smallest and largest count observed.
    package var counts: ClosedRange<Int>

    /// Fits the line by least squares.
    ///
    /// The sums avoid the rounded mean count: with whole-number weights d = n × count - Σcount,
    /// a = Σ d·width / Σ d·count and P = (Σwidth - a × Σcount) / n. Data that lie exactly on a
    /// line with short binary values (P = 30, a = 1.25) come back exactly, whatever the counts.
    ///
    /// - Parameters:
    ///   - size: The font size in points.
    ///   - observations: (count, width) pairs; counts must not all be equal.
    /// - Returns: The line, or `nil` when fewer than two distinct counts were observed.
    package init?(size: Double, observations: [(count: Int, width: Double)]) {
      guard let low = observations.map(\.count).min(), let high = observations.map(\.count).max(), low < high
      else { return nil }
      let n = Double(observations.count)
      let countSum = Double(observations.reduce(0) { $0 + $1.count })
      var weightedWidths = 0.0
      var weightedCounts = 0.0
      var widthSum = 0.0
      for observation in observations {
        let weight = n * Double(observation.count) - countSum
        weightedWidths += weight * observation.width
        weightedCounts += weight * Double(observation.count)
        widthSum += observation.width
      }
      let advance = weightedWidths / weightedCounts
      let padding = (widthSum - advance * countSum) / n
      var residual = 0.0
      for observation in observations {
        residual = max(residual, abs(observation.width - (padding + Double(observation.count) * advance)))
      }
      self.size = size
      self.padding = padding
      self.advance = advance
      self.maximumResidual = residual
      self.observationCount = observations.count
      self.counts = low...high
    }

    /// The constants that reach the quantization floor a/2 at this size.
    ///
    /// With shiftFactor = w / a the count is floor((W - minimumWidth) / a), and with
    /// minimumWidth = P - a/2 that floor rounds (W - P) / a to the nearest count, so no target is
    /// off by more than half an advance.
    ///
    /// - Parameter symbolWidth: The width w of one placeholder as the app measures it, in points.
    /// - Returns: shiftFactor = w / a, minimumWidth = P - a/2.
    package func constants(symbolWidth: Double) -> PlaceholderConstants {
      PlaceholderConstants(shiftFactor: symbolWidth / advance, minimumWidth: padding - advance / 2)
    }

    /// The sample the solver needs: this size's symbol width and the observed advance.
    package func sample(symbolWidth: Double) -> SizeSample {
      SizeSample(size: size, symbolWidth: symbolWidth, advance: advance)
    }
  }
}
