import TextMetrics
import WidthCalibration

/// What device measurements imply: per size the padding, the advance and the closed-form
/// constants, and one global pair fitted across sizes.
struct ObservationReport {
  /// One observed size.
  struct SizeRow {
    /// The fitted line.
    var line: DeviceObservations.Line
    /// The symbol width w the app measures at this size, in points.
    var symbolWidth: Double
    /// The closed-form constants: shiftFactor = w / a, minimumWidth = P - a/2.
    var constants: PlaceholderConstants
    /// Their largest |e| over the targets, with this size's own padding.
    var maximumError: Double
  }

  /// The observations file.
  var path: String
  /// How many observations were read.
  var observationCount: Int
  /// The font the symbol width was measured in.
  var measureFont: FontInfo
  /// The options (placeholder, measure size, targets, objective).
  var options: CommandOptions
  /// One row per size, ascending.
  var sizes: [SizeRow]
  /// The padding the global fit used: the mean of the implied paddings.
  var meanPadding: Double
  /// The smallest and largest implied padding.
  var paddingRange: ClosedRange<Double>
  /// The global fit (and the seed's errors) on the problem with the mean padding.
  var fit: CalibrationFit
  /// The global pair's largest |e| with each size's own padding.
  var globalMaximumError: Double
  /// The seed constants' largest |e| with each size's own padding.
  var seedMaximumError: Double
  /// Whether HarfBuzz synthesized the placeholder's width (the font has no glyph for it).
  var symbolIsSynthesized: Bool

  /// Builds the report: measures the symbol width per size, derives the constants, fits.
  ///
  /// - Parameters:
  ///   - table: The checked observations.
  ///   - lines: The fitted line of every size.
  ///   - font: The font the app measures one placeholder with.
  ///   - options: Placeholder, measure size, tracking, targets and objective.
  /// - Throws: ``RuntimeError`` when the font cannot measure the placeholder or the fit fails.
  static func make(
    table: ObservationTable, lines: [DeviceObservations.Line], font: Font, options: CommandOptions
  ) throws(RuntimeError) -> ObservationReport {
    let targets = options.targets
    guard !targets.isEmpty else { throw RuntimeError("the width range gives no targets") }
    guard targets.count <= OptionSpec.maximumTargets else {
      throw RuntimeError(
        "--widths \(Format.number(options.widthsFrom))...\(Format.number(options.widthsThrough)) with --step \(Format.number(options.widthStep)) gives \(targets.count) targets; at most \(OptionSpec.maximumTargets) are allowed"
      )
    }
    var rows: [SizeRow] = []
    var synthesized = false
    for line in lines {
      let metrics = try measureSymbol(font: font, size: options.measureSize ?? line.size, options: options)
      let symbolWidth = metrics.advanceInPoints
      synthesized = synthesized || metrics.isSynthesized
      let needed = (options.widthsThrough - line.padding) / line.advance
      guard needed <= Double(PlaceholderTitle.maximumCount) else {
        throw RuntimeError(
          "\(table.path): a \(Format.number(options.widthsThrough)) pt button needs about \(Int(needed)) placeholders at \(Format.number(line.size)) pt, more than the \(PlaceholderTitle.maximumCount) a title may hold; narrow --widths"
        )
      }
      let constants = line.constants(symbolWidth: symbolWidth)
      let error = try ownPaddingError(constants, lines: [line], symbolWidths: [symbolWidth], targets: targets)
      rows.append(SizeRow(line: line, symbolWidth: symbolWidth, constants: constants, maximumError: error))
    }
    let paddings = lines.map(\.padding)
    let meanPadding = paddings.reduce(0, +) / Double(max(1, paddings.count))
    let fit: CalibrationFit
    do {
      let problem = try CalibrationProblem(
        padding: meanPadding, targets: targets,
        samples: zip(lines, rows).map { $0.sample(symbolWidth: $1.symbolWidth) })
      fit = try problem.fit(objective: options.objective)
    } catch {
      throw RuntimeError("\(table.path): \(error.description)")
    }
    let symbolWidths = rows.map(\.symbolWidth)
    return ObservationReport(
      path: table.path, observationCount: table.rows.count, measureFont: font.info, options: options,
      sizes: rows,
      meanPadding: meanPadding, paddingRange: (paddings.min() ?? 0)...(paddings.max() ?? 0), fit: fit,
      globalMaximumError: try ownPaddingError(
        fit.global.constants, lines: lines, symbolWidths: symbolWidths, targets: targets),
      seedMaximumError: try ownPaddingError(
        .seed, lines: lines, symbolWidths: symbolWidths, targets: targets),
      symbolIsSynthesized: synthesized)
  }

