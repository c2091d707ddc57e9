/// Encodes `Encodable` values into a ``JSONValue`` that keeps keys in the order they are encoded.
///
/// Integers become ``JSONValue/integer(_:)``, floating-point numbers ``JSONValue/number(_:)``,
/// and `encodeNil` an explicit `null`; a key encoded twice keeps its first position and its last
/// value. A type's `encode(to:)` (or its synthesized one, in `CodingKeys` order) therefore fixes
/// the exact layout of its JSON.
///
/// Threading: a plain value; each call builds its own tree.
package struct JSONValueEncoder: Sendable {
  /// Creates an encoder.
  package init() {}

  /// Encodes a value.
  ///
  /// - Parameter value: The value.
  /// - Returns: Its JSON tree.
  /// - Throws: Whatever the value's `encode(to:)` throws.
  package func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
    let root = Node()
    try value.encode(to: TreeEncoder(node: root, codingPath: []))
    return root.value
  }
}

// MARK: - Tree

/// One value under construction. Containers hand out child nodes that the value's `encode(to:)`
/// fills in later, so nodes are references.
private final class Node {
  enum Content {
    case unset
    case leaf(JSONValue)
    case object([(key: String, node: Node)])
    case array([Node])
  }

  var content = Content.unset

  var value: JSONValue {
    switch content {
    case .unset: return .object([])
    case .leaf(let value): return value
    case .object(let members): return .object(members.map { ($0.key, $0.node.value) })
    case .array(let items): return .array(items.map(\.value))
    }
  }

  func becomeObject() {
    if case .object = content { return }
    content = .object([])
  }

  func becomeArray() {
    if case .array = content { return }
    content = .array([])
  }

  func child(forKey key: String) -> Node {
    becomeObject()
    guard case .object(var members) = content else { return Node() }
    let node = Node()
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].node = node
    } else {
      members.append((key, node))
    }
    content = .object(members)
    return node
  }

  func appendChild() -> Node {
    becomeArray()
    guard case .array(var items) = content else { return Node() }
    let node = Node()
    items.append(node)
    content = .array(items)
    return node
  }

  var count: Int {
    switch content {
    case .array(let items): return items.count
    case .object(let members): return members.count
    default: return 0
    }
  }
}

/// A key for array positions in coding paths.
private struct IndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { String(intValue ?? 0) }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

// MARK: - Encoder

private struct TreeEncoder: Encoder {
  let node: Node
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.becomeObject()
    return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.becomeArray()
    return UnkeyedContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleContainer(node: node, codingPath: codingPath)
  }
}

/// Sets a node to a value, encoding non-primitive values through their own `encode(to:)`.
private func store<Value: Encodable>(_ value: Value, in node: Node, codingPath: [any CodingKey]) throws {
  switch value {
  case let value as Bool: node.content = .leaf(.bool(value))
  case let value as String: node.content = .leaf(.string(value))
  case let value as Double: node.content = .leaf(.number(value))
  case let value as Float: node.content = .leaf(.number(Double(value)))
  case let value as Int: node.content = .leaf(.integer(value))
  case let value as Int32: node.content = .leaf(.integer(Int(value)))
  case let value as Int64: node.content = .leaf(.integer(Int(value)))
  case let value as UInt32: node.content = .leaf(.integer(Int(value)))
  default: try value.encode(to: TreeEncoder(node: node, codingPath: codingPath))
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: Node
  var codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    node.child(forKey: key.stringValue).content = .leaf(.null)
  }

  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    try store(value, in: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = node.child(forKey: key.stringValue)
    child.becomeObject()
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = node.child(forKey: key.stringValue)
    child.becomeArray()
    return UnkeyedContainer(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    TreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let node: Node
  var codingPath: [any CodingKey]
  var count: Int { node.count }

  private var nextKey: IndexKey { IndexKey(intValue: count) }

  mutating func encodeNil() throws {
    node.appendChild().content = .leaf(.null)
  }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    let key = nextKey
    try store(value, in: node.appendChild(), codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let key = nextKey
    let child = node.appendChild()
    child.becomeObject()
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let key = nextKey
    let child = node.appendChild()
    child.becomeArray()
    return UnkeyedContainer(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let key = nextKey
    return TreeEncoder(node: node.appendChild(), codingPath: codingPath + [key])
  }
}

private struct SingleContainer: SingleValueEncodingContainer {
  let node: Node
  var codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.content = .leaf(.null) }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    try store(value, in: node, codingPath: codingPath)
  }
}
