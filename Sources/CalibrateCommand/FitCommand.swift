import CalibrateSupport
import CalibrationReports
import FontCalibration

/// `calibrate`: measure, fit per size and globally, compare with the hand-tuned constants, report.
enum FitCommand: Command {
  static let table = OptionTable<FitOptions>(
    command: "calibrate",
    synopsis: "calibrate [--font FONT] [--sizes 8...40] [--scale 2] [--hinting none|light|full] [options]",
    summary: """
      Measures how wide N placeholders render at each size (FreeType + HarfBuzz), fits the constants
      of N = floor((W - minimumWidth) * shiftFactor / symbolWidth) per size and as one global pair,
      and compares them with the hand-tuned constants (30, 1.1) of the 2018 article "Universal
      solution for UITableViewRowAction and UIContextualAction" (its RowAction code and the
      TCSCustomRowActionFactory library). Errors are e(W) = R(N(W)) - W in points: positive is a
      seam (the button is wider than its picture), negative a clip.
      Other commands: \(CalibrateTool.commandNames.joined(separator: ", "))
      (see calibrate COMMAND --help).
      """,
    options: [
      .font, .faceIndex, .sizes, .contentSize, .scales, .hinting, .placeholder, .widths, .step, .padding,
      .model,
      .labelRounding, .measureFont,
      .measureSize, .objective, .method, .placeholders, .guardCharacter, .variation, .tracking, .profile,
      .plot, .emit, .swiftName, .swiftAccess,
      .format([.table, .json, .csv]), .output,
      .help,
      .version,
    ],
    epilogue: "profiles:\n" + Profile.allCases.map { "  " + $0.summary }.joined(separator: "\n")
  )

  static func validate(_ options: FitOptions) throws(UsageError) {
    let given = options.calibration.given
    try options.calibration.validateSizing(emitsSwift: options.emitsSwift)
    try options.calibration.validateMethod()
    if given.contains(.contentSize) && given.contains(.sizes) {
      throw UsageError("--content-size chooses the sizes; it cannot be combined with --sizes")
    }
    if options.emitsSwift && given.contains(.format) {
      throw UsageError(
        "--emit swift prints Swift source instead of a report; it cannot be combined with --format")
    }
    if options.swiftName != nil && !options.emitsSwift {
      throw UsageError("--swift-name names the enum --emit swift writes; it needs --emit swift")
    }
    if options.swiftAccess != nil && !options.emitsSwift {
      throw UsageError(
        "--swift-access sets the access level of the enum --emit swift writes; it needs --emit swift")
    }
    if options.scales.count > 1 && !options.emitsSwift {
      throw UsageError(
        "--scale lists several scales only with --emit swift, whose one file serves them all; a report is of one scale (calibrate batch takes a list)"
      )
    }
    if options.scales.count > 1 && options.plot != nil {
      throw UsageError("--plot draws one scale; give --scale one factor with --plot")
    }
  }

  static func run(_ options: FitOptions, console: any Console) throws(CommandError) {
    var settings = options.calibration.resolvedSettings(console: console)
    if options.emitsSwift { options.calibration.applySwiftDefaults(to: &settings) }
    let run = try CommandError.calibrating { () throws(FontCalibrationError) in
      try CalibrationRun.perform(settings)
    }
    if let warning = run.warning { console.diagnose("\(warning)\n") }
    let text: String
    if options.emitsSwift {
      // One run per scale listed, the same settings but for the scale, in the order given.
      var runs = [run]
      for scale in options.scales.dropFirst() {
        var scaled = settings
        scaled.scale = scale
        runs.append(
          try CommandError.calibrating { () throws(FontCalibrationError) in try CalibrationRun.perform(scaled)
          })
      }
      text = SwiftEmitter(
        runs: runs, typeName: options.swiftName ?? SwiftEmitter.defaultTypeName,
        access: options.swiftAccess ?? .internal
      ).source()
    } else {
      text = FitReport(run: run).rendered(options.calibration.format)
    }
    // The chart first: if it cannot be written, nothing else is.
    if let path = options.plot {
      let chart = PlotRenderer(run: run).svg()
      try CommandError.filing { () throws(FileError) in try AtomicFile.write(chart, to: path) }
    }
    try emit(text, to: options.output, console: console)
  }
}
