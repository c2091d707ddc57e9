import Foundation

/// A fuzzing run: many cases over several input fonts, on the package's worker pool.
///
/// Each worker takes the next case number, builds the case from the seed, runs it and, when the
/// case is a finding, saves the corrupted font before taking another. Cases are numbered, not
/// queued, so the work is the same for any number of workers.
///
/// Threading: `run` blocks the calling thread until every worker is done (``CampaignPlan``); they
/// share the inputs and the runner, which are immutable.
struct FuzzCampaign: Sendable {
  /// The fonts to corrupt.
  var inputs: [FuzzInput]
  /// Runs the commands of a case.
  var runner: CaseRunner
  /// The seed, the case numbers, the workers and where findings go.
  var plan: CampaignPlan

  /// Creates a run.
  package init(inputs: [FuzzInput], runner: CaseRunner, plan: CampaignPlan) {
    self.inputs = inputs
    self.runner = runner
    self.plan = plan
  }

  /// Runs every case.
  ///
  /// - Parameter progress: Called after each case with the number done and the findings so far
  ///   (from a worker thread).
  /// - Returns: The report.
  /// - Throws: ``FuzzError`` when the executable is missing, a temporary file cannot be written
  ///   or a child cannot be started; the run stops at the first such failure.
  package func run(
    progress: @escaping @Sendable (_ done: Int, _ findings: Int) -> Void = { _, _ in }
  ) throws(FuzzError) -> FuzzReport {
    guard !inputs.isEmpty else { throw .noInputs(tried: 0) }
    let campaign = self
    // The unmodified fonts first: a failure there says the setup is wrong, not the corruption.
    var baseline: [(inputName: String, invocations: [InvocationResult])] = []
    let outcome = try plan.run(
      calibrate: runner.calibrate, folderPrefix: "fuzz-fonts", stackSize: 1 << 20, progress: progress,
      isFinding: { $0.outcome.isFinding }, caseNumber: \.index,
      setUp: { (folder: String) throws(FuzzError) in
        for (position, input) in inputs.enumerated() {
          let invocations = try runner.run(
            bytes: input.mutator.original, fileName: "unmodified-\(position)\(input.fileExtension)",
            in: folder)
          baseline.append((input.name, invocations))
        }
      }
    ) { index, folder throws(FuzzError) in try campaign.runCase(index, folder: folder) }
    return FuzzReport(
      seed: plan.seed, inputNames: inputs.map(\.name), calibrate: runner.calibrate,
      invocations: runner.invocations, jobs: plan.jobs, timeout: runner.timeout, seconds: outcome.seconds,
      baseline: baseline, results: outcome.results)
  }

  /// Builds, runs and (for a finding) saves one case.
  ///
  /// - Returns: The result, or `nil` when no mutation applies to the chosen input.
  func runCase(_ index: Int, folder: String) throws(FuzzError) -> CaseResult? {
    guard let fuzzCase = FuzzCase.make(index: index, seed: plan.seed, inputs: inputs) else { return nil }
    let input = inputs[fuzzCase.inputIndex]
    let invocations = try runner.run(
      bytes: fuzzCase.mutation.bytes, fileName: "case-\(index)\(input.fileExtension)", in: folder)
    var result = CaseResult(
      index: index, inputName: input.name, kind: fuzzCase.mutation.kind,
      mutationSummary: fuzzCase.mutation.summary, invocations: invocations, savedPath: nil)
    if result.outcome.isFinding, let findingsFolder = plan.findingsFolder {
      result.savedPath = try save(fuzzCase, input: input, in: findingsFolder)
    }
    return result
  }

  /// Saves a finding's bytes under a name that holds the seed, the case and the mutator.
  private func save(_ fuzzCase: FuzzCase, input: FuzzInput, in folder: String) throws(FuzzError) -> String {
    let kind = fuzzCase.mutation.kind.rawValue
    let name = "seed\(plan.seed)-case\(fuzzCase.index)-\(input.stem)-\(kind)\(input.fileExtension)"
    let url = URL(fileURLWithPath: folder).appendingPathComponent(name).standardizedFileURL
    guard FileManager.default.createFile(atPath: url.path, contents: Data(fuzzCase.mutation.bytes)) else {
      throw .cannotWrite(path: url.path, reason: "the finding could not be saved")
    }
    return url.path
  }
}
