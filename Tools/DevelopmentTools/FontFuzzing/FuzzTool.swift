import CalibrateSupport
import DevelopmentSupport

/// The `fuzz-fonts` command line: parses options, runs the campaign, prints the report.
///
/// Exit statuses: 0 when the run found no crash, hang or bad error; 1 when it found some or could
/// not run; 64 on bad usage. Failures of the fuzzer itself print one `error:` line on standard
/// error.
package enum FuzzTool {
  /// Runs the tool.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - executablePath: The running `fuzz-fonts` binary, whose folder holds the default
  ///     `calibrate`.
  /// - Returns: The exit status.
  package static func run(_ arguments: [String], executablePath: String?) -> Int32 {
    let options: FuzzOptions
    do throws(UsageError) {
      options = try FuzzOptions.parse(arguments)
    } catch {
      diagnose("error: \(TerminalText.singleLine(error.message))\n")
      return ExitStatus.usage
    }
    if options.help {
      write(FuzzOptions.help)
      return ExitStatus.success
    }
    let calibrate = ChildProcess.absolutePath(
      options.calibrate ?? ChildProcess.sibling("calibrate", besides: executablePath, tool: "fuzz-fonts"))
    let (inputs, notes) = FuzzInput.load(options.inputs.isEmpty ? FuzzInput.defaultPaths : options.inputs)
    notes.forEach { diagnose($0 + "\n") }
    let tried = options.inputs.isEmpty ? FuzzInput.defaultPaths.count : options.inputs.count
    guard !inputs.isEmpty else {
      diagnose("error: \(FuzzError.noInputs(tried: tried))\n")
      return ExitStatus.failure
    }

    let runner = CaseRunner(
      calibrate: calibrate, invocations: CalibrateInvocation.standard(sizes: options.sizes),
      timeout: options.timeout)
    let campaign = FuzzCampaign(
      inputs: inputs, runner: runner,
      plan: CampaignPlan(
        seed: options.seed, caseIndices: options.caseIndices, jobs: options.jobs,
        findingsFolder: ChildProcess.absolutePath(options.findings)))
    let total = campaign.plan.caseIndices.count
    diagnose(
      "fuzz-fonts: \(total) case\(total == 1 ? "" : "s") over \(inputs.count) fonts with \(calibrate)\n")
    do throws(FuzzError) {
      let report = try campaign.run(progress: CampaignTool.progress(tool: "fuzz-fonts", total: total))
      write(report.rendered)
      return report.isClean ? ExitStatus.success : ExitStatus.failure
    } catch {
      diagnose("error: \(error.description)\n")
      return ExitStatus.failure
    }
  }

  private static func write(_ text: String) {
    StandardConsole().write(text)
  }

  private static func diagnose(_ text: String) {
    StandardConsole().diagnose(text)
  }
}
