/// A check of an OpenType file's table directory and of the tables the engine reads, done
/// before FreeType sees the bytes: ``SFNTLayout``'s strict reading, turned into the engine's
/// errors.
///
/// FreeType loads tables lazily, so a truncated file can open and fail (or quietly lose
/// tables) later; and FreeType and HarfBuzz differ in what they tolerate, so a damaged table can
/// make the two disagree silently (HarfBuzz falls back to 1000 units per em without a readable
/// `head`, FreeType reads the em from CFF data). Checking up front turns each case into one clear
/// error naming the table.
enum SFNTDirectory {
  /// Checks the table directory of one face, if the bytes are an sfnt or a collection.
  ///
  /// Files that are not sfnt-based (Type 1, WOFF) are left to FreeType.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - faceIndex: The face that will be loaded.
  ///   - path: The file, for messages.
  /// - Returns: The face's table directory, or `nil` when the file is not an sfnt font or
  ///   collection, or the collection has no such face.
  /// - Throws: ``MetricsError/notAFont(path:reason:)`` naming the table or header that does not
  ///   fit in the file, or the table that is missing or broken.
  @discardableResult
  static func validate(
    _ bytes: UnsafeRawBufferPointer, faceIndex: Int, path: String
  ) throws(MetricsError) -> SFNTLayout.Face? {
    switch SFNTLayout.strictFace(in: bytes, faceIndex: faceIndex) {
    case .failure(let problem):
      throw error(problem, bytes: bytes, path: path)
    case .success(let face):
      if let face, let problem = SFNTLayout.problem(in: bytes, face: face) {
        throw error(problem, bytes: bytes, path: path)
      }
      return face
    }
  }

  /// The table that holds a face's outlines, as FreeType reads them: `CFF2` before `CFF ` for
  /// CFF outlines (`OTTO`), else `glyf` when there is one.
  static func outlineTable(of face: SFNTLayout.Face) -> String? {
    if face.sfntVersion == 0x4F54_544F { return face.table("CFF2") != nil ? "CFF2" : "CFF " }
    return face.table("glyf") != nil ? "glyf" : nil
  }

  /// A table named for a user: its tag, and what it holds when the engine reads it.
  static func describe(_ tag: String) -> String {
    let contents: [String: String] = [
      "head": "the font header", "maxp": "the glyph count", "hhea": "the horizontal header",
      "hmtx": "the advance widths", "cmap": "the character map", "loca": "the glyph locations",
      "glyf": "the glyph outlines", "CFF ": "the glyph outlines", "CFF2": "the glyph outlines",
    ]
    return contents[tag].map { "'\(tag)' table (\($0))" } ?? "'\(tag)' table"
  }

  private static func error(
    _ problem: SFNTLayout.Problem, bytes: UnsafeRawBufferPointer, path: String
  ) -> MetricsError {
    switch problem {
    case .tooShort(let length):
      return .notAFont(path: path, reason: "the file is only \(length) bytes long")
    case .endsInside(let part):
      return .notAFont(path: path, reason: "the file ends inside \(part); it is truncated or corrupt")
    case .tableOutside(let name, let offset, let length):
      return .notAFont(
        path: path,
        reason:
          "table '\(name)' (offset \(offset), \(length) bytes) extends past the end of the \(bytes.count)-byte file; the file is truncated or corrupt"
      )
    case .tableMissing(let tag):
      return .notAFont(path: path, reason: "its \(describe(tag)) is missing")
    case .tableBroken(let tag, let reason):
      return .notAFont(path: path, reason: "its \(describe(tag)) is broken: \(reason)")
    }
  }
}
