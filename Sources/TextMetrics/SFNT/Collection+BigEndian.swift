// MARK: - Big-endian fields

extension Collection where Element == UInt8, Index == Int {
  /// The big-endian 16-bit value at `offset`, or `nil` when it does not fit in the bytes.
  package func uint16(at offset: Int) -> UInt16? {
    guard offset >= 0, offset <= count - 2 else { return nil }
    return UInt16(self[offset]) << 8 | UInt16(self[offset + 1])
  }

  /// The big-endian 32-bit value at `offset`, or `nil` when it does not fit in the bytes.
  package func uint32(at offset: Int) -> UInt32? {
    guard offset >= 0, offset <= count - 4 else { return nil }
    return (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(self[offset + $1]) }
  }

  /// The big-endian value of `width` bytes (1, 2 or 4) at `offset`, or `nil` when it does not fit.
  package func field(at offset: Int, width: Int) -> UInt32? {
    guard offset >= 0, width > 0, width <= 4, offset <= count - width else { return nil }
    return (0..<width).reduce(UInt32(0)) { $0 << 8 | UInt32(self[offset + $1]) }
  }

}

extension Array where Element == UInt8 {
  /// Stores the low `width` bytes of a value, big-endian, at `offset`.
  ///
  /// - Returns: Whether the field fits in the bytes (nothing is written when it does not).
  @discardableResult
  package mutating func setField(_ value: UInt32, at offset: Int, width: Int) -> Bool {
    guard offset >= 0, width > 0, width <= 4, offset <= count - width else { return false }
    for index in 0..<width {
      self[offset + index] = UInt8(truncatingIfNeeded: value >> UInt32(8 * (width - 1 - index)))
    }
    return true
  }
}
