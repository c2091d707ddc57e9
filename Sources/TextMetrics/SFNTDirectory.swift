import SFNTFormat

/// A bounds check of an OpenType file's table directory, done before FreeType sees the bytes:
/// ``SFNTLayout``'s strict reading, turned into the engine's errors.
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
    switch SFNTLayout.problem(in: bytes, faceIndex: faceIndex) {
    case nil: return
    case .tooShort(let length)?:
      throw .notAFont(path: path, reason: "the file is only \(length) bytes long")
    case .endsInside(let part)?:
      throw .notAFont(path: path, reason: "the file ends inside \(part); it is truncated or corrupt")
    case .tableOutside(let name, let offset, let length)?:
      throw .notAFont(
        path: path,
        reason:
          "table '\(name)' (offset \(offset), \(length) bytes) extends past the end of the \(bytes.count)-byte file; the file is truncated or corrupt"
      )
    }
  }
}
