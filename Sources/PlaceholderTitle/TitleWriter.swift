/// Writes the UTF-8 of composite titles into one reused buffer, then into a `String`.
///
/// A title is the guard, each placeholder repeated its count of times in the order given, then
/// the guard; a title without characters is the empty string, without guards. Each placeholder
/// is kept as a run of ``runLength`` copies, so a title takes a few block copies rather than a
/// store per byte, and the string is allocated once, at its final size (docs/runtime.md, *Costs
/// and limits*, compares appending prebuilt strings).
struct TitleWriter {
  /// Copies of a placeholder in its run.
  static let runLength = 64

  /// The runs of all placeholders, one after the other.
  private let runs: [UInt8]
  /// Where each placeholder's run starts in `runs`.
  private let runStarts: [Int]
  /// The UTF-8 length of each placeholder.
  private let characterLengths: [Int]
  /// The UTF-8 of the guard; empty for none.
  private let guardBytes: [UInt8]
  /// Reused between titles so that only the `String` itself is allocated.
  private var scratch: [UInt8] = []

  /// Creates a writer for the placeholders and guard of one title maker.
  init(placeholders: [Unicode.Scalar], guardCharacter: Unicode.Scalar?) {
    var runs: [UInt8] = []
    var runStarts: [Int] = []
    var characterLengths: [Int] = []
    for placeholder in placeholders {
      let bytes = Array(String(placeholder).utf8)
      runStarts.append(runs.count)
      characterLengths.append(bytes.count)
      for _ in 0..<Self.runLength { runs += bytes }
    }
    self.runs = runs
    self.runStarts = runStarts
    self.characterLengths = characterLengths
    guardBytes = guardCharacter.map { Array(String($0).utf8) } ?? []
  }

  /// The title with `counts[i]` copies of placeholder `i`.
  ///
  /// - Parameter counts: One count per placeholder, none negative (the buffer is read without
  ///   bounds checks, and the length computed first bounds what is written).
  mutating func title(counts: UnsafeBufferPointer<Int>) -> String {
    var length = 0
    for index in characterLengths.indices { length += counts[index] * characterLengths[index] }
    guard length > 0 else { return "" }
    length += 2 * guardBytes.count
    if scratch.count < length { scratch = [UInt8](repeating: 0, count: max(length, 2 * scratch.count)) }
    return runs.withUnsafeBytes { runs in
      scratch.withUnsafeMutableBytes { buffer in
        // Both buffers are non-empty: the title has a character, so it has a run.
        guard let base = buffer.baseAddress, let runBase = runs.baseAddress else { return "" }
        var position = 0
        guardBytes.withUnsafeBytes { guardBytes in
          if let guardBase = guardBytes.baseAddress {
            (base + position).copyMemory(from: guardBase, byteCount: guardBytes.count)
            position += guardBytes.count
          }
        }
        for index in characterLengths.indices {
          var remaining = counts[index]
          while remaining > 0 {
            let copies = min(remaining, Self.runLength)
            let byteCount = copies * characterLengths[index]
            (base + position).copyMemory(from: runBase + runStarts[index], byteCount: byteCount)
            position += byteCount
            remaining -= copies
          }
        }
        guardBytes.withUnsafeBytes { guardBytes in
          if let guardBase = guardBytes.baseAddress {
            (base + position).copyMemory(from: guardBase, byteCount: guardBytes.count)
            position += guardBytes.count
          }
        }
        return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[0..<position]), as: UTF8.self)
      }
    }
  }
}
