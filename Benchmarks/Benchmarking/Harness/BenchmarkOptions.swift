import CalibrateSupport

/// The benchmark tool's parsed command line.
package struct BenchmarkOptions: Sendable, Equatable {
  /// How results are printed.
  package enum OutputFormat: String, Sendable, CaseIterable {
    /// Aligned columns for a terminal.
    case table
    /// One JSON document (the format `--save` writes).
    case json
  }

  /// A regular expression; only benchmarks whose names contain a match run.
  package var filter: String?
  /// Timed samples per benchmark.
  package var samples = MeasurementSettings.defaultSamples
  /// How results are printed.
  package var format = OutputFormat.table
  /// Where to save the run.
  package var savePath: String?
  /// The saved run to compare with.
  package var comparePath: String?
  /// The median growth, in percent, that counts as a regression.
  package var thresholdPercent = RunComparison.defaultThresholdPercent
  /// The benchmark to run for an instruction profile.
  package var profileBenchmark: String?
  /// Operations in the profiled region.
  package var profileIterations = 1_000
  /// Whether to count instructions under callgrind and judge them against their limits.
  package var countsInstructions = false
  /// The valgrind program for `--instructions`, if not the one in `PATH`.
  package var valgrindPath: String?
  /// The options given, as the table recorded them (`--threshold` applies only with `--compare`,
  /// `--iterations` only with `--profile-one`).
  package var given = GivenOptions()
  /// Whether to list the benchmark names and stop.
  var listsBenchmarks = false
  /// Whether to print help and stop.
  var showsHelp = false

  /// Creates the defaults.
  package init() {}

  /// Every option, in help order.
  static let options: [CommandLineOption<BenchmarkOptions>] = [
    CommandLineOption(
      "--filter", value: "REGEX",
      help: "Run only benchmarks whose names contain a match, e.g. '^emptyTitle/(library|seed)$'."
    ) { options, value throws(UsageError) in
      guard NamePattern(value) != nil else {
        throw UsageError("--filter '\(TerminalText.printable(value))' is not a valid regular expression")
      }
      options.filter = value
    },
    .wholeNumber(
      "--samples", value: "N",
      help:
        "Timed samples per benchmark (default \(MeasurementSettings.defaultSamples); 30 or more for saved runs).",
      in: 1...100_000
    ) { $0.samples = $1 },
    .choice(
      "--format", value: "FORMAT", help: "Output: 'table' (default) or 'json'.", choices: "'table' or 'json'",
      parse: OutputFormat.init(rawValue:)
    ) { $0.format = $1 },
    .text(
      "--save", value: "PATH", needs: "a file path",
      help: "Save the run as JSON, e.g. results/benchmarks/baseline.json (release builds only)."
    ) { $0.savePath = $1 },
    .text(
      "--compare", value: "PATH", needs: "a file path",
      help: "Compare with a saved run; exit 2 if a median regresses past --threshold or allocations grow."
    ) { $0.comparePath = $1 },
    .choice(
      "--threshold", value: "PERCENT",
      help: "Median growth that counts as a regression with --compare (default 5).",
      choices: "a percentage above 0", parse: { Double($0).flatMap { $0 > 0 && $0 <= 10_000 ? $0 : nil } }
    ) { $0.thresholdPercent = $1 },
    .text(
      "--profile-one", value: "NAME", needs: "a benchmark name",
      help: "Run one benchmark's loop --iterations times for callgrind (see 'make profile')."
    ) { $0.profileBenchmark = $1 },
    CommandLineOption(
      "--iterations", value: "K", help: "Operations in the --profile-one region (default 1000)."
    ) { options, value throws(UsageError) in
      options.profileIterations = try OptionValue.wholeNumber(
        value, option: "--iterations", in: 1...1_000_000_000)
    },
    CommandLineOption(
      flag: "--instructions",
      help:
        "Count instructions per operation under callgrind and hold each hot path to its limit against its floor (see 'make bench-instructions'); --filter selects limits by name."
    ) { options in
      options.countsInstructions = true
    },
    .text(
      "--valgrind", value: "PATH", needs: "a program",
      help: "The valgrind program of --instructions (default: valgrind in PATH)."
    ) { $0.valgrindPath = $1 },
    CommandLineOption(flag: "--list", help: "Print the benchmark names and exit.") { options in
      options.listsBenchmarks = true
    },
    CommandLineOption(flag: "--help", help: "Print this help and exit.") { options in options.showsHelp = true
    },
  ]

  /// The option table that both parses and prints `--help`.
  package static func table(program: String) -> OptionTable<BenchmarkOptions> {
    OptionTable(
      command: program, synopsis: "\(program) [options]",
      summary: """
        Measures the placeholder-title hot path, shaping, the solver and a whole calibration.
        Build with 'swift run -c release \(program)'; debug builds are flagged and cannot save or compare.
        """,
      options: options,
      epilogue: """
        exit status: 0 success, 1 runtime failure, 2 a regression found by --compare or a limit exceeded, 64 bad usage.
        environment: CALIBRATE_BENCH_SLOWDOWN=1 adds deliberate work to emptyTitle/library.
        """)
  }

  /// Parses the arguments after the program name.
  ///
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - program: The program name, for messages.
  /// - Returns: The options.
  /// - Throws: `UsageError` for an unknown option, a missing, repeated or bad value, or options
  ///   that do not go together.
  package static func parse(
    _ arguments: [String], program: String = "benchmarks"
  ) throws(UsageError)
    -> BenchmarkOptions
  {
    var options = BenchmarkOptions()
    options.given = try table(program: program).parse(arguments, into: &options)
    try options.validate()
    return options
  }

  /// The help text, generated from the option table.
  ///
  /// - Parameter program: The program name shown in the usage line.
  package static func help(program: String) -> String {
    table(program: program).help
  }

  private func validate() throws(UsageError) {
    if given.contains("--threshold") && comparePath == nil {
      throw UsageError("--threshold only applies with --compare")
    }
    if given.contains("--iterations") && profileBenchmark == nil {
      throw UsageError("--iterations only applies with --profile-one")
    }
    if profileBenchmark != nil && (savePath != nil || comparePath != nil) {
      throw UsageError("--profile-one cannot be combined with --save or --compare")
    }
    if given.contains("--valgrind") && !countsInstructions {
      throw UsageError("--valgrind only applies with --instructions")
    }
    if countsInstructions && (savePath != nil || comparePath != nil || profileBenchmark != nil) {
      throw UsageError("--instructions cannot be combined with --save, --compare or --profile-one")
    }
  }
}
