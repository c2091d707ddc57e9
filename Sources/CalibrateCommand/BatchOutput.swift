import CalibrateSupport
import CalibrationReports
import FontCalibration

/// The JSON Lines file a batch appends to, one complete line per face and configuration.
///
/// Each line is written with a single `write` of the whole line and the file is flushed to
/// disk at the end, so a killed run leaves complete lines plus at most one torn last line, which
/// `resume(_:)` drops.
///
/// Threading: not thread-safe; the batch serializes writes through one lock.
final class BatchOutput {
  private let descriptor: Int32
  let path: String?
  /// The file's length in bytes when it was opened: what an earlier run left (0 unless resuming).
  let startLength: Int

  /// Writes to standard output.
  init() {
    descriptor = 1
    path = nil
    startLength = 0
  }

  /// Opens (creating or, unless resuming, truncating) an output file.
  init(path: String, resume: Bool) throws(FileError) {
    let folder = AtomicFile.directory(of: path)
    var status = stat()
    guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw FileError(.write, path: path, reason: "folder '\(folder)' does not exist")
    }
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (resume ? O_APPEND : O_TRUNC)
    let opened = open(path, flags, 0o644)
    guard opened >= 0 else { throw FileError(.write, path: path, code: errno) }
    var openedStatus = stat()
    guard fstat(opened, &openedStatus) == 0, openedStatus.st_mode & S_IFMT == S_IFREG else {
      close(opened)
      throw FileError(.write, path: path, reason: "it is not a regular file")
    }
    descriptor = opened
    self.path = path
    startLength = resume ? Int(openedStatus.st_size) : 0
  }

  deinit {
    if descriptor != 1 {
      fsync(descriptor)
      close(descriptor)
    }
  }

  /// Appends one line (a newline is added).
  func append(_ line: String) throws(FileError) {
    if let code = FileDescriptor.writeAll(line + "\n", to: descriptor) {
      throw FileError(.write, path: path ?? "standard output", code: code)
    }
  }

  /// Reads the identifiers of the records in an existing output and cuts a torn last line.
  ///
  /// A killed run leaves complete lines and at most one torn last line, without its newline:
  /// that line is cut off, with one `warning:` line saying so, and its face is calibrated again.
  /// A last line that is a whole record but lost only its newline is kept and the newline
  /// added. Blank lines are skipped. Any other line that is not a record (not JSON, or JSON
  /// without an `id`) refuses the resume and leaves the file as it is, so no finished record is
  /// ever cut.
  ///
  /// A file holds the lines of one method: the `id` names a face and configuration, not the
  /// method, so a line of another method would pass for done. Such a file is refused before
  /// anything in it is cut.
  ///
  /// - Parameters:
  ///   - path: The output file of an earlier, possibly killed, run.
  ///   - method: The method of this run.
  ///   - console: Where the warning about a torn line goes.
  /// - Returns: The `id` of every record.
  /// - Throws: ``CommandError`` when the file cannot be read or repaired, when a complete line is
  ///   not a record, or (a usage error) when a line was written with another method.
  static func resume(
    _ path: String, method: CalibrationSettings.Method, console: any Console
  ) throws(CommandError) -> Set<String> {
    var status = stat()
    guard stat(path, &status) == 0 else { return [] }
    let bytes = try CommandError.filing { () throws(FileError) in try TextFile.bytes(path) }
    var done: Set<String> = []
    var start = 0
    var number = 0
    while start < bytes.count {
      number += 1
      let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
      let line = bytes[start..<(newline ?? bytes.count)]
      // A blank line (white space only) is no record and no damage.
      if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") })
      {
        guard let newline else { break }
        start = newline + 1
        continue
      }
      let written: BatchRecord.Written
      do throws(JSONReadError) {
        written = try BatchRecord.written(ofLine: line, number: number)
      } catch {
        guard newline == nil else { throw .notABatchRecord(path: path, line: number, problem: error) }
        try cut(path, at: start)
        console.diagnose(
          "warning: dropped the torn last line \(number) of '\(path)' (\(line.count) bytes; \(error)), left by a killed run; its face is calibrated again\n"
        )
        break
      }
      guard written.methodName == method.rawValue else {
        throw .usage(
          UsageError(
            "cannot resume '\(path)' with --method \(method.rawValue): its line \(number) was written with --method \(TerminalText.printable(written.methodName)); use the same method or another --output"
          ))
      }
      done.insert(written.id)
      guard let newline else {
        try endLine(path)
        break
      }
      start = newline + 1
    }
    return done
  }

  /// Cuts a file to its first `length` bytes.
  private static func cut(_ path: String, at length: Int) throws(CommandError) {
    guard truncate(path, off_t(length)) == 0 else {
      throw .cannotTruncate(path: path, reason: FileError.reason(errno))
    }
  }

  /// Adds the newline a whole last record lost.
  private static func endLine(_ path: String) throws(CommandError) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotTruncate(path: path, reason: FileError.reason(errno)) }
    defer { close(descriptor) }
    if let code = FileDescriptor.writeAll("\n", to: descriptor) {
      throw .cannotTruncate(path: path, reason: FileError.reason(code))
    }
  }
}
