/// A strict recognizer of RFC 8259 JSON, the fuzz campaign's oracle.
///
/// It is written apart from the code under test (`JSONReader`, Foundation's `JSONDecoder`): a
/// recursive descent over the bytes with its own UTF-8 check, so a mutated file's validity is
/// known without asking the reader. It is strict where RFC 8259 leaves a choice: no byte order
/// mark, no trailing commas, no comments, no `NaN`, and a `\u` escape of a surrogate only as a
/// high-low pair.
///
/// The limits of the tools' reader are reported apart from validity, since a reader may refuse
/// them (RFC 8259, section 9): nesting deeper than ``nestingLimit``, numbers outside the range of
/// `Double`, and the numbers `0e1` to `0e9`, which swift-foundation 6.3's `JSONDecoder` does not
/// read as a `Double`.
///
/// Threading: stateless; each call works on its own bytes.
enum StrictJSON {
  /// The nesting the tools read; deeper documents are `Validity/beyondLimits`.
  package static let nestingLimit = 64

  /// What a text is.
  enum Validity: Sendable, Equatable {
    /// Valid JSON within the limits.
    case valid
    /// Not JSON; the reason and the byte offset.
    case invalid(String, offset: Int)
    /// Valid JSON as far as it was read, beyond a limit of the tools' reader: nested deeper than
    /// ``nestingLimit`` (the rest is not read) or holding a number `Double` cannot represent.
    case beyondLimits(String)
  }

  /// The kind of a value, with a string's text.
  enum Kind: Sendable, Equatable {
    case object
    case array
    case string(String)
    case number
    case bool
    case null
  }

  /// The validity and, for a valid top-level object, its members in order (keys may repeat).
  struct Report: Sendable {
    var validity: Validity
    var members: [(key: String, kind: Kind)]?
  }

  /// Reads a text.
  ///
  /// - Parameter bytes: The text.
  /// - Returns: The validity, and the top-level members when the text is a valid object.
  package static func check(_ bytes: [UInt8]) -> Report {
    if let offset = firstNonUTF8Offset(bytes) {
      return Report(validity: .invalid("not UTF-8", offset: offset), members: nil)
    }
    var reader = Reader(bytes: bytes)
    do throws(Stop) {
      reader.skipSpace()
      let kind = try reader.value(depth: 1, collectMembers: true)
      reader.skipSpace()
      guard reader.index == bytes.count else { throw Stop.invalid("text after the value", reader.index) }
      if let limit = reader.limit { return Report(validity: .beyondLimits(limit), members: nil) }
      return Report(validity: .valid, members: kind == .object ? reader.members : nil)
    } catch {
      switch error {
      case .invalid(let reason, let offset):
        return Report(validity: .invalid(reason, offset: offset), members: nil)
      case .tooDeep:
        return Report(validity: .beyondLimits("nested deeper than \(nestingLimit)"), members: nil)
      }
    }
  }

  /// The validity alone.
  static func validity(of bytes: [UInt8]) -> Validity { check(bytes).validity }

  /// Why reading stopped.
  enum Stop: Error {
    case invalid(String, Int)
    case tooDeep
  }

