/// A bounds check of an OpenType file's table directory, done before FreeType sees the bytes.
///
/// FreeType loads tables lazily, so a truncated file can open and fail (or quietly lose
/// tables) later. Checking up front that every table of the chosen face lies inside the file
/// turns truncation into one clear error naming the table.
enum SFNTDirectory {
  /// Checks the table directory of one face, if the bytes are an sfnt or a collection.
  ///
  /// Files that are not sfnt-based (Type 1, WOFF) are left to FreeType.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - faceIndex: The face that will be loaded.
  ///   - path: The file, for messages.
  /// - Throws: ``MetricsError/notAFont(path:reason:)`` naming the table or header that does not
  ///   fit in the file.
  static func validate(_ bytes: UnsafeRawBufferPointer, faceIndex: Int, path: String) throws(MetricsError) {
    guard bytes.count >= 4 else {
      throw .notAFont(path: path, reason: "the file is only \(bytes.count) bytes long")
    }
    let tag = uint32(bytes, 0)
    var faceOffset = 0
    switch tag {
    case 0x7474_6366:  // 'ttcf'
      guard bytes.count >= 12 else { throw truncated(path, "the collection header") }
      let faceCount = Int(uint32(bytes, 8))
      // Out-of-range indices are reported by FreeType with the face count.
      guard faceIndex < faceCount else { return }
      let entry = 12 + 4 * faceIndex
      guard entry + 4 <= bytes.count else { throw truncated(path, "the collection's face offsets") }
      faceOffset = Int(uint32(bytes, entry))
    case 0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7479_7031:  // 1.0, 'OTTO', 'true', 'typ1'
      faceOffset = 0
    default:
      return
    }
    guard faceOffset <= bytes.count - 12 else { throw truncated(path, "the table directory") }
    let tableCount = Int(uint16(bytes, faceOffset + 4))
    guard faceOffset + 12 + 16 * tableCount <= bytes.count else {
      throw truncated(path, "the table directory (\(tableCount) tables)")
    }
    for table in 0..<tableCount {
      let record = faceOffset + 12 + 16 * table
      let name = tagName(uint32(bytes, record))
      let offset = Int(uint32(bytes, record + 8))
      let length = Int(uint32(bytes, record + 12))
      guard offset <= bytes.count, length <= bytes.count - offset else {
        throw .notAFont(
          path: path,
          reason:
            "table '\(name)' (offset \(offset), \(length) bytes) extends past the end of the \(bytes.count)-byte file; the file is truncated or corrupt"
        )
      }
    }
  }

  private static func truncated(_ path: String, _ part: String) -> MetricsError {
    .notAFont(path: path, reason: "the file ends inside \(part); it is truncated or corrupt")
  }

  private static func uint32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
  }

  private static func uint16(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  private static func tagName(_ tag: UInt32) -> String {
    let characters = [24, 16, 8, 0].map { shift -> Character in
      let byte = UInt8(truncatingIfNeeded: tag >> UInt32(shift))
      return (0x20..<0x7F).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
    }
    return String(characters)
  }
}
