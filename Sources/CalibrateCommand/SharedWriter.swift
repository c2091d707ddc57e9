import CalibrateSupport
import CalibrationReports

/// Serializes output lines and progress from the workers.
///
/// Threading: every member is used under `written`'s lock; `@unchecked Sendable` because the
/// lock, not the compiler, guards the non-Sendable writer and progress. The lock holds the records
/// written rather than nothing: ThreadSanitizer reports the access to an empty value (`()`)
/// behind a lock at the lock's own address, which every retain of it reads, as a race.
final class SharedWriter: @unchecked Sendable {
  /// The lines written with their records, in order (kept only with `keepsRecords`), and the
  /// lock of the rest.
  private let written = Locked<[BatchLine]>([])
  private let output: BatchOutput
  private let progress: BatchProgress
  private let keepsRecords: Bool

  /// A writer; with `keepsRecords`, it keeps every record it writes, in order, for the report
  /// of the run.
  init(output: BatchOutput, progress: BatchProgress, keepsRecords: Bool = false) {
    self.output = output
    self.progress = progress
    self.keepsRecords = keepsRecords
  }

  func write(_ line: BatchCommand.Line) throws(FileError) {
    let result: Result<Void, FileError> = written.withLock { written in
      Result { () throws(FileError) in
        try output.append(line.written.text)
        if keepsRecords { written.append(line.written) }
        if let warning = line.warning { progress.warn(warning) }
        progress.finished(success: line.success)
      }
    }
    try result.get()
  }

  func expect(_ more: Int) {
    written.withLock { _ in progress.expect(more) }
  }

  /// The lines written, with their records, in the order written, when the writer keeps them.
  var lines: [BatchLine] {
    written.withLock { $0 }
  }

  var summary: (done: Int, failed: Int, rate: Double) {
    written.withLock { _ in (progress.done, progress.failed, progress.rate) }
  }
}
