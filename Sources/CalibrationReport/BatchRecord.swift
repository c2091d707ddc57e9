import TextMetrics

/// One line of `calibrate batch` output (JSON Lines): a face under one configuration, either
/// calibrated (the ``ResultDocument`` with `"id"` first) or failed (`"id"`, where, and the
/// error).
///
/// Threading: a plain value; `Sendable`.
public enum BatchRecord: Encodable, Sendable {
  /// A calibrated face and configuration.
  case result(id: String, ResultDocument)
  /// A face and configuration that failed, with the one-line reason.
  case failure(id: String, path: String, faceIndex: Int, scale: Double, hinting: HintingMode, error: String)

  private enum CodingKeys: String, CodingKey {
    case id, path, faceIndex, scale, hinting, error
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .result(let id, let document):
      try container.encode(id, forKey: .id)
      // The document's members follow "id" in the same object.
      try document.encode(to: encoder)
    case .failure(let id, let path, let faceIndex, let scale, let hinting, let error):
      try container.encode(id, forKey: .id)
      try container.encode(path, forKey: .path)
      try container.encode(faceIndex, forKey: .faceIndex)
      try container.encode(scale, forKey: .scale)
      try container.encode(hinting, forKey: .hinting)
      try container.encode(error, forKey: .error)
    }
  }

  /// The line, without its newline.
  public var line: String { JSONValue.encoding(self).serialized(compact: true) }

  /// The `id` of a complete line of an earlier run, or `nil` when the line is not a record.
  public static func id(ofLine line: Substring) -> String? {
    struct Identified: Decodable {
      var id: String
    }
    return try? JSONValueDecoder().decode(Identified.self, from: String(line)).id
  }
}
