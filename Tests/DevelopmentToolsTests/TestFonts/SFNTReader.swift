/// Reads offset tables and table directories out of font bytes, independently of the generator.
///
/// The structural tests must not trust the code they check, so this reader parses the raw bytes
/// with its own big-endian helpers and its own checksum.
struct SFNTReader {
  /// One table directory record.
  struct TableRecord: Equatable {
    /// The four-character tag.
    let tag: String
    /// The checksum stored in the directory.
    let checksum: UInt32
    /// The offset from the start of the file.
    let offset: Int
    /// The unpadded length.
    let length: Int
  }

  /// The reason the bytes could not be read as a font.
  struct Malformed: Error, CustomStringConvertible {
    /// What was wrong.
    let description: String
  }

  /// The whole file, which table offsets are relative to.
  let bytes: [UInt8]

  /// The offset of the face's offset table within the file.
  let faceOffset: Int

  /// Reads the face whose offset table starts at `faceOffset`.
  init(bytes: [UInt8], faceOffset: Int = 0) {
    self.bytes = bytes
    self.faceOffset = faceOffset
  }

  /// The `sfntVersion` field.
  func sfntVersion() throws -> UInt32 { try uint32(at: faceOffset) }

  /// The `numTables`, `searchRange`, `entrySelector` and `rangeShift` fields.
  func directoryHeader() throws -> [Int] {
    try (0..<4).map { try uint16(at: faceOffset + 4 + 2 * $0) }
  }

  /// The table directory records in stored order.
  func tableRecords() throws -> [TableRecord] {
    let numTables = try uint16(at: faceOffset + 4)
    return try (0..<numTables).map { index in
      let recordOffset = faceOffset + 12 + 16 * index
      let tagBytes = try slice(at: recordOffset, length: 4)
      return TableRecord(
        tag: String(decoding: tagBytes, as: UTF8.self),
        checksum: try uint32(at: recordOffset + 4),
        offset: Int(try uint32(at: recordOffset + 8)),
        length: Int(try uint32(at: recordOffset + 12))
      )
    }
  }

  /// The unpadded bytes of the table tagged `tag`.
  func table(_ tag: String) throws -> [UInt8] {
    guard let record = try tableRecords().first(where: { $0.tag == tag }) else {
      throw Malformed(description: "no \(tag) table")
    }
    return try slice(at: record.offset, length: record.length)
  }

  /// The bytes at `offset`, failing instead of trapping when they run past the end.
  func slice(at offset: Int, length: Int) throws -> [UInt8] {
    guard offset >= 0, length >= 0, offset + length <= bytes.count else {
      throw Malformed(description: "\(length) bytes at \(offset) run past \(bytes.count)")
    }
    return Array(bytes[offset..<offset + length])
  }

  /// The big-endian `uint16` at `offset`.
  func uint16(at offset: Int) throws -> Int {
    try slice(at: offset, length: 2).reduce(0) { $0 << 8 | Int($1) }
  }

  /// The big-endian `int16` at `offset`.
  func int16(at offset: Int) throws -> Int {
    Int(Int16(bitPattern: UInt16(try uint16(at: offset))))
  }

  /// The big-endian `uint32` at `offset`.
  func uint32(at offset: Int) throws -> UInt32 {
    try slice(at: offset, length: 4).reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// The sfnt checksum of `data`: the wrapping sum of its big-endian words, zero-padded.
  static func checksum(of data: [UInt8]) -> UInt32 {
    let padded = data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
    return stride(from: 0, to: padded.count, by: 4).reduce(UInt32(0)) { sum, index in
      let word = padded[index..<index + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      return sum &+ word
    }
  }
}
