import TextMetrics

/// The `font` object of every JSON output: which file and face, its names and format, and, for
/// the render font of a result, the file's SHA-256.
///
/// Threading: a plain value; `Sendable`.
package struct FontRecord: Codable, Sendable, Equatable {
  /// The file as given or resolved.
  package var path: String
  /// The family name.
  package var family: String
  /// The style name.
  package var style: String
  /// Font units per em.
  package var unitsPerEm: Int
  /// The face within a collection.
  package var faceIndex: Int
  /// The outline format FreeType reports.
  package var format: String
  /// The fontconfig pattern the path was resolved from, if any.
  package var pattern: String?
  /// The variation settings, if any.
  package var variations: VariationSettings?
  /// The file's SHA-256, for the render font of a result.
  var sha256: String?

  /// The record of a loaded font.
  package init(_ info: FontInfo, sha256: String? = nil) {
    path = info.path
    family = info.family
    style = info.style
    unitsPerEm = info.unitsPerEm
    faceIndex = info.faceIndex
    format = info.format
    pattern = info.pattern
    variations = info.variations.isEmpty ? nil : VariationSettings(info.variations)
    self.sha256 = sha256
  }
}

/// Variation-axis settings as a JSON object of `tag: value`, in the order they were given.
///
/// Threading: a plain value; `Sendable`.
package struct VariationSettings: Codable, Sendable, Equatable {
  /// The settings.
  package var settings: [FontVariation]

  /// Wraps settings.
  package init(_ settings: [FontVariation]) {
    self.settings = settings
  }

  /// An axis tag as a key.
  private struct AxisKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AxisKey.self)
    // The decoder keeps no key order; axes are set by tag, so the order does not matter.
    settings = try container.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
      FontVariation(tag: key.stringValue, value: try container.decode(Double.self, forKey: key))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AxisKey.self)
    for setting in settings {
      try container.encode(setting.value, forKey: AxisKey(stringValue: setting.tag))
    }
  }
}
