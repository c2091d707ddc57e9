import CommandLineSupport
import FontCalibration
import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// The text reports of a calibration: the table a user reads, the CSV a spreadsheet reads, and
/// the one-sentence verdict both the table and the JSON carry.
///
/// Threading: a plain value; `Sendable`.
public struct FitReport: TextReport, Sendable {
  /// The calibration reported.
  public var run: CalibrationRun

  /// Creates a report.
  public init(run: CalibrationRun) {
    self.run = run
  }

  // MARK: - Verdict

  /// One plain sentence: is one global pair good enough, or is a per-size table needed? With a
  /// degenerate optimum, a sentence naming it comes first, and the verdict is about the best pair
  /// inside the box, the one printed.
  public var verdict: String {
    let fit = run.fit
    let global = fit.global
    let name = fit.objective == .rms ? "RMS error" : (fit.objective == .minimax ? "max error" : "worst error")
    let value = Format.fixed(global.value, 2)
    let floor = Format.fixed(global.perSizeFloor, 2)
    var degenerate = ""
    var pair = "the best single pair"
    if let optimum = global.degenerateOptimum {
      let clause = DegenerateWording.clause(optimum, objective: fit.objective, decimals: 2)
      degenerate =
        clause.prefix(1).uppercased() + clause.dropFirst() + " (\(DegenerateWording.box(global.box))). "
      pair = "the best single pair inside the box"
    }
    if fit.needsPerSizeTable() {
      return
        degenerate
        + "A per-size table is needed: \(pair) has a \(name) of \(value) pt, \(Format.fixed(global.excessOverPerSize, 2)) pt worse than the \(floor) pt a per-size table reaches (the seed constants: \(Format.fixed(fit.seed.maximumError, 2)) pt)."
    }
    let its = global.isDegenerate ? "\(pair)'s" : "its"
    return
      degenerate
      + "One global pair is good enough: \(its) \(name) of \(value) pt is within \(Format.number(CalibrationFit.defaultTolerance)) pt of the \(floor) pt a per-size table reaches (the seed constants: \(Format.fixed(fit.seed.maximumError, 2)) pt)."
  }

  // MARK: - Table

  /// The human-readable report: per-size table, global pair, seed constants, verdict.
  public func table() -> String {
    let settings = run.settings
    let fit = run.fit
    var text = "\(Describe.font(run.font))\n"
    if let measureFont = run.measureFont {
      text += "symbol width measured in \(Describe.font(measureFont))\n"
    }
    text += "placeholder \(Describe.placeholder(settings.placeholder))"
    let sizing = SizingSummary(fit: fit)
    text +=
      ", scale \(Format.number(settings.scale)), hinting \(settings.hinting.rawValue), \(sizing.settingsText), "
    text +=
      "targets \(settings.widths.rangeDescription) pt step \(Format.number(settings.widths.step)), objective \(fit.objective.rawValue)"
    if let size = settings.measureSize { text += ", symbol measured at \(Format.number(size)) pt" }
    if let guardCharacter = settings.guardCharacter {
      text += ", guard \(Describe.placeholder(guardCharacter)) at both ends of every title"
    }
    text += "\n\n"
    var table = TextTable(
      headings: ["size", "advance pt", "px", "symbol w", "shiftFactor", "minimumWidth", "max error"])
    for (sizeFit, metrics) in zip(fit.sizes, run.measurements.rendered) {
      table.append([
        Format.number(sizeFit.sample.size), Format.fixed(sizeFit.sample.advance, 4),
        Format.fixed(metrics.advanceInPixels, 3), Format.fixed(sizeFit.sample.symbolWidth, 4),
        Format.fixed(sizeFit.constants.shiftFactor, 5), Format.fixed(sizeFit.constants.minimumWidth, 3),
        Format.fixed(sizeFit.summary.maximumError, 3),
      ])
    }
    text += table.aligned() + "\n"
    let global = fit.global
    text +=
      "global pair  shiftFactor \(Format.fixed(global.constants.shiftFactor, 5))  minimumWidth \(Format.fixed(global.constants.minimumWidth, 3))  "
    text +=
      "max error \(Format.fixed(global.summary.maximumError, 3)) pt (worst at \(Format.number(global.summary.worstSize)) pt, W \(Format.number(global.summary.worstWidth)))"
    if let optimum = global.degenerateOptimum {
      // The pair above is the box's; the optimum no pair inside it reaches goes on its own line.
      text += global.isProvenOptimal ? ", optimal inside the box " : ", inside the box "
      text += DegenerateWording.box(global.box) + "\n"
      text +=
        "degenerate   "
        + DegenerateWording.clause(optimum, objective: fit.objective)
        + "\n"
    } else {
      text += global.isProvenOptimal ? ", optimal\n" : "\n"
    }
    text +=
      "seed pair    shiftFactor 1.1  minimumWidth 30  max error \(Format.fixed(fit.seed.maximumError, 3)) pt (worst at \(Format.number(fit.seed.worstSize)) pt, W \(Format.number(fit.seed.worstWidth)))\n"
    text += "per-size floor \(Format.fixed(global.perSizeFloor, 3)) pt\n"
    for sizeFit in fit.sizes {
      guard let optimum = sizeFit.degenerateOptimum else { continue }
      text +=
        "at \(Format.number(sizeFit.sample.size)) pt "
        + DegenerateWording.clause(optimum, objective: fit.objective)
        + "; the row shows the best pair inside the box\n"
    }
    for note in sizing.notes { text += note + "\n" }
    text += "\n" + verdict + "\n"
    if let contentSizes = ContentSizeSummary(run: run) { text += "\n" + contentSizes.table() }
    if let composite = CompositeSummary(run: run) { text += "\n" + composite.table() }
    return text
  }

  // MARK: - CSV

  /// One row per size, then the global and seed rows.
  public func csv() -> String {
    let fit = run.fit
    var lines = [
      "kind,size,advance_pt,advance_px,symbol_width,shift_factor,minimum_width,max_error,rms_error"
    ]
    for (sizeFit, metrics) in zip(fit.sizes, run.measurements.rendered) {
      lines.append(
        [
          "size", Format.number(sizeFit.sample.size), "\(sizeFit.sample.advance)",
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
        "degenerate,\(Format.number(sizeFit.sample.size)),,,,\(optimum.constants.shiftFactor),\(optimum.constants.minimumWidth),\(optimum.summary.maximumError),\(optimum.summary.rmsError)"
      )
    }
    if let optimum = global.degenerateOptimum {
      lines.append(
        "degenerate,,,,,\(optimum.constants.shiftFactor),\(optimum.constants.minimumWidth),\(optimum.summary.maximumError),\(optimum.summary.rmsError)"
      )
    }
    lines.append("seed,,,,,1.1,30,\(fit.seed.maximumError),\(fit.seed.rmsError)")
    if let composite = CompositeSummary(run: run) { lines += composite.csvRows() }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - JSON

  /// The full result as JSON text (``ResultDocument``), with a final newline.
  public func json() -> String {
    ResultDocument(run, titles: true).json.serialized() + "\n"
  }
}
