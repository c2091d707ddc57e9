/// The data of a fit: padding, target widths and one sample per font size.
///
/// The rendered width of a button whose title is N placeholders is `R(N) = padding + width(N)`,
/// and an app asking for width W gets `N(W) = floor(max(0, W - minimumWidth) × shiftFactor / w)`.
public struct CalibrationProblem: Sendable, Hashable {
  /// The padding P: the width of a button with an empty title, in points.
  public var padding: Double
  /// The target widths W, ascending and distinct, in points.
  public let targets: [Double]
  /// One sample per size, ascending by size.
  public var samples: [SizeSample]

  /// The default target widths: 40 through 200 pt in steps of 0.5 pt (321 targets).
  public static let defaultTargets = targetRange(from: 40, through: 200, step: 0.5)

  /// The default padding: seed 000's empty-title button width.
  public static let defaultPadding = 30.0

  /// Creates a problem, sorting targets and samples.
  ///
  /// - Throws: ``CalibrationError`` when there are no targets or samples, a value is not
  ///   finite, or a size's placeholder has no width.
  public init(
    padding: Double = defaultPadding, targets: [Double], samples: [SizeSample]
  ) throws(CalibrationError) {
    guard padding.isFinite, padding >= 0 else {
      throw .invalidPadding(padding)
    }
    let sortedTargets = Array(Set(targets)).sorted()
    guard !sortedTargets.isEmpty else { throw .noTargets }
    guard sortedTargets.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      throw .invalidTargets
    }
    guard !samples.isEmpty else { throw .noSizes }
    for sample in samples {
      guard sample.symbolWidth.isFinite, sample.symbolWidth > 0 else {
        throw .invalidSymbolWidth(size: sample.size, symbolWidth: sample.symbolWidth)
      }
      guard sample.runWidths.isIncreasing else {
        throw .noRunWidth(size: sample.size)
      }
    }
    self.padding = padding
    self.targets = sortedTargets
    self.samples = samples.sorted { $0.size < $1.size }
  }

  /// Evenly spaced targets `from...through` by `step`, computed without accumulating error.
  public static func targetRange(from start: Double, through end: Double, step: Double) -> [Double] {
    guard start.isFinite, end.isFinite, step.isFinite, step > 0, start <= end else { return [] }
    let count = Int(((end - start) / step + 1e-9).rounded(.down))
    return (0...count).map { start + Double($0) * step }
  }

  /// The same problem restricted to one sample.
  func restricted(to index: Int) -> CalibrationProblem {
    var copy = self
    copy.samples = [samples[index]]
    return copy
  }
}