  /// The unhinted advance of the placeholder at one size, as the app measures it.
  private static func measureSymbol(
    font: Font, size: Double, options: CommandOptions
  ) throws(RuntimeError) -> PlaceholderMetrics {
    let configuration = RenderConfiguration(
      size: size, scale: 1, hinting: .none, trackingSize: options.trackingSize)
    let metrics: PlaceholderMetrics
    do {
      try configuration.validate()
      metrics = try font.placeholder(options.placeholder, configuration)
    } catch {
      throw RuntimeError(error.description)
    }
    guard !metrics.isNotdef else {
      throw RuntimeError(
        "\(font.info.family) (\(font.info.path)) cannot show placeholder \(ScalarNotation.format(options.placeholder)): it renders as .notdef"
      )
    }
    guard metrics.advance > 0 else {
      throw RuntimeError(
        "placeholder \(ScalarNotation.format(options.placeholder)) measures zero width in \(font.info.family); the app would divide by zero"
      )
    }
    return metrics
  }

  /// The largest |e| of constants over every size, each size with its own implied padding.
  private static func ownPaddingError(
    _ constants: PlaceholderConstants, lines: [DeviceObservations.Line], symbolWidths: [Double],
    targets: [Double]
  ) throws(RuntimeError) -> Double {
    var worst = 0.0
    for (line, symbolWidth) in zip(lines, symbolWidths) {
      do {
        let problem = try CalibrationProblem(
          padding: line.padding, targets: targets, samples: [line.sample(symbolWidth: symbolWidth)])
        worst = max(worst, problem.evaluate(constants).maximumError)
      } catch {
        throw RuntimeError(error.description)
      }
    }
    return worst
  }
}

// MARK: - Output

extension ObservationReport {
  /// The per-size floor: the worst size's error with its own closed-form constants.
  var perSizeFloor: Double { sizes.map(\.maximumError).max() ?? 0 }

  private var symbolDescription: String {
    var text =
      "symbol width w: unhinted advance of \(ScalarNotation.format(options.placeholder))"
    if let name = SpaceCharacter.name(of: options.placeholder) { text += " \(name)" }
    text += " in \(Describe.font(measureFont))"
    text += options.measureSize.map { " at \(Format.number($0)) pt" } ?? " at each size"
    return text
  }

  /// The human-readable report.
  func table() -> String {
    var text =
      "observations \(path): \(observationCount) row\(observationCount == 1 ? "" : "s"), \(sizes.count) size\(sizes.count == 1 ? "" : "s")\n"
    text += symbolDescription + "\n"
    text +=
      "targets \(Format.number(options.widthsFrom))...\(Format.number(options.widthsThrough)) pt step \(Format.number(options.widthStep)), objective \(fit.objective.rawValue)\n\n"
    var rows = TextTable(
      headings: [
        "size", "rows", "counts", "padding P", "advance a", "residual", "symbol w", "shiftFactor",
        "minimumWidth", "max error",
      ])
    for row in sizes {
      rows.rows.append([
        Format.number(row.line.size), String(row.line.observationCount),
        "\(row.line.counts.lowerBound)...\(row.line.counts.upperBound)", Format.fixed(row.line.padding, 3),
        Format.fixed(row.line.advance, 4), Format.fixed(row.line.maximumResidual, 4),
        Format.fixed(row.symbolWidth, 4), Format.fixed(row.constants.shiftFactor, 5),
        Format.fixed(row.constants.minimumWidth, 3), Format.fixed(row.maximumError, 3),
      ])
    }
    text += rows.rendered() + "\n"
    text +=
      "per size: shiftFactor = w / a, minimumWidth = P - a/2 (closed form; max error with that size's own padding)\n"
    text +=
      "global fit padding: mean of the implied paddings \(Format.fixed(meanPadding, 3)) pt (spread \(Format.fixed(paddingRange.upperBound - paddingRange.lowerBound, 3)) pt: \(Format.fixed(paddingRange.lowerBound, 3))...\(Format.fixed(paddingRange.upperBound, 3)))\n"
    let global = fit.global.constants
    text +=
      "global pair  shiftFactor \(Format.fixed(global.shiftFactor, 5))  minimumWidth \(Format.fixed(global.minimumWidth, 3))  max error \(Format.fixed(globalMaximumError, 3)) pt\n"
    text +=
      "seed pair    shiftFactor 1.1  minimumWidth 30  max error \(Format.fixed(seedMaximumError, 3)) pt\n"
    text += "per-size floor \(Format.fixed(perSizeFloor, 3)) pt\n"
    text += "(max errors of the global and seed pairs use each size's own implied padding)\n"
    return text
  }

