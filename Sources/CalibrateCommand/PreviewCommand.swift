import CalibrateSupport
import CalibrationReports
import FontCalibration

/// `calibrate preview`: the buttons the methods give, drawn as an SVG contact sheet.
enum PreviewCommand: Command {
  static let table = OptionTable<PreviewOptions>(
    command: "calibrate preview",
    synopsis:
      "calibrate preview [--font FONT] [--size 15] [--scale 2] [--hinting none|light|full] [--widths 74...120 [--step 2] | --widths 74,96,120] [--label Delete] [--cell-height POINTS] [--output FILE.svg] [options]",
    summary: """
      Draws the buttons as UIKit would size them: one row per target width W, one column per method
      (the hand-tuned constants 30, 1.1, the constants fitted at this size to these widths, and composite
      titles of several space characters, composed as --method composite composes them; --placeholders
      and --guard choose their characters). Each cell is R(N) wide (the padding plus the shaped title
      the method picks, or the uikit-swipe model) and filled with a W x H pattern image tiled from its
      left edge, an icon above the label drawn from the font's own glyph outlines; ticks mark W and
      e = R(N) - W is written under it in points and device pixels. The output is one self-contained
      SVG in device pixels (1 pt = scale units).
      """,
    options: [
      .font, .faceIndex, .variation, .previewSize, .scale, .hinting, .placeholder, .padding, .model,
      .labelRounding, .measureSize, .placeholders, .guardCharacter(profiles: false), .previewWidths,
      .previewStep, .label,
      .cellHeight, .output, .help,
    ]
  )

  static func validate(_ options: PreviewOptions) throws(UsageError) {
    try options.calibration.validateSizing()
    let preview = options
    if case .list = preview.widths, options.calibration.given.contains(.step) {
      throw UsageError("--step applies only to a --widths range such as 74...120, not to a list")
    }
    let rows = preview.rowCount
    guard rows <= Double(PreviewSettings.maximumRows) else {
      let given: String
      switch preview.widths {
      case .list: given = "--widths lists"
      case .range:
        given = "--widths \(preview.widthsDescription) with --step \(NumberFormat.number(preview.step)) gives"
      }
      throw UsageError(
        "\(given) \(NumberFormat.number(rows)) rows; a preview shows at most \(PreviewSettings.maximumRows)")
    }
    if let cellHeight = preview.cellHeight {
      let imageHeight = PreviewSettings.imageHeight(size: preview.size)
      guard cellHeight > imageHeight else {
        throw UsageError(
          "--cell-height \(NumberFormat.number(cellHeight)) must exceed the image's height, \(NumberFormat.number(imageHeight)) pt at \(NumberFormat.number(preview.size)) pt"
        )
      }
    }
  }

  static func run(_ options: PreviewOptions, console: any Console) throws(CommandError) {
    let settings = options.previewSettings
    let preview = try CommandError.calibrating { () throws(FontCalibrationError) in
      try ButtonPreview.perform(settings)
    }
    try emit(PreviewRenderer(preview: preview).svg(), to: options.output, console: console)
    // After the sheet is written: a run that fails to write it prints its one error line only.
    for warning in preview.warnings { console.diagnose("\(warning)\n") }
  }
}
