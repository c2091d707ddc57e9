import CalibrateSupport

/// The options of a fuzz campaign's command line: the ``CampaignSettings`` every campaign shares
/// and what the campaign adds (its inputs).
protocol CampaignOptions: Sendable {
  /// The defaults.
  init()
  /// What every campaign sets.
  var campaign: CampaignSettings { get set }
  /// Whether `--help` was asked for.
  var help: Bool { get set }
}

extension CampaignOptions {
  /// How many cases to run.
  package var cases: Int { campaign.cases }
  /// The seed every case derives from.
  package var seed: UInt64 { campaign.seed }
  /// How many cases run at once.
  package var jobs: Int { campaign.jobs }
  /// Seconds each command may run before it counts as a hang.
  var timeout: Double { campaign.timeout }
  /// The `calibrate` executable; `nil` uses the one next to the fuzzer.
  package var calibrate: String? { campaign.calibrate }
  /// Where findings are saved.
  package var findings: String { campaign.findings }
  /// The case numbers to run.
  var caseIndices: [Int] { campaign.caseIndices }

  /// Parses arguments with a campaign's table, starting from the defaults, and refuses options
  /// that do not go together (one case and a count of cases).
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - table: The campaign's option table.
  /// - Returns: The options.
  /// - Throws: `UsageError` for an unknown option, a missing or bad value, or options that do
  ///   not go together.
  package static func parse(_ arguments: [String], with table: OptionTable<Self>) throws(UsageError) -> Self {
    var options = Self()
    let given = try table.parse(arguments, into: &options)
    if options.campaign.onlyCase != nil && given.contains("--cases") {
      throw UsageError("--case runs one case; it cannot be combined with --cases")
    }
    return options
  }
}

// MARK: - The options every campaign takes

extension CommandLineOption where Options: CampaignOptions {
  /// `--cases N`.
  static func cases(help: String) -> CommandLineOption<Options> {
    .wholeNumber("--cases", value: "N", help: help, in: 1...10_000_000) { $0.campaign.cases = $1 }
  }

  /// `--seed S`, decimal or 0x hex.
  static var seed: CommandLineOption<Options> {
    CommandLineOption("--seed", value: "S", help: "The seed: a whole number, decimal or 0x hex (default 1).")
    {
      options, value throws(UsageError) in
      let parsed = value.hasPrefix("0x") ? UInt64(value.dropFirst(2), radix: 16) : UInt64(value)
      guard let parsed else {
        throw UsageError(
          "--seed must be a whole number from 0 to 2^64-1, not '\(TerminalText.printable(value))'")
      }
      options.campaign.seed = parsed
    }
  }

  /// `--case N`.
  static var onlyCase: CommandLineOption<Options> {
    .wholeNumber(
      "--case", value: "N", help: "Run only case N of the seed, to reproduce a finding.",
      in: 0...Int(Int32.max)
    ) { $0.campaign.onlyCase = $1 }
  }

  /// `--jobs N`.
  static var jobs: CommandLineOption<Options> {
    .wholeNumber("--jobs", value: "N", help: "How many cases run at once (default 2).", in: 1...256) {
      $0.campaign.jobs = $1
    }
  }

  /// `--timeout SECONDS`.
  static var timeout: CommandLineOption<Options> {
    CommandLineOption(
      "--timeout", value: "SECONDS",
      help: "The time limit of each command; past it the command is killed and counts as a hang (default 10)."
    ) { options, value throws(UsageError) in
      guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= 3600 else {
        throw UsageError(
          "--timeout must be a number of seconds above 0 and at most 3600, not '\(TerminalText.printable(value))'"
        )
      }
      options.campaign.timeout = seconds
    }
  }

  /// `--calibrate PATH`.
  static func calibrate(fuzzer: String) -> CommandLineOption<Options> {
    .text(
      "--calibrate", value: "PATH", needs: "a path",
      help: "The calibrate executable to test (default: the one next to \(fuzzer), in the same build folder)."
    ) { $0.campaign.calibrate = $1 }
  }

  /// `--findings DIR`.
  static func findings(help: String) -> CommandLineOption<Options> {
    .text("--findings", value: "DIR", needs: "a folder", help: help) { $0.campaign.findings = $1 }
  }

  /// `--help`.
  static var help: CommandLineOption<Options> {
    CommandLineOption(flag: "--help", help: "Show this help.") { $0.help = true }
  }
}
