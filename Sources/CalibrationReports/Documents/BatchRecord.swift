import CalibrateSupport
import TextMetrics

/// One line of `calibrate batch` output (JSON Lines): a face under one configuration, either
/// calibrated (the ``ResultDocument`` with `"id"` first) or failed (`"id"`, where, the method
/// when it is not the count method, and the error).
///
/// Both kinds name the method the same way (`"method": "composite"`, absent for the count
/// method), so a resumed batch can tell which method wrote a file, failed lines included.
///
/// Lines are read back with ``init(from:)`` (through `JSONReader`, version first: ``VersionFirst``),
/// which `calibrate report` and the corpus check do: a line with `"error"` is a failure, any other
/// a result. These types are the one reading of a batch line; what a reader keeps of it is a
/// projection of the record.
///
/// Threading: a plain value; `Sendable`.
package enum BatchRecord: Codable, Sendable, Equatable {
  /// A calibrated face and configuration.
  case result(id: String, ResultDocument)
  /// A face and configuration that failed, with the one-line reason.
  /// `method` is `nil` for the count method, whose lines carry no `"method"`.
  case failure(
    id: String, path: String, faceIndex: Int, scale: Double, hinting: HintingMode, method: String?,
    error: String)

  private enum CodingKeys: String, CodingKey {
    case id, path, faceIndex, scale, hinting, method, error
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .result(let id, let document):
      try container.encode(id, forKey: .id)
      // The document's members follow "id" in the same object.
      try document.encode(to: encoder)
    case .failure(let id, let path, let faceIndex, let scale, let hinting, let method, let error):
      try container.encode(id, forKey: .id)
      try container.encode(path, forKey: .path)
      try container.encode(faceIndex, forKey: .faceIndex)
      try container.encode(scale, forKey: .scale)
      try container.encode(hinting, forKey: .hinting)
      try container.encodeIfPresent(method, forKey: .method)
      try container.encode(error, forKey: .error)
    }
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(String.self, forKey: .id)
    guard container.contains(.error) else {
      // The document's members follow "id" in the same object.
      self = .result(id: id, try ResultDocument(from: decoder))
      return
    }
    self = .failure(
      id: id, path: try container.decode(String.self, forKey: .path),
      faceIndex: try container.decode(Int.self, forKey: .faceIndex),
      scale: try container.decode(Double.self, forKey: .scale),
      hinting: try container.decode(HintingMode.self, forKey: .hinting),
      method: try container.decodeIfPresent(String.self, forKey: .method),
      error: try container.decode(String.self, forKey: .error))
  }

  /// The face and configuration, `PATH#FACE@SCALEx/HINTING`.
  package var id: String {
    switch self {
    case .result(let id, _), .failure(let id, _, _, _, _, _, _): return id
    }
  }

  /// The line, without its newline.
  package var line: String { BatchLine(self).text }

  /// What a line of an earlier run says about itself: its `id` and the method that wrote it.
  package struct Written: Decodable, Sendable, Equatable {
    /// The face and configuration.
    package var id: String
    /// The method as `--method` names it; absent in a line of the count method.
    package var method: String?

    /// The method's name, `count` when the line names none.
    package var methodName: String { method ?? "count" }
  }

  /// The `id` and method of a line of an earlier run.
  ///
  /// - Parameters:
  ///   - line: The line, without its newline.
  ///   - number: Its line number in the file, for positions in messages.
  /// - Returns: What the line says about itself.
  /// - Throws: `JSONReadError` when the line is not JSON or not a record.
  package static func written(ofLine line: ArraySlice<UInt8>, number: Int) throws(JSONReadError) -> Written {
    try JSONReader.decode(Written.self, from: Array(line), firstLine: number)
  }
}

extension BatchRecord: VersionedDocument {
  /// A line without a readable version is read as a record (a failure has none), whose own keys
  /// then say what is missing.
  static var readsWithoutVersion: Bool { true }
  /// The versions a result reads (``ResultDocument/readableSchemaVersions``).
  static var readableSchemaVersions: Set<Int> { ResultDocument.readableSchemaVersions }
}
