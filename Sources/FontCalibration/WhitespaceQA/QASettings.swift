import TextMetrics

/// What `calibrate qa` measures beyond the font itself: the pixel sizes and hinting modes of the
/// hinting check, and the tolerance of the width check.
///
/// Threading: a plain value; `Sendable`.
package struct QASettings: Sendable, Hashable {
  /// The pixel sizes the hinting check renders at: text of 8...40 pt at @1x, @2x and @3x.
  package var ppems: ClosedRange<Int> = 8...120
  /// The hinting modes the hinting check renders in.
  package var hintingModes: [HintingMode] = [.light, .full]

  /// The text sizes an app shows most, in points: iOS's text styles from Caption 2 (11 pt) to
  /// Body (17 pt), macOS's 13 pt included.
  package static let commonTextSizes = 11...17
  /// The device scales of those sizes.
  package static let commonScales = [1, 2, 3]
  /// A deviation of up to this many font units is rounding, never reported.
  package static let unitsTolerance = 2.0
  /// A deviation beyond this fraction of the em is reported at least as a WARN.
  package static let emTolerance = 0.005
  /// The pixel size messages convert font units at: 17 pt Body text at @2x.
  package static let referencePPEM = 34

  /// Creates settings; the defaults are `calibrate qa`'s.
  package init(ppems: ClosedRange<Int> = 8...120, hintingModes: [HintingMode] = [.light, .full]) {
    self.ppems = ppems
    self.hintingModes = hintingModes
  }

  /// The pixel sizes of the common text sizes at every common scale.
  package static var commonPPEMs: Set<Int> {
    Set(commonScales.flatMap { scale in commonTextSizes.map { $0 * scale } })
  }

  /// The largest deviation, in font units, that is not reported as a WARN: half a percent of the
  /// em, or the rounding tolerance when that is more.
  package static func warnThreshold(unitsPerEm: Int) -> Double {
    max(unitsTolerance, emTolerance * Double(unitsPerEm))
  }
}
