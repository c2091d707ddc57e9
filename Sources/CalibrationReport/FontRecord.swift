import TextMetrics

/// The `font` object of every JSON output: which file and face, its names and format, and, for
/// the render font of a result, the file's SHA-256.
///
/// Threading: a plain value; `Sendable`.
public struct FontRecord: Codable, Sendable, Equatable {
  /// The file as given or resolved.
  public var path: String
  /// The family name.
  public var family: String
  /// The style name.
  public var style: String
  /// Font units per em.
  public var unitsPerEm: Int
  /// The face within a collection.
  public var faceIndex: Int
  /// The outline format FreeType reports.
  public var format: String
  /// The fontconfig pattern the path was resolved from, if any.
  public var pattern: String?
  /// The variation settings, in the order given (written as an object of tag: value).
  public var variations: [FontVariation]
  /// The file's SHA-256, for the render font of a result.
  public var sha256: String?

  /// The record of a loaded font.
  public init(_ info: FontInfo, sha256: String? = nil) {
    path = info.path
    family = info.family
    style = info.style
    unitsPerEm = info.unitsPerEm
    faceIndex = info.faceIndex
    format = info.format
    pattern = info.pattern
    variations = info.variations
    self.sha256 = sha256
  }

  private enum CodingKeys: String, CodingKey {
    case path, family, style, unitsPerEm, faceIndex, format, pattern, variations, sha256
  }

  /// An axis tag as a key of the `variations` object.
  private struct AxisKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    path = try container.decode(String.self, forKey: .path)
    family = try container.decode(String.self, forKey: .family)
    style = try container.decode(String.self, forKey: .style)
    unitsPerEm = try container.decode(Int.self, forKey: .unitsPerEm)
    faceIndex = try container.decode(Int.self, forKey: .faceIndex)
    format = try container.decode(String.self, forKey: .format)
    pattern = try container.decodeIfPresent(String.self, forKey: .pattern)
    sha256 = try container.decodeIfPresent(String.self, forKey: .sha256)
    variations = []
    if container.contains(.variations) {
      let axes = try container.nestedContainer(keyedBy: AxisKey.self, forKey: .variations)
      // Key order is not kept by the decoder; axes are set by tag, so order does not matter.
      for key in axes.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        variations.append(
          FontVariation(tag: key.stringValue, value: try axes.decode(Double.self, forKey: key)))
      }
    }
  }

  /// Writes the keys in schema order; the pattern, variations and digest only when present.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(family, forKey: .family)
    try container.encode(style, forKey: .style)
    try container.encode(unitsPerEm, forKey: .unitsPerEm)
    try container.encode(faceIndex, forKey: .faceIndex)
    try container.encode(format, forKey: .format)
    try container.encodeIfPresent(pattern, forKey: .pattern)
    if !variations.isEmpty {
      var axes = container.nestedContainer(keyedBy: AxisKey.self, forKey: .variations)
      for variation in variations {
        try axes.encode(variation.value, forKey: AxisKey(stringValue: variation.tag))
      }
    }
    try container.encodeIfPresent(sha256, forKey: .sha256)
  }
}
