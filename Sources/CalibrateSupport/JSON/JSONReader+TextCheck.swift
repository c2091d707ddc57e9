// MARK: - The text before the decoder

extension JSONReader {
  /// Checks what `JSONDecoder` lets through or reports without a place, in one pass over the
  /// bytes; the decoder then reads the structure.
  ///
  /// Valid JSON always passes (within the limits). Refused: bytes that are not UTF-8; control
  /// characters other than the white space between tokens; any other character outside strings
  /// that JSON does not have there (a byte order mark); escapes JSON does not have and lone
  /// surrogates (`"\uD800\u0041"`); bare words that are not `true`, `false`, `null` or a number
  /// of JSON's grammar (`01`, `1.`, `+1`, `NaN`); a comma right before `}` or `]`; brackets that
  /// do not pair; text that ends inside a string or a container; and, as limits, numbers outside
  /// `Double`'s range, the numbers `JSONDecoder` does not read (`0e1` to `0e9`) and nesting deeper
  /// than ``nestingLimit``.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - firstLine: The number of the first line, for positions.
  /// - Throws: ``JSONReadError/notJSON(_:)`` naming the first problem and where it is.
  static func checkText(_ bytes: [UInt8], firstLine: Int = 1) throws(JSONReadError) {
    let result = bytes.withUnsafeBufferPointer { bytes in
      Result { () throws(JSONReadError) in try checkText(bytes, firstLine: firstLine) }
    }
    try result.get()
  }

  /// ``checkText(_:firstLine:)`` over the bytes in place.
  private static func checkText(_ bytes: UnsafeBufferPointer<UInt8>, firstLine: Int) throws(JSONReadError) {
    var scanner = TextScanner(line: firstLine)
    var offset = 0
    let count = bytes.count
    while offset < count {
      let byte = bytes[offset]
      // ASCII, nearly all of the tools' JSON, is its own scalar; longer sequences are decoded
      // (and checked) by the standard library's parser.
      if byte < 0x80 {
        if scanner.isPlainStringCharacter(byte) {
          // What `take` does with each of a run of them: nothing but count the column.
          var end = offset + 1
          while end < count && TextScanner.isPlainInString(bytes[end]) { end += 1 }
          scanner.column += end - offset
          offset = end
        } else if !scanner.insideString && TextScanner.isWordByte(byte) {
          // What `take` does with each of a run of a bare word's characters: keep them.
          var end = offset + 1
          while end < count && TextScanner.isWordByte(bytes[end]) { end += 1 }
          scanner.takeWord(UnsafeBufferPointer(rebasing: bytes[offset..<end]))
          offset = end
        } else {
          try scanner.take(Unicode.Scalar(byte))
          offset += 1
        }
        continue
      }
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = bytes[offset...].makeIterator()
      guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else {
        throw .notJSON(.notUTF8(offset: offset))
      }
      try scanner.take(Unicode.UTF8.decode(encoded))
      offset += encoded.count
    }
    try scanner.finish()
  }

  /// The state of ``checkText(_:firstLine:)``: where it is, whether inside a string, the open
  /// brackets and the bare word being read.
  private struct TextScanner {
    var line: Int
    var column = 0
    var insideString = false
    /// Where the string is in an escape.
    var escape = Escape.none
    /// Where the escape being read started (its backslash).
    var escapeStart = JSONReadError.Position(line: 0, column: 0)
    /// A `\u` escape of a high surrogate, waiting for its low one.
    var highSurrogate: JSONReadError.Position?
    /// The open brackets, innermost last.
    var open: [Unicode.Scalar] = []
    /// Where the last comma outside strings is, until a token follows it.
    var comma: JSONReadError.Position?
    /// The bare word being read (a number or a literal) and where it started.
    var word: [UInt8] = []
    var wordStart = JSONReadError.Position(line: 0, column: 0)
    var sawToken = false

    init(line: Int) {
      self.line = line
    }

    var position: JSONReadError.Position { JSONReadError.Position(line: line, column: column) }

