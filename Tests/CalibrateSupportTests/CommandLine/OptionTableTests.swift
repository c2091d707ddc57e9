import Testing

@testable import CalibrateSupport

/// The shared option table: what it accepts, what it refuses, and the help it prints.
@Suite("OptionTable")
struct OptionTableTests {
  struct Options: Sendable, Equatable {
    var size = 14.0
    var files: [String] = []
    var fonts: [String] = []
    var verbose = false
  }

  static let table = OptionTable<Options>(
    command: "tool sub", synopsis: "tool sub [--size 14] FILE...", summary: "Does a thing.",
    options: [
      .positiveNumber("--size", value: "POINTS", help: "A size in points.", maximum: 100) { $0.size = $1 },
      .text("--font", value: "FILE", needs: "a file", help: "A font; repeat for more.", repeatable: true) {
        $0.fonts.append($1)
      },
      CommandLineOption(flag: "--verbose", help: "Say more.") { $0.verbose = true },
    ],
    operands: .init("FILE", maximumCount: 2) { options, value throws(UsageError) in
      options.files.append(value)
    })

  /// The options parsed, and the names of those given as the table recorded them.
  static func parse(_ arguments: [String]) throws(UsageError) -> (Options, Set<String>) {
    var options = Options()
    let given = try table.parse(arguments, into: &options)
    return (options, given.names)
  }

  @Test("both spellings, repeatable options, repeated flags and operands")
  func accepted() throws {
    let (options, given) = try Self.parse([
      "a.json", "--size=12.5", "--font", "x.ttf", "--font=y.otf", "--verbose", "--verbose", "b.json",
    ])
    #expect(
      options == Options(size: 12.5, files: ["a.json", "b.json"], fonts: ["x.ttf", "y.otf"], verbose: true))
    // Every option given is recorded by the table, once, whatever its entry does; operands are not.
    #expect(given == ["--size", "--font", "--verbose"])
    #expect(try Self.parse(["--verbose"]).1 == ["--verbose"])
    #expect(try Self.parse(["a.json"]).1 == [])
  }

  @Test("-- ends the options: what follows is an operand, dashes and all, even a second --")
  func endOfOptions() throws {
    let (options, given) = try Self.parse(["--size", "12", "--", "--help"])
    #expect(options == Options(size: 12, files: ["--help"]))
    #expect(given == ["--size"])
    #expect(try Self.parse(["--", "-x", "--"]).0.files == ["-x", "--"])
    #expect(try Self.parse(["--"]).0 == Options())
  }

  @Test(
    "each bad command line is one usage error",
    arguments: [
      (["--size"], "option --size needs a value (POINTS)"),
      (["--size", "1", "--size", "2"], "option --size is given more than once"),
      (["--size", "0"], "--size must be a number above 0 and at most 100, not '0'"),
      (["--size", "nan"], "--size must be a number above 0 and at most 100, not 'nan'"),
      (["--verbose=yes"], "option --verbose takes no value"),
      (["--font", ""], "--font needs a file"),
      (["--nope"], "unknown option '--nope' for 'tool sub' (see --help)"),
      (["-x"], "unexpected argument '-x' for 'tool sub' (see --help)"),
      (["a", "b", "c"], "unexpected argument 'c' for 'tool sub' (see --help)"),
      (["--", "a", "b", "--size"], "unexpected argument '--size' for 'tool sub' (see --help)"),
      (["--size", "\u{1B}[2J\n"], "--size must be a number above 0 and at most 100, not '?[2J?'"),
    ] as [([String], String)])
  func refused(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try Self.parse(arguments) }
  }

  @Test("a quoted argument is cut at 80 characters")
  func longArgument() {
    let long = String(repeating: "7", count: 200)
    #expect(TerminalText.printable(long) == String(repeating: "7", count: 80) + "…")
  }

  @Test("help is generated from the table, wrapped, with long labels on their own line")
  func help() {
    let help = Self.table.help
    #expect(
      help == """
        usage: tool sub [--size 14] FILE...

        Does a thing.

        options:
          --size POINTS  A size in points.
          --font FILE    A font; repeat for more.
          --verbose      Say more.

        """)
    #expect(TerminalText.wrap("aa bb cc dd", width: 5) == ["aa bb", "cc dd"])
  }
}
