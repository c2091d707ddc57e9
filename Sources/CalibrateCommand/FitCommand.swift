import TextMetrics
import WidthCalibration

/// `calibrate`: measure, fit per size and globally, compare with the seed constants, report.
enum FitCommand: Command {
  static let table = OptionTable(
    command: "",
    synopsis: "calibrate [--font FONT] [--sizes 8...40] [--scale 2] [--hinting none|light|full] [options]",
    summary: """
      Measures how wide N placeholders render at each size (FreeType + HarfBuzz), fits the constants
      of N = floor((W - minimumWidth) * shiftFactor / symbolWidth) per size and as one global pair,
      and compares them with the seed constants (30, 1.1). Errors are e(W) = R(N(W)) - W in points:
      positive is a seam (the button is wider than its picture), negative a clip.
      Other commands: calibrate survey, calibrate measure (see calibrate COMMAND --help).
      """,
    options: [
      .font, .faceIndex, .sizes, .scale, .hinting, .placeholder, .widths, .step, .padding, .measureFont,
      .measureSize, .objective, .variation, .tracking, .profile, .plot, .emit, .observations, .check,
      .tolerance,
      .format([.table, .json, .csv]), .output,
      .help,
      .version,
    ],
    epilogue: "profiles:\n" + Profile.allCases.map { "  " + $0.summary }.joined(separator: "\n")
  )

  static func run(_ options: CommandOptions, console: Console) throws {
    if let file = options.check {
      try check(file, tolerance: options.tolerance, console: console)
      return
    }
    var options = options
    if let profile = options.profile {
      profile.apply(to: &options)
      if let warning = profile.warning { console.diagnose(warning + "\n") }
    }
    if options.observations != nil {
      try ObservationCommand.run(options, console: console)
      return
    }
    let run = try CalibrationRun.perform(options)
    if run.measurements.rendered.first?.isSynthesized == true {
      console.diagnose(
        "warning: \(run.font.family) has no glyph for \(ScalarNotation.format(options.placeholder)); HarfBuzz synthesizes its width from the space glyph\n"
      )
    }
    let text: String
    if options.emit == "swift" {
      text = SwiftEmitter(run: run).source()
    } else {
      switch options.format {
      case .table: text = run.table()
      case .json: text = run.json().serialized() + "\n"
      case .csv: text = run.csv()
      }
    }
    // The chart first: if it cannot be written, nothing else is.
    if let path = options.plot { try AtomicFile.write(PlotRenderer(run: run).svg(), to: path) }
    try emit(text, options: options, console: console)
  }

  /// `--check FILE`: recompute a stored result and report what moved.
  static func check(_ file: String, tolerance: Double, console: Console) throws {
    let text = try ResultFile.read(file)
    let (stored, options) = try ResultCheck.recordedOptions(text, file: file)
    let run = try CalibrationRun.perform(options)
    let differences = ResultCheck.differences(old: stored, new: run.json(), tolerance: tolerance)
    guard differences.isEmpty else {
      var report = "\(file): \(differences.count) field\(differences.count == 1 ? "" : "s") moved\n"
      var table = TextTable(headings: ["font", "size", "field", "old", "new"], leftAligned: [0, 2, 3, 4])
      for difference in differences {
        table.rows.append([
          difference.font, difference.size.map { Format.number($0) } ?? "-", difference.field, difference.old,
          difference.new,
        ])
      }
      report += table.rendered()
      console.write(report)
      throw RuntimeError(
        "\(file) no longer matches: \(differences.count) field\(differences.count == 1 ? "" : "s") moved; rerun the command that wrote it (make results for stored results)"
      )
    }
    console.write(
      "\(file): ok (\(options.sizes.count) sizes recomputed, nothing moved beyond \(tolerance))\n")
  }
}
