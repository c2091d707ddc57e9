/// Reads the small text inputs a tool takes (stored results, observation tables, font lists)
/// with the same care as fonts: regular files only, bounded size, one-line errors.
package enum TextFile {
  /// The largest text input accepted.
  package static let sizeLimit = 64 << 20

  /// Reads a whole text file.
  ///
  /// - Parameter path: The file.
  /// - Returns: Its contents, decoded as UTF-8 (invalid bytes replaced).
  /// - Throws: ``FileError`` naming the file and the problem: missing, not a regular file,
  ///   larger than ``sizeLimit``, or unreadable.
  package static func read(_ path: String) throws(FileError) -> String {
    String(decoding: try bytes(path), as: UTF8.self)
  }

  /// Reads a whole file as bytes, for readers that check the encoding themselves (JSON must be
  /// UTF-8, and a replaced byte would hide that it is not).
  ///
  /// - Parameter path: The file.
  /// - Returns: Its bytes.
  /// - Throws: ``FileError`` as ``read(_:)`` does.
  package static func bytes(_ path: String) throws(FileError) -> [UInt8] {
    var status = stat()
    guard stat(path, &status) == 0 else { throw FileError(.read, path: path, code: errno) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw FileError(.read, path: path, reason: "it is not a regular file")
    }
    guard Int(status.st_size) <= sizeLimit else {
      throw FileError(.read, path: path, reason: "it is larger than \(sizeLimit) bytes")
    }
    // O_NONBLOCK guards against the file being swapped for a FIFO between stat and open.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw FileError(.read, path: path, code: errno) }
    defer { close(descriptor) }
    switch FileDescriptor.readAll(descriptor, limit: sizeLimit) {
    case .failure(let failure):
      throw FileError(.read, path: path, code: failure.code)
    case .success(let bytes):
      guard bytes.count <= sizeLimit else { throw FileError(.read, path: path, reason: "it is too large") }
      return bytes
    }
  }

  /// Whether a regular file (or a link to one) exists at the path.
  package static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }
}
