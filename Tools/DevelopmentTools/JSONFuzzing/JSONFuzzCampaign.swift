import CalibrateSupport
import DevelopmentSupport
import Foundation

/// A JSON fuzzing run: damaged result files through `calibrate check` and damaged batch outputs
/// through `calibrate batch --resume`, taking turns, on the package's worker pool.
///
/// Cases are numbered, not queued: case `i` goes to `check` when `i` is even and to the resume
/// otherwise, and its mutation comes from a generator seeded by the run's seed and `i`, so a
/// case is the same however many workers run.
///
/// Threading: `run` blocks the calling thread until every worker is done (``CampaignPlan``); they
/// share the seeds and the runner, which are immutable.
struct JSONFuzzCampaign: Sendable {
  /// The stored results to damage.
  package var results: [JSONSeed]
  /// Runs the commands and judges.
  var runner: JSONCaseRunner
  /// The seed, the case numbers, the workers and where findings go.
  var plan: CampaignPlan

  /// Creates a run.
  package init(results: [JSONSeed], runner: JSONCaseRunner, plan: CampaignPlan) {
    self.results = results
    self.runner = runner
    self.plan = plan
  }

  /// Runs every case.
  ///
  /// First a batch writes the output the resume cases damage (its lines give the `id`s a resumed
  /// file must hold), and the unmodified seeds go through their commands: a failure there says
  /// the setup is wrong, not the damage.
  ///
  /// - Parameter progress: Called after each case with the number done and the findings so far.
  /// - Returns: The report.
  /// - Throws: ``FuzzError`` when the executable is missing, a file cannot be written, a child
  ///   cannot be started, or the setup fails on unmodified files.
  package func run(
    progress: @escaping @Sendable (_ done: Int, _ findings: Int) -> Void = { _, _ in }
  ) throws(FuzzError) -> JSONFuzzReport {
    guard !results.isEmpty else { throw .noInputs(tried: 0) }
    // The cases need the setup's batch output, so they read it from the setup's result.
    let prepared = Locked<Setup?>(nil)
    let outcome = try plan.run(
      calibrate: runner.calibrate, folderPrefix: "fuzz-json", stackSize: 8 << 20, progress: progress,
      isFinding: { $0.outcome.isFinding }, caseNumber: \.index,
      setUp: { (folder: String) throws(FuzzError) in
        let (batchOutput, runner) = try prepareResume(in: folder)
        let setup = Setup(
          campaign: self, runner: runner,
          seeds: results + [JSONSeed(name: "batch-output", target: .resume, bytes: batchOutput)])
        try setup.checkUnmodified(in: folder)
        prepared.withLock { $0 = setup }
      }
    ) { index, folder throws(FuzzError) -> JSONCaseResult? in
      guard let setup = prepared.withLock({ $0 }) else { return nil }
      return try setup.runCase(index, folder: folder)
    }
    return JSONFuzzReport(
      seed: plan.seed, resultNames: results.map(\.name), calibrate: runner.calibrate, jobs: plan.jobs,
      timeout: runner.timeout, seconds: outcome.seconds, results: outcome.results)
  }

  /// Writes the batch output the resume cases damage and notes its `id`s in the runner.
  private func prepareResume(in folder: String) throws(FuzzError) -> ([UInt8], JSONCaseRunner) {
    let output = folder + "/batch-output.jsonl"
    let result = try JSONCaseRunner.run(
      runner.calibrate, arguments: runner.batchArguments(output: output), environment: runner.environment,
      timeout: runner.timeout * 6, folder: folder)
    guard result.termination == .exited(0), let data = FileManager.default.contents(atPath: output),
      !data.isEmpty
    else {
      throw .cannotRun(
        path: runner.calibrate,
        reason:
          "the batch that writes the resume seed failed: \(ChildProcess.firstLine(of: result.standardError))")
    }
    try? FileManager.default.removeItem(atPath: output)
    let bytes = [UInt8](data)
    var prepared = runner
    for line in JSONMutator.lines(of: bytes) {
      if case .string(let id)? = StrictJSON.check(line).members?.first(where: { $0.key == "id" })?.kind {
        prepared.expectedIDs.insert(id)
      }
    }
    return (bytes, prepared)
  }

  /// The campaign with its seeds and its prepared runner.
  private struct Setup: Sendable {
    var campaign: JSONFuzzCampaign
    var runner: JSONCaseRunner
    /// The result seeds, then the batch output.
    var seeds: [JSONSeed]

    var resultSeeds: ArraySlice<JSONSeed> { seeds.dropLast() }
    var resumeSeed: JSONSeed { seeds[seeds.count - 1] }

    /// Every seed unmodified must be accepted as it is.
    func checkUnmodified(in folder: String) throws(FuzzError) {
      for seed in seeds {
        let unmodified = JSONMutation(
          kind: .whitespace, change: "none", bytes: seed.mutator.original, expectation: .valid)
        let judged = try runner.run(unmodified, target: seed.target, fileName: "unmodified.json", in: folder)
        guard judged.outcome == .accepted, judged.reason == "ok" || judged.reason == "resumed" else {
          throw .cannotRun(
            path: runner.calibrate,
            reason:
              "the unmodified \(seed.name) gives \(judged.outcome.name) (\(judged.reason)): \(judged.message)"
          )
        }
      }
    }

    /// The seed and mutation of case `index`.
    func make(_ index: Int) -> (JSONSeed, JSONMutation) {
      var generator = SplitMix64(seed: campaign.plan.seed, caseIndex: index)
      let seed =
        index % 2 == 0 ? resultSeeds[resultSeeds.startIndex + (index / 2) % resultSeeds.count] : resumeSeed
      return (seed, seed.mutator.mutate(using: &generator))
    }

    /// Builds, runs and (for a finding) saves one case.
    func runCase(_ index: Int, folder: String) throws(FuzzError) -> JSONCaseResult {
      let (seed, mutation) = make(index)
      let fileName = "case-\(index).\(seed.target == .check ? "json" : "jsonl")"
      let judged = try runner.run(mutation, target: seed.target, fileName: fileName, in: folder)
      var result = JSONCaseResult(
        index: index, target: seed.target, seedName: seed.name, kind: mutation.kind,
        mutationSummary: mutation.summary, isValidJSON: judged.isValid, outcome: judged.outcome,
        reason: judged.reason, message: judged.message, seconds: judged.seconds)
      if judged.outcome.isFinding, let findingsFolder = campaign.plan.findingsFolder {
        let name =
          "json-seed\(campaign.plan.seed)-case\(index)-\(seed.target.rawValue)-\(mutation.kind.rawValue)"
        let path = findingsFolder + "/" + name + (seed.target == .check ? ".json" : ".jsonl")
        guard FileManager.default.createFile(atPath: path, contents: Data(mutation.bytes)) else {
          throw .cannotWrite(path: path, reason: "the finding could not be saved")
        }
        result.savedPath = path
      }
      return result
    }
  }
}
