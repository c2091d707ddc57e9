import CalibrationReport
import CommandLineSupport
import FontCalibration
import Platform

/// The JSON Lines file a batch appends to, one complete line per face and configuration.
///
/// Each line is written with a single `write` of the whole line and the file is flushed to
/// disk at the end, so a killed run leaves complete lines plus at most one torn last line, which
/// ``resume(_:)`` drops.
///
/// Threading: not thread-safe; the batch serializes writes through one lock.
final class BatchOutput {
  private let descriptor: Int32
  let path: String?

  /// Writes to standard output.
  init() {
    descriptor = 1
    path = nil
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

  /// Reads the identifiers of complete lines in an existing output and cuts a torn last line.
  ///
  /// A file holds the lines of one method: the `id` names a face and configuration, not the
  /// method, so a line of another method would pass for done. Such a file is refused before
  /// anything in it is cut.
  ///
  /// - Parameters:
  ///   - path: The output file of an earlier, possibly killed, run.
  ///   - method: The method of this run.
  /// - Returns: The `id` of every complete line.
  /// - Throws: ``CommandError`` when the file cannot be read or truncated, or (a usage error)
  ///   when a complete line was written with another method.
  static func resume(_ path: String, method: CalibrationSettings.Method) throws(CommandError) -> Set<String> {
    var status = stat()
    guard stat(path, &status) == 0 else { return [] }
    let bytes = try CommandError.filing { () throws(FileError) in try TextFile.bytes(path) }
    var done: Set<String> = []
    var keptBytes = 0
    var offset = 0
    for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      let length = line.count
      let complete = offset + length < bytes.count  // followed by a newline
      if complete, let written = try? BatchRecord.written(ofLine: line, number: index + 1) {
        guard written.methodName == method.rawValue else {
          throw .usage(
            UsageError(
              "cannot resume '\(path)' with --method \(method.rawValue): its line \(index + 1) was written with --method \(TerminalText.printable(written.methodName)); use the same method or another --output"
            ))
        }
        done.insert(written.id)
        keptBytes = offset + length + 1
      } else if complete && line.isEmpty {
        keptBytes = offset + length + 1
      } else {
        break
      }
      offset += length + 1
    }
    if keptBytes < bytes.count {
      guard truncate(path, off_t(keptBytes)) == 0 else {
        throw .cannotTruncate(path: path, reason: FileError.reason(errno))
      }
    }
    return done
  }
}
