/// The regular face's numbers, restated here from the brief rather than read from the library.
///
/// Writing them out a second time means a slip in the specification cannot also hide in the
/// expectations the tests compare it with.
enum GroundTruth {
  /// Each mapped space, the glyph ID it must get, and its advance in the regular face.
  static let regularSpaces: [(scalar: Unicode.Scalar, glyphID: Int, advance: Int)] = [
    (scalar: "\u{0020}", glyphID: 1, advance: 512),
    (scalar: "\u{00A0}", glyphID: 2, advance: 512),
    (scalar: "\u{1680}", glyphID: 3, advance: 640),
    (scalar: "\u{2000}", glyphID: 4, advance: 1024),
    (scalar: "\u{2001}", glyphID: 5, advance: 2048),
    (scalar: "\u{2002}", glyphID: 6, advance: 1024),
    (scalar: "\u{2003}", glyphID: 7, advance: 2048),
    (scalar: "\u{2004}", glyphID: 8, advance: 683),
    (scalar: "\u{2005}", glyphID: 9, advance: 500),
    (scalar: "\u{2006}", glyphID: 10, advance: 341),
    (scalar: "\u{2007}", glyphID: 11, advance: 1100),
    (scalar: "\u{2008}", glyphID: 12, advance: 260),
    (scalar: "\u{200A}", glyphID: 13, advance: 170),
    (scalar: "\u{200B}", glyphID: 14, advance: 0),
    (scalar: "\u{202F}", glyphID: 15, advance: 400),
    (scalar: "\u{205F}", glyphID: 16, advance: 455),
    (scalar: "\u{3000}", glyphID: 17, advance: 2048),
    (scalar: "\u{FEFF}", glyphID: 18, advance: 0),
  ]

  /// The space deliberately missing from `cmap`.
  static let thinSpace: Unicode.Scalar = "\u{2009}"

  /// The advance of `.notdef` in every face.
  static let notdefAdvance = 1024

  /// Glyph count: `.notdef` plus one glyph per mapped space.
  static let glyphCount = 19

  /// The tags every face must have, in table directory order.
  static let tableTags = [
    "OS/2", "cmap", "glyf", "head", "hhea", "hmtx", "kern", "loca", "maxp", "name", "post",
  ]

  /// The fixed creation and modification time, as fontTools renders it.
  static let timestamp = "Mon Jan  1 00:00:00 2024"

  /// The OS/2 Unicode range bits for the mapped spaces: Basic Latin, Latin-1 Supplement, General
  /// Punctuation, CJK Symbols and Punctuation, Arabic Presentation Forms-B (U+FEFF), Ogham.
  static let unicodeRangeBits = [0, 1, 31, 48, 67, 78]
}
