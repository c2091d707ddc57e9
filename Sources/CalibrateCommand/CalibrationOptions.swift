import CalibrateSupport
import CalibrationReports
import FontCalibration
import PlaceholderTitle

/// What the commands that measure and fit share: the calibration settings, the options given, the
/// output format and file, and help.
///
/// A command's own options (``FitOptions``, ``BatchOptions``...) hold one; ``MeasureCommand``
/// takes it alone. Commands hand ``settings`` to the libraries; nothing else leaves the command
/// line.
struct CalibrationOptions: CalibratingOptions {
  /// An option whose being given matters beyond its value: a profile does not override it, or
  /// it does not go with another. Its raw value is the option's name, under which the table
  /// records it in ``given``.
  enum Given: String, CaseIterable, Sendable {
    case sizes = "--sizes", contentSize = "--content-size", scale = "--scale", step = "--step"
    case padding = "--padding", widths = "--widths", measureSize = "--measure-size", model = "--model"
    case labelRounding = "--label-rounding", guardCharacter = "--guard", placeholders = "--placeholders"
    case format = "--format"
  }

  /// The widest target accepted, in points.
  static let maximumWidth = 10_000.0

  /// What to measure and fit.
  var settings = CalibrationSettings()
  /// Every option given on the command line, as the command's table recorded it.
  var given = GivenOptions()
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
    profile.apply(to: &settings, keeping: Set(fields.compactMap { given.contains($0.key) ? $0.value : nil }))
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

  /// Whether `--emit swift` picks UIKit's swipe button for the model: nothing given names another
  /// (`--model`, `--padding` or a profile).
  var emitsForUIKitByDefault: Bool {
    !given.contains(.model) && !given.contains(.padding) && settings.profile == nil
  }

  /// The defaults of `--emit swift`, whose file an app drops into an iOS target for its swipe
  /// buttons: UIKit's swipe-button model and its 74...120 pt unless an option or a profile names
  /// another model or widths, and U+200B at both ends of every title unless `--guard` is given, so
  /// that UIKit's trim of whitespace keeps the titles.
  func applySwiftDefaults(to settings: inout CalibrationSettings) {
    if emitsForUIKitByDefault {
      settings.sizing = .uikitSwipe
      if !given.contains(.widths) {
        settings.widths.from = UIKitSwipeButton.minimumButtonWidth
        settings.widths.through = UIKitSwipeButton.maximumButtonWidth
      }
    }
    if !given.contains(.guardCharacter) && settings.guardCharacter == nil {
      settings.guardCharacter = CompositeTitle.guardCandidates[0]
    }
  }

  /// Refuses sizing options that contradict each other: the UIKit model defines its own padding,
  /// and the label rounding means something only under it (also when a profile or, for
  /// `--emit swift`, the default chose it).
  func validateSizing(emitsSwift: Bool = false) throws(UsageError) {
    let sizing = emitsSwift && emitsForUIKitByDefault ? .uikitSwipe : effectiveSizing
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

extension GivenOptions {
  /// Whether an option that matters beyond its value was given.
  func contains(_ option: CalibrationOptions.Given) -> Bool { contains(option.rawValue) }
}
