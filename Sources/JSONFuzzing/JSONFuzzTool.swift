import CommandLineSupport
import FontFuzzing
import Foundation

/// The `fuzz-json` command line: parses options, runs the campaign, prints the report.
///
/// Exit statuses: 0 when the run found nothing; 1 when it found something or could not run; 64
/// on bad usage. Failures of the fuzzer itself print one `error:` line on standard error.
public enum JSONFuzzTool {
  /// Runs the tool.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - executablePath: The running `fuzz-json` binary, whose folder holds the default
  ///     `calibrate`.
  /// - Returns: The exit status.
  public static func run(_ arguments: [String], executablePath: String?) -> Int32 {
    let console = StandardConsole()
    let options: JSONFuzzOptions
    do throws(UsageError) {
      options = try JSONFuzzOptions.parse(arguments)
    } catch {
      console.diagnose("error: \(TerminalText.singleLine(error.message))\n")
      return ExitStatus.usage
    }
    if options.help {
      console.write(JSONFuzzOptions.help)
      return ExitStatus.success
    }
    let calibrate = absolutePath(options.calibrate ?? defaultCalibrate(besides: executablePath))
    let (results, notes) = JSONSeed.loadResults(
      options.results.isEmpty ? JSONSeed.defaultResults : options.results)
    notes.forEach { console.diagnose($0 + "\n") }
    guard !results.isEmpty else {
      console.diagnose(
        "error: none of the result files could be read; run fuzz-json from the package folder\n")
      return ExitStatus.failure
    }
    let fonts = JSONSeed.defaultFonts.map(absolutePath)
    let campaign = JSONFuzzCampaign(
      results: results, runner: JSONCaseRunner(calibrate: calibrate, fonts: fonts, timeout: options.timeout),
      seed: options.seed, caseIndices: options.caseIndices, jobs: options.jobs,
      findingsFolder: absolutePath(options.findings))
    let total = campaign.caseIndices.count
    let step = max(1, total / 10)
    console.diagnose("fuzz-json: \(total) case\(total == 1 ? "" : "s") with \(calibrate)\n")
    do throws(FuzzError) {
      let report = try campaign.run { done, findings in
        if done % step == 0 || done == total {
          StandardConsole().diagnose(
            "fuzz-json: \(done)/\(total) cases, \(findings) finding\(findings == 1 ? "" : "s")\n")
        }
      }
      console.write(report.rendered)
      return report.isClean ? ExitStatus.success : ExitStatus.failure
    } catch {
      console.diagnose("error: \(error.description)\n")
      return ExitStatus.failure
    }
  }

  /// The `calibrate` in the same folder as the running binary.
  static func defaultCalibrate(besides executablePath: String?) -> String {
    let binary = executablePath ?? Bundle.main.executablePath ?? CommandLine.arguments.first ?? "fuzz-json"
    return URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("calibrate").path
  }

  /// A path made absolute against the working directory, so printed paths work from anywhere.
  static func absolutePath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
