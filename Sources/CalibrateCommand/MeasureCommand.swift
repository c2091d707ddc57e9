import CalibrateSupport
import CalibrationReports
import FontCalibration

/// `calibrate measure`: the rendered advance of one placeholder at each size.
enum MeasureCommand: Command {
  static let table = OptionTable<CalibrationOptions>(
    command: "calibrate measure",
    synopsis:
      "calibrate measure [--font FONT] [--sizes 8...40] [--scale 2] [--hinting none|light|full] [--placeholder U+200A] [--format table|json|csv]",
    summary: """
      Measures the rendered advance of one placeholder character per size with FreeType and
      HarfBuzz, and checks that a run of copies shapes to exactly copies x advance (kerning or
      positioning between placeholders is reported, not assumed away).
      Unhinted advances are exact in font units, hinted ones in 26.6 pixels at ppem = size x scale.
      """,
    options: [
      .font, .faceIndex, .sizes, .scale, .hinting, .placeholder, .variation, .tracking,
      .format([.table, .json, .csv]), .output, .help,
    ]
  )

  static func run(_ options: CalibrationOptions, console: any Console) throws(CommandError) {
    let series = try CommandError.calibrating { () throws(FontCalibrationError) in
      try PlaceholderSeries(font: FontLoader.openRenderFont(options.settings), settings: options.settings)
    }
    if let warning = series.warning { console.diagnose("\(warning)\n") }
    try emit(MeasureReport(series: series).rendered(options.format), to: options.output, console: console)
  }
}
