/// An optional value that JSON writes as `null` instead of leaving the key out.
///
/// Synthesized `Codable` leaves `nil` optionals out; a schema whose every document has the same
/// keys wraps those that may be `nil` in this (a stored result always has `measureSize`, say).
///
/// Threading: a plain value; `Sendable`.
@propertyWrapper
package struct ExplicitNull<Value: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
  /// The value, or `nil` for `null`.
  package var wrappedValue: Value?

  /// Wraps a value.
  package init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue {
      try container.encode(wrappedValue)
    } else {
      try container.encodeNil()
    }
  }
}