    /// Whether an ASCII byte is an ordinary character inside a string: no quote, backslash or
    /// control character, outside an escape, with no surrogate escape waiting for its pair.
    @inline(__always)
    func isPlainStringCharacter(_ byte: UInt8) -> Bool {
      guard insideString, highSurrogate == nil, case .none = escape else { return false }
      return Self.isPlainInString(byte)
    }

    /// Whether an ASCII byte is ordinary inside a string, where no escape is open: not a quote,
    /// backslash, control character or the start of a longer sequence. Such a byte leaves the
    /// state as it is, so a run of them is counted at once.
    @inline(__always)
    static func isPlainInString(_ byte: UInt8) -> Bool {
      byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Whether an ASCII byte outside strings belongs to a bare word (a number or a literal):
    /// printable, and not white space, a bracket, a comma, a colon or a quote. These are the
    /// bytes `take` adds to the word.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","),
        UInt8(ascii: ":"), UInt8(ascii: "\""):
        return false
      default:
        return byte > 0x20 && byte < 0x7F
      }
    }

    /// A run of a bare word's characters outside strings (``isWordByte(_:)``), as `take` would
    /// take them one by one.
    mutating func takeWord(_ run: UnsafeBufferPointer<UInt8>) {
      if word.isEmpty { wordStart = JSONReadError.Position(line: line, column: column + 1) }
      word.append(contentsOf: run)
      column += run.count
      comma = nil
      sawToken = true
    }

    /// The state of an escape inside a string.
    enum Escape {
      case none
      case afterBackslash
      /// Reading the four hex digits of `\u`: how many so far and their value.
      case hex(digits: Int, value: UInt32)
    }

    mutating func take(_ scalar: Unicode.Scalar) throws(JSONReadError) {
      column += 1
      if insideString {
        try takeInString(scalar)
        return
      }
      switch scalar {
      case " ", "\t", "\r", "\n":
        try endWord()
        if scalar == "\n" {
          line += 1
          column = 0
        }
      case "{", "[":
        try token()
        open.append(scalar)
        guard open.count <= JSONReader.nestingLimit else {
          throw .beyondLimits(.tooDeep(limit: JSONReader.nestingLimit, position))
        }
      case "}", "]":
        let closer = Character(scalar)
        if let comma { throw .notJSON(.trailingComma(closer: closer, comma)) }
        try token()
        guard open.popLast() == (scalar == "}" ? "{" : "[") else {
          throw .notJSON(.unbalanced(closer: closer, position))
        }
      case ",":
        try token()
        comma = position
      case ":":
        try token()
      case "\"":
        try token()
        insideString = true
      default:
        guard scalar.value >= 0x20 else { throw .notJSON(.controlCharacter(scalar, position)) }
        guard scalar.isASCII else { throw .notJSON(.unexpectedCharacter(scalar, position)) }
        if word.isEmpty { wordStart = position }
        word.append(UInt8(scalar.value))
        comma = nil
        sawToken = true
      }
    }

