import CalibrateSupport
import FontCalibration

/// The text reports of a calibration: the table a user reads, the CSV a spreadsheet reads, and
/// the table ending with the run's verdict (`CalibrationRun.verdict`), which the JSON carries too.
///
/// Threading: a plain value; `Sendable`.
package struct FitReport: TextReport, Sendable {
  /// The calibration reported.
  package var run: CalibrationRun

  /// Creates a report.
  package init(run: CalibrationRun) {
    self.run = run
  }

  // MARK: - Table

  /// The human-readable report: per-size table, global pair, hand-tuned constants, verdict and
  /// what to do next.
  package func table() -> String {
    let settings = run.settings
    let fit = run.fit
    var text = "\(ReportWording.font(run.font))\n"
    if let measureFont = run.measureFont {
      text += "symbol width measured in \(ReportWording.font(measureFont))\n"
    }
    text += "placeholder \(ReportWording.placeholder(settings.placeholder))"
    let sizing = SizingSummary(fit: fit)
    text +=
      ", scale \(NumberFormat.number(settings.scale)), hinting \(settings.hinting.rawValue), \(sizing.settingsText), "
    text +=
      "targets \(settings.widths.rangeDescription) pt step \(NumberFormat.number(settings.widths.step)), objective \(fit.objective.rawValue)"
    if let size = settings.measureSize { text += ", symbol measured at \(NumberFormat.number(size)) pt" }
    if let guardCharacter = settings.guardCharacter {
      text += ", guard \(ReportWording.placeholder(guardCharacter)) at both ends of every title"
    }
    text += "\n\n"
    var table = TextTable(
      headings: ["size", "advance pt", "px", "symbol w", "shiftFactor", "minimumWidth", "max error"])
    for (sizeFit, metrics) in zip(fit.sizes, run.measurements.rendered) {
      table.append([
        NumberFormat.size(sizeFit.sample.size), NumberFormat.fixed(sizeFit.sample.advance, 4),
        NumberFormat.fixed(metrics.advanceInPixels, 3), NumberFormat.fixed(sizeFit.sample.symbolWidth, 4),
        NumberFormat.fixed(sizeFit.constants.shiftFactor, 5),
        NumberFormat.fixed(sizeFit.constants.minimumWidth, 3),
        NumberFormat.fixed(sizeFit.summary.maximumError, 3),
      ])
    }
    text += table.aligned() + "\n"
    let global = fit.global
    text +=
      "global pair  shiftFactor \(NumberFormat.fixed(global.constants.shiftFactor, 5))  minimumWidth \(NumberFormat.fixed(global.constants.minimumWidth, 3))  "
    text +=
      "max error \(NumberFormat.fixed(global.summary.maximumError, 3)) pt (worst at \(NumberFormat.size(global.summary.worstSize)) pt, W \(NumberFormat.number(global.summary.worstWidth)))"
    if let optimum = global.degenerateOptimum {
      // The pair above is the box's; the optimum no pair inside it reaches goes on its own line.
      text += global.isProvenOptimal ? ", optimal inside the box " : ", not proven optimal inside the box "
      text += DegenerateWording.box(global.box) + "\n"
      text +=
        "degenerate   "
        + DegenerateWording.clause(optimum, objective: fit.objective)
        + "\n"
    } else {
      text += ReportWording.optimality(global) + "\n"
    }
    text +=
      "hand-tuned   shiftFactor 1.1  minimumWidth 30  max error \(NumberFormat.fixed(fit.seed.maximumError, 3)) pt (worst at \(NumberFormat.size(fit.seed.worstSize)) pt, W \(NumberFormat.number(fit.seed.worstWidth)))\n"
    text += "per-size floor \(NumberFormat.fixed(global.perSizeFloor, 3)) pt\n"
    for sizeFit in fit.sizes {
      guard let optimum = sizeFit.degenerateOptimum else { continue }
      text +=
        "at \(NumberFormat.size(sizeFit.sample.size)) pt "
        + DegenerateWording.clause(optimum, objective: fit.objective)
        + "; the row shows the best pair inside the box\n"
    }
    for note in sizing.notes { text += note + "\n" }
    text += "\n" + run.verdict + "\n"
    if let next = run.nextStep { text += next + "\n" }
    if let contentSizes = ContentSizeSummary(run: run) { text += "\n" + contentSizes.table() }
    if let composite = CompositeSummary(run: run) { text += "\n" + composite.table() }
    return text
  }

  // MARK: - CSV

  /// One row per size, then the global pair's and the hand-tuned constants' rows.
  package func csv() -> String {
    let fit = run.fit
    var lines = [
      "kind,size,advance_pt,advance_px,symbol_width,shift_factor,minimum_width,max_error,rms_error"
    ]
    for (sizeFit, metrics) in zip(fit.sizes, run.measurements.rendered) {
      lines.append(
        [
          "size", NumberFormat.number(sizeFit.sample.size), "\(sizeFit.sample.advance)",
          "\(metrics.advanceInPixels)",
          "\(sizeFit.sample.symbolWidth)", "\(sizeFit.constants.shiftFactor)",
          "\(sizeFit.constants.minimumWidth)",
          "\(sizeFit.summary.maximumError)", "\(sizeFit.summary.rmsError)",
        ].joined(separator: ","))
    }
    let global = fit.global
    lines.append(
      "global,,,,,\(global.constants.shiftFactor),\(global.constants.minimumWidth),\(global.summary.maximumError),\(global.summary.rmsError)"
    )
    // A degenerate optimum's approximant, after the box's pair the rows above hold (no such row
    // otherwise).
    for sizeFit in fit.sizes {
      guard let optimum = sizeFit.degenerateOptimum else { continue }
      lines.append(
        "degenerate,\(NumberFormat.number(sizeFit.sample.size)),,,,\(optimum.constants.shiftFactor),\(optimum.constants.minimumWidth),\(optimum.summary.maximumError),\(optimum.summary.rmsError)"
      )
    }
    if let optimum = global.degenerateOptimum {
      lines.append(
        "degenerate,,,,,\(optimum.constants.shiftFactor),\(optimum.constants.minimumWidth),\(optimum.summary.maximumError),\(optimum.summary.rmsError)"
      )
    }
    lines.append("hand-tuned,,,,,1.1,30,\(fit.seed.maximumError),\(fit.seed.rmsError)")
    if let composite = CompositeSummary(run: run) { lines += composite.csvRows() }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - JSON

  /// The full result as JSON text (``ResultDocument``), with a final newline.
  package func json() -> String {
    ResultDocument(run, titles: true).json.serialized() + "\n"
  }
}
