import CommandLineSupport
import FontFuzzing
import Foundation
import Synchronization

/// A JSON fuzzing run: damaged result files through `calibrate check` and damaged batch outputs
/// through `calibrate batch --resume`, taking turns, on a small pool of worker threads.
///
/// Cases are numbered, not queued: case `i` goes to `check` when `i` is even and to the resume
/// otherwise, and its mutation comes from a generator seeded by the run's seed and `i`, so a
/// case is the same however many workers run.
///
/// Threading: `run` blocks the calling thread until every worker is done. Workers share the
/// seeds and the runner (immutable) and a ``Mutex``-protected progress state; they block in
/// `waitpid`, which is why they are threads and not tasks of the cooperative pool.
public struct JSONFuzzCampaign: Sendable {
  /// The stored results to damage.
  public var results: [JSONSeed]
  /// Runs the commands and judges.
  public var runner: JSONCaseRunner
  /// The run's seed.
  public var seed: UInt64
  /// The case numbers to run.
  public var caseIndices: [Int]
  /// How many cases run at once.
  public var jobs: Int
  /// Where findings are saved; `nil` keeps none.
  public var findingsFolder: String?

  /// Creates a run.
  public init(
    results: [JSONSeed], runner: JSONCaseRunner, seed: UInt64, caseIndices: [Int], jobs: Int,
    findingsFolder: String?
  ) {
    self.results = results
    self.runner = runner
    self.seed = seed
    self.caseIndices = caseIndices
    self.jobs = jobs
    self.findingsFolder = findingsFolder
  }

  /// What the workers share while running.
  private struct Progress: Sendable {
    var next = 0
    var results: [JSONCaseResult] = []
    var findings = 0
    var failure: FuzzError?
  }

  /// The shared progress, in a class so every worker's closure can hold the same mutex.
  private final class SharedProgress: Sendable {
    let mutex = Mutex(Progress())
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
  public func run(
    progress: @escaping @Sendable (_ done: Int, _ findings: Int) -> Void = { _, _ in }
  ) throws(FuzzError) -> JSONFuzzReport {
    guard access(runner.calibrate, X_OK) == 0 else { throw .executableNotFound(path: runner.calibrate) }
    guard !results.isEmpty else { throw .noInputs(tried: 0) }
    let folder = try Self.makePrivateFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    if let findingsFolder {
      do {
        try FileManager.default.createDirectory(atPath: findingsFolder, withIntermediateDirectories: true)
      } catch {
        throw .cannotWrite(path: findingsFolder, reason: error.localizedDescription)
      }
    }
    let clock = ContinuousClock()
    let start = clock.now
    let (batchOutput, runner) = try prepareResume(in: folder)
    let campaign = Setup(
      campaign: self, runner: runner,
      seeds: results + [JSONSeed(name: "batch-output", target: .resume, bytes: batchOutput)])
    try campaign.checkUnmodified(in: folder)

    let state = SharedProgress()
    let group = DispatchGroup()
    for _ in 0..<max(1, min(jobs, caseIndices.count)) {
      group.enter()
      let worker = Thread {
        campaign.work(state: state, folder: folder, progress: progress)
        group.leave()
      }
      worker.stackSize = 8 << 20
      worker.start()
    }
    group.wait()
    let elapsed = start.duration(to: clock.now)
    let (cases, failure) = state.mutex.withLock { ($0.results, $0.failure) }
    if let failure { throw failure }
    return JSONFuzzReport(
      seed: seed, resultNames: results.map(\.name), calibrate: runner.calibrate, jobs: jobs,
      timeout: runner.timeout,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      results: cases.sorted { $0.index < $1.index })
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
          "the batch that writes the resume seed failed: \(JSONCaseRunner.firstLine(result.standardError))")
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

    /// One worker: takes case numbers until none are left or a failure stops the run.
    func work(state: SharedProgress, folder: String, progress: @Sendable (Int, Int) -> Void) {
      while true {
        let position: Int? = state.mutex.withLock { shared in
          guard shared.failure == nil, shared.next < campaign.caseIndices.count else { return nil }
          defer { shared.next += 1 }
          return shared.next
        }
        guard let position else { return }
        do throws(FuzzError) {
          let result = try runCase(campaign.caseIndices[position], folder: folder)
          let (done, findings) = state.mutex.withLock { shared in
            shared.results.append(result)
            if result.outcome.isFinding { shared.findings += 1 }
            return (shared.results.count, shared.findings)
          }
          progress(done, findings)
        } catch {
          state.mutex.withLock { shared in
            if shared.failure == nil { shared.failure = error }
          }
          return
        }
      }
    }

    /// The seed and mutation of case `index`.
    func make(_ index: Int) -> (JSONSeed, JSONMutation) {
      var generator = SplitMix64(seed: campaign.seed, caseIndex: index)
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
      if judged.outcome.isFinding, let findingsFolder = campaign.findingsFolder {
        let name = "json-seed\(campaign.seed)-case\(index)-\(seed.target.rawValue)-\(mutation.kind.rawValue)"
        let path = findingsFolder + "/" + name + (seed.target == .check ? ".json" : ".jsonl")
        guard FileManager.default.createFile(atPath: path, contents: Data(mutation.bytes)) else {
          throw .cannotWrite(path: path, reason: "the finding could not be saved")
        }
        result.savedPath = path
      }
      return result
    }
  }

  /// Creates a private (mode 0700) temporary folder for the damaged files and captured output.
  static func makePrivateFolder() throws(FuzzError) -> String {
    let base = FileManager.default.temporaryDirectory.path
    var template = Array("\(base)/fuzz-json-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!) }
    guard created != nil else { throw .cannotWrite(path: base, reason: FileError.reason(errno)) }
    return template.withUnsafeBufferPointer { buffer in String(cString: buffer.baseAddress!) }
  }
}
