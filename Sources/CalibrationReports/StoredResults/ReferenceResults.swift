import CalibrateSupport
import FontCalibration
import TextMetrics
import WidthCalibration

/// The configurations whose calibrations of the reference fonts are kept in `results/`.
package enum ReferenceResults {
  /// Device scales calibrated.
  package static let scales = [1.0, 2.0, 3.0]
  /// Hinting modes calibrated.
  package static let hintings: [HintingMode] = [.none, .full]
  /// Fonts whose charts are drawn.
  static let chartedFonts: Set<String> = ["inter"]

  /// Whether a configuration of a font gets a chart: every hinted scale of a charted font, and
  /// one unhinted scale (unhinted advances do not depend on the scale, so the charts would repeat).
  package static func isCharted(_ font: ReferenceFont, scale: Double, hinting: HintingMode) -> Bool {
    chartedFonts.contains(font.slug) && (hinting != .none || scale == 2)
  }

  /// The file name of one result, relative to the results folder.
  package static func resultPath(_ font: ReferenceFont, scale: Double, hinting: HintingMode) -> String {
    "\(font.slug)/\(NumberFormat.number(scale))x-\(hinting.rawValue).json"
  }

  /// The file name of one chart, relative to the results folder.
  package static func chartPath(_ font: ReferenceFont, scale: Double, hinting: HintingMode) -> String {
    "charts/\(font.slug)-\(NumberFormat.number(scale))x-\(hinting.rawValue).svg"
  }

  /// Fonts whose button preview is drawn, at ``previewSize`` pt in each previewed configuration.
  static let previewedFonts: Set<String> = ["inter"]
  /// The size of the previews: UIKit's swipe-action title.
  package static let previewSize = 15.0
  /// The target widths of the previews: UIKit's swipe-action buttons, 74...120 pt, every 2 pt.
  static let previewTargets = CalibrationProblem.targetRange(from: 74, through: 120, step: 2)

  /// Whether a configuration of a font gets a button preview (hand-tuned constants against the
  /// fit): @2x with full hinting, beside that configuration's chart.
  package static func isPreviewed(_ font: ReferenceFont, scale: Double, hinting: HintingMode) -> Bool {
    previewedFonts.contains(font.slug) && scale == 2 && hinting == .full
  }

  /// The file name of one button preview, relative to the results folder.
  package static func previewPath(_ font: ReferenceFont, scale: Double, hinting: HintingMode) -> String {
    "charts/\(font.slug)-\(NumberFormat.number(previewSize))pt-\(NumberFormat.number(scale))x-\(hinting.rawValue)-preview.svg"
  }

  /// The settings of one reference preview: the reference calibration's settings at
  /// ``previewSize`` with the rows ``previewTargets`` and the default label.
  package static func previewSettings(_ path: String, scale: Double, hinting: HintingMode) -> PreviewSettings
  {
    PreviewSettings(
      calibration: settings(path, scale: scale, hinting: hinting), size: previewSize, targets: previewTargets)
  }

  /// Hinting modes of the composite calibrations.
  package static let compositeHintings: [HintingMode] = [.none, .full]
  /// The device scale of the composite calibrations.
  static let compositeScale = 2.0
  /// The target widths of the composite calibrations: from UIKit's smallest swipe-action button,
  /// 74 pt. Just above the padding a title holds one or two characters at large sizes, too few
  /// to mix, and those few widths would set the maximum of the default 40...200.
  static let compositeWidths = WidthRange(from: 74, through: 200, step: 0.5)

  /// The file name of one composite calibration, relative to the results folder.
  package static func compositePath(_ font: ReferenceFont, hinting: HintingMode) -> String {
    "composite/\(font.slug)-\(hinting.rawValue).json"
  }

  /// The settings of one composite calibration: the reference settings at ``compositeScale``
  /// with `--method composite` (every space the font maps, no guard) and
  /// ``compositeWidths``.
  package static func compositeSettings(_ path: String, hinting: HintingMode) -> CalibrationSettings {
    var settings = settings(path, scale: compositeScale, hinting: hinting)
    settings.method = .composite
    settings.widths = compositeWidths
    return settings
  }

  /// The settings of one reference calibration: sizes 8...40, U+200A, padding 30, W 40...200
  /// step 0.5, minimax (the tool's defaults), on the font's listed path.
  package static func settings(_ path: String, scale: Double, hinting: HintingMode) -> CalibrationSettings {
    var settings = CalibrationSettings()
    settings.font = path
    settings.scale = scale
    settings.hinting = hinting
    return settings
  }
}
