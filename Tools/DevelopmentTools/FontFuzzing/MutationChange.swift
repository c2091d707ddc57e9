/// What one mutation did to the bytes, precise enough to check and to print.
enum MutationChange: Sendable, Equatable, CustomStringConvertible {
  /// How a run of bytes was overwritten.
  enum Fill: String, Sendable, Equatable {
    case random
    case zero
    case ones
  }

  /// Which part of a 16-byte table record moved.
  enum RecordPart: String, Sendable, Equatable {
    /// The whole record: tag, checksum, offset and length.
    case whole
    /// Only the tag.
    case tag
    /// Only the offset.
    case offset
  }

  /// Bits flipped, as `byte * 8 + bit` positions (bit 0 is the most significant).
  case bitsFlipped(positions: [Int])
  /// A run of bytes overwritten.
  case bytesOverwritten(range: Range<Int>, fill: Fill)
  /// The file cut to `length` bytes.
  case truncated(length: Int, originalLength: Int)
  /// A big-endian field of `width` bytes at `offset` changed from `from` to `to`.
  case fieldSet(name: String, offset: Int, width: Int, from: UInt32, to: UInt32)
  /// Two records of the first face's table directory swapped (indices into the directory).
  case recordsSwapped(first: Int, second: Int, part: RecordPart)
  /// One record of the first face's table directory copied over another.
  case recordCopied(source: Int, destination: Int, part: RecordPart)

  package var description: String {
    switch self {
    case .bitsFlipped(let positions):
      let shown = positions.prefix(4).map { "\($0 / 8).\($0 % 8)" }.joined(separator: ", ")
      return "\(positions.count) bit\(positions.count == 1 ? "" : "s") flipped at byte.bit \(shown)"
        + (positions.count > 4 ? ", ..." : "")
    case .bytesOverwritten(let range, let fill):
      return "bytes \(range.lowerBound)..<\(range.upperBound) set to \(fill.rawValue)"
    case .truncated(let length, let originalLength):
      return "cut to \(length) of \(originalLength) bytes"
    case .fieldSet(let name, let offset, _, let from, let to):
      return "\(name) at \(offset): \(from) -> \(to)"
    case .recordsSwapped(let first, let second, let part):
      return "table records \(first) and \(second) swapped (\(part.rawValue))"
    case .recordCopied(let source, let destination, let part):
      return "table record \(source) copied over record \(destination) (\(part.rawValue))"
    }
  }
}
