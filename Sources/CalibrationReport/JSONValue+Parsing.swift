// MARK: - Parsing

extension JSONValue {
  /// A JSON text that does not parse, with the byte offset of the problem.
  public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var reason: String
    /// The UTF-8 offset where it went wrong.
    public var offset: Int

    public var description: String { "\(reason) at byte \(offset)" }
  }

  /// Parses a JSON document, keeping object key order and telling integers from fractions.
  ///
  /// The tool's one JSON reader: typed documents are decoded from its result by
  /// ``JSONValueDecoder``, so the schema is still named once, by the `Codable` types.
  ///
  /// - Parameter text: The JSON text.
  /// - Returns: The document.
  /// - Throws: ``ParseError`` naming the problem and where.
  public static func parse(_ text: String) throws(ParseError) -> JSONValue {
    var parser = Parser(bytes: Array(text.utf8))
    parser.skipSpace()
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.position == parser.bytes.count else { throw parser.error("trailing characters") }
    return value
  }

  /// The value as an array, if it is one.
  public var arrayValue: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  private struct Parser {
    let bytes: [UInt8]
    var position = 0

    func error(_ reason: String) -> ParseError { ParseError(reason: reason, offset: position) }

    mutating func skipSpace() {
      while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    mutating func value(depth: Int) throws(ParseError) -> JSONValue {
      guard depth < 256 else { throw error("nesting too deep") }
      guard position < bytes.count else { throw error("unexpected end") }
      switch bytes[position] {
      case UInt8(ascii: "{"): return try object(depth: depth)
      case UInt8(ascii: "["): return try array(depth: depth)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      default: return try number()
      }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(ParseError) -> JSONValue {
      let expected = Array(word.utf8)
      guard position + expected.count <= bytes.count,
        Array(bytes[position..<position + expected.count]) == expected
      else { throw error("unexpected character") }
      position += expected.count
      return value
    }

    mutating func object(depth: Int) throws(ParseError) -> JSONValue {
      position += 1
      var members: [(String, JSONValue)] = []
      skipSpace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
          throw error("expected a key")
        }
        let key = try string()
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
          throw error("expected ':'")
        }
        position += 1
        skipSpace()
        members.append((key, try value(depth: depth + 1)))
        skipSpace()
        guard position < bytes.count else { throw error("unexpected end in object") }
        if bytes[position] == UInt8(ascii: ",") {
          position += 1
          continue
        }
        guard bytes[position] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
        position += 1
        return .object(members)
      }
    }

    mutating func array(depth: Int) throws(ParseError) -> JSONValue {
      position += 1
      var items: [JSONValue] = []
      skipSpace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(items)
      }
      while true {
        skipSpace()
        items.append(try value(depth: depth + 1))
        skipSpace()
        guard position < bytes.count else { throw error("unexpected end in array") }
        if bytes[position] == UInt8(ascii: ",") {
          position += 1
          continue
        }
        guard bytes[position] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
        position += 1
        return .array(items)
      }
    }

    mutating func string() throws(ParseError) -> String {
      position += 1
      var scalars = String.UnicodeScalarView()
      var raw: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        raw.removeAll()
      }
      while position < bytes.count {
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""):
          flush()
          return String(scalars)
        case UInt8(ascii: "\\"):
          flush()
          guard position < bytes.count else { throw error("unexpected end in escape") }
          let escape = bytes[position]
          position += 1
          switch escape {
          case UInt8(ascii: "\""): scalars.append("\"")
          case UInt8(ascii: "\\"): scalars.append("\\")
          case UInt8(ascii: "/"): scalars.append("/")
          case UInt8(ascii: "b"): scalars.append("\u{8}")
          case UInt8(ascii: "f"): scalars.append("\u{C}")
          case UInt8(ascii: "n"): scalars.append("\n")
          case UInt8(ascii: "r"): scalars.append("\r")
          case UInt8(ascii: "t"): scalars.append("\t")
          case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code), position + 1 < bytes.count,
              bytes[position] == UInt8(ascii: "\\"),
              bytes[position + 1] == UInt8(ascii: "u")
            {
              position += 2
              let low = try hex4()
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
          default: throw error("bad escape")
          }
        case 0..<0x20: throw error("control character in string")
        default: raw.append(byte)
        }
      }
      throw error("unterminated string")
    }

    mutating func hex4() throws(ParseError) -> UInt32 {
      guard position + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
      else { throw error("bad \\u escape") }
      position += 4
      return value
    }

    mutating func number() throws(ParseError) -> JSONValue {
      let start = position
      var isInteger = true
      while position < bytes.count {
        let byte = bytes[position]
        if (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
          position += 1
        } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
          isInteger = false
          position += 1
        } else {
          break
        }
      }
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      guard !text.isEmpty else { throw error("unexpected character") }
      if isInteger, let value = Int(text) { return .integer(value) }
      guard let value = Double(text), value.isFinite else { throw error("bad number '\(text)'") }
      return .number(value)
    }
  }
}
