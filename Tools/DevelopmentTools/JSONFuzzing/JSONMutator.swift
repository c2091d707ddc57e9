import DevelopmentSupport

/// Makes damaged copies of one valid JSON document or JSON Lines file, deterministically from a
/// random generator.
///
/// The seed's strings, numbers and brackets are found once, in `init`, so the aimed mutators know
/// where to edit. Every mutation starts from the original bytes. A JSON Lines file is mutated one
/// line at a time (the line's own strings and numbers), or across lines.
///
/// Threading: immutable and `Sendable`; workers share one mutator per seed file.
struct JSONMutator: Sendable {
  /// The seed as read.
  let original: [UInt8]
  /// Whether the seed is JSON Lines (one document per line) rather than one document.
  let isLines: Bool
  /// The mutators that apply to the seed.
  let kinds: [JSONMutationKind]

  /// Prepares to mutate a seed.
  ///
  /// - Parameters:
  ///   - bytes: A valid JSON document, or JSON Lines ending with a newline.
  ///   - isLines: Whether the seed is JSON Lines.
  package init(bytes: [UInt8], isLines: Bool) {
    original = bytes
    self.isLines = isLines
    kinds = JSONMutationKind.allCases.filter { isLines || !$0.isLinesOnly }
  }

  /// Makes one damaged copy with a mutator picked at random.
  func mutate(using generator: inout SplitMix64) -> JSONMutation {
    mutate(generator.element(of: kinds), using: &generator)
  }

  /// Makes one damaged copy.
  ///
  /// - Parameters:
  ///   - kind: The mutator.
  ///   - generator: The source of every random choice.
  /// - Returns: The mutation. A document's mutation says what it makes of the document when
  ///   that is known; a line's never does (the file's verdict is its lines' together).
  func mutate(_ kind: JSONMutationKind, using generator: inout SplitMix64) -> JSONMutation {
    guard isLines else { return Self.mutateDocument(original, kind, using: &generator) }
    let lines = Self.lines(of: original)
    switch kind {
    case .lineSplice:
      return spliceLines(lines, using: &generator)
    case .tornLine:
      let last = lines.count - 1
      let kept: [UInt8] = lines[..<last].flatMap { $0 + [0x0A] }
      let cut = generator.below(max(1, lines[last].count))
      return JSONMutation(
        kind: kind, change: "cut line \(last + 1) to \(cut) of \(lines[last].count) bytes",
        bytes: kept + Array(lines[last].prefix(cut)), expectation: nil)
    default:
      // One line, or now and then the whole file, damaged like a document.
      let wholeFile = generator.below(8) == 0
      if wholeFile {
        var mutation = Self.mutateDocument(original, kind, using: &generator)
        mutation.expectation = nil
        mutation.change = "whole file: " + mutation.change
        return mutation
      }
      let index = generator.below(lines.count)
      let damaged = Self.mutateDocument(lines[index], kind, using: &generator)
      var bytes: [UInt8] = []
      for (position, line) in lines.enumerated() {
        bytes += (position == index ? damaged.bytes : line) + [0x0A]
      }
      return JSONMutation(
        kind: kind, change: "line \(index + 1): \(damaged.change)", bytes: bytes, expectation: nil)
    }
  }

  /// The lines of a JSON Lines file, without their newlines (the last newline ends the last).
  static func lines(of bytes: [UInt8]) -> [[UInt8]] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  private func spliceLines(_ lines: [[UInt8]], using generator: inout SplitMix64) -> JSONMutation {
    var edited = lines.map { $0 + [0x0A] }
    let index = generator.below(edited.count)
    let change: String
    switch generator.below(5) {
    case 0 where edited.count > 1 && index + 1 < edited.count:
      edited[index].removeLast()
      change = "joined lines \(index + 1) and \(index + 2)"
    case 1:
      edited.insert(edited[index], at: index)
      change = "repeated line \(index + 1)"
    case 2:
      edited.insert(
        generator.element(of: [[0x0A], [0x20, 0x09, 0x0A], [0x0D, 0x0A]] as [[UInt8]]), at: index)
      change = "a blank line before line \(index + 1)"
    case 3:
      edited[edited.count - 1].removeLast()
      change = "no newline after the last line"
    default:
      edited.remove(at: index)
      change = "dropped line \(index + 1)"
    }
    return JSONMutation(kind: .lineSplice, change: change, bytes: edited.flatMap { $0 }, expectation: nil)
  }
}

