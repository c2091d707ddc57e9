import CalibrateSupport

/// The bytes of a font file, read whole into memory that FreeType and HarfBuzz both borrow.
///
/// Reading the file ourselves, rather than letting FreeType open it, lets the tool refuse
/// directories, FIFOs and devices before anything blocks, bound the memory a file can take, and
/// keep the bytes stable while the face is alive even if the file is replaced on disk.
///
/// Threading: immutable after `init`; the bytes are only read.
final class FontFile {
  /// The largest font file accepted (CJK super-families stay well below this).
  static let sizeLimit = 256 << 20

  let path: String
  let bytes: UnsafeMutableRawBufferPointer

  /// Reads a font file.
  ///
  /// - Parameter path: The file to read.
  /// - Throws: ``MetricsError`` when the path is missing, not a regular file, unreadable or too
  ///   large.
  init(path: String) throws(MetricsError) {
    self.path = path
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
      throw .unreadable(path: path, reason: Self.message(code))
    }
    let type = status.st_mode & S_IFMT
    guard type == S_IFREG else {
      let kind: String
      switch type {
      case S_IFDIR: kind = "directory"
      case S_IFIFO: kind = "FIFO"
      case S_IFSOCK: kind = "socket"
      case S_IFCHR, S_IFBLK: kind = "device"
      default: kind = "special file"
      }
      throw .notARegularFile(path: path, kind: kind)
    }
    let size = Int(status.st_size)
    guard size <= Self.sizeLimit else {
      throw .fileTooLarge(path: path, bytes: size, limit: Self.sizeLimit)
    }
    // O_NONBLOCK guards against the file being swapped for a FIFO between stat and open.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw .unreadable(path: path, reason: Self.message(errno)) }
    defer { close(descriptor) }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
      throw .notARegularFile(path: path, kind: "file that changed while opening")
    }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(size, 1), alignment: 16)
    var filled = 0
    while filled < size {
      let count = read(descriptor, buffer.baseAddress! + filled, size - filled)
      if count < 0 {
        if errno == EINTR { continue }
        let code = errno
        buffer.deallocate()
        throw .unreadable(path: path, reason: Self.message(code))
      }
      if count == 0 { break }
      filled += count
    }
    guard filled > 0 else {
      buffer.deallocate()
      throw .notAFont(path: path, reason: "the file is empty")
    }
    bytes = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<filled])
  }

  deinit {
    bytes.deallocate()
  }

  private static func message(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "errno \(code)" }
    return String(cString: text)
  }
}
