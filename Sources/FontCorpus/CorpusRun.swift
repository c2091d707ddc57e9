import CommandLineSupport
import FileSupport
import Foundation
import Platform

/// A corpus check: every shard on a small pool of worker threads, the tallies merged.
///
/// Threading: `run` blocks the calling thread until every worker is done. Workers block in their
/// children (`calibrate`, `hb-shape`), which is why they are threads and not tasks of the
/// cooperative pool; they share only a ``Locked``-protected progress state.
public struct CorpusRun: Sendable {
  /// The tools and what they measure.
  public var settings: CorpusSettings

  /// Creates a run.
  public init(settings: CorpusSettings) {
    self.settings = settings
  }

  /// What the workers share.
  private struct Progress: Sendable {
    var next = 1
    var done = 0
    var tally = CorpusTally()
    var failure: CorpusError?
  }

  /// The shared progress, in a class so every worker's closure holds the same mutex.
  private final class SharedProgress: Sendable {
    let mutex = Locked(Progress())
  }

  /// Runs every shard.
  ///
  /// - Parameter progress: Called after each shard with the shards done and the tally so far
  ///   (from a worker thread).
  /// - Returns: The merged tally.
  /// - Throws: ``CorpusError`` when a tool is missing, cannot be started or rejects its command
  ///   line, or a file cannot be written; the run stops at the first such failure.
  public func run(
    progress: @escaping @Sendable (_ done: Int, _ tally: CorpusTally) -> Void = { _, _ in }
  ) throws(CorpusError) -> CorpusTally {
    guard access(settings.calibrate, X_OK) == 0 else {
      throw .executableNotFound(
        path: settings.calibrate, hint: "build it (swift build -c release) or pass --calibrate PATH")
    }
    guard access(settings.hbShape, X_OK) == 0 else {
      throw .executableNotFound(
        path: settings.hbShape, hint: "install libharfbuzz-bin (make deps) or pass --hb-shape PATH")
    }
    let folder = try Self.makePrivateFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let state = SharedProgress()
    let group = DispatchGroup()
    let settings = self.settings
    for _ in 0..<max(1, min(settings.jobs, settings.shards)) {
      group.enter()
      let worker = Thread {
        Self.work(settings: settings, state: state, folder: folder, progress: progress)
        group.leave()
      }
      worker.stackSize = 1 << 20
      worker.start()
    }
    group.wait()
    let (tally, failure) = state.mutex.withLock { ($0.tally, $0.failure) }
    if let failure { throw failure }
    return tally
  }

  /// One worker: takes shards until none are left or a failure stops the run.
  private static func work(
    settings: CorpusSettings, state: SharedProgress, folder: String,
    progress: @Sendable (Int, CorpusTally) -> Void
  ) {
    while true {
      let index: Int? = state.mutex.withLock { shared in
        guard shared.failure == nil, shared.next <= settings.shards else { return nil }
        defer { shared.next += 1 }
        return shared.next
      }
      guard let index else { return }
      do throws(CorpusError) {
        let tally = try CorpusShard(index: index, settings: settings).run(in: folder)
        let (done, merged) = state.mutex.withLock { shared in
          shared.tally.merge(tally)
          shared.done += 1
          return (shared.done, shared.tally)
        }
        progress(done, merged)
      } catch {
        state.mutex.withLock { shared in
          if shared.failure == nil { shared.failure = error }
        }
        return
      }
    }
  }

  /// Creates a private (mode 0700) temporary folder for the shards' files.
  static func makePrivateFolder() throws(CorpusError) -> String {
    do throws(FileError) {
      return try Folder.makeTemporary(prefix: "corpus-check")
    } catch {
      throw .cannotWrite(path: error.path, reason: error.reason)
    }
  }
}
