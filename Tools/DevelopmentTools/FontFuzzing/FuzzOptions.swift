import CalibrateSupport

/// Every value the `fuzz-fonts` command line sets, with its defaults.
struct FuzzOptions: CampaignOptions, Equatable {
  /// What every campaign sets, with this one's default of 2000 cases.
  var campaign = CampaignSettings(cases: 2000)
  /// The `--sizes` list the measuring commands get.
  package var sizes = "8...40"
  /// Fonts to corrupt instead of the reference fonts.
  var inputs: [String] = []
  /// Whether `--help` was asked for.
  package var help = false

  /// Creates the defaults.
  package init() {}
}

// MARK: - Parsing

extension FuzzOptions {
  /// The option table that both parses and prints `--help`.
  static let table = OptionTable<FuzzOptions>(
    command: "fuzz-fonts",
    synopsis: "fuzz-fonts [--cases 2000] [--seed 1] [--jobs 2] [--timeout 10] [--calibrate PATH]",
    summary: """
      Corrupts the reference fonts (bit flips, byte runs, truncation, table-directory and table-field
      damage), runs calibrate on each corrupted font (survey, measure hinted, measure JSON, fit), each
      command under a time limit, and classifies it: ok, typed error (exit 1 or 64, one 'error:' line
      naming the file), bad error, hang or crash. Exits 0 only when there is no crash, hang or bad error.
      """,
    options: [
      .cases(help: "How many corrupted fonts to run (default 2000)."), .seed, .onlyCase, .jobs, .timeout,
      .calibrate(fuzzer: "fuzz-fonts"),
      .findings(
        help: "Where the fonts of crashes, hangs and bad errors are saved (default .build/fuzz-findings)."),
      CommandLineOption(
        "--sizes", value: "LIST",
        help: "The --sizes list given to the measuring commands, such as 8...40 or 12,14 (default 8...40)."
      ) { options, value throws(UsageError) in
        let allowed = Set("0123456789.,<")
        guard !value.isEmpty, value.allSatisfy({ allowed.contains($0) }) else {
          throw UsageError(
            "--sizes must be a list such as 8...40 or 12,14, not '\(TerminalText.printable(value))'")
        }
        options.sizes = value
      },
      .text(
        "--font", value: "FILE", needs: "a file",
        help: "A font to corrupt instead of the reference fonts; repeat for more.", repeatable: true
      ) { $0.inputs.append($1) },
      .help,
    ]
  )

  /// Parses arguments, starting from the defaults.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The options.
  /// - Throws: `UsageError` for an unknown option, a missing or bad value, or options that do not
  ///   go together.
  package static func parse(_ arguments: [String]) throws(UsageError) -> FuzzOptions {
    try parse(arguments, with: table)
  }

  /// The help text, generated from the option table.
  package static var help: String { table.help }
}
