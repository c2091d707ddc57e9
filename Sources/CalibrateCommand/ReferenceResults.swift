import TextMetrics

/// The reference fonts and configurations whose calibrations are kept in `results/`.
enum ReferenceResults {
  /// A font of the reference set: a short name for file names, and its path.
  struct ReferenceFont {
    var slug: String
    var path: String
    var package: String
  }

  /// The reference fonts (Debian 12 packages, and the project's own test font).
  static let fonts = [
    ReferenceFont(
      slug: "inter", path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter"),
    ReferenceFont(
      slug: "roboto", path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
      package: "fonts-roboto-unhinted"),
    ReferenceFont(
      slug: "dejavu-sans", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
      package: "fonts-dejavu-core"),
    ReferenceFont(
      slug: "noto-sans", path: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
      package: "fonts-noto-core"),
    ReferenceFont(
      slug: "liberation-sans", path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
      package: "fonts-liberation2"),
    ReferenceFont(
      slug: "calibrate-test", path: "fonts/CalibrateTest.ttf", package: "this project (make-test-font)"),
  ]

  /// Device scales calibrated.
  static let scales = [1.0, 2.0, 3.0]
  /// Hinting modes calibrated.
  static let hintings: [HintingMode] = [.none, .full]
  /// Fonts whose charts are drawn.
  static let chartedFonts: Set<String> = ["inter"]

  /// Whether a configuration of a charted font gets a chart: every hinted scale, and one
  /// unhinted scale (unhinted advances do not depend on the scale, so the charts would repeat).
  static func isCharted(_ font: ReferenceFont, scale: Double, hinting: HintingMode) -> Bool {
    chartedFonts.contains(font.slug) && (hinting != .none || scale == 2)
  }

  /// The file name of one result, relative to the results folder.
  static func resultPath(_ font: ReferenceFont, scale: Double, hinting: HintingMode) -> String {
    "\(font.slug)/\(Format.number(scale))x-\(hinting.rawValue).json"
  }

  /// The file name of one chart, relative to the results folder.
  static func chartPath(_ font: ReferenceFont, scale: Double, hinting: HintingMode) -> String {
    "charts/\(font.slug)-\(Format.number(scale))x-\(hinting.rawValue).svg"
  }

  /// The options of one reference calibration: sizes 8...40, U+200A, padding 30, W 40...200 step 0.5.
  static func options(_ font: ReferenceFont, scale: Double, hinting: HintingMode) -> CommandOptions {
    var options = CommandOptions()
    options.font = font.path
    options.sizes = (8...40).map(Double.init)
    options.scale = scale
    options.hinting = hinting
    options.placeholder = "\u{200A}"
    options.padding = 30
    options.widthsFrom = 40
    options.widthsThrough = 200
    options.widthStep = 0.5
    options.format = .json
    return options
  }
}
