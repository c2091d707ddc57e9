import CalibrateSupport

/// Every value the `fuzz-json` command line sets, with its defaults.
struct JSONFuzzOptions: CampaignOptions, Equatable {
  /// What every campaign sets, with this one's default of 4000 cases.
  var campaign = CampaignSettings(cases: 4000)
  /// Stored results to damage instead of the default ones.
  package var results: [String] = []
  /// Whether `--help` was asked for.
  package var help = false

  /// Creates the defaults.
  package init() {}
}

// MARK: - Parsing

extension JSONFuzzOptions {
  /// The option table that both parses and prints `--help`.
  static let table = OptionTable<JSONFuzzOptions>(
    command: "fuzz-json",
    synopsis: "fuzz-json [--cases 4000] [--seed 1] [--jobs 2] [--timeout 10] [--calibrate PATH]",
    summary: """
      Damages stored result files and a batch output (bit flips, stray bytes, cuts, lone surrogates,
      leading zeros, trailing commas, deep nesting, torn and joined lines, and edits that keep the
      JSON valid), runs calibrate check on the results and calibrate batch --resume on the outputs,
      each under a time limit, and judges each run against a strict JSON validator of its own:
      bad JSON must be refused with one error line naming the file (a torn last line of a batch
      output dropped with one warning), valid JSON read, and no finished record lost. Run it from
      the package folder. Exits 0 only when there is no crash, hang, accepted invalid input or other
      finding.
      """,
    options: [
      .cases(help: "How many damaged files to run, alternating check and resume (default 4000)."), .seed,
      .onlyCase, .jobs, .timeout, .calibrate(fuzzer: "fuzz-json"),
      .findings(help: "Where the files of findings are saved (default .build/fuzz-findings)."),
      .text(
        "--result", value: "FILE", needs: "a file",
        help:
          "A stored result to damage instead of the test font's (results/calibrate-test, results/composite); repeat for more.",
        repeatable: true
      ) { $0.results.append($1) },
      .help,
    ]
  )

  /// Parses arguments, starting from the defaults.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The options.
  /// - Throws: `UsageError` for an unknown option, a missing or bad value, or options that do not
  ///   go together.
  package static func parse(_ arguments: [String]) throws(UsageError) -> JSONFuzzOptions {
    try parse(arguments, with: table)
  }

  /// The help text, generated from the option table.
  package static var help: String { table.help }
}