  /// The offset of the first byte that does not start or continue a well-formed UTF-8 sequence
  /// (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF), or `nil`.
  static func firstNonUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return index
      }
      for position in 1..<max(length, 1) {
        guard index + position < bytes.count else { return index }
        let byte = bytes[index + position]
        let range: ClosedRange<UInt8> = position == 1 ? low...high : 0x80...0xBF
        guard range.contains(byte) else { return index }
      }
      index += length
    }
    return nil
  }

  /// The recursive descent.
  struct Reader {
    let bytes: [UInt8]
    var index = 0
    /// The first limit passed, if any.
    var limit: String?
    /// The top-level object's members.
    var members: [(key: String, kind: Kind)] = []

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
      while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(Stop) {
      guard current == byte else { throw .invalid("expected \(what)", index) }
      index += 1
    }

    mutating func value(depth: Int, collectMembers: Bool = false) throws(Stop) -> Kind {
      guard let byte = current else { throw .invalid("expected a value", index) }
      switch byte {
      case UInt8(ascii: "{"):
        try object(depth: depth, collectMembers: collectMembers)
        return .object
      case UInt8(ascii: "["):
        try array(depth: depth)
        return .array
      case UInt8(ascii: "\""):
        return .string(try string())
      case UInt8(ascii: "t"):
        try literal("true")
        return .bool
      case UInt8(ascii: "f"):
        try literal("false")
        return .bool
      case UInt8(ascii: "n"):
        try literal("null")
        return .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        try number()
        return .number
      default:
        throw .invalid("expected a value", index)
      }
    }

    mutating func object(depth: Int, collectMembers: Bool) throws(Stop) {
      guard depth <= StrictJSON.nestingLimit else { throw .tooDeep }
      index += 1
      skipSpace()
      if current == UInt8(ascii: "}") {
        index += 1
        return
      }
      while true {
        skipSpace()
        guard current == UInt8(ascii: "\"") else { throw .invalid("expected a key", index) }
        let key = try string()
        skipSpace()
        try expect(UInt8(ascii: ":"), "':'")
        skipSpace()
        let kind = try value(depth: depth + 1)
        if collectMembers { members.append((key, kind)) }
        skipSpace()
        if current == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect(UInt8(ascii: "}"), "',' or '}'")
        return
      }
    }

    mutating func array(depth: Int) throws(Stop) {
      guard depth <= StrictJSON.nestingLimit else { throw .tooDeep }
      index += 1
      skipSpace()
      if current == UInt8(ascii: "]") {
        index += 1
        return
      }
      while true {
        skipSpace()
        _ = try value(depth: depth + 1)
        skipSpace()
        if current == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect(UInt8(ascii: "]"), "',' or ']'")
        return
      }
    }

    mutating func literal(_ word: String) throws(Stop) {
      for byte in word.utf8 {
        guard current == byte else { throw .invalid("expected \(word)", index) }
        index += 1
      }
    }

    /// A string's text; the bytes are known to be UTF-8.
    mutating func string() throws(Stop) -> String {
      index += 1
      var text: [UInt8] = []
      while let byte = current {
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          return String(decoding: text, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard let escape = current else { throw .invalid("an unfinished escape", index) }
          index += 1
          let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
            UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D,
            UInt8(ascii: "t"): 0x09,
          ]
          if let replacement = simple[escape] {
            text.append(replacement)
            continue
          }
          guard escape == UInt8(ascii: "u") else { throw .invalid("an unknown escape", index - 1) }
          var code = try hex4()
          if (0xDC00...0xDFFF).contains(code) { throw .invalid("a lone low surrogate", index - 6) }
          if (0xD800...0xDBFF).contains(code) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
              bytes[index + 1] == UInt8(ascii: "u")
            else { throw .invalid("a lone high surrogate", index - 6) }
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
              throw .invalid("a high surrogate without a low", index - 6)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw .invalid("not a scalar", index) }
          text.append(contentsOf: Array(String(Character(scalar)).utf8))
        case 0x00...0x1F:
          throw .invalid("a control character in a string", index - 1)
        default:
          text.append(byte)
        }
      }
      throw .invalid("an unterminated string", index)
    }

    mutating func hex4() throws(Stop) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = current else { throw .invalid("a short \\u escape", index) }
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw .invalid("a bad \\u escape", index)
        }
        value = value << 4 | UInt32(digit)
        index += 1
      }
      return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, then its range.
    mutating func number() throws(Stop) {
      let start = index
      if current == UInt8(ascii: "-") { index += 1 }
      func isDigit(_ byte: UInt8?) -> Bool { byte.map { (0x30...0x39).contains($0) } ?? false }
      guard isDigit(current) else { throw .invalid("a number without digits", index) }
      if current == UInt8(ascii: "0") {
        index += 1
      } else {
        while isDigit(current) { index += 1 }
      }
      if current == UInt8(ascii: ".") {
        index += 1
        guard isDigit(current) else { throw .invalid("no digits after '.'", index) }
        while isDigit(current) { index += 1 }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        index += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
        guard isDigit(current) else { throw .invalid("no digits in the exponent", index) }
        while isDigit(current) { index += 1 }
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let value = Double(text) else { throw .invalid("an unreadable number", start) }
      // Out of range: too large, or too small to be anything but zero although it is not zero.
      let mantissa = text.prefix { $0 != "e" && $0 != "E" }
      let isZero = mantissa.allSatisfy { $0 == "0" || $0 == "-" || $0 == "." }
      if !value.isFinite || (value == 0 && !isZero) {
        if limit == nil { limit = "the number \(text.prefix(40)) is outside Double's range" }
      }
      // A gap of swift-foundation 6.3's JSONDecoder, which the tools' reader reports as a limit.
      if text.count == 3, text.hasPrefix("0e") || text.hasPrefix("0E"), text.last != "0" {
        if limit == nil { limit = "the number \(text), which JSONDecoder does not read" }
      }
    }
  }
}
