/// Every value the `fuzz-fonts` command line sets, with its defaults.
public struct FuzzOptions: Sendable, Equatable {
  /// How many cases to run.
  public var cases = 2000
  /// The seed every case derives from.
  public var seed: UInt64 = 1
  /// Run only this case number of the seed (to reproduce a finding).
  public var onlyCase: Int?
  /// How many cases run at once.
  public var jobs = 2
  /// Seconds each command may run before it counts as a hang.
  public var timeout = 10.0
  /// The `calibrate` executable; `nil` uses the one next to `fuzz-fonts`.
  public var calibrate: String?
  /// Where findings are saved.
  public var findings = ".build/fuzz-findings"
  /// The `--sizes` list the measuring commands get.
  public var sizes = "8...40"
  /// Fonts to corrupt instead of the reference fonts.
  public var inputs: [String] = []
  /// Whether `--help` was asked for.
  public var help = false

  /// Creates the defaults.
  public init() {}

  /// The case numbers to run.
  public var caseIndices: [Int] { onlyCase.map { [$0] } ?? Array(0..<cases) }
}

// MARK: - Parsing

extension FuzzOptions {
  /// One option: its spelling, its value's name, its help, and how it sets the options.
  struct Spec: Sendable {
    var name: String
    var valueName: String?
    var help: String
    var apply: @Sendable (inout FuzzOptions, String) throws(FuzzUsageError) -> Void
  }

  /// The option table that both parses and prints `--help`.
  static let specs: [Spec] = [
    Spec(name: "--cases", valueName: "N", help: "How many corrupted fonts to run (default 2000).") {
      options, value throws(FuzzUsageError) in
      options.cases = try wholeNumber(value, option: "--cases", in: 1...10_000_000)
    },
    Spec(name: "--seed", valueName: "S", help: "The seed: a whole number, decimal or 0x hex (default 1).") {
      options, value throws(FuzzUsageError) in
      let parsed = value.hasPrefix("0x") ? UInt64(value.dropFirst(2), radix: 16) : UInt64(value)
      guard let parsed else {
        throw FuzzUsageError("--seed must be a whole number from 0 to 2^64-1, not '\(printable(value))'")
      }
      options.seed = parsed
    },
    Spec(name: "--case", valueName: "N", help: "Run only case N of the seed, to reproduce a finding.") {
      options, value throws(FuzzUsageError) in
      options.onlyCase = try wholeNumber(value, option: "--case", in: 0...Int(Int32.max))
    },
    Spec(name: "--jobs", valueName: "N", help: "How many cases run at once (default 2).") {
      options, value throws(FuzzUsageError) in
      options.jobs = try wholeNumber(value, option: "--jobs", in: 1...256)
    },
    Spec(
      name: "--timeout", valueName: "SECONDS",
      help: "The time limit of each command; past it the command is killed and counts as a hang (default 10)."
    ) { options, value throws(FuzzUsageError) in
      guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= 3600 else {
        throw FuzzUsageError(
          "--timeout must be a number of seconds above 0 and at most 3600, not '\(printable(value))'")
      }
      options.timeout = seconds
    },
    Spec(
      name: "--calibrate", valueName: "PATH",
      help:
        "The calibrate executable to test (default: the one next to fuzz-fonts, in the same build folder)."
    ) { options, value throws(FuzzUsageError) in
      guard !value.isEmpty else { throw FuzzUsageError("--calibrate needs a path") }
      options.calibrate = value
    },
    Spec(
      name: "--findings", valueName: "DIR",
      help: "Where the fonts of crashes, hangs and bad errors are saved (default .build/fuzz-findings)."
    ) { options, value throws(FuzzUsageError) in
      guard !value.isEmpty else { throw FuzzUsageError("--findings needs a folder") }
      options.findings = value
    },
    Spec(
      name: "--sizes", valueName: "LIST",
      help: "The --sizes list given to the measuring commands, such as 8...40 or 12,14 (default 8...40)."
    ) { options, value throws(FuzzUsageError) in
      let allowed = Set("0123456789.,<")
      guard !value.isEmpty, value.allSatisfy({ allowed.contains($0) }) else {
        throw FuzzUsageError("--sizes must be a list such as 8...40 or 12,14, not '\(printable(value))'")
      }
      options.sizes = value
    },
    Spec(
      name: "--font", valueName: "FILE",
      help: "A font to corrupt instead of the reference fonts; repeat for more."
    ) { options, value throws(FuzzUsageError) in
      guard !value.isEmpty else { throw FuzzUsageError("--font needs a file") }
      options.inputs.append(value)
    },
    Spec(name: "--help", valueName: nil, help: "Show this help.") { options, _ in
      options.help = true
    },
  ]

