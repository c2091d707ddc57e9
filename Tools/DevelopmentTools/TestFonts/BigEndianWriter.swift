/// Appends big-endian integers to a growing byte buffer.
///
/// Every numeric field in an sfnt file is stored most significant byte first, so all table
/// compilers write through this one type instead of shifting bytes by hand.
///
/// The range preconditions guard the generator against its own mistakes: every value comes from
/// the project's fixed ``TestFontSpecification`` constants, never from user input, and a field
/// that silently wrapped would write a wrong font that the byte-for-byte test could then enshrine.
struct BigEndianWriter {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []

  /// The number of bytes written so far, which is also the offset of the next field.
  var count: Int { bytes.count }

  /// Appends an unsigned 8-bit field.
  mutating func uint8(_ value: Int) {
    precondition((0...0xFF).contains(value), "uint8 field out of range: \(value)")
    bytes.append(UInt8(value))
  }

  /// Appends an unsigned 16-bit field (`uint16`, `Offset16`, `UFWORD`).
  mutating func uint16(_ value: Int) {
    precondition((0...0xFFFF).contains(value), "uint16 field out of range: \(value)")
    append(UInt64(value), byteCount: 2)
  }

  /// Appends a signed 16-bit field (`int16`, `FWORD`).
  mutating func int16(_ value: Int) {
    precondition((-0x8000...0x7FFF).contains(value), "int16 field out of range: \(value)")
    append(UInt64(truncatingIfNeeded: value), byteCount: 2)
  }

  /// Appends an unsigned 32-bit field (`uint32`, `Offset32`, and `Fixed` given as raw bits).
  mutating func uint32(_ value: UInt32) {
    append(UInt64(value), byteCount: 4)
  }

  /// Appends an unsigned 32-bit field given as an `Int`, such as a table offset or length.
  mutating func uint32(_ value: Int) {
    precondition((0...0xFFFF_FFFF).contains(value), "uint32 field out of range: \(value)")
    append(UInt64(value), byteCount: 4)
  }

  /// Appends a signed 64-bit field (`LONGDATETIME`).
  mutating func int64(_ value: Int64) {
    append(UInt64(bitPattern: value), byteCount: 8)
  }

  /// Appends a four-character table or vendor tag, which the format stores as four ASCII bytes.
  mutating func tag(_ tag: String) {
    let ascii = Array(tag.utf8)
    precondition(ascii.count == 4, "a tag has exactly four ASCII bytes: \(tag)")
    bytes.append(contentsOf: ascii)
  }

  /// Appends raw bytes, such as an already compiled table or glyph.
  mutating func append(contentsOf other: [UInt8]) {
    bytes.append(contentsOf: other)
  }

  /// Appends zero bytes until the length is a multiple of four, as sfnt tables require.
  mutating func padToFourBytes() {
    while bytes.count % 4 != 0 {
      bytes.append(0)
    }
  }

  /// Overwrites four bytes at `offset` with `value`, for fields only known after the fact.
  mutating func setUInt32(_ value: UInt32, at offset: Int) {
    for index in 0..<4 {
      bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(index)))
    }
  }

  /// Appends the low `byteCount` bytes of `value`, most significant first.
  private mutating func append(_ value: UInt64, byteCount: Int) {
    for index in stride(from: byteCount - 1, through: 0, by: -1) {
      bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))))
    }
  }
}
