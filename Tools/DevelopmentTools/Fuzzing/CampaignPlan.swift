import CalibrateSupport
import Foundation

/// What every fuzz campaign runs the same way: its seed and case numbers, the workers, where
/// findings go, and the run itself around the campaign's own cases.
///
/// A run checks the executable, makes a private folder for the damaged inputs and captured
/// output (removed at the end), makes the findings folder, lets the campaign set up, then runs
/// the cases on `WorkerPool`: each worker takes the next case position, runs it and records its
/// result. The first failure of the fuzzer itself stops every worker and is thrown.
///
/// Threading: `run(calibrate:folderPrefix:stackSize:progress:isFinding:setUp:runCase:)` blocks
/// the calling thread until every worker is done; the plan is immutable.
struct CampaignPlan: Sendable {
  /// The run's seed.
  package var seed: UInt64
  /// The case numbers to run.
  var caseIndices: [Int]
  /// How many cases run at once.
  package var jobs: Int
  /// Where findings are saved; `nil` keeps none.
  var findingsFolder: String?

  /// Creates a plan.
  package init(seed: UInt64, caseIndices: [Int], jobs: Int, findingsFolder: String?) {
    self.seed = seed
    self.caseIndices = caseIndices
    self.jobs = jobs
    self.findingsFolder = findingsFolder
  }

  /// What a run's cases gave, in the order of their case numbers, and its wall time.
  package struct Outcome<Result: Sendable>: Sendable {
    /// Every case that ran (`nil` results left out), sorted by case number.
    package var results: [Result]
    /// The seconds from the setup's start to the last case's end.
    package var seconds: Double
  }

  /// Runs a campaign's cases.
  ///
  /// - Parameters:
  ///   - calibrate: The executable under test; it must exist and be executable.
  ///   - folderPrefix: The private folder's name start, such as `fuzz-fonts`.
  ///   - stackSize: Each worker thread's stack, in bytes.
  ///   - progress: Called after each case with the number done and the findings so far (from a
  ///     worker thread).
  ///   - isFinding: Whether a result is a finding.
  ///   - caseNumber: A result's case number, for the order of the outcome.
  ///   - setUp: What the campaign does in the folder before the cases (its unmodified inputs).
  ///   - runCase: Runs case `index` in the folder; `nil` when it does not apply.
  /// - Returns: The results and the time.
  /// - Throws: ``FuzzError`` when the executable is missing, a folder cannot be made, the setup
  ///   fails or a case cannot be run.
  package func run<Result: Sendable>(
    calibrate: String, folderPrefix: String, stackSize: Int,
    progress: @escaping @Sendable (_ done: Int, _ findings: Int) -> Void,
    isFinding: @escaping @Sendable (Result) -> Bool, caseNumber: @escaping @Sendable (Result) -> Int,
    setUp: (_ folder: String) throws(FuzzError) -> Void,
    runCase: @escaping @Sendable (_ index: Int, _ folder: String) throws(FuzzError) -> Result?
  ) throws(FuzzError) -> Outcome<Result> {
    guard access(calibrate, X_OK) == 0 else { throw .executableNotFound(path: calibrate) }
    let folder: String
    do throws(FileError) {
      folder = try Folder.makeTemporary(prefix: folderPrefix)
    } catch {
      throw .cannotWrite(path: error.path, reason: error.reason)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    if let findingsFolder {
      do {
        try FileManager.default.createDirectory(atPath: findingsFolder, withIntermediateDirectories: true)
      } catch {
        throw .cannotWrite(path: findingsFolder, reason: error.localizedDescription)
      }
    }
    let start = MonotonicClock.nanoseconds()
    try setUp(folder)
    let indices = caseIndices
    let shared = Locked((results: [Result](), findings: 0))
    try WorkerPool.run(count: indices.count, jobs: jobs, stackSize: stackSize) {
      (position: Int) throws(FuzzError) in
      guard let result = try runCase(indices[position], folder) else { return }
      let (done, findings) = shared.withLock { shared in
        shared.results.append(result)
        if isFinding(result) { shared.findings += 1 }
        return (shared.results.count, shared.findings)
      }
      progress(done, findings)
    }
    let results = shared.withLock { $0.results }.sorted { caseNumber($0) < caseNumber($1) }
    return Outcome(results: results, seconds: MonotonicClock.seconds(since: start))
  }
}
