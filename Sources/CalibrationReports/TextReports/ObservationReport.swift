import CalibrateSupport
import FontCalibration
import TextMetrics
import WidthCalibration

/// The reports of a calibration from device observations: per size the padding and advance the
/// widths imply and the closed-form constants, and the global pair, as a table, CSV or JSON.
///
/// Threading: a plain value; `Sendable`.
package struct ObservationReport: TextReport, Sendable {
  /// The calibration reported.
  package var run: ObservationRun

  /// Creates a report.
  package init(run: ObservationRun) {
    self.run = run
  }

  private var settings: CalibrationSettings { run.settings }
  private var sizes: [ObservationFit.SizeRow] { run.fit.sizes }
  private var fit: CalibrationFit { run.fit.fit }
  private var path: String { run.path }
  private var observationCount: Int { run.observationCount }
  private var meanPadding: Double { run.fit.meanPadding }
  private var paddingRange: ClosedRange<Double> { run.fit.paddingRange }
  private var globalMaximumError: Double { run.fit.globalMaximumError }
  private var seedMaximumError: Double { run.fit.seedMaximumError }
  private var perSizeFloor: Double { run.fit.perSizeFloor }
}

// MARK: - Output

extension ObservationReport {
  private var symbolDescription: String {
    var text =
      "symbol width w: unhinted advance of \(ScalarNotation.format(settings.placeholder))"
    if let name = SpaceCharacter.name(of: settings.placeholder) { text += " \(name)" }
    text += " in \(ReportWording.font(run.measureFont))"
    text += settings.measureSize.map { " at \(NumberFormat.number($0)) pt" } ?? " at each size"
    return text
  }

  /// The human-readable report.
  package func table() -> String {
    var text =
      "observations \(path): \(observationCount) row\(observationCount == 1 ? "" : "s"), \(sizes.count) size\(sizes.count == 1 ? "" : "s")"
    // Rows the lines did not use: under UIKit's model, the widths at its clamp.
    let used = sizes.reduce(0) { $0 + $1.line.observationCount }
    if used < observationCount {
      let left = observationCount - used
      text +=
        " (\(left) row\(left == 1 ? "" : "s") at UIKit's clamp, \(ReportWording.uikitClampWidths), left out: \(left == 1 ? "it shows" : "they show") the clamp, not the title)"
    }
    text += "\n"
    text += symbolDescription + "\n"
    let sizing = SizingSummary(fit: fit)
    let plain = sizing.notes.isEmpty
    text +=
      "targets \(NumberFormat.number(settings.widths.from))...\(NumberFormat.number(settings.widths.through)) pt step \(NumberFormat.number(settings.widths.step)), objective \(fit.objective.rawValue)"
    text += plain ? "\n\n" : ", \(sizing.settingsText) at scale \(NumberFormat.number(settings.scale))\n\n"
    var rows = TextTable(
      headings: [
        "size", "rows", "counts", "padding P", "advance a", "residual", "symbol w", "shiftFactor",
        "minimumWidth", "max error",
      ])
    for row in sizes {
      rows.append([
        NumberFormat.number(row.line.size), String(row.line.observationCount),
        "\(row.line.counts.lowerBound)...\(row.line.counts.upperBound)",
        NumberFormat.fixed(row.line.padding, 3),
        NumberFormat.fixed(row.line.advance, 4), NumberFormat.fixed(row.line.maximumResidual, 4),
        NumberFormat.fixed(row.symbolWidth, 4), NumberFormat.fixed(row.constants.shiftFactor, 5),
        NumberFormat.fixed(row.constants.minimumWidth, 3), NumberFormat.fixed(row.maximumError, 3),
      ])
    }
    text += rows.aligned() + "\n"
    guard plain else { return text + modelSummary(sizing) }
    text +=
      "per size: shiftFactor = w / a, minimumWidth = P - a/2 (closed form; max error with that size's own padding)\n"
    text +=
      "global fit padding: mean of the implied paddings \(NumberFormat.fixed(meanPadding, 3)) pt (spread \(NumberFormat.fixed(paddingRange.upperBound - paddingRange.lowerBound, 3)) pt: \(NumberFormat.fixed(paddingRange.lowerBound, 3))...\(NumberFormat.fixed(paddingRange.upperBound, 3)))\n"
    text += pairLines()
    text +=
      "(max errors of the global pair and the hand-tuned constants use each size's own implied padding)\n"
    return text
  }

  /// The lines under the table when a sizing model rounds and clamps: the fit then uses the
  /// model's own padding, so the implied one is only a check on the observations.
  private func modelSummary(_ sizing: SizingSummary) -> String {
    var text =
      "per size: the constants with the smallest max error for UIKit's buttons (widths at 74 and 120 pt left out of the lines; the implied padding P should be near 12 pt plus the rounding)\n"
    text += pairLines()
    for note in sizing.notes { text += note + "\n" }
    return text
  }

  /// The lines of the global pair and of the hand-tuned constants, and the per-size floor, under
  /// either summary.
  private func pairLines() -> String {
    let global = fit.global.constants
    return
      "global pair  shiftFactor \(NumberFormat.fixed(global.shiftFactor, 5))  minimumWidth \(NumberFormat.fixed(global.minimumWidth, 3))  max error \(NumberFormat.fixed(globalMaximumError, 3)) pt\n"
      + "hand-tuned   shiftFactor 1.1  minimumWidth 30  max error \(NumberFormat.fixed(seedMaximumError, 3)) pt\n"
      + "per-size floor \(NumberFormat.fixed(perSizeFloor, 3)) pt\n"
  }

  /// One row per size, then the global pair's and the hand-tuned constants' rows.
  package func csv() -> String {
    var lines = [
      "kind,size,observations,padding,advance,max_residual,symbol_width,shift_factor,minimum_width,max_error"
    ]
    for row in sizes {
      lines.append(
        [
          "size", NumberFormat.number(row.line.size), String(row.line.observationCount),
          "\(row.line.padding)",
          "\(row.line.advance)", "\(row.line.maximumResidual)", "\(row.symbolWidth)",
          "\(row.constants.shiftFactor)", "\(row.constants.minimumWidth)", "\(row.maximumError)",
        ].joined(separator: ","))
    }
    let global = fit.global.constants
    lines.append(
      "global,,,\(meanPadding),,,,\(global.shiftFactor),\(global.minimumWidth),\(globalMaximumError)")
    lines.append("hand-tuned,,,,,,,1.1,30,\(seedMaximumError)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The full result as JSON text (``ObservationDocument``), with a final newline.
  package func json() -> String {
    JSONValue.encoding(ObservationDocument(run)).serialized() + "\n"
  }
}
