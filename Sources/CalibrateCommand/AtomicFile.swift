#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes files so that they appear whole or not at all.
///
/// The content goes to a temporary file in the destination's folder, is flushed with `fsync`,
/// and is renamed over the destination; a crash at any point leaves either the old file or the
/// new one, never a torn mix. The folder is synced after the rename so the new name survives a
/// power loss too.
public enum AtomicFile {
  /// Writes text to a path atomically.
  ///
  /// - Parameters:
  ///   - text: The whole content.
  ///   - path: The destination.
  /// - Throws: ``RuntimeError`` naming the path and the reason (missing folder, permission,
  ///   full disk).
  public static func write(_ text: String, to path: String) throws(RuntimeError) {
    try write(Array(text.utf8), to: path)
  }

  /// Writes bytes to a path atomically.
  ///
  /// - Parameters:
  ///   - bytes: The whole content.
  ///   - path: The destination.
  /// - Throws: ``RuntimeError`` naming the path and the reason.
  public static func write(_ bytes: [UInt8], to path: String) throws(RuntimeError) {
    let folder = directory(of: path)
    var status = stat()
    if lstat(path, &status) == 0 {
      let type = status.st_mode & S_IFMT
      if type == S_IFDIR { throw RuntimeError("cannot write '\(path)': it is a directory") }
      // Renaming over a FIFO, socket or device would silently replace it with a plain file.
      if type != S_IFREG && type != S_IFLNK {
        throw RuntimeError("cannot write '\(path)': it is not a regular file")
      }
    }
    guard stat(folder, &status) == 0 else {
      throw RuntimeError("cannot write '\(path)': folder '\(folder)' does not exist")
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw RuntimeError("cannot write '\(path)': '\(folder)' is not a folder")
    }
    var template = Array((folder + "/.\(baseName(of: path)).tmp-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw RuntimeError("cannot write '\(path)': \(message(errno))")
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure: String? = nil
    var offset = 0
    while offset < bytes.count && failure == nil {
      let written = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno != EINTR { failure = message(errno) }
      } else {
        offset += written
      }
    }
    if failure == nil && fsync(descriptor) != 0 { failure = message(errno) }
    fchmod(descriptor, 0o644)
    if close(descriptor) != 0 && failure == nil { failure = message(errno) }
    if failure == nil && rename(temporary, path) != 0 { failure = message(errno) }
    if let failure {
      unlink(temporary)
      throw RuntimeError("cannot write '\(path)': \(failure)")
    }
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  static func baseName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  private static func message(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "errno \(code)" }
    return String(cString: text)
  }
}
