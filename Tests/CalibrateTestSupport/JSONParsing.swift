import CalibrationReport
import Foundation

extension JSONValue {
  /// Parses JSON text for a test to inspect, with Foundation's decoder.
  ///
  /// Object keys come back in no particular order; tests look members up by name.
  public static func parse(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(DecodedJSON.self, from: Data(text.utf8)).value
  }

  /// The value as an array, if it is one.
  public var arrayValue: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }
}

/// Any JSON value, decoded into a ``JSONValue``: integers stay integers, fractions numbers.
private struct DecodedJSON: Decodable {
  var value: JSONValue

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: Key.self) {
      value = .object(
        try object.allKeys.map { ($0.stringValue, try object.decode(DecodedJSON.self, forKey: $0).value) })
      return
    }
    if var array = try? decoder.unkeyedContainer() {
      var items: [JSONValue] = []
      while !array.isAtEnd { items.append(try array.decode(DecodedJSON.self).value) }
      value = .array(items)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      value = .null
    } else if let bool = try? single.decode(Bool.self) {
      value = .bool(bool)
    } else if let integer = try? single.decode(Int.self) {
      value = .integer(integer)
    } else if let number = try? single.decode(Double.self) {
      value = .number(number)
    } else {
      value = .string(try single.decode(String.self))
    }
  }
}