    /// A character of a string: escapes are checked here, since `JSONDecoder` unescapes a string
    /// only when a type reads it.
    private mutating func takeInString(_ scalar: Unicode.Scalar) throws(JSONReadError) {
      switch escape {
      case .afterBackslash:
        if scalar == "u" {
          escape = .hex(digits: 0, value: 0)
          return
        }
        if let highSurrogate { throw .notJSON(.loneSurrogate(highSurrogate)) }
        guard "\"\\/bfnrt".unicodeScalars.contains(scalar) else { throw .notJSON(.badEscape(escapeStart)) }
        escape = .none
      case .hex(let digits, let value):
        guard scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) else {
          throw .notJSON(.badEscape(escapeStart))
        }
        guard digits == 3 else {
          escape = .hex(digits: digits + 1, value: value << 4 | digit)
          return
        }
        escape = .none
        let code = value << 4 | digit
        let isLow = (0xDC00...0xDFFF).contains(code)
        if let highSurrogate {
          guard isLow else { throw .notJSON(.loneSurrogate(highSurrogate)) }
          self.highSurrogate = nil
        } else if (0xD800...0xDBFF).contains(code) {
          highSurrogate = escapeStart
        } else if isLow {
          throw .notJSON(.loneSurrogate(escapeStart))
        }
      case .none:
        if scalar == "\\" {
          escape = .afterBackslash
          escapeStart = position
          return
        }
        if let highSurrogate { throw .notJSON(.loneSurrogate(highSurrogate)) }
        if scalar == "\"" {
          insideString = false
        } else if scalar.value < 0x20 {
          throw .notJSON(.controlCharacter(scalar, position))
        }
      }
    }

    /// A structural character or a string's quote: it ends a word and follows any comma.
    private mutating func token() throws(JSONReadError) {
      try endWord()
      comma = nil
      sawToken = true
    }

    private mutating func endWord() throws(JSONReadError) {
      guard !word.isEmpty else { return }
      defer { word.removeAll(keepingCapacity: true) }
      guard JSONReader.isBareValue(word) else {
        throw .notJSON(.notAValue(String(decoding: word.prefix(40), as: UTF8.self), wordStart))
      }
      guard JSONReader.isInDoubleRange(word) else {
        throw .beyondLimits(.numberOutOfRange(String(decoding: word.prefix(40), as: UTF8.self), wordStart))
      }
      // swift-foundation 6.3's JSONDecoder refuses these as a Double (0e0, 0e10, 0e+5 it reads).
      if word.count == 3, word[0] == UInt8(ascii: "0"), word[1] | 0x20 == UInt8(ascii: "e"),
        (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(word[2])
      {
        throw .beyondLimits(.unreadableNumber(String(decoding: word, as: UTF8.self), wordStart))
      }
    }

    mutating func finish() throws(JSONReadError) {
      try endWord()
      if insideString || !open.isEmpty {
        throw .notJSON(.endsEarly(openContainers: open.count, insideString: insideString))
      }
      if !sawToken { throw .notJSON(.empty) }
    }
  }

  /// Whether a bare value (a literal or a number of JSON's grammar) is within `Double`'s range:
  /// a number must not overflow, nor underflow to zero unless its digits are all zeros.
  static func isInDoubleRange(_ word: [UInt8]) -> Bool {
    guard let first = word.first, first == UInt8(ascii: "-") || (0x30...0x39).contains(first) else {
      return true
    }
    // Without an exponent, a number of at most 300 characters lies between 1e-300 and 1e300 (or
    // is zero): in range, without parsing it. Nearly every number the tools write is one.
    if word.count <= 300 && !word.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }) {
      return true
    }
    guard let value = Double(String(decoding: word, as: UTF8.self)) else { return false }
    let mantissa = word.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
    let isZero = mantissa.allSatisfy {
      $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
    }
    return value.isFinite && (value != 0 || isZero)
  }

  /// The three literals, as bytes.
  private static let literals = (
    true: Array("true".utf8), false: Array("false".utf8), null: Array("null".utf8)
  )

  /// Whether a bare word is `true`, `false`, `null` or a number of JSON's grammar:
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  static func isBareValue(_ word: [UInt8]) -> Bool {
    if word == literals.true || word == literals.false || word == literals.null { return true }
    return word.withUnsafeBufferPointer { word in
      // One pass over the bytes in place: a batch line has hundreds of numbers.
      let count = word.count
      var index = 0
      @inline(__always) func skip(_ byte: UInt8) -> Bool {
        guard index < count, word[index] == byte else { return false }
        index += 1
        return true
      }
      @inline(__always) func digits() -> Int {
        let start = index
        while index < count, word[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        return index - start
      }
      _ = skip(UInt8(ascii: "-"))
      if skip(UInt8(ascii: "0")) {
        // A leading zero stands alone.
      } else if digits() == 0 {
        return false
      }
      if skip(UInt8(ascii: ".")), digits() == 0 { return false }
      if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
        if !skip(UInt8(ascii: "+")) { _ = skip(UInt8(ascii: "-")) }
        if digits() == 0 { return false }
      }
      return index == count
    }
  }
}