// MARK: - Documents

extension JSONMutator {
  /// Pieces of text that JSON readers trip on, inserted by ``JSONMutationKind/insertToken``.
  static let tokens: [[UInt8]] =
    [
      ",", "]", "}", "[", "{", ":", "\"", "\\", "\\u", "\\uD800", "\\uDC00", "\\uD800\\u0041",
      "\\uDBFF\\uDFFF",
      "01", "-", "1e999", "-1e400", "2.5e-324", "1.", ".5", "+1", "1e", "0x10", "NaN", "Infinity", "true",
      "nul",
      "null", "/*c*/", "//", "\r\n", "\t", "\u{0C}", "\\/", "\\u0000", "\"\":", ",,", "[]", "{}",
      String(repeating: "[", count: 70), String(repeating: "{\"a\":", count: 70),
    ].map { Array($0.utf8) } + [
      [0xEF, 0xBB, 0xBF], [0x00], [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
    ]

  /// Bytes ``JSONMutationKind/byteSet`` writes.
  static let interestingBytes: [UInt8] =
    Array("\"\\{}[],:0-e.n ".utf8) + [0x00, 0x09, 0x0A, 0x1F, 0x7F, 0x80, 0xC0, 0xFF]

  /// Valid JSON numbers ``JSONMutationKind/numberSwap`` writes (all within `Double`'s range).
  static let validNumbers: [String] = [
    "0", "-0", "1", "-1", "0.5", "1e2", "1E+2", "2.5e-3", "-0.0e+00", "123456789012345678901234567890",
    "1.7976931348623157e308", "4.9e-324", "1e-310", "3.14159", "100000000000000000000",
  ]

  /// Valid escapes and text ``JSONMutationKind/stringEscape`` inserts into a string.
  static let validEscapes: [String] = [
    "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t", "\\u0041", "\\u00e9", "\\u200A",
    "\\uD83D\\uDE00",
    "\\u0000", "é", "漢", "😀", "\u{200A}",
  ]

  /// Where a valid document's strings (the bytes between the quotes), numbers and brackets are.
  struct Landmarks {
    var strings: [Range<Int>] = []
    var numbers: [Range<Int>] = []
    /// `}` and `]`.
    var closers: [Int] = []
    /// `{`, `[`, `,` and `:`, outside strings.
    var structural: [Int] = []
    /// The deepest nesting of arrays and objects.
    var depth = 0

    init(_ bytes: [UInt8]) {
      var index = 0
      var open = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          let start = index + 1
          index += 1
          while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
          }
          strings.append(start..<min(index, bytes.count))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          let start = index
          while index + 1 < bytes.count, Array("0123456789.eE+-".utf8).contains(bytes[index + 1]) {
            index += 1
          }
          numbers.append(start..<index + 1)
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          closers.append(index)
          open -= 1
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          structural.append(index)
          open += 1
          depth = max(depth, open)
        case UInt8(ascii: ","), UInt8(ascii: ":"):
          structural.append(index)
        default:
          break
        }
        index += 1
      }
    }

    /// The positions inside a string where an escape may go (not inside another escape).
    func insertionPoints(in string: Range<Int>, of bytes: [UInt8]) -> [Int] {
      var points = [string.lowerBound]
      var index = string.lowerBound
      while index < string.upperBound {
        var length = bytes[index] == UInt8(ascii: "\\") ? (bytes[index + 1] == UInt8(ascii: "u") ? 6 : 2) : 1
        // Keep multi-byte characters whole.
        if bytes[index] >= 0xC0 { length = bytes[index] >= 0xF0 ? 4 : bytes[index] >= 0xE0 ? 3 : 2 }
        index += length
        points.append(min(index, string.upperBound))
      }
      return points
    }
  }

  /// Damages one valid document.
  static func mutateDocument(
    _ bytes: [UInt8], _ kind: JSONMutationKind, using generator: inout SplitMix64
  ) -> JSONMutation {
    let marks = Landmarks(bytes)
    func replaced(_ range: Range<Int>, with new: [UInt8]) -> [UInt8] {
      Array(bytes[..<range.lowerBound]) + new + Array(bytes[range.upperBound...])
    }
    func at(_ position: Int) -> String { "at byte \(position)" }
    switch kind {
    case .bitFlip:
      var damaged = bytes
      let flips = 1 + generator.below(4)
      for _ in 0..<flips where !damaged.isEmpty {
        damaged[generator.below(damaged.count)] ^= 1 << UInt8(generator.below(8))
      }
      return JSONMutation(kind: kind, change: "\(flips) bit(s)", bytes: damaged, expectation: nil)
    case .byteSet:
      let position = generator.below(max(1, bytes.count))
      let value = generator.element(of: interestingBytes)
      return JSONMutation(
        kind: kind, change: "byte \(position) set to 0x\(String(value, radix: 16))",
        bytes: replaced(position..<min(position + 1, bytes.count), with: [value]), expectation: nil)
    case .deleteRun:
      let start = generator.below(max(1, bytes.count))
      let length = 1 + generator.below(generator.below(4) == 0 ? 400 : 8)
      let end = min(bytes.count, start + length)
      return JSONMutation(
        kind: kind, change: "deleted bytes \(start)..<\(end)", bytes: replaced(start..<end, with: []),
        expectation: nil)
    case .duplicateRun:
      let start = generator.below(max(1, bytes.count))
      let end = min(bytes.count, start + 1 + generator.below(60))
      let target = generator.below(bytes.count + 1)
      return JSONMutation(
        kind: kind, change: "copied bytes \(start)..<\(end) to byte \(target)",
        bytes: replaced(target..<target, with: Array(bytes[start..<end])), expectation: nil)
    case .insertToken:
      let token = generator.element(of: tokens)
      let position = generator.below(bytes.count + 1)
      return JSONMutation(
        kind: kind, change: "inserted \(shown(token)) \(at(position))",
        bytes: replaced(position..<position, with: token), expectation: nil)
    case .truncate:
      // Before the document's own closing bracket: a proper prefix of a document is never JSON.
      let end = bytes.lastIndex { $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "]") } ?? 0
      let length = generator.below(max(1, end))
      return JSONMutation(
        kind: kind, change: "cut to \(length) bytes", bytes: Array(bytes.prefix(length)),
        expectation: .refused)
    case .loneSurrogate:
      guard let string = marks.strings.isEmpty ? nil : generator.element(of: marks.strings) else {
        return mutateDocument(bytes, .insertToken, using: &generator)
      }
      let position = generator.element(of: marks.insertionPoints(in: string, of: bytes))
      let escape = generator.element(of: [
        "\\uD800", "\\uDBFF\\u0041", "\\uDC00", "\\uD800\\uD800", "\\uDFFF",
      ])
      return JSONMutation(
        kind: kind, change: "inserted \(escape) \(at(position))",
        bytes: replaced(position..<position, with: Array(escape.utf8)), expectation: .refused)
    case .leadingZero:
      guard let number = marks.numbers.isEmpty ? nil : generator.element(of: marks.numbers) else {
        return mutateDocument(bytes, .insertToken, using: &generator)
      }
      let digit = bytes[number.lowerBound] == UInt8(ascii: "-") ? number.lowerBound + 1 : number.lowerBound
      return JSONMutation(
        kind: kind, change: "a 0 before the number \(at(number.lowerBound))",
        bytes: replaced(digit..<digit, with: [UInt8(ascii: "0")]), expectation: .refused)
    case .trailingComma:
      guard let closer = marks.closers.isEmpty ? nil : generator.element(of: marks.closers) else {
        return mutateDocument(bytes, .insertToken, using: &generator)
      }
      let spacing = generator.element(of: ["", " ", "\n  "])
      return JSONMutation(
        kind: kind, change: "a comma before the bracket \(at(closer))",
        bytes: replaced(closer..<closer, with: Array(("," + spacing).utf8)), expectation: .refused)
    case .nonUTF8:
      guard let string = marks.strings.isEmpty ? nil : generator.element(of: marks.strings) else {
        return mutateDocument(bytes, .insertToken, using: &generator)
      }
      let position = generator.element(of: marks.insertionPoints(in: string, of: bytes))
      let sequence = generator.element(
        of: [
          [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x80], [0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
        ] as [[UInt8]])
      return JSONMutation(
        kind: kind, change: "inserted \(shown(sequence)) \(at(position))",
        bytes: replaced(position..<position, with: sequence), expectation: .refused)
    case .deepNest:
      let depth = generator.element(of: [1, 2, 10, 30, 60, 63, 64, 65, 100, 500])
      let open = [UInt8](repeating: UInt8(ascii: "["), count: depth)
      let close = [UInt8](repeating: UInt8(ascii: "]"), count: depth)
      let values = marks.numbers + marks.strings.map { ($0.lowerBound - 1)..<($0.upperBound + 1) }
      if generator.below(3) == 0 || values.isEmpty {
        // The whole document one level deeper per bracket.
        let body = bytes.last == 0x0A ? Array(bytes.dropLast()) : bytes
        return JSONMutation(
          kind: kind, change: "the whole document in \(depth) arrays", bytes: open + body + close,
          expectation: depth + marks.depth > StrictJSON.nestingLimit ? .refused : .valid)
      }
      let value = generator.element(of: values)
      return JSONMutation(
        kind: kind, change: "the value \(at(value.lowerBound)) in \(depth) arrays",
        bytes: replaced(value, with: open + Array(bytes[value]) + close), expectation: nil)
    case .numberSwap:
      guard let number = marks.numbers.isEmpty ? nil : generator.element(of: marks.numbers) else {
        return mutateDocument(bytes, .whitespace, using: &generator)
      }
      let new = generator.element(of: validNumbers)
      return JSONMutation(
        kind: kind, change: "the number \(at(number.lowerBound)) set to \(new)",
        bytes: replaced(number, with: Array(new.utf8)), expectation: .valid)
    case .stringEscape:
      guard let string = marks.strings.isEmpty ? nil : generator.element(of: marks.strings) else {
        return mutateDocument(bytes, .whitespace, using: &generator)
      }
      let position = generator.element(of: marks.insertionPoints(in: string, of: bytes))
      let escape = generator.element(of: validEscapes)
      return JSONMutation(
        kind: kind, change: "inserted \(escape) \(at(position))",
        bytes: replaced(position..<position, with: Array(escape.utf8)), expectation: .valid)
    case .whitespace:
      let position = (marks.structural.isEmpty ? 0 : generator.element(of: marks.structural)) + 1
      let space = generator.element(of: [" ", "\t", "\n", "\r\n", "  \n\t"])
      return JSONMutation(
        kind: kind, change: "white space \(at(position))",
        bytes: replaced(min(position, bytes.count)..<min(position, bytes.count), with: Array(space.utf8)),
        expectation: .valid)
    case .lineSplice, .tornLine:
      return mutateDocument(bytes, .truncate, using: &generator)
    }
  }

  /// Bytes as a message shows them: text when printable ASCII, else hex.
  static func shown(_ bytes: [UInt8]) -> String {
    if bytes.allSatisfy({ (0x20...0x7E).contains($0) }) {
      let text = String(decoding: bytes, as: UTF8.self)
      return "'" + (text.count > 12 ? String(text.prefix(12)) + "...(\(text.count))" : text) + "'"
    }
    return bytes.map { "0x" + String($0, radix: 16) }.joined(separator: " ")
  }
}
