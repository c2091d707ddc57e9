/// The read and write loops every tool needs around raw descriptors: retried on `EINTR`, and
/// continued after short reads and writes.
package enum FileDescriptor {
  /// Writes all of `bytes`, retrying interrupted and partial writes.
  ///
  /// - Parameters:
  ///   - bytes: What to write.
  ///   - descriptor: An open descriptor.
  /// - Returns: `nil` on success, else the `errno` of the failed write.
  package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return nil
  }

  /// Writes all of a string's UTF-8 bytes.
  ///
  /// - Returns: `nil` on success, else the `errno` of the failed write.
  @discardableResult
  package static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
  }

  /// Reads until end of file or until more than `limit` bytes have arrived.
  ///
  /// - Parameters:
  ///   - descriptor: An open descriptor.
  ///   - limit: The most bytes wanted; reading stops once the data exceed it.
  /// - Returns: The bytes read (at most `limit + 1`, so a caller sees that the limit was passed),
  ///   or the `errno` of the failed read.
  package static func readAll(_ descriptor: Int32, limit: Int) -> Result<[UInt8], ReadFailure> {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(ReadFailure(code: errno))
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    return .success(bytes)
  }

  /// A failed `read`, with its `errno`.
  package struct ReadFailure: Error, Sendable, Equatable {
    /// The `errno` value.
    package var code: Int32
  }
}
