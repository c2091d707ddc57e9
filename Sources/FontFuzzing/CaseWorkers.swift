import CommandLineSupport
import FileSupport
import Foundation
import Platform

/// The worker pool and folders every fuzz campaign shares (fonts through `fuzz-fonts`, JSON through
/// `fuzz-json`).
///
/// Each worker takes the next case position, runs it and records its result before taking
/// another. Cases are numbered, not queued, so the work is the same for any number of workers;
/// the first failure (a child that cannot start, a file that cannot be written) stops every
/// worker and is thrown.
///
/// Threading: `run` blocks the calling thread until every worker is done. Workers share a
/// ``Locked``-protected progress state; they block in `waitpid`, which is why they are threads
/// and not tasks of the cooperative pool.
public enum CaseWorkers {
  /// What the workers share while running.
  private struct Progress<Result: Sendable>: Sendable {
    var next = 0
    var results: [Result] = []
    var findings = 0
    var failure: FuzzError?
  }

  /// The shared progress, in a class so every worker's closure can hold the same mutex.
  private final class SharedProgress<Result: Sendable>: Sendable {
    let mutex = Locked(Progress<Result>())
  }

  /// Runs cases `0..<count` on `jobs` threads.
  ///
  /// - Parameters:
  ///   - count: How many cases.
  ///   - jobs: How many run at once (at least one, at most `count`).
  ///   - stackSize: Each worker thread's stack, in bytes.
  ///   - progress: Called after each case with the number done and the findings so far (from a
  ///     worker thread).
  ///   - isFinding: Whether a result is a finding.
  ///   - runCase: Runs the case at a position; `nil` skips it (no mutation applies).
  /// - Returns: The results, in the order they finished.
  /// - Throws: The first ``FuzzError`` a case threw.
  public static func run<Result: Sendable>(
    count: Int, jobs: Int, stackSize: Int,
    progress: @escaping @Sendable (_ done: Int, _ findings: Int) -> Void,
    isFinding: @escaping @Sendable (Result) -> Bool,
    runCase: @escaping @Sendable (_ position: Int) throws(FuzzError) -> Result?
  ) throws(FuzzError) -> [Result] {
    let state = SharedProgress<Result>()
    let group = DispatchGroup()
    for _ in 0..<max(1, min(jobs, count)) {
      group.enter()
      let worker = Thread {
        work(count: count, state: state, progress: progress, isFinding: isFinding, runCase: runCase)
        group.leave()
      }
      worker.stackSize = stackSize
      worker.start()
    }
    group.wait()
    let (results, failure) = state.mutex.withLock { ($0.results, $0.failure) }
    if let failure { throw failure }
    return results
  }

  /// One worker: takes case positions until none are left or a failure stops the run.
  private static func work<Result: Sendable>(
    count: Int, state: SharedProgress<Result>, progress: @Sendable (Int, Int) -> Void,
    isFinding: @Sendable (Result) -> Bool, runCase: @Sendable (Int) throws(FuzzError) -> Result?
  ) {
    while true {
      let position: Int? = state.mutex.withLock { shared in
        guard shared.failure == nil, shared.next < count else { return nil }
        defer { shared.next += 1 }
        return shared.next
      }
      guard let position else { return }
      do throws(FuzzError) {
        guard let result = try runCase(position) else { continue }
        let (done, findings) = state.mutex.withLock { shared in
          shared.results.append(result)
          if isFinding(result) { shared.findings += 1 }
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

  /// Creates a private (mode 0700) temporary folder for the damaged inputs and captured output.
  ///
  /// - Parameter prefix: The folder name's start, such as `fuzz-fonts`.
  public static func makePrivateFolder(prefix: String) throws(FuzzError) -> String {
    do throws(FileError) {
      return try Folder.makeTemporary(prefix: prefix)
    } catch {
      throw .cannotWrite(path: error.path, reason: error.reason)
    }
  }

  /// Creates the folder findings are saved in, if the run keeps them.
  public static func prepareFindingsFolder(_ folder: String?) throws(FuzzError) {
    guard let folder else { return }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: folder, reason: error.localizedDescription)
    }
  }
}