  /// Parses arguments, starting from the defaults.
  ///
  /// Accepts `--name value` and `--name=value`; `--font` may repeat, other options may not.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The options.
  /// - Throws: ``FuzzUsageError`` for an unknown option, a missing value or a bad value.
  public static func parse(_ arguments: [String]) throws(FuzzUsageError) -> FuzzOptions {
    var options = FuzzOptions()
    var given = Set<String>()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--"), argument.count > 2 else {
        throw FuzzUsageError("unexpected argument '\(printable(argument))' (see --help)")
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = specs.first(where: { $0.name == name }) else {
        throw FuzzUsageError("unknown option '\(printable(name))' (see --help)")
      }
      var value = ""
      if let valueName = spec.valueName {
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else {
            throw FuzzUsageError("option \(name) needs a value (\(valueName))")
          }
          value = arguments[index]
          index += 1
        }
        if given.contains(name) && name != "--font" {
          throw FuzzUsageError("option \(name) is given more than once")
        }
      } else if inlineValue != nil {
        throw FuzzUsageError("option \(name) takes no value")
      }
      try spec.apply(&options, value)
      given.insert(name)
    }
    if options.onlyCase != nil && given.contains("--cases") {
      throw FuzzUsageError("--case runs one case; it cannot be combined with --cases")
    }
    return options
  }

  /// The help text, generated from the option table.
  public static var help: String {
    var lines = [
      "usage: fuzz-fonts [--cases 2000] [--seed 1] [--jobs 2] [--timeout 10] [--calibrate PATH]",
      "",
      "Corrupts the reference fonts (bit flips, byte runs, truncation, table-directory and table-field",
      "damage), runs calibrate on each corrupted font (survey, measure hinted, measure JSON, fit), each",
      "command under a time limit, and classifies it: ok, typed error (exit 1 or 64, one 'error:' line",
      "naming the file), bad error, hang or crash. Exits 0 only when there is no crash, hang or bad error.",
      "",
      "options:",
    ]
    let labels = specs.map { spec in spec.valueName.map { "\(spec.name) \($0)" } ?? spec.name }
    let width = (labels.map(\.count).max() ?? 0) + 2
    for (spec, label) in zip(specs, labels) {
      for (index, text) in wrap(spec.help, width: 98 - width).enumerated() {
        let head = index == 0 ? label : ""
        lines.append("  " + head + String(repeating: " ", count: width - head.count) + text)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty && current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  private static func wholeNumber(
    _ value: String, option: String, in range: ClosedRange<Int>
  ) throws(FuzzUsageError) -> Int {
    guard let number = Int(value), range.contains(number) else {
      let bounds = "from \(range.lowerBound) to \(range.upperBound)"
      throw FuzzUsageError("\(option) must be a whole number \(bounds), not '\(printable(value))'")
    }
    return number
  }

  /// Shows an argument in a message, replacing control characters that could garble a terminal.
  static func printable(_ text: String) -> String {
    let limited = text.count > 80 ? String(text.prefix(80)) + "..." : text
    return String(
      String.UnicodeScalarView(
        limited.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
  }
}
