#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads small text inputs (stored results, observation tables) with the same care as fonts:
/// regular files only, bounded size, one-line errors.
enum ResultFile {
  /// The largest text input accepted.
  static let sizeLimit = 64 << 20

  /// Reads a whole text file.
  ///
  /// - Parameter path: The file.
  /// - Returns: Its contents, decoded as UTF-8 (invalid bytes replaced).
  /// - Throws: ``RuntimeError`` naming the file and the problem.
  static func read(_ path: String) throws(RuntimeError) -> String {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw RuntimeError("cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw RuntimeError("cannot read '\(path)': it is not a regular file")
    }
    guard Int(status.st_size) <= sizeLimit else {
      throw RuntimeError("cannot read '\(path)': it is larger than \(sizeLimit) bytes")
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw RuntimeError("cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw RuntimeError("cannot read '\(path)': \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
      guard bytes.count <= sizeLimit else { throw RuntimeError("cannot read '\(path)': it is too large") }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
