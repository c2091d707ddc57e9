/// A JSON document with object keys kept in the order they were written, and its writer.
///
/// The tool writes its JSON with this type rather than Foundation's `JSONEncoder`, because the
/// stored results and scripts depend on its exact bytes: keys in schema order (`JSONEncoder`
/// writes either sorted keys or, unsorted, an order that changes from run to run), `"key": value`
/// with two-space indentation (`JSONEncoder` writes `"key" : value`), whole numbers without a
/// fraction below 1e15 and Swift's shortest form above (`JSONEncoder` writes `1e15` as
/// `1000000000000000`), and invisible characters escaped so a file never hides a hair space
/// (`JSONEncoder` writes U+200A as it is). Typed values reach it through ``JSONValueEncoder``;
/// reading goes through `CommandLineSupport`'s `JSONReader` (Foundation's `JSONDecoder`), so each
/// schema is still declared once, by its `Codable` type. `ResultCheck` compares two documents
/// as trees of this type.
package indirect enum JSONValue: Sendable, Equatable {
  case object([(String, JSONValue)])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case integer(Int)
  case bool(Bool)
  case null

  package static func == (left: JSONValue, right: JSONValue) -> Bool {
    left.serialized() == right.serialized()
  }

  /// The member of an object, or `nil`.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The value as a number, if it is one.
  package var numberValue: Double? {
    switch self {
    case .number(let value): return value
    case .integer(let value): return Double(value)
    default: return nil
    }
  }

  /// The value as a string, if it is one.
  package var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// Whether the document holds a number that is not finite, which it writes as `null` (and so
  /// does not read back as the value it was made of).
  package var containsNonFiniteNumber: Bool {
    switch self {
    case .object(let members): return members.contains { $0.1.containsNonFiniteNumber }
    case .array(let items): return items.contains { $0.containsNonFiniteNumber }
    case .number(let value): return !value.isFinite
    case .string, .integer, .bool, .null: return false
    }
  }

  /// The document as text: two-space indentation, or one line when `compact`.
  package func serialized(compact: Bool = false) -> String {
    var output = ""
    write(into: &output, indent: 0, compact: compact)
    return output
  }

  private func write(into output: inout String, indent: Int, compact: Bool) {
    let newline = compact ? "" : "\n"
    let pad = compact ? "" : String(repeating: "  ", count: indent + 1)
    let closePad = compact ? "" : String(repeating: "  ", count: indent)
    switch self {
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{" + newline
      for (index, (key, value)) in members.enumerated() {
        output += pad + Self.quoted(key) + (compact ? ":" : ": ")
        value.write(into: &output, indent: indent + 1, compact: compact)
        output += (index + 1 < members.count ? "," : "") + newline
      }
      output += closePad + "}"
    case .array(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      output += "[" + newline
      for (index, item) in items.enumerated() {
        output += pad
        item.write(into: &output, indent: indent + 1, compact: compact)
        output += (index + 1 < items.count ? "," : "") + newline
      }
      output += closePad + "]"
    case .string(let text):
      output += Self.quoted(text)
    case .number(let value):
      output += value.isFinite ? NumberFormat.number(value) : "null"
    case .integer(let value):
      output += String(value)
    case .bool(let value):
      output += value ? "true" : "false"
    case .null:
      output += "null"
    }
  }

  /// The escapes JSON names; other invisible characters are written as `\u` escapes.
  private static let namedEscapes: [Unicode.Scalar: String] = [
    "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
  ]

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      if let escape = namedEscapes[scalar] {
        result += escape
      } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || (0x2000...0x206F).contains(scalar.value) || scalar.value == 0xFEFF
      {
        // Invisible characters are escaped so a JSON file never hides a hair space.
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

// MARK: - Typed values

extension JSONValue {
  /// A typed value's JSON tree, through ``JSONValueEncoder``.
  ///
  /// The report types encode only numbers, strings, booleans and containers of them, which
  /// cannot fail; a type whose `encode(to:)` throws anyway gives `null` rather than a crash.
  package static func encoding<Value: Encodable>(_ value: Value) -> JSONValue {
    (try? JSONValueEncoder().encode(value)) ?? .null
  }
}
