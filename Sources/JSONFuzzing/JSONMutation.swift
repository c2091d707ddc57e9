/// A damaged copy of a JSON file and what was done to it.
public struct JSONMutation: Sendable, Equatable {
  /// What the edit makes of a valid document, when that is known in advance.
  public enum Expectation: Sendable, Equatable {
    /// Still valid JSON within the reader's limits.
    case valid
    /// Not JSON, or beyond the reader's limits: refused either way.
    case refused
  }

  /// The mutator.
  public var kind: JSONMutationKind
  /// The change in a few words, such as `inserted '01' at byte 120`.
  public var change: String
  /// The damaged bytes.
  public var bytes: [UInt8]
  /// What the edit makes of the document, when known by construction (documents, not lines).
  public var expectation: Expectation?

  /// One line for reports.
  public var summary: String { "\(kind.rawValue): \(change)" }
}
