import Benchmarking
import CalibrateSupport
import Testing

/// Hand-written option parsing: values, errors and exit codes.
@Suite("Benchmark options")
struct BenchmarkOptionsTests {
  /// What a tool with one empty benchmark printed.
  final class Capture {
    var printed = ""
    var diagnosed = ""

    /// The tool, writing into this capture.
    func command() -> BenchmarkCommand {
      var command = BenchmarkCommand(
        benchmarks: [Benchmark("noop") { () throws(BenchmarkError) -> Benchmark.Loop in { _ in } }],
        ratios: [], context: [:])
      command.output = { self.printed += $0 }
      command.diagnostics = { self.diagnosed += $0 }
      return command
    }
  }

  @Test("defaults")
  func defaults() throws {
    let options = try BenchmarkOptions.parse([])
    #expect(options.samples == 50)
    #expect(options.format == .table)
    #expect(options.thresholdPercent == 5)
    #expect(options.filter == nil && options.savePath == nil && options.comparePath == nil)
  }

  @Test("every option, both spellings")
  func values() throws {
    let options = try BenchmarkOptions.parse([
      "--filter", "^emptyTitle/", "--samples=40", "--format", "json", "--compare", "old.json",
      "--threshold=7.5", "--save", "results/benchmarks/new.json",
    ])
    #expect(options.filter == "^emptyTitle/")
    #expect(options.samples == 40)
    #expect(options.format == .json)
    #expect(options.comparePath == "old.json")
    #expect(options.thresholdPercent == 7.5)
    #expect(options.savePath == "results/benchmarks/new.json")
    let profile = try BenchmarkOptions.parse(["--profile-one", "emptyTitle/library", "--iterations", "500"])
    #expect(profile.profileBenchmark == "emptyTitle/library" && profile.profileIterations == 500)
    let instructions = try BenchmarkOptions.parse(["--instructions", "--valgrind=/opt/valgrind/bin/valgrind"])
    #expect(instructions.countsInstructions && instructions.valgrindPath == "/opt/valgrind/bin/valgrind")
    #expect(!(try BenchmarkOptions.parse([])).countsInstructions)
  }

  @Test(
    "bad usage is one readable error",
    arguments: [
      (["--samples", "0"], "--samples must be a whole number from 1 to 100000, not '0'"),
      (["--samples"], "option --samples needs a value (N)"),
      (["--format", "xml"], "--format must be 'table' or 'json', not 'xml'"),
      (["--filter", "("], "--filter '(' is not a valid regular expression"),
      (["--bogus"], "unknown option '--bogus' for 'benchmarks' (see --help)"),
      (["extra"], "unexpected argument 'extra' for 'benchmarks' (see --help)"),
      (["--list=yes"], "option --list takes no value"),
      (["--samples", "5", "--samples", "6"], "option --samples is given more than once"),
      (["--threshold", "5"], "--threshold only applies with --compare"),
      (["--compare", "a.json", "--threshold", "-1"], "--threshold must be a percentage above 0, not '-1'"),
      (["--iterations", "5"], "--iterations only applies with --profile-one"),
      (["--valgrind", "/usr/bin/valgrind"], "--valgrind only applies with --instructions"),
      (
        ["--instructions", "--save", "a.json"],
        "--instructions cannot be combined with --save, --compare or --profile-one"
      ),
      (
        ["--instructions", "--profile-one", "emptyTitle/library"],
        "--instructions cannot be combined with --save, --compare or --profile-one"
      ),
    ])
  func errors(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try BenchmarkOptions.parse(arguments) }
  }

  @Test("help lists every option of the table")
  func help() {
    let help = BenchmarkOptions.help(program: "benchmarks")
    for option in BenchmarkOptions.table(program: "benchmarks").options {
      #expect(help.contains(option.name))
    }
    #expect(help.hasPrefix("usage: benchmarks [options]"))
  }

  @Test("the tool exits 64 on bad usage, 0 on --help and --list")
  func exitCodes() {
    let capture = Capture()
    let command = capture.command()
    #expect(command.run(["--samples", "x"]) == 64)
    #expect(capture.diagnosed.hasPrefix("error: --samples must be"))
    #expect(capture.diagnosed.filter { $0 == "\n" }.count == 1)
    #expect(command.run(["--filter", "nothing-matches"]) == 64)
    #expect(command.run(["--profile-one", "missing"]) == 64)
    #expect(command.run(["--help"]) == 0)
    #expect(capture.printed.contains("usage:"))
    capture.printed = ""
    #expect(command.run(["--list"]) == 0)
    #expect(capture.printed == "noop\n")
  }

  @Test("a debug build flags its results and refuses to save or compare")
  func debugBuildRefuses() throws {
    guard BuildConfiguration.isDebug else { return }
    let capture = Capture()
    let command = capture.command()
    #expect(command.run(["--save", "/tmp/never-written.json"]) == 1)
    #expect(capture.diagnosed.contains("warning: *** DEBUG BUILD"))
    #expect(capture.diagnosed.contains("error: --save and --compare need a release build"))
    capture.diagnosed = ""
    #expect(command.run(["--samples", "2", "--format", "json"]) == 0)
    #expect(capture.printed.contains("\"debug\" : true"))
  }
}
