import PlaceholderTitle

/// The data of a fit: the sizing model, target widths and one sample per font size.
///
/// The rendered width of a button whose title is N placeholders is `R(N) = padding + width(N)`,
/// and an app asking for width W gets `N(W) = floor(max(0, W - minimumWidth) × shiftFactor / w)`.
/// Under the plain model `width(N)` is the title's width; under a model that rounds and clamps
/// (`ButtonModel/uikitSwipe(rounding:)`) the samples carry the whole button's width for each
/// count (a ``RunWidthModel/clamped(_:)`` table) and the padding is 0, so every solver sees one
/// monotone `R(N)` either way.
package struct CalibrationProblem: Sendable, Hashable {
  /// The padding added to ``SizeSample/runWidths``: the plain model's P, or 0 when the samples
  /// already hold whole button widths.
  package var padding: Double
  /// The target widths W the model can reach, ascending and distinct, in points.
  package let targets: [Double]
  /// One sample per size, ascending by size.
  package var samples: [SizeSample]
  /// The sizing model the samples were built for.
  package var model: ButtonModel
  /// Targets the model can never reach (UIKit's buttons are 74...120 pt), left out of every
  /// error.
  package var unreachableTargets: [Double] = []

  /// The default target widths: 40 through 200 pt in steps of 0.5 pt (321 targets).
  package static let defaultTargets = targetRange(from: 40, through: 200, step: 0.5)

  /// The default padding: the RowAction article's empty-title button width.
  package static let defaultPadding = 30.0

  /// Creates a problem, sorting targets and samples.
  ///
  /// - Throws: ``CalibrationError`` when there are no targets or samples, a value is not
  ///   finite, or a size's placeholder has no width.
  package init(
    padding: Double = defaultPadding, targets: [Double], samples: [SizeSample]
  ) throws(CalibrationError) {
    guard padding.isFinite, padding >= 0 else {
      throw .invalidPadding(padding)
    }
    // Targets made by `targetRange` are already ascending and distinct: kept as they are.
    let ascending = zip(targets, targets.dropFirst()).allSatisfy { $0 < $1 }
    let sortedTargets = ascending ? targets : Array(Set(targets)).sorted()
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
    self.model = .plain(padding: padding)
  }

  /// Creates a problem under a sizing model whose samples hold whole button widths
  /// (``RunWidthModel/clamped(_:)``), keeping only the targets the model can reach.
  ///
  /// - Throws: ``CalibrationError`` as the plain initializer does, and
  ///   ``CalibrationError/noReachableTargets(model:)`` when the model reaches none of the targets.
  package init(model: ButtonModel, targets: [Double], samples: [SizeSample]) throws(CalibrationError) {
    if case .plain(let padding) = model {
      try self.init(padding: padding, targets: targets, samples: samples)
      return
    }
    let reachable = targets.filter { model.canReach($0) }
    guard !reachable.isEmpty || targets.isEmpty else { throw .noReachableTargets(model: model.name) }
    try self.init(padding: 0, targets: reachable, samples: samples)
    self.model = model
    self.unreachableTargets = Array(Set(targets.filter { !model.canReach($0) })).sorted()
  }

  /// Evenly spaced targets `from...through` by `step`, computed without accumulating error.
  package static func targetRange(from start: Double, through end: Double, step: Double) -> [Double] {
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
