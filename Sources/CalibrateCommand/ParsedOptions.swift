import CalibrateSupport

/// What a command's options have in common: they start from their defaults, they hold the
/// options given as the table recorded them, and one of them asks for help.
///
/// Each command owns its options (``FitOptions``, ``BatchOptions``...); what the commands that
/// calibrate share is one small type, ``CalibrationOptions``, inside theirs.
protocol ParsedOptions: Sendable {
  /// The defaults.
  init()
  /// Whether `--help` was asked for.
  var help: Bool { get set }
  /// Every option given, as the command's table recorded it while parsing.
  var given: GivenOptions { get set }
  /// Whether `--version` was asked for (only the fit takes it).
  var version: Bool { get }
}

extension ParsedOptions {
  var version: Bool { false }
}

/// The options of a command that writes one result, to standard output or `--output`.
protocol WritingOptions: ParsedOptions {
  /// Where to write the result; `nil` writes to standard output.
  var output: String? { get set }
}

/// The options of a command that measures and fits: ``CalibrationOptions`` and what the command
/// adds to it.
protocol CalibratingOptions: WritingOptions {
  /// What every calibrating command sets.
  var calibration: CalibrationOptions { get set }
}

extension CalibratingOptions {
  var help: Bool {
    get { calibration.help }
    set { calibration.help = newValue }
  }

  var output: String? {
    get { calibration.output }
    set { calibration.output = newValue }
  }

  var given: GivenOptions {
    get { calibration.given }
    set { calibration.given = newValue }
  }
}

extension CommandLineOption where Options: ParsedOptions {
  static var help: Self {
    CommandLineOption(flag: "--help", help: "Show this help (-h too).") { $0.help = true }
  }
}

extension CommandLineOption where Options: WritingOptions {
  static var output: Self {
    .text(
      "--output", value: "FILE", needs: "a file name",
      help: "Write the result to FILE (atomically: a temporary file, then rename) instead of standard output."
    ) { $0.output = $1 }
  }
}
