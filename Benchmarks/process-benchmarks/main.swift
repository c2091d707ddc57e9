import Benchmarking
import CalibrateSupport

/// `process-benchmarks`: whole-process medians of commands against a baseline program, as ratios
/// (`make bench-process`). Exit 0 when every limit holds, 2 when one is exceeded, 1 when a command
/// fails, 64 on bad usage.
struct Options: Sendable {
  var baseline: String?
  var entries: [ProcessBenchmark.Entry] = []
  var rounds = 40
  var successStatuses: Set<Int32> = [0]
  var help = false
}

let table = OptionTable<Options>(
  command: "process-benchmarks",
  synopsis:
    "process-benchmarks --baseline COMMAND --run 'NAME[<=LIMIT]=COMMAND ARGS...'... [--rounds 40] [--success-status N]...",
  summary: """
    Runs each command as a fresh process, interleaved round by round with the baseline program, and
    prints the medians and their ratios to the baseline's median; a run's limit is the largest ratio
    it may have. Arguments of a command are split at spaces.
    """,
  options: [
    .text(
      "--baseline", value: "COMMAND", needs: "a program",
      help: "The command the others are compared with (arguments split at spaces)."
    ) {
      $0.baseline = $1
    },
    CommandLineOption(
      "--run", value: "NAME[<=LIMIT]=COMMAND", help: "A command to time, with a name and an optional limit.",
      repeatable: true
    ) { options, value throws(UsageError) in
      guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
        throw UsageError(
          "--run must look like 'help<=1.5=calibrate --help', not '\(TerminalText.printable(value))'")
      }
      var head = String(value[..<equals])
      var rest = String(value[value.index(after: equals)...])
      var limit: Double? = nil
      if head.hasSuffix("<") {
        // NAME<=LIMIT=COMMAND: the first "=" closed "<="; the limit runs to the next "=".
        head.removeLast()
        guard let next = rest.firstIndex(of: "="), let parsed = Double(rest[..<next]), parsed > 0 else {
          throw UsageError("--run limit must be a number above 0, in '\(TerminalText.printable(value))'")
        }
        limit = parsed
        rest = String(rest[rest.index(after: next)...])
      }
      let command = rest.split(separator: " ").map(String.init)
      guard !command.isEmpty, !head.isEmpty else {
        throw UsageError("--run needs a name and a command, not '\(TerminalText.printable(value))'")
      }
      options.entries.append(ProcessBenchmark.Entry(name: head, command: command, limit: limit))
    },
    .wholeNumber("--rounds", value: "N", help: "Rounds of every command (default 40).", in: 1...10_000) {
      $0.rounds = $1
    },
    CommandLineOption(
      "--success-status", value: "N",
      help: "An exit status that also counts as a run that worked (calibrate batch: 1, a face failed).",
      repeatable: true
    ) { options, value throws(UsageError) in
      options.successStatuses.insert(
        Int32(try OptionValue.wholeNumber(value, option: "--success-status", in: 0...255)))
    },
    CommandLineOption(flag: "--help", help: "Show this help.") { $0.help = true },
  ])

var options = Options()
do throws(UsageError) {
  try table.parse(Array(CommandLine.arguments.dropFirst()), into: &options)
  if !options.help {
    guard options.baseline != nil, !options.entries.isEmpty else {
      throw UsageError("process-benchmarks needs --baseline COMMAND and at least one --run")
    }
  }
} catch {
  StandardConsole().diagnose("error: \(TerminalText.singleLine(error.message))\n")
  exit(ExitStatus.usage)
}
if options.help {
  StandardConsole().write(table.help)
  exit(ExitStatus.success)
}
let benchmark = ProcessBenchmark(
  baseline: ProcessBenchmark.Entry(
    name: "baseline", command: (options.baseline ?? "").split(separator: " ").map(String.init)),
  entries: options.entries,
  rounds: options.rounds,
  successStatuses: options.successStatuses)
do throws(BenchmarkError) {
  let (base, results) = try benchmark.run()
  StandardConsole().write(ProcessBenchmark.table(baseline: benchmark.baseline, base: base, results: results))
  exit(results.allSatisfy(\.passes) ? ExitStatus.success : 2)
} catch {
  StandardConsole().diagnose("error: \(error.message)\n")
  exit(ExitStatus.failure)
}
