import CommandLineSupport
import OrderedJSON

/// One line `calibrate batch` writes, or the document `calibrate measure --format json` prints:
/// a face under one configuration, measured at every size, or the reason it failed.
///
/// Only the keys the check compares are read; both documents share them (see docs/json.md).
///
/// Threading: a plain value; `Sendable`.
struct MeasuredRecord: Decodable, Sendable, Equatable {
  /// The `font` object.
  struct FontPart: Decodable, Sendable, Equatable {
    var path: String
    var faceIndex: Int
    var unitsPerEm: Int
  }

  /// One entry of `sizes`.
  struct SizePart: Decodable, Sendable, Equatable {
    var size: Double
    /// The glyph of one placeholder.
    var glyph: Int
    /// The advance of one placeholder, in font units unhinted and 26.6 hinted.
    var advanceUnits: Int
    /// Whether a run of copies shaped to copies × advance.
    var uniform: Bool
  }

  /// The measured face (results only).
  var font: FontPart?
  /// The hinting mode (`none`, `light`, `full`).
  var hinting: String?
  /// The device scale.
  var scale: Double?
  /// The sizes (results only).
  var sizes: [SizePart]?
  /// The file (failures only; results carry it in ``font``).
  var path: String?
  /// The face (failures only).
  var faceIndex: Int?
  /// Why the face failed (failures only).
  var error: String?

  /// Decodes one line, or `nil` when it is not a record (a torn last line of a killed run).
  static func decode(_ line: Substring) -> MeasuredRecord? {
    try? JSONReader.decode(MeasuredRecord.self, from: Array(line.utf8))
  }

  /// Whether the record is a measured face rather than a failure.
  var isMeasured: Bool { error == nil && font != nil && sizes != nil && hinting != nil }

  /// The face, as `path#index`.
  var faceKey: String? {
    if let font { return "\(font.path)#\(font.faceIndex)" }
    guard let path, let faceIndex else { return nil }
    return "\(path)#\(faceIndex)"
  }
}
