import CalibrateSupport

/// Every value the `corpus-check` command line sets, with its defaults.
struct CorpusOptions: Sendable, Equatable {
  /// The fontconfig pattern whose faces are measured.
  package var pattern = ":"
  /// The `--sizes` list given to `calibrate`.
  package var sizes = "8...40"
  /// The device scale.
  package var scale = 2
  /// How many shards run at once.
  package var jobs = 2
  /// How many shards the faces are split into; `nil` uses eight per job.
  var shards: Int?
  /// The `calibrate` executable; `nil` uses the one next to `corpus-check`.
  package var calibrate: String?
  /// The `hb-shape` executable.
  var hbShape = "/usr/bin/hb-shape"
  /// Seconds each child process may run.
  var timeout = 600.0
  /// How many mismatch lines to print.
  var show = 20
  /// Whether `--help` was asked for.
  package var help = false

  /// Creates the defaults.
  package init() {}

  /// The shard count the run uses.
  var shardCount: Int { shards ?? jobs * 8 }
}

// MARK: - Parsing

extension CorpusOptions {
  /// The option table that both parses and prints `--help`.
  static let table = OptionTable<CorpusOptions>(
    command: "corpus-check",
    synopsis: "corpus-check [--pattern :] [--sizes 8...40] [--scale 2] [--jobs 2] [--calibrate PATH]",
    summary: """
      Measures every face fontconfig lists for the pattern (every installed face by default, each
      face of a collection) with calibrate batch in hinting none, light and full, and compares the
      placeholder's glyph, advance and run check at every size with hb-shape --shapers=ot (font
      units unhinted; FreeType's functions with the same load flags in 26.6 hinted). Fits calibrate
      refuses are measured with calibrate measure instead. Prints one summary line; exits 0 only
      when no case mismatched and no tool crashed or hung.
      """,
    options: [
      .text(
        "--pattern", value: "PATTERN", needs: "a fontconfig pattern",
        help: "The fontconfig pattern whose faces are measured (default ':', every installed face)."
      ) { $0.pattern = $1 },
      CommandLineOption(
        "--sizes", value: "LIST", help: "Whole point sizes: A...B, A..<B or A,B,C (default 8...40)."
      ) { options, value throws(UsageError) in
        try Self.checkSizes(value)
        options.sizes = value
      },
      .wholeNumber(
        "--scale", value: "N", help: "The device scale, a whole number so pixel sizes are whole (default 2).",
        in: 1...10
      ) { $0.scale = $1 },
      .wholeNumber("--jobs", value: "N", help: "How many shards run at once (default 2).", in: 1...256) {
        $0.jobs = $1
      },
      .wholeNumber(
        "--shards", value: "N", help: "How many shards the faces are split into (default 8 per job).",
        in: 1...100_000
      ) { $0.shards = $1 },
      .text(
        "--calibrate", value: "PATH", needs: "a path",
        help: "The calibrate executable (default: the one next to corpus-check, in the same build folder)."
      ) { $0.calibrate = $1 },
      .text(
        "--hb-shape", value: "PATH", needs: "a path",
        help: "The hb-shape executable (default /usr/bin/hb-shape)."
      ) { $0.hbShape = $1 },
      CommandLineOption(
        "--timeout", value: "SECONDS", help: "The time limit of each child process (default 600)."
      ) { options, value throws(UsageError) in
        guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= 86400 else {
          throw UsageError(
            "--timeout must be a number of seconds above 0 and at most 86400, not '\(TerminalText.printable(value))'"
          )
        }
        options.timeout = seconds
      },
      CommandLineOption("--show", value: "N", help: "How many refusals and mismatches to list (default 20).")
      {
        options, value throws(UsageError) in
        options.show = try OptionValue.wholeNumber(
          value, option: "--show", in: 0...CorpusTally.keptMismatches)
      },
      CommandLineOption(flag: "--help", help: "Show this help.") { $0.help = true },
    ]
  )

  /// Parses arguments, starting from the defaults.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The options.
  /// - Throws: `UsageError` for an unknown option or a missing or bad value.
  package static func parse(_ arguments: [String]) throws(UsageError) -> CorpusOptions {
    var options = CorpusOptions()
    try table.parse(arguments, into: &options)
    return options
  }

  /// The help text, generated from the option table.
  package static var help: String { table.help }

  /// Accepts `A...B`, `A..<B` and comma lists of whole sizes from 1 to 1000: hb-shape takes whole
  /// pixel sizes only.
  static func checkSizes(_ value: String) throws(UsageError) {
    let problem = UsageError(
      "--sizes must be whole sizes from 1 to 1000 such as 8...40, 8..<41 or 12,14, not '\(TerminalText.printable(value))'"
    )
    func size(_ text: Substring) throws(UsageError) -> Int {
      guard let number = Int(text), (1...1000).contains(number) else { throw problem }
      return number
    }
    for separator in ["...", "..<"] {
      let parts = value.split(separator: separator, omittingEmptySubsequences: false)
      guard parts.count == 2 else { continue }
      let (low, high) = (try size(parts[0]), try size(parts[1]))
      guard separator == "..." ? low <= high : low < high else { throw problem }
      return
    }
    let items = value.split(separator: ",", omittingEmptySubsequences: false)
    guard !items.isEmpty else { throw problem }
    for item in items { _ = try size(item) }
  }
}
