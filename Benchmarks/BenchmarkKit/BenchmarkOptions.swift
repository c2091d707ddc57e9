/// The benchmark tool's parsed command line.
public struct BenchmarkOptions: Sendable, Equatable {
  /// How results are printed.
  public enum OutputFormat: String, Sendable, CaseIterable {
    /// Aligned columns for a terminal.
    case table
    /// One JSON document (the format `--save` writes).
    case json
  }

  /// A regular expression; only benchmarks whose names contain a match run.
  public var filter: String?
  /// Timed samples per benchmark.
  public var samples = MeasurementSettings.defaultSamples
  /// How results are printed.
  public var format = OutputFormat.table
  /// Where to save the run.
  public var savePath: String?
  /// The saved run to compare with.
  public var comparePath: String?
  /// The median growth, in percent, that counts as a regression.
  public var thresholdPercent = RunComparison.defaultThresholdPercent
  /// The benchmark to run for an instruction profile.
  public var profileBenchmark: String?
  /// Operations in the profiled region.
  public var profileIterations = 1_000
  /// Whether to list the benchmark names and stop.
  public var listsBenchmarks = false
  /// Whether to print help and stop.
  public var showsHelp = false
  /// Which options were given, by name.
  public var given: Set<String> = []

  /// Creates the defaults.
  public init() {}

  /// Every option, in help order.
  public static let table: [BenchmarkOption] = [
    BenchmarkOption(
      name: "--filter", valueName: "REGEX",
      help: "Run only benchmarks whose names contain a match, e.g. '^emptyTitle/(library|seed)$'."
    ) { options, value throws(UsageError) in
      do {
        _ = try Regex(value)
      } catch {
        throw UsageError("--filter '\(value)' is not a valid regular expression")
      }
      options.filter = value
    },
    BenchmarkOption(
      name: "--samples", valueName: "N",
      help:
        "Timed samples per benchmark (default \(MeasurementSettings.defaultSamples); 30 or more for saved runs)."
    ) { options, value throws(UsageError) in
      options.samples = try integer(value, option: "--samples", in: 1...100_000)
    },
    BenchmarkOption(
      name: "--format", valueName: "FORMAT", help: "Output: 'table' (default) or 'json'."
    ) { options, value throws(UsageError) in
      guard let format = OutputFormat(rawValue: value) else {
        throw UsageError("--format must be 'table' or 'json', not '\(value)'")
      }
      options.format = format
    },
    BenchmarkOption(
      name: "--save", valueName: "PATH",
      help: "Save the run as JSON, e.g. results/benchmarks/baseline.json (release builds only)."
    ) { options, value throws(UsageError) in
      guard !value.isEmpty else { throw UsageError("--save needs a file path") }
      options.savePath = value
    },
    BenchmarkOption(
      name: "--compare", valueName: "PATH",
      help: "Compare with a saved run; exit 2 if a median regresses past --threshold or allocations grow."
    ) { options, value throws(UsageError) in
      guard !value.isEmpty else { throw UsageError("--compare needs a file path") }
      options.comparePath = value
    },
    BenchmarkOption(
      name: "--threshold", valueName: "PERCENT",
      help: "Median growth that counts as a regression with --compare (default 5)."
    ) { options, value throws(UsageError) in
      guard let percent = Double(value), percent.isFinite, percent > 0, percent <= 10_000 else {
        throw UsageError("--threshold must be a percentage above 0, not '\(value)'")
      }
      options.thresholdPercent = percent
    },
    BenchmarkOption(
      name: "--profile-one", valueName: "NAME",
      help: "Run one benchmark's loop --iterations times for callgrind (see 'make profile')."
    ) { options, value throws(UsageError) in
      guard !value.isEmpty else { throw UsageError("--profile-one needs a benchmark name") }
      options.profileBenchmark = value
    },
    BenchmarkOption(
      name: "--iterations", valueName: "K", help: "Operations in the --profile-one region (default 1000)."
    ) { options, value throws(UsageError) in
      options.profileIterations = try integer(value, option: "--iterations", in: 1...1_000_000_000)
    },
    BenchmarkOption(name: "--list", valueName: nil, help: "Print the benchmark names and exit.") {
      options, _ throws(UsageError) in options.listsBenchmarks = true
    },
    BenchmarkOption(name: "--help", valueName: nil, help: "Print this help and exit.") {
      options, _ throws(UsageError) in options.showsHelp = true
    },
  ]

  /// Parses the arguments after the program name.
  ///
  /// Accepts `--name value` and `--name=value`; a later value replaces an earlier one.
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: ``UsageError`` for an unknown option, a missing or bad value, or options that do
  ///   not go together.
  public static func parse(_ arguments: [String]) throws(UsageError) -> BenchmarkOptions {
    var options = BenchmarkOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      var name = argument
      var inlineValue: String? = nil
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = table.first(where: { $0.name == name }) else {
        if argument.hasPrefix("-") {
          throw UsageError("unknown option '\(name)' (see --help)")
        }
        throw UsageError("unexpected argument '\(argument)' (see --help)")
      }
      var value = ""
      if option.valueName != nil {
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw UsageError("\(name) needs a value")
        }
      } else if inlineValue != nil {
        throw UsageError("\(name) takes no value")
      }
      try option.apply(&options, value)
      options.given.insert(name)
    }
    try options.validate()
    return options
  }

  /// The help text, generated from ``table``.
  ///
  /// - Parameter program: The program name shown in the usage line.
  public static func help(program: String) -> String {
    var lines = [
      "usage: \(program) [options]",
      "",
      "Measures the placeholder-title hot path, shaping, the solver and a whole calibration.",
      "Build with 'swift run -c release \(program)'; debug builds are flagged and cannot save or compare.",
      "",
      "options:",
    ]
    let labels = table.map { option in option.valueName.map { "\(option.name) \($0)" } ?? option.name }
    let width = (labels.map(\.count).max() ?? 0) + 2
    for (label, option) in zip(labels, table) {
      lines.append("  " + label + String(repeating: " ", count: width - label.count) + option.help)
    }
    lines += [
      "",
      "exit status: 0 success, 1 runtime failure, 2 regression found by --compare, 64 bad usage.",
      "environment: CALIBRATE_BENCH_SLOWDOWN=1 adds deliberate work to emptyTitle/library.",
    ]
    return lines.joined(separator: "\n") + "\n"
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
  }

  private static func integer(
    _ value: String, option: String, in range: ClosedRange<Int>
  ) throws(UsageError) -> Int {
    guard let number = Int(value), range.contains(number) else {
      throw UsageError(
        "\(option) must be a whole number in \(range.lowerBound)...\(range.upperBound), not '\(value)'")
    }
    return number
  }
}
