import CalibrateSupport
import DevelopmentSupport

/// The `fuzz-json` command line: parses options, runs the campaign, prints the report.
///
/// Exit statuses: 0 when the run found nothing; 1 when it found something or could not run; 64
/// on bad usage. Failures of the fuzzer itself print one `error:` line on standard error.
package enum JSONFuzzTool {
  /// Runs the tool.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - executablePath: The running `fuzz-json` binary, whose folder holds the default
  ///     `calibrate`.
  /// - Returns: The exit status.
  package static func run(_ arguments: [String], executablePath: String?) -> Int32 {
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
    let calibrate = ChildProcess.absolutePath(
      options.calibrate ?? ChildProcess.sibling("calibrate", besides: executablePath, tool: "fuzz-json"))
    let (results, notes) = JSONSeed.loadResults(
      options.results.isEmpty ? JSONSeed.defaultResults : options.results)
    notes.forEach { console.diagnose($0 + "\n") }
    guard !results.isEmpty else {
      console.diagnose(
        "error: none of the result files could be read; run fuzz-json from the package folder\n")
      return ExitStatus.failure
    }
    let fonts = JSONSeed.defaultFonts.map(ChildProcess.absolutePath)
    let campaign = JSONFuzzCampaign(
      results: results, runner: JSONCaseRunner(calibrate: calibrate, fonts: fonts, timeout: options.timeout),
      plan: CampaignPlan(
        seed: options.seed, caseIndices: options.caseIndices, jobs: options.jobs,
        findingsFolder: ChildProcess.absolutePath(options.findings)))
    let total = campaign.plan.caseIndices.count
    console.diagnose("fuzz-json: \(total) case\(total == 1 ? "" : "s") with \(calibrate)\n")
    do throws(FuzzError) {
      let report = try campaign.run(progress: CampaignTool.progress(tool: "fuzz-json", total: total))
      console.write(report.rendered)
      return report.isClean ? ExitStatus.success : ExitStatus.failure
    } catch {
      console.diagnose("error: \(error.description)\n")
      return ExitStatus.failure
    }
  }
}
