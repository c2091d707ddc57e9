import CommandLineSupport
import FontCalibration
import TextReports

/// What the commands that measure and fit share: the calibration settings, which of the options
/// that presets and checks care about were given, the output format and file, and help.
///
/// A command's own options (``FitOptions``, ``BatchOptions``...) hold one; ``MeasureCommand``
/// takes it alone. Commands hand ``settings`` to the libraries; nothing else leaves the command
/// line.
struct CalibrationOptions: CalibratingOptions {
  /// An option whose being given matters beyond its value: a profile does not override it, or
  /// it does not go with another.
  enum Given: Hashable, Sendable {
    case sizes, contentSize, scale, step, padding, widths, measureSize, model, labelRounding, guardCharacter
    case placeholders, format
  }

  /// The widest target accepted, in points.
  static let maximumWidth = 10_000.0

  /// What to measure and fit.
  var settings = CalibrationSettings()
  /// The options given on the command line, of those ``Given`` names.
  var given: Set<Given> = []
  /// The output format.
  var format = ReportFormat.table
  /// Where to write the result; `nil` writes to standard output.
  var output: String?
  /// Whether `--help` was asked for.
  var help = false

  /// The options themselves, as ``CalibratingOptions`` asks.
  var calibration: CalibrationOptions {
    get { self }
    set { self = newValue }
  }

  /// The settings with the profile applied (explicit options win over it), warning about the
  /// profile's assumptions on the console.
  ///
  /// - Parameters:
  ///   - console: Where the profile's warning goes.
  ///   - warns: Whether to print the profile's warning, which is about the titles a command
  ///     composes (`observe` composes none).
  func resolvedSettings(console: any Console, warns: Bool = true) -> CalibrationSettings {
    var settings = self.settings
    guard let profile = settings.profile else { return settings }
    let fields: [Given: CalibrationSettings.Field] = [
      .sizes: .sizes, .padding: .padding, .widths: .widths, .measureSize: .measureSize, .model: .sizing,
      .guardCharacter: .guardCharacter, .contentSize: .sizes,
    ]
    profile.apply(to: &settings, keeping: Set(given.compactMap { fields[$0] }))
    if warns, let warning = profile.warning { console.diagnose(warning + "\n") }
    return settings
  }

  /// The sizing model the run will use: the one `--model` names, else the profile's.
  var effectiveSizing: CalibrationSettings.Sizing {
    guard !given.contains(.model), let profile = settings.profile else { return settings.sizing }
    var resolved = settings
    profile.apply(to: &resolved, keeping: [])
    return resolved.sizing
  }

  /// Refuses sizing options that contradict each other: the UIKit model defines its own padding,
  /// and the label rounding means something only under it (also when a profile chose it).
  func validateSizing() throws(UsageError) {
    let sizing = effectiveSizing
    if sizing == .uikitSwipe && given.contains(.padding) {
      throw UsageError(
        "--padding cannot be combined with --model uikit-swipe, which defines its own (6 pt per side)")
    }
    if sizing != .uikitSwipe && given.contains(.labelRounding) {
      throw UsageError("--label-rounding applies only with --model uikit-swipe")
    }
  }

  /// Refuses options of the composite method without it.
  func validateMethod() throws(UsageError) {
    if settings.method != .composite && given.contains(.placeholders) {
      throw UsageError("--placeholders applies only with --method composite")
    }
  }
}
