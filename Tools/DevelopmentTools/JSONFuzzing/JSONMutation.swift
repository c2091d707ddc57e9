/// A damaged copy of a JSON file and what was done to it.
struct JSONMutation: Sendable, Equatable {
  /// What the edit makes of a valid document, when that is known in advance.
  enum Expectation: Sendable, Equatable {
    /// Still valid JSON within the reader's limits.
    case valid
    /// Not JSON, or beyond the reader's limits: refused either way.
    case refused
  }

  /// The mutator.
  package var kind: JSONMutationKind
  /// The change in a few words, such as `inserted '01' at byte 120`.
  var change: String
  /// The damaged bytes.
  package var bytes: [UInt8]
  /// What the edit makes of the document, when known by construction (documents, not lines).
  var expectation: Expectation?

  /// One line for reports.
  package var summary: String { "\(kind.rawValue): \(change)" }
}
