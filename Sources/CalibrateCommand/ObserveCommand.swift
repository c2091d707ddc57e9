import CalibrateSupport
import CalibrationReports
import FontCalibration
import PlaceholderTitle
import TextMetrics

/// `calibrate observe FILE.csv`: fit the constants from button widths measured on a real device
/// instead of from FreeType and HarfBuzz.
///
/// Per size, a least-squares line width = P + count × a gives the implied padding P and
/// placeholder advance a; with the symbol width w the app measures (the unhinted advance in
/// `--font`, or `--measure-font`, at each size or at `--measure-size`), the closed form
/// shiftFactor = w / a, minimumWidth = P - a/2 reaches the floor a/2. A global pair is fitted
/// with the usual solver on the implied values, using the mean of the implied paddings.
enum ObserveCommand: Command {
  static let table = OptionTable<ObserveOptions>(
    command: "calibrate observe",
    synopsis: "calibrate observe FILE.csv [--font FONT] [--measure-size 14] [--widths 40...200] [options]",
    summary: """
      Fits the constants from widths measured on a device (CSV columns size,count,width, one row per
      button measured) instead of from the font engine: per size, the padding P and the placeholder
      advance a the widths imply, the constants that reach the floor a/2 (shiftFactor = w / a,
      minimumWidth = P - a/2, with w the symbol width the app measures in --font), and one global
      pair. Sizes, hinting and padding come from the observations, so those options do not apply.
      With --model uikit-swipe the widths at UIKit's clamp (74 and 120 pt) are left out of the line
      fits, the errors are the buttons UIKit would draw, and --scale sets the pixel grid it rounds to.
      """,
    options: [
      .font, .faceIndex, .placeholder, .widths, .step, .model, .labelRounding, .scale, .measureFont,
      .measureSize, .objective, .variation, .tracking, .profile, .format([.table, .json, .csv]), .output,
      .help,
    ],
    operands: .init("FILE.csv", maximumCount: 1) { options, value throws(UsageError) in
      guard !value.isEmpty else { throw UsageError("calibrate observe needs a CSV file, not an empty name") }
      options.files.append(value)
    },
    epilogue: "profiles:\n" + Profile.allCases.map { "  " + $0.summary }.joined(separator: "\n")
      + "\nA profile's --guard does not apply here: observe composes no titles, the device measured them."
  )

  static func validate(_ options: ObserveOptions) throws(UsageError) {
    let calibration = options.calibration
    try calibration.validateSizing()
    if calibration.given.contains(.scale) && calibration.effectiveSizing == .plain {
      throw UsageError(
        "--scale applies to calibrate observe only with --model uikit-swipe, which rounds to pixels")
    }
    guard options.files.count == 1 else {
      throw UsageError(
        "calibrate observe needs a CSV file of size,count,width rows (calibrate observe FILE.csv)")
    }
  }

  static func run(_ options: ObserveOptions, console: any Console) throws(CommandError) {
    // The profile's warning is about titles the tool composes; observe composes none.
    let settings = options.calibration.resolvedSettings(console: console, warns: false)
    let path = options.files[0]
    let text = try CommandError.filing { () throws(FileError) in try TextFile.read(path) }
    let (table, lines) = try CommandError.reporting { () throws(ResultFileError) in
      let table = try ObservationTable.parse(text, path: path)
      let model = settings.buttonModel
      // Widths at UIKit's clamp say nothing about the title; the rest are the rounded title + 12.
      let clamp =
        "at UIKit's clamp (buttons of \(ReportWording.uikitClampWidths), which show the clamp, not the title)"
      return (
        table,
        try table.lines(
          keeping: { model.maximumLabelWidth == nil || model.canReachStrictly($0.width) }, leftOut: clamp)
      )
    }
    let run = try CommandError.calibrating { () throws(FontCalibrationError) in
      let font: Font
      if let measureFont = settings.measureFont {
        font = try FontLoader.open(measureFont)
      } else {
        font = try FontLoader.openRenderFont(settings)
      }
      return try ObservationRun.perform(
        lines: lines, path: path, observationCount: table.rows.count, font: font, settings: settings)
    }
    if let warning = run.warning { console.diagnose("\(warning)\n") }
    try emit(
      ObservationReport(run: run).rendered(options.calibration.format), to: options.output, console: console)
  }
}
