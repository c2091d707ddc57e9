import PlaceholderTitle

/// What button widths measured on a device imply: per size the closed-form constants, and one
/// global pair fitted across sizes.
///
/// Each size's line (``DeviceObservations/Line``) gives its own padding P and advance a; with the
/// symbol width w the app measures, shiftFactor = w / a and minimumWidth = P - a/2 reach that
/// size's floor a/2. The global pair is fitted with the usual solver on a problem that uses the
/// mean of the implied paddings; its errors, and the hand-tuned constants', are then evaluated with
/// each size's own padding, which is what the device would show.
///
/// Threading: a plain value; `Sendable`.
package struct ObservationFit: Sendable {
  /// One observed size.
  package struct SizeRow: Sendable {
    /// The fitted line.
    package var line: DeviceObservations.Line
    /// The symbol width w the app measures at this size, in points.
    package var symbolWidth: Double
    /// The closed-form constants: shiftFactor = w / a, minimumWidth = P - a/2.
    package var constants: PlaceholderConstants
    /// Their largest |e| over the targets, with this size's own padding.
    package var maximumError: Double
  }

  /// One row per size, ascending.
  package var sizes: [SizeRow]
  /// The padding the global fit used: the mean of the implied paddings.
  package var meanPadding: Double
  /// The smallest and largest implied padding.
  package var paddingRange: ClosedRange<Double>
  /// The global fit (and the hand-tuned constants' errors) on the problem with the mean padding.
  package var fit: CalibrationFit
  /// The global pair's largest |e| with each size's own padding.
  package var globalMaximumError: Double
  /// The hand-tuned constants' largest |e| with each size's own padding.
  package var seedMaximumError: Double

  /// The per-size floor: the worst size's error with its own closed-form constants.
  package var perSizeFloor: Double { sizes.map(\.maximumError).max() ?? 0 }

  /// Fits the observed lines.
  ///
  /// - Parameters:
  ///   - lines: One fitted line per size, ascending by size.
  ///   - symbolWidths: The symbol width the app measures at each line's size.
  ///   - targets: The target widths W.
  ///   - objective: What the global fit minimizes.
  ///   - model: The button's sizing model; one that clamps the label (UIKit's) fits through it,
  ///     any other (or `nil`) fits the plain `width = P + N × a` lines.
  ///   - scale: The device scale the observations were made at, for a clamping model's rounding.
  /// - Throws: ``CalibrationError`` when the problem cannot be set up or the objective cannot be
  ///   met.
  package init(
    lines: [DeviceObservations.Line], symbolWidths: [Double], targets: [Double], objective: FitObjective,
    model: ButtonModel? = nil, scale: Double = 2
  ) throws(CalibrationError) {
    if let model, model.maximumLabelWidth != nil {
      try self.init(
        lines: lines, symbolWidths: symbolWidths, targets: targets, objective: objective,
        clampingModel: model,
        scale: scale)
    } else {
      try self.init(plainLines: lines, symbolWidths: symbolWidths, targets: targets, objective: objective)
    }
  }

  /// The fit of `width = P + N × a` lines: closed-form constants per size, a global pair at the
  /// mean padding, and errors with each size's own padding.
  private init(
    plainLines lines: [DeviceObservations.Line], symbolWidths: [Double], targets: [Double],
    objective: FitObjective
  ) throws(CalibrationError) {
    var rows: [SizeRow] = []
    for (line, symbolWidth) in zip(lines, symbolWidths) {
      let constants = line.constants(symbolWidth: symbolWidth)
      let error = try Self.ownPaddingError(
        constants, lines: [line], symbolWidths: [symbolWidth], targets: targets)
      rows.append(SizeRow(line: line, symbolWidth: symbolWidth, constants: constants, maximumError: error))
    }
    let paddings = lines.map(\.padding)
    let meanPadding = paddings.reduce(0, +) / Double(max(1, paddings.count))
    let problem = try CalibrationProblem(
      padding: meanPadding, targets: targets,
      samples: zip(lines, symbolWidths).map { $0.sample(symbolWidth: $1) })
    let fit = try problem.fit(objective: objective)
    self.sizes = rows
    self.meanPadding = meanPadding
    self.paddingRange = (paddings.min() ?? 0)...(paddings.max() ?? 0)
    self.fit = fit
    self.globalMaximumError = try Self.ownPaddingError(
      fit.global.constants, lines: lines, symbolWidths: symbolWidths, targets: targets)
    self.seedMaximumError = try Self.ownPaddingError(
      .seed, lines: lines, symbolWidths: symbolWidths, targets: targets)
  }

  /// The fit under a model that rounds and clamps (UIKit's): each size's button widths come from
  /// its observed advance through the model, the padding is the model's own (the implied paddings
  /// are reported, not used), and each size's constants are its own band fit, since the closed
  /// form assumes `P + N × a`.
  private init(
    lines: [DeviceObservations.Line], symbolWidths: [Double], targets: [Double], objective: FitObjective,
    clampingModel model: ButtonModel, scale: Double
  ) throws(CalibrationError) {
    let samples = zip(lines, symbolWidths).map { line, symbolWidth in
      model.sample(size: line.size, symbolWidth: symbolWidth, advance: line.advance, scale: scale) { count in
        LabelWidth(points: Double(count) * line.advance)
      }
    }
    let problem = try CalibrationProblem(model: model, targets: targets, samples: samples)
    let fit = try problem.fit(objective: objective)
    let paddings = lines.map(\.padding)
    self.sizes = zip(lines, zip(symbolWidths, fit.sizes)).map { line, pair in
      SizeRow(
        line: line, symbolWidth: pair.0, constants: pair.1.constants,
        maximumError: pair.1.summary.maximumError)
    }
    self.meanPadding = paddings.reduce(0, +) / Double(max(1, paddings.count))
    self.paddingRange = (paddings.min() ?? 0)...(paddings.max() ?? 0)
    self.fit = fit
    self.globalMaximumError = fit.global.summary.maximumError
    self.seedMaximumError = fit.seed.maximumError
  }

  /// The largest |e| of constants over every size, each size with its own implied padding.
  private static func ownPaddingError(
    _ constants: PlaceholderConstants, lines: [DeviceObservations.Line], symbolWidths: [Double],
    targets: [Double]
  ) throws(CalibrationError) -> Double {
    var worst = 0.0
    for (line, symbolWidth) in zip(lines, symbolWidths) {
      let problem = try CalibrationProblem(
        padding: line.padding, targets: targets, samples: [line.sample(symbolWidth: symbolWidth)])
      worst = max(worst, problem.evaluate(constants).maximumError)
    }
    return worst
  }
}
