// MARK: - The strict reading

extension SFNTLayout {
  /// What does not fit of one face's table directory, read strictly.
  public enum Problem: Sendable, Equatable {
    /// The file is shorter than a tag (4 bytes).
    case tooShort(length: Int)
    /// The file ends inside a header or directory, named as messages name it ("the table
    /// directory (12 tables)").
    case endsInside(String)
    /// A table extends past the end of the file.
    case tableOutside(tag: String, offset: Int, length: Int)
  }

  /// The first part of one face's directory that does not lie inside the file, if the bytes are
  /// an sfnt font or collection; `nil` when everything fits, when the bytes are some other format
  /// (Type 1, WOFF: left to FreeType), or when the collection has no face of that index (which
  /// FreeType reports with the face count).
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - faceIndex: The face that will be loaded.
  public static func problem(in bytes: UnsafeRawBufferPointer, faceIndex: Int) -> Problem? {
    guard let tag = bytes.uint32(at: 0) else { return .tooShort(length: bytes.count) }
    var faceOffset = 0
    switch tag {
    case 0x7474_6366:  // 'ttcf'
      guard let faceCount = bytes.uint32(at: 8) else { return .endsInside("the collection header") }
      guard faceIndex < Int(faceCount) else { return nil }
      guard let offset = bytes.uint32(at: 12 + 4 * faceIndex) else {
        return .endsInside("the collection's face offsets")
      }
      faceOffset = Int(offset)
    case 0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7479_7031:  // 1.0, 'OTTO', 'true', 'typ1'
      faceOffset = 0
    default:
      return nil
    }
    guard faceOffset <= bytes.count - 12, let count = bytes.uint16(at: faceOffset + 4) else {
      return .endsInside("the table directory")
    }
    let tableCount = Int(count)
    guard faceOffset + 12 + 16 * tableCount <= bytes.count else {
      return .endsInside("the table directory (\(tableCount) tables)")
    }
    for table in 0..<tableCount {
      let record = faceOffset + 12 + 16 * table
      // The directory fits, so every field of its records can be read.
      let name = tagName(bytes.uint32(at: record) ?? 0)
      let offset = Int(bytes.uint32(at: record + 8) ?? 0)
      let length = Int(bytes.uint32(at: record + 12) ?? 0)
      guard offset <= bytes.count, length <= bytes.count - offset else {
        return .tableOutside(tag: name, offset: offset, length: length)
      }
    }
    return nil
  }
}
