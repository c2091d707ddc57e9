import CalibrateSupport
import DevelopmentSupport

/// Whole-process timings: commands run side by side, each as a fresh process, interleaved round
/// by round, and compared with a baseline program as ratios of medians.
///
/// A process's wall time from `posix_spawn` to `waitpid` is what a user waits for, including
/// the dynamic loader, page faults and the runtime's start. Running every command once per
/// round, in the same order, spreads the machine's slow and fast spells over all of them, so a
/// ratio of medians measured in one run is comparable from machine to machine even when the
/// absolute times are not. Output goes to /dev/null, so terminal speed does not count.
///
/// Threading: run it from one thread.
package struct ProcessBenchmark: Sendable {
  /// One command to time.
  package struct Entry: Sendable {
    /// A short name for the table.
    package var name: String
    /// The executable and its arguments.
    package var command: [String]
    /// The largest acceptable ratio of its median to the baseline's, if any.
    package var limit: Double?

    /// Creates an entry.
    package init(name: String, command: [String], limit: Double? = nil) {
      self.name = name
      self.command = command
      self.limit = limit
    }
  }

  /// The program the others are compared with (`make bench-process`: process-floor, a static Swift
  /// program that links the font libraries and prints one line).
  package var baseline: Entry
  /// The commands timed against it.
  package var entries: [Entry]
  /// How many rounds: each runs every command once.
  package var rounds: Int
  /// The exit statuses that count as a run that worked: 0, and any the commands give for an
  /// outcome that is not an error of theirs (`calibrate batch` exits 1 when a face of the
  /// library cannot be calibrated, after writing everything).
  package var successStatuses: Set<Int32>

  /// Creates a benchmark.
  package init(baseline: Entry, entries: [Entry], rounds: Int, successStatuses: Set<Int32> = [0]) {
    self.baseline = baseline
    self.entries = entries
    self.rounds = rounds
    self.successStatuses = successStatuses
  }

  /// One command's result.
  package struct Result: Sendable {
    package var entry: Entry
    var statistics: SampleStatistics
    /// Its median over the baseline's.
    package var ratio: Double
    /// Whether the ratio is within the entry's limit (or it has none).
    package var passes: Bool { entry.limit.map { ratio <= $0 } ?? true }
  }

  /// Runs every round and returns the baseline's statistics and each entry's.
  ///
  /// - Throws: ``BenchmarkError`` when a command cannot be started or exits with a failure.
  package func run() throws(BenchmarkError) -> (baseline: SampleStatistics, results: [Result]) {
    let all = [baseline] + entries
    var samples = [[Double]](repeating: [], count: all.count)
    // One warm-up round brings every file into the page cache.
    for entry in all { _ = try Self.time(entry.command, successStatuses: successStatuses) }
    for _ in 0..<rounds {
      for (index, entry) in all.enumerated() {
        samples[index].append(try Self.time(entry.command, successStatuses: successStatuses))
      }
    }
    let statistics = samples.compactMap(SampleStatistics.init)
    guard statistics.count == all.count, let base = statistics.first, base.median > 0 else {
      throw BenchmarkError("no timings were taken")
    }
    let results = zip(entries, statistics.dropFirst()).map { entry, stats in
      Result(entry: entry, statistics: stats, ratio: stats.median / base.median)
    }
    return (base, results)
  }

  /// The wall time of one run of a command, in milliseconds: from `posix_spawn` to reaping, with
  /// its output thrown away.
  static func time(_ command: [String], successStatuses: Set<Int32> = [0]) throws(BenchmarkError) -> Double {
    guard let executable = command.first else { throw BenchmarkError("an empty command") }
    let result: ChildProcess.Result
    do throws(ChildProcessError) {
      result = try ChildProcess.run(
        executable, arguments: Array(command.dropFirst()), output: .discard, errors: .discard)
    } catch {
      throw BenchmarkError(error.description)
    }
    guard case .exited(let status) = result.termination, successStatuses.contains(status) else {
      throw BenchmarkError("'\(command.joined(separator: " "))' failed (\(result.termination))")
    }
    return result.seconds * 1e3
  }

  /// The results as a table: median, minimum and MAD in milliseconds, the ratio to the
  /// baseline and the limit.
  package static func table(baseline: Entry, base: SampleStatistics, results: [Result]) -> String {
    var table = TextTable(
      headings: ["command", "median ms", "min ms", "MAD ms", "÷ baseline", "limit", ""],
      alignments: [.left, .right, .right, .right, .right, .right, .left])
    func milliseconds(_ value: Double) -> String {
      let hundredths = Int((value * 100).rounded())
      return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
    table.append([
      baseline.name, milliseconds(base.median), milliseconds(base.minimum),
      milliseconds(base.medianAbsoluteDeviation), "1.00", "", "",
    ])
    for result in results {
      table.append([
        result.entry.name, milliseconds(result.statistics.median), milliseconds(result.statistics.minimum),
        milliseconds(result.statistics.medianAbsoluteDeviation), milliseconds(result.ratio),
        result.entry.limit.map(milliseconds) ?? "",
        result.entry.limit == nil ? "" : (result.passes ? "ok" : "OVER"),
      ])
    }
    return table.aligned()
  }
}
