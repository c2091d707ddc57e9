/// A document whose schema version is read before the rest, so a file or line of another version
/// gets a message about its version rather than about the keys that changed.
protocol VersionedDocument: Decodable, Sendable {
  /// Whether a document without a readable schema version (none, or not a number) is read as the
  /// current version (a batch line) rather than refused (a stored result).
  static var readsWithoutVersion: Bool { get }
  /// The schema versions the document's decoding reads.
  static var readableSchemaVersions: Set<Int> { get }
}

/// A document read version first: the schema version, then the document when the version is one
/// it reads (``ResultDocument/readableSchemaVersions``).
struct VersionFirst<Document: VersionedDocument>: Decodable, Sendable {
  /// The version as written, or `nil` when there is none or it is not a number.
  package var schemaVersion: Double?
  /// The document, unless its version is another one.
  package var document: Document?

  private enum CodingKeys: String, CodingKey {
    case schemaVersion
  }

  package init(from decoder: any Decoder) throws {
    // Anything but a number (or no object at all) is no version.
    let container = try? decoder.container(keyedBy: CodingKeys.self)
    schemaVersion = (try? container?.decodeIfPresent(Double.self, forKey: .schemaVersion)) ?? nil
    let readable = schemaVersion.map { version in
      Document.readableSchemaVersions.contains { Double($0) == version }
    }
    guard readable ?? Document.readsWithoutVersion else { return }
    document = try Document(from: decoder)
  }
}

extension ResultDocument: VersionedDocument {
  /// A stored result without a version is refused: every result this tool wrote has one.
  static var readsWithoutVersion: Bool { false }
}