  /// One row per size, then the global and seed rows.
  func csv() -> String {
    var lines = [
      "kind,size,observations,padding,advance,max_residual,symbol_width,shift_factor,minimum_width,max_error"
    ]
    for row in sizes {
      lines.append(
        [
          "size", Format.number(row.line.size), String(row.line.observationCount), "\(row.line.padding)",
          "\(row.line.advance)", "\(row.line.maximumResidual)", "\(row.symbolWidth)",
          "\(row.constants.shiftFactor)", "\(row.constants.minimumWidth)", "\(row.maximumError)",
        ].joined(separator: ","))
    }
    let global = fit.global.constants
    lines.append(
      "global,,,\(meanPadding),,,,\(global.shiftFactor),\(global.minimumWidth),\(globalMaximumError)")
    lines.append("seed,,,,,,,1.1,30,\(seedMaximumError)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The full result as JSON.
  func json() -> JSONValue {
    let sizeValues: [JSONValue] = sizes.map { row in
      .object([
        ("size", .number(row.line.size)),
        ("observations", .integer(row.line.observationCount)),
        ("countFrom", .integer(row.line.counts.lowerBound)),
        ("countThrough", .integer(row.line.counts.upperBound)),
        ("padding", .number(row.line.padding)),
        ("advance", .number(row.line.advance)),
        ("maxResidual", .number(row.line.maximumResidual)),
        ("symbolWidth", .number(row.symbolWidth)),
        ("shiftFactor", .number(row.constants.shiftFactor)),
        ("minimumWidth", .number(row.constants.minimumWidth)),
        ("maxError", .number(row.maximumError)),
      ])
    }
    let global = fit.global
    return .object([
      ("tool", .string("calibrate \(CalibrateTool.version)")),
      ("observations", .string(path)),
      ("rows", .integer(observationCount)),
      ("measureFont", Describe.fontJSON(measureFont)),
      ("placeholder", .string(ScalarNotation.format(options.placeholder))),
      ("measureSize", options.measureSize.map { .number($0) } ?? .null),
      ("objective", .string(fit.objective.rawValue)),
      (
        "widths",
        .object([
          ("from", .number(options.widthsFrom)), ("through", .number(options.widthsThrough)),
          ("step", .number(options.widthStep)),
        ])
      ),
      (
        "padding",
        .object([
          ("mean", .number(meanPadding)), ("min", .number(paddingRange.lowerBound)),
          ("max", .number(paddingRange.upperBound)),
          ("spread", .number(paddingRange.upperBound - paddingRange.lowerBound)),
        ])
      ),
      ("sizes", .array(sizeValues)),
      (
        "global",
        .object([
          ("shiftFactor", .number(global.constants.shiftFactor)),
          ("minimumWidth", .number(global.constants.minimumWidth)),
          ("maxError", .number(globalMaximumError)),
          ("maxErrorAtMeanPadding", .number(global.summary.maximumError)),
          ("provenOptimal", .bool(global.isProvenOptimal)),
        ])
      ),
      (
        "seed",
        .object([
          ("shiftFactor", .number(PlaceholderConstants.seed.shiftFactor)),
          ("minimumWidth", .number(PlaceholderConstants.seed.minimumWidth)),
          ("maxError", .number(seedMaximumError)),
        ])
      ),
      ("perSizeFloor", .number(perSizeFloor)),
    ])
  }
}
