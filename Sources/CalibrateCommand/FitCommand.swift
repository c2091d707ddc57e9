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
      .measureSize, .objective, .variation, .tracking, .profile, .format([.table, .json, .csv]), .output,
      .help,
      .version,
    ],
    epilogue: "profiles:\n" + Profile.allCases.map { "  " + $0.summary }.joined(separator: "\n")
  )

  static func run(_ options: CommandOptions, console: Console) throws {
    var options = options
    if let profile = options.profile {
      profile.apply(to: &options)
      if let warning = profile.warning { console.diagnose(warning + "\n") }
    }
    let run = try CalibrationRun.perform(options)
    if run.measurements.rendered.first?.isSynthesized == true {
      console.diagnose(
        "warning: \(run.font.family) has no glyph for \(ScalarNotation.format(options.placeholder)); HarfBuzz synthesizes its width from the space glyph\n"
      )
    }
    let text: String
    switch options.format {
    case .table: text = run.table()
    case .json: text = run.json().serialized() + "\n"
    case .csv: text = run.csv()
    }
    try emit(text, options: options, console: console)
  }
}
