import CalibrateSupport
import CalibrationReports

/// What the check keeps of a line `calibrate batch` writes, or of the document `calibrate measure
/// --format json` prints: a face under one configuration, measured at every size, or the reason
/// it failed.
///
/// Both are read whole with the types that write them (`BatchRecord`, `MeasureDocument`), so
/// the schema is read in one place, and projected onto the keys the check compares (see
/// docs/json.md). A result has ``font``, ``hinting``, ``scale`` and ``sizes``; a failure
/// ``path``, ``faceIndex``, ``hinting``, ``scale`` and ``error``.
///
/// Threading: a plain value; `Sendable`.
struct MeasuredRecord: Sendable, Equatable {
  /// The `font` object.
  struct FontPart: Sendable, Equatable {
    var path: String
    var faceIndex: Int
    var unitsPerEm: Int
  }

  /// One entry of `sizes`.
  struct SizePart: Sendable, Equatable {
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

  /// Reads one batch line, or `nil` when it is not a record (a torn last line of a killed run).
  static func batchLine(_ line: Substring) -> MeasuredRecord? {
    guard let record = try? JSONReader.decode(BatchRecord.self, from: Array(line.utf8)) else { return nil }
    switch record {
    case .result(_, let document):
      return MeasuredRecord(
        font: FontPart(document.font), hinting: document.hinting.rawValue, scale: document.scale,
        sizes: document.sizes.map {
          SizePart(size: $0.size, glyph: $0.glyph, advanceUnits: $0.advanceUnits, uniform: $0.uniform)
        })
    case .failure(_, let path, let faceIndex, let scale, let hinting, _, let error):
      return MeasuredRecord(
        hinting: hinting.rawValue, scale: scale, path: path, faceIndex: faceIndex, error: error)
    }
  }

  /// Reads the output of `calibrate measure --format json`, or `nil` when it is not one.
  static func measureDocument(_ text: Substring) -> MeasuredRecord? {
    guard let document = try? JSONReader.decode(MeasureDocument.self, from: Array(text.utf8)) else {
      return nil
    }
    return MeasuredRecord(
      font: FontPart(document.font), hinting: document.hinting.rawValue, scale: document.scale,
      sizes: document.sizes.map {
        SizePart(size: $0.size, glyph: $0.glyph, advanceUnits: $0.advanceUnits, uniform: $0.uniform)
      })
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

extension MeasuredRecord.FontPart {
  /// The keys the check compares of a `font` object.
  init(_ font: FontRecord) {
    self.init(path: font.path, faceIndex: font.faceIndex, unitsPerEm: font.unitsPerEm)
  }
}
