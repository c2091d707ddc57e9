/// Writes files so that they appear whole or not at all.
///
/// The content goes to a temporary file in the destination's folder, is flushed with `fsync`,
/// and is renamed over the destination; a crash at any point leaves either the old file or the
/// new one, never a torn mix. The folder is synced after the rename so the new name survives a
/// power loss too.
package enum AtomicFile {
  /// Writes text to a path atomically.
  ///
  /// - Parameters:
  ///   - text: The whole content.
  ///   - path: The destination.
  /// - Throws: ``FileError`` naming the path and the reason (missing folder, permission, full
  ///   disk, a destination that is a folder or a special file).
  package static func write(_ text: String, to path: String) throws(FileError) {
    // The text's own UTF-8, without a copy (a report page is megabytes).
    var text = text
    let result = text.withUTF8 { bytes in
      Result { () throws(FileError) in try write(UnsafeRawBufferPointer(bytes), to: path) }
    }
    try result.get()
  }

  /// Writes bytes to a path atomically.
  ///
  /// - Parameters:
  ///   - bytes: The whole content.
  ///   - path: The destination.
  /// - Throws: ``FileError`` naming the path and the reason.
  package static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
    let result = bytes.withUnsafeBytes { bytes in
      Result { () throws(FileError) in try write(bytes, to: path) }
    }
    try result.get()
  }

  /// Writes bytes to a path atomically (what both public forms do).
  private static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(FileError) {
    let folder = directory(of: path)
    var status = stat()
    if lstat(path, &status) == 0 {
      let type = status.st_mode & S_IFMT
      if type == S_IFDIR { throw FileError(.write, path: path, reason: "it is a directory") }
      // Renaming over a FIFO, socket or device would silently replace it with a plain file.
      if type != S_IFREG && type != S_IFLNK {
        throw FileError(.write, path: path, reason: "it is not a regular file")
      }
    }
    guard stat(folder, &status) == 0 else {
      throw FileError(.write, path: path, reason: "folder '\(folder)' does not exist")
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw FileError(.write, path: path, reason: "'\(folder)' is not a folder")
    }
    var template = Array((folder + "/.\(baseName(of: path)).tmp-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw FileError(.write, path: path, code: errno) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure = FileDescriptor.writeAll(bytes, to: descriptor)
    if failure == nil && fsync(descriptor) != 0 { failure = errno }
    fchmod(descriptor, 0o644)
    if close(descriptor) != 0 && failure == nil { failure = errno }
    if failure == nil && rename(temporary, path) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw FileError(.write, path: path, code: failure)
    }
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// The folder part of a path: `.` for a bare name, `/` for a file in the root.
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// The last component of a path.
  package static func baseName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
