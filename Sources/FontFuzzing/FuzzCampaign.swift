import CommandLineSupport
import Foundation
import Synchronization

/// A fuzzing run: many cases over several input fonts, on a small pool of worker threads.
///
/// Each worker takes the next case number, builds the case from the seed, runs it and, when the
/// case is a finding, saves the corrupted font before taking another. Cases are numbered, not
/// queued, so the work is the same for any number of workers.
///
/// Threading: `run` blocks the calling thread until every worker is done. Workers share the
/// inputs and the runner (immutable) and a ``Mutex``-protected progress state; they block in
/// `waitpid`, which is why they are threads and not tasks of the cooperative pool.
public struct FuzzCampaign: Sendable {
  /// The fonts to corrupt.
  public var inputs: [FuzzInput]
  /// Runs the commands of a case.
  public var runner: CaseRunner
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
    inputs: [FuzzInput], runner: CaseRunner, seed: UInt64, caseIndices: [Int], jobs: Int,
    findingsFolder: String?
  ) {
    self.inputs = inputs
    self.runner = runner
    self.seed = seed
    self.caseIndices = caseIndices
    self.jobs = jobs
    self.findingsFolder = findingsFolder
  }

  /// What the workers share while running.
  private struct Progress: Sendable {
    var next = 0
    var results: [CaseResult] = []
    var findings = 0
    var failure: FuzzError?
  }

  /// The shared progress, in a class so every worker's closure can hold the same mutex.
  private final class SharedProgress: Sendable {
    let mutex = Mutex(Progress())
  }

  /// Runs every case.
  ///
  /// - Parameter progress: Called after each case with the number done and the findings so far
  ///   (from a worker thread).
  /// - Returns: The report.
  /// - Throws: ``FuzzError`` when the executable is missing, a temporary file cannot be written
  ///   or a child cannot be started; the run stops at the first such failure.
  public func run(
    progress: @escaping @Sendable (_ done: Int, _ findings: Int) -> Void = { _, _ in }
  ) throws(FuzzError) -> FuzzReport {
    guard access(runner.calibrate, X_OK) == 0 else { throw .executableNotFound(path: runner.calibrate) }
    guard !inputs.isEmpty else { throw .noInputs(tried: 0) }
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
    // The unmodified fonts first: a failure there says the setup is wrong, not the corruption.
    var baseline: [(inputName: String, invocations: [InvocationResult])] = []
    for (position, input) in inputs.enumerated() {
      let invocations = try runner.run(
        bytes: input.mutator.original, fileName: "unmodified-\(position)\(input.fileExtension)", in: folder)
      baseline.append((input.name, invocations))
    }
    let state = SharedProgress()
    let group = DispatchGroup()
    let campaign = self
    for _ in 0..<max(1, min(jobs, caseIndices.count)) {
      group.enter()
      let worker = Thread {
        campaign.work(state: state, folder: folder, progress: progress)
        group.leave()
      }
      worker.stackSize = 1 << 20
      worker.start()
    }
    group.wait()
    let elapsed = start.duration(to: clock.now)

    let (results, failure) = state.mutex.withLock { ($0.results, $0.failure) }
    if let failure { throw failure }
    return FuzzReport(
      seed: seed, inputNames: inputs.map(\.name), calibrate: runner.calibrate,
      invocations: runner.invocations, jobs: jobs, timeout: runner.timeout,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      baseline: baseline, results: results.sorted { $0.index < $1.index })
  }

  /// One worker: takes case numbers until none are left or a failure stops the run.
  private func work(
    state: SharedProgress, folder: String, progress: @Sendable (Int, Int) -> Void
  ) {
    while true {
      let position: Int? = state.mutex.withLock { shared in
        guard shared.failure == nil, shared.next < caseIndices.count else { return nil }
        defer { shared.next += 1 }
        return shared.next
      }
      guard let position else { return }
      do throws(FuzzError) {
        guard let result = try runCase(caseIndices[position], folder: folder) else { continue }
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

  /// Builds, runs and (for a finding) saves one case.
  ///
  /// - Returns: The result, or `nil` when no mutation applies to the chosen input.
  func runCase(_ index: Int, folder: String) throws(FuzzError) -> CaseResult? {
    guard let fuzzCase = FuzzCase.make(index: index, seed: seed, inputs: inputs) else { return nil }
    let input = inputs[fuzzCase.inputIndex]
    let invocations = try runner.run(
      bytes: fuzzCase.mutation.bytes, fileName: "case-\(index)\(input.fileExtension)", in: folder)
    var result = CaseResult(
      index: index, inputName: input.name, kind: fuzzCase.mutation.kind,
      mutationSummary: fuzzCase.mutation.summary, invocations: invocations, savedPath: nil)
    if result.outcome.isFinding, let findingsFolder {
      result.savedPath = try save(fuzzCase, input: input, in: findingsFolder)
    }
    return result
  }

  /// Saves a finding's bytes under a name that holds the seed, the case and the mutator.
  private func save(_ fuzzCase: FuzzCase, input: FuzzInput, in folder: String) throws(FuzzError) -> String {
    let kind = fuzzCase.mutation.kind.rawValue
    let name = "seed\(seed)-case\(fuzzCase.index)-\(input.stem)-\(kind)\(input.fileExtension)"
    let url = URL(fileURLWithPath: folder).appendingPathComponent(name).standardizedFileURL
    guard FileManager.default.createFile(atPath: url.path, contents: Data(fuzzCase.mutation.bytes)) else {
      throw .cannotWrite(path: url.path, reason: "the finding could not be saved")
    }
    return url.path
  }

  /// Creates a private (mode 0700) temporary folder for the corrupted fonts and captured output.
  static func makePrivateFolder() throws(FuzzError) -> String {
    let base = FileManager.default.temporaryDirectory.path
    var template = Array("\(base)/fuzz-fonts-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!) }
    guard created != nil else { throw .cannotWrite(path: base, reason: FileError.reason(errno)) }
    return template.withUnsafeBufferPointer { buffer in String(cString: buffer.baseAddress!) }
  }
}
