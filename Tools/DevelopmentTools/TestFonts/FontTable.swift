/// One compiled sfnt table: its tag and its bytes without trailing padding.
///
/// The table directory needs both the unpadded length and a checksum, and the checksum of `head`
/// follows a special rule, so the two live together here.
struct FontTable {
  /// The four-character table tag, such as `head` or `OS/2`.
  let tag: String

  /// The table's bytes, unpadded; the packer pads each table to four bytes in the file.
  var data: [UInt8]

  /// The byte offset of `checksumAdjustment` within the `head` table.
  static let checksumAdjustmentOffset = 8

  /// The value the whole-file checksum must reach once `checksumAdjustment` is filled in.
  static let checksumMagic: UInt32 = 0xB1B0_AFBA

  /// The table checksum for the directory record.
  ///
  /// For `head` the `checksumAdjustment` field counts as zero, because it is filled in only after
  /// all table checksums have been written into the directory.
  var checksum: UInt32 {
    guard tag == "head", data.count >= Self.checksumAdjustmentOffset + 4 else {
      return Self.checksum(of: data)
    }
    var zeroedAdjustment = data
    zeroedAdjustment.replaceSubrange(
      Self.checksumAdjustmentOffset..<Self.checksumAdjustmentOffset + 4,
      with: [0, 0, 0, 0]
    )
    return Self.checksum(of: zeroedAdjustment)
  }

  /// The big-endian tag bytes, which order the table directory.
  var tagBytes: [UInt8] { Array(tag.utf8) }

  /// Returns this `head` table with its `checksumAdjustment` field set to `adjustment`.
  func settingChecksumAdjustment(_ adjustment: UInt32) -> FontTable {
    // Called by the packer on the head table alone; another tag is a generator mistake.
    precondition(tag == "head", "only head carries checksumAdjustment")
    var bytes = BigEndianWriter()
    bytes.append(contentsOf: data)
    bytes.setUInt32(adjustment, at: Self.checksumAdjustmentOffset)
    return FontTable(tag: tag, data: bytes.bytes)
  }

  /// The sfnt checksum: the wrapping sum of big-endian 32-bit words, zero-padding the last word.
  static func checksum(of bytes: [UInt8]) -> UInt32 {
    var sum: UInt32 = 0
    var index = 0
    while index < bytes.count {
      var word: UInt32 = 0
      for byteIndex in index..<index + 4 {
        word <<= 8
        if byteIndex < bytes.count {
          word |= UInt32(bytes[byteIndex])
        }
      }
      sum &+= word
      index += 4
    }
    return sum
  }
}
