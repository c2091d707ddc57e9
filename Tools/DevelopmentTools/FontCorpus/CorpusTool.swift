import CalibrateSupport
import DevelopmentSupport
import Foundation

/// The `corpus-check` command line: parses options, runs the check, prints the report.
///
/// Exit statuses: 0 when every case agreed with hb-shape and no tool crashed or hung; 1 when some
/// did, or the check could not run; 64 on bad usage. Failures of the check itself print one
/// `error:` line on standard error.
package enum CorpusTool {
  /// Runs the tool.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - executablePath: The running `corpus-check` binary, whose folder holds the default
  ///     `calibrate`.
  /// - Returns: The exit status.
  package static func run(_ arguments: [String], executablePath: String?) -> Int32 {
    let console = StandardConsole()
    let options: CorpusOptions
    do throws(UsageError) {
      options = try CorpusOptions.parse(arguments)
    } catch {
      console.diagnose("error: \(TerminalText.singleLine(error.message))\n")
      return ExitStatus.usage
    }
    if options.help {
      console.write(CorpusOptions.help)
      return ExitStatus.success
    }
    let settings = CorpusSettings(
      calibrate: ChildProcess.absolutePath(
        options.calibrate ?? ChildProcess.sibling("calibrate", besides: executablePath, tool: "corpus-check")),
      hbShape: ChildProcess.absolutePath(options.hbShape), pattern: options.pattern, sizes: options.sizes,
      scale: options.scale, shards: options.shardCount, jobs: options.jobs, timeout: options.timeout)
    console.diagnose(
      "corpus-check: faces of '\(settings.pattern)', sizes \(settings.sizes) @\(settings.scale)x, hinting none, light and full, \(settings.shards) shards on \(settings.jobs) jobs, \(settings.calibrate)\n"
    )
    let start = MonotonicClock.nanoseconds()
    let shards = settings.shards
    let step = max(1, shards / 8)
    let tally: CorpusTally
    do throws(CorpusError) {
      tally = try CorpusRun(settings: settings).run { done, sofar in
        if done % step == 0 || done == shards {
          console.diagnose(
            "corpus-check: \(done)/\(shards) shards, \(sofar.faces.count) faces, \(sofar.cases) cases, \(sofar.mismatches) mismatches\n"
          )
        }
      }
    } catch {
      console.diagnose("error: \(error.description)\n")
      return ExitStatus.failure
    }
    console.write(report(tally, show: options.show, seconds: MonotonicClock.seconds(since: start)))
    return tally.isClean ? ExitStatus.success : ExitStatus.failure
  }

  /// The report: crashes and the first mismatches, the fit refusals measured instead, then the
  /// summary line.
  static func report(_ tally: CorpusTally, show: Int, seconds: Double) -> String {
    var lines: [String] = []
    lines += tally.crashes.map { "crash: \($0)" }
    lines += tally.refusalLines.prefix(show).map { "refused: \($0)" }
    lines += tally.mismatchLines.prefix(show).map { "mismatch: \($0)" }
    if tally.mismatches > min(show, tally.mismatchLines.count) {
      lines.append("mismatch: ... \(tally.mismatches - min(show, tally.mismatchLines.count)) more")
    }
    if tally.measuredAfterFitRefusal > 0 {
      lines.append(
        "note: \(tally.measuredAfterFitRefusal) face-configurations were measured with calibrate measure because their fit was refused (\(CorpusTally.counts(tally.fitRefusals)))"
      )
    }
    lines.append(tally.summary(seconds: seconds))
    return lines.joined(separator: "\n") + "\n"
  }
}
