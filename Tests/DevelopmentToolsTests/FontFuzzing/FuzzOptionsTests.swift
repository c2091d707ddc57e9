import CalibrateSupport
import Testing

@testable import DevelopmentSupport
@testable import DevelopmentTools

/// The `fuzz-fonts` command line parses what it documents and refuses the rest in one line.
@Suite("Fuzz options")
struct FuzzOptionsTests {
  @Test("the defaults")
  func defaults() throws {
    let options = try FuzzOptions.parse([])
    #expect(options.cases == 2000)
    #expect(options.seed == 1)
    #expect(options.jobs == 2)
    #expect(options.timeout == 10)
    #expect(options.calibrate == nil)
    #expect(options.findings == ".build/fuzz-findings")
    #expect(options.sizes == "8...40")
    #expect(options.caseIndices == Array(0..<2000))
  }

  @Test("every option sets its value")
  func values() throws {
    let options = try FuzzOptions.parse([
      "--cases", "50", "--seed=0x10", "--jobs", "3", "--timeout", "2.5", "--calibrate", "/opt/calibrate",
      "--findings", "/tmp/found", "--sizes", "8,12", "--font", "a.ttf", "--font=b.otf",
    ])
    #expect(options.cases == 50)
    #expect(options.seed == 16)
    #expect(options.jobs == 3)
    #expect(options.timeout == 2.5)
    #expect(options.calibrate == "/opt/calibrate")
    #expect(options.findings == "/tmp/found")
    #expect(options.sizes == "8,12")
    #expect(options.inputs == ["a.ttf", "b.otf"])
    #expect(try FuzzOptions.parse(["--case", "42", "--seed", "9"]).caseIndices == [42])
    #expect(try FuzzOptions.parse(["--help"]).help)
  }

  @Test(
    "bad command lines are refused with one line",
    arguments: [
      (["--bogus"], "unknown option '--bogus' for 'fuzz-fonts' (see --help)"),
      (["cases"], "unexpected argument 'cases' for 'fuzz-fonts' (see --help)"),
      (["--cases"], "option --cases needs a value (N)"),
      (["--cases", "0"], "--cases must be a whole number from 1 to 10000000, not '0'"),
      (["--jobs", "two"], "--jobs must be a whole number from 1 to 256, not 'two'"),
      (["--seed", "-1"], "--seed must be a whole number from 0 to 2^64-1, not '-1'"),
      (["--timeout", "0"], "--timeout must be a number of seconds above 0 and at most 3600, not '0'"),
      (["--sizes", "8...40; rm"], "--sizes must be a list such as 8...40 or 12,14, not '8...40; rm'"),
      (["--seed", "1", "--seed", "2"], "option --seed is given more than once"),
      (["--help=yes"], "option --help takes no value"),
      (["--case", "3", "--cases", "9"], "--case runs one case; it cannot be combined with --cases"),
    ])
  func refused(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try FuzzOptions.parse(arguments) }
    #expect(!message.contains("\n"))
  }

  @Test("help lists every option of the table")
  func help() {
    let help = FuzzOptions.help
    for option in FuzzOptions.table.options {
      #expect(help.contains("  \(option.name)"))
    }
    #expect(help.hasPrefix("usage: fuzz-fonts"))
  }

  @Test("the tool exits 64 on bad usage, and finds calibrate next to itself")
  func exitStatus() {
    #expect(FuzzTool.run(["--jobs", "0"], executablePath: "/nonexistent/fuzz-fonts") == 64)
    #expect(
      ChildProcess.sibling("calibrate", besides: "/build/release/fuzz-fonts", tool: "fuzz-fonts")
        == "/build/release/calibrate")
  }

  @Test("reproduce commands quote what a shell would split")
  func quoting() {
    let invocation = CalibrateInvocation.standard(sizes: "8...40")[1]
    #expect(
      invocation.shellCommand(executable: "/b/calibrate", font: "/f/it's here.ttf")
        == "/b/calibrate measure --font '/f/it'\\''s here.ttf' --sizes 8...40 --hinting full")
  }
}
