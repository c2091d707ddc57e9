/// Decodes `Decodable` values from a parsed ``JSONValue``: the reading half of the tool's JSON,
/// paired with ``JSONValueEncoder``.
///
/// Numbers decode as `Double` whether written with a fraction or not, and as `Int` only when they
/// are whole; a missing key, a `null` where a value is needed and a value of another type are
/// `DecodingError`s naming the coding path, as Foundation's decoder reports them.
///
/// Threading: a plain value; each call walks its own tree.
public struct JSONValueDecoder: Sendable {
  /// Creates a decoder.
  public init() {}

  /// Decodes a value from a tree.
  public func decode<Value: Decodable>(_ type: Value.Type, from value: JSONValue) throws -> Value {
    try Value(from: TreeDecoder(value: value, codingPath: []))
  }

  /// Parses text and decodes a value from it.
  ///
  /// - Throws: ``JSONValue/ParseError`` when the text is not JSON, `DecodingError` when it does
  ///   not fit the type.
  public func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
    try decode(type, from: try JSONValue.parse(text))
  }
}

// MARK: - Decoder

/// A key for array positions in coding paths.
private struct PositionKey: CodingKey {
  var intValue: Int?
  var stringValue: String { String(intValue ?? 0) }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

private struct TreeDecoder: Decoder {
  let value: JSONValue
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else {
      throw mismatch([String: Int].self, value, codingPath)
    }
    return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = value else { throw mismatch([Int].self, value, codingPath) }
    return UnkeyedContainer(items: items, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleContainer(value: value, codingPath: codingPath)
  }
}

private func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
  if case .null = value {
    return .valueNotFound(type, .init(codingPath: path, debugDescription: "found null"))
  }
  return .typeMismatch(type, .init(codingPath: path, debugDescription: "found another type"))
}

/// Reads a primitive from a value, or decodes a nested type from it.
private func read<Value: Decodable>(
  _ type: Value.Type, from value: JSONValue, path: [any CodingKey]
) throws -> Value {
  let primitive: Any?
  switch type {
  case is Bool.Type:
    guard case .bool(let bool) = value else { throw mismatch(type, value, path) }
    primitive = bool
  case is String.Type:
    guard case .string(let text) = value else { throw mismatch(type, value, path) }
    primitive = text
  case is Double.Type:
    primitive = value.numberValue
  case is Float.Type:
    primitive = value.numberValue.map { Float($0) }
  case is Int.Type:
    switch value {
    case .integer(let integer): primitive = integer
    case .number(let number) where number == number.rounded() && abs(number) < 9e15: primitive = Int(number)
    default: primitive = nil
    }
  default:
    return try Value(from: TreeDecoder(value: value, codingPath: path))
  }
  guard let typed = primitive as? Value else { throw mismatch(type, value, path) }
  return typed
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [(String, JSONValue)]
  var codingPath: [any CodingKey]

  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.0) } }

  func contains(_ key: Key) -> Bool { members.contains { $0.0 == key.stringValue } }

  private func member(_ key: Key) throws -> JSONValue {
    guard let found = members.first(where: { $0.0 == key.stringValue }) else {
      throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no such key"))
    }
    return found.1
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    if case .null = try member(key) { return true }
    return false
  }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try read(type, from: try member(key), path: codingPath + [key])
  }

  func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
    guard contains(key), case let value = try member(key) else { return nil }
    if case .null = value { return nil }
    return try read(type, from: value, path: codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try TreeDecoder(value: try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try TreeDecoder(value: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    TreeDecoder(value: .object(members), codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    TreeDecoder(value: try member(key), codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let items: [JSONValue]
  var codingPath: [any CodingKey]
  var currentIndex = 0

  init(items: [JSONValue], codingPath: [any CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  private mutating func next(_ type: Any.Type) throws -> (JSONValue, [any CodingKey]) {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "array ended"))
    }
    defer { currentIndex += 1 }
    return (items[currentIndex], codingPath + [PositionKey(intValue: currentIndex)])
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, case .null = items[currentIndex] else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    let (value, path) = try next(type)
    return try read(type, from: value, path: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let (value, path) = try next([String: Int].self)
    return try TreeDecoder(value: value, codingPath: path).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (value, path) = try next([Int].self)
    return try TreeDecoder(value: value, codingPath: path).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let (value, path) = try next(Any.self)
    return TreeDecoder(value: value, codingPath: path)
  }
}

private struct SingleContainer: SingleValueDecodingContainer {
  let value: JSONValue
  var codingPath: [any CodingKey]

  func decodeNil() -> Bool {
    if case .null = value { return true }
    return false
  }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try read(type, from: value, path: codingPath)
  }
}
