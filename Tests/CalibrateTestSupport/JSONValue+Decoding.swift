import CalibrateSupport

// MARK: - Reading the tools' output in tests

extension JSONValue: Decodable {
  /// Reads any JSON value. Object members come back sorted by key, since `JSONDecoder` keeps no
  /// order; whole numbers read as ``JSONValue/integer(_:)``.
  package init(from decoder: any Decoder) throws {
    let value = try decoder.singleValueContainer()
    if value.decodeNil() {
      self = .null
    } else if let bool = try? value.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? value.decode(Int.self) {
      self = .integer(integer)
    } else if let number = try? value.decode(Double.self) {
      self = .number(number)
    } else if let text = try? value.decode(String.self) {
      self = .string(text)
    } else if let items = try? value.decode([JSONValue].self) {
      self = .array(items)
    } else {
      let members = try value.decode([String: JSONValue].self)
      self = .object(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
  }

  /// A tool's JSON output as a tree, read by the tools' own reader (``JSONReader``), for tests to
  /// look into. Key order is not kept: tests of the order compare the text.
  ///
  /// - Throws: ``JSONReadError`` when the text is not JSON.
  package static func decoded(_ text: String) throws -> JSONValue {
    try JSONReader.decode(JSONValue.self, from: Array(text.utf8))
  }

  /// The value as an array, if it is one.
  package var arrayValue: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }
}
