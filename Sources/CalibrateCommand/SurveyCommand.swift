import CalibrateSupport
import CalibrationReports
import FontCalibration
import TextMetrics

/// `calibrate survey`: every space-like character of a font, ranked by advance.
enum SurveyCommand: Command {
  static func validate(_ options: SurveyOptions) throws(UsageError) {
    let scale = options.calibration.settings.scale
    guard options.size * scale >= 1 else {
      throw UsageError(
        "size \(NumberFormat.number(options.size)) pt at scale \(NumberFormat.number(scale)) is under 1 pixel per em; give a larger --size or --scale"
      )
    }
  }

  static let table = OptionTable<SurveyOptions>(
    command: "calibrate survey",
    synopsis:
      "calibrate survey [--font FONT] [--size 14] [--scale 2] [--hinting none|light|full] [--format table|json|csv]",
    summary: """
      Lists every Unicode space-like character (U+0020, U+00A0, U+1680, U+2000...U+200B, U+202F,
      U+205F, U+3000, U+FEFF) with its presence in the character map, glyph id and rendered
      advance, ranked by smallest non-zero advance: the best placeholder comes first. Only a
      character the font has ranks: flags mark the others, synthesized (HarfBuzz made up the width
      because the font lacks the character, so an app's engine need not agree), zero-width and
      notdef (the font cannot show it). calibrate qa judges these widths against Unicode's.
      """,
    options: [
      .font, .faceIndex, .size, .scale, .hinting, .variation, .tracking, .format([.table, .json, .csv]),
      .output,
      .help,
    ]
  )

  static func run(_ options: SurveyOptions, console: any Console) throws(CommandError) {
    let settings = options.calibration.settings
    let font = try CommandError.calibrating { () throws(FontCalibrationError) in
      try FontLoader.openRenderFont(settings)
    }
    let configuration = settings.configuration(size: options.size)
    let survey = try CommandError.measuring { () throws(MetricsError) in try font.survey(configuration) }
    let report = SurveyReport(survey: survey, font: font.info)
    try emit(report.rendered(options.calibration.format), to: options.output, console: console)
  }
}
