import CalibrateSupport
import Foundation

/// A corpus check: every shard on the package's worker pool, the tallies merged.
///
/// Threading: `run` blocks the calling thread until every worker is done. Workers block in their
/// children (`calibrate`, `hb-shape`), which is why they are threads of `WorkerPool` and not
/// tasks of the cooperative pool; they share only the merged tally, behind a lock.
struct CorpusRun: Sendable {
  /// The tools and what they measure.
  package var settings: CorpusSettings

  /// Creates a run.
  package init(settings: CorpusSettings) {
    self.settings = settings
  }

  /// Runs every shard.
  ///
  /// - Parameter progress: Called after each shard with the shards done and the tally so far
  ///   (from a worker thread).
  /// - Returns: The merged tally.
  /// - Throws: ``CorpusError`` when a tool is missing, cannot be started or rejects its command
  ///   line, or a file cannot be written; the run stops at the first such failure.
  package func run(
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
    let settings = self.settings
    let merged = Locked((done: 0, tally: CorpusTally()))
    // Shards are numbered from 1.
    try WorkerPool.run(count: settings.shards, jobs: settings.jobs) { (position: Int) throws(CorpusError) in
      let tally = try CorpusShard(index: position + 1, settings: settings).run(in: folder)
      let (done, sofar) = merged.withLock { merged in
        merged.tally.merge(tally)
        merged.done += 1
        return (merged.done, merged.tally)
      }
      progress(done, sofar)
    }
    return merged.withLock { $0.tally }
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
