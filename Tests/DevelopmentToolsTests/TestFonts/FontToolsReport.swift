/// What fontTools read from one face, decoded from the JSON the probe script prints.
///
/// Field names mirror the script's keys so that a mismatch fails decoding loudly.
struct FontToolsReport: Decodable {
  /// One `cmap` entry with the glyph it maps to and that glyph's `hmtx` metrics.
  struct Mapping: Decodable {
    /// The Unicode scalar value (the private-use code in a symbol face).
    let scalar: UInt32
    /// The glyph ID fontTools resolved.
    let glyphID: Int
    /// The glyph name fontTools derived (from `cmap`, since `post` 3.0 has none).
    let glyphName: String
    /// The advance width from `hmtx`.
    let advance: Int
  }

  /// One pair of a `kern` subtable, by glyph ID.
  struct KerningPair: Decodable, Equatable {
    /// The left glyph ID.
    let left: Int
    /// The right glyph ID.
    let right: Int
    /// The adjustment in font units.
    let value: Int
  }

  /// One `kern` subtable.
  struct KerningSubtable: Decodable {
    /// The subtable format (high byte of the coverage field).
    let format: Int
    /// The coverage flags (low byte of the coverage field).
    let coverage: Int
    /// The pairs it holds.
    let pairs: [KerningPair]
  }

  /// One `cmap` encoding record with the format of the subtable it points at.
  struct CharacterMapSubtable: Decodable, Equatable {
    /// The platform ID.
    let platformID: Int
    /// The encoding ID.
    let encodingID: Int
    /// The subtable format.
    let format: Int
  }

  /// The face's `head.unitsPerEm`.
  let unitsPerEm: Int
  /// The glyph order.
  let glyphOrder: [String]
  /// The best Unicode `cmap`, in code point order, or a symbol face's (3, 0) subtable.
  let mappings: [Mapping]
  /// The advance of `.notdef`.
  let notdefAdvance: Int
  /// The number of contours of `.notdef`.
  let notdefContours: Int
  /// The `kern` table version, or `nil` when the face has none.
  let kernVersion: Int?
  /// The `kern` subtables.
  let kernSubtables: [KerningSubtable]
  /// The `cmap` encoding records.
  let characterMapSubtables: [CharacterMapSubtable]
  /// Windows English name records by name ID.
  let names: [String: String]
  /// The `post` format, such as 3.0.
  let postFormat: Double
  /// The OS/2 version.
  let os2Version: Int
  /// The OS/2 `usWeightClass`.
  let weightClass: Int
  /// The OS/2 `usWidthClass`.
  let widthClass: Int
  /// The OS/2 `fsType`.
  let embeddingType: Int
  /// The OS/2 `fsSelection`, whose high byte is the font page in version 0.
  let fsSelection: Int
  /// The OS/2 `usFirstCharIndex`.
  let firstCharIndex: Int
  /// The OS/2 `usLastCharIndex`.
  let lastCharIndex: Int
  /// The OS/2 `ulCodePageRange1`, or `nil` in a version 0 table.
  let codePageRange1: Int?
  /// The Unicode range bits stored in OS/2.
  let unicodeRangeBits: [Int]
  /// The Unicode range bits fontTools computes from `cmap`.
  let expectedUnicodeRangeBits: [Int]
  /// The stored `xAvgCharWidth`.
  let averageAdvance: Int
  /// The `xAvgCharWidth` fontTools computes from `hmtx`.
  let expectedAverageAdvance: Int
  /// `head.created` rendered by fontTools.
  let created: String
  /// `head.modified` rendered by fontTools.
  let modified: String
  /// For each table tag, whether fontTools recompiles the decoded table to the same bytes.
  let recompilesIdentically: [String: Bool]
  /// Whether the face has GSUB or GPOS.
  let hasLayoutTables: Bool
  /// For a standalone file, whether the whole-file checksum equals 0xB1B0AFBA.
  let wholeFileChecksumValid: Bool?
  /// For a collection, how many faces fontTools finds in it.
  let collectionFaceCount: Int?
}
