import CommandLineSupport
import TextMetrics

/// One line of `calibrate batch` output (JSON Lines): a face under one configuration, either
/// calibrated (the ``ResultDocument`` with `"id"` first) or failed (`"id"`, where, the method
/// when it is not the count method, and the error).
///
/// Both kinds name the method the same way (`"method": "composite"`, absent for the count
/// method), so a resumed batch can tell which method wrote a file, failed lines included.
///
/// Threading: a plain value; `Sendable`.
public enum BatchRecord: Encodable, Sendable {
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

  public func encode(to encoder: any Encoder) throws {
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

  /// The line, without its newline.
  public var line: String { JSONValue.encoding(self).serialized(compact: true) }

  /// What a line of an earlier run says about itself: its `id` and the method that wrote it.
  public struct Written: Decodable, Sendable, Equatable {
    /// The face and configuration.
    public var id: String
    /// The method as `--method` names it; absent in a line of the count method.
    public var method: String?

    /// The method's name, `count` when the line names none.
    public var methodName: String { method ?? "count" }
  }

  /// The `id` and method of a line of an earlier run.
  ///
  /// - Parameters:
  ///   - line: The line, without its newline.
  ///   - number: Its line number in the file, for positions in messages.
  /// - Returns: What the line says about itself.
  /// - Throws: ``JSONReadError`` when the line is not JSON or not a record.
  public static func written(ofLine line: ArraySlice<UInt8>, number: Int) throws(JSONReadError) -> Written {
    try JSONReader.decode(Written.self, from: Array(line), firstLine: number)
  }
}
