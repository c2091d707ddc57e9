/// The exact content of one face of the calibration test font.
///
/// Tests of the metrics engine compare what FreeType and HarfBuzz report against these values, so
/// every number here is written into the font verbatim and nothing is derived at render time.
public struct TestFontSpecification: Sendable {
  /// The typographic family name, written as name ID 1.
  public var familyName: String

  /// The style within the family, written as name ID 2.
  public var styleName: String

  /// The size of the em square in font units, written into `head`.
  public var unitsPerEm: Int

  /// The advance width in font units written into `hmtx` for each space character in `cmap`.
  ///
  /// Each scalar gets its own empty glyph, so the advance a shaper reports for it comes from this
  /// table alone and never from a fallback.
  public var spaceAdvances: [Unicode.Scalar: Int]

  /// The space character deliberately left out of `cmap`, so HarfBuzz has to synthesize it.
  ///
  /// It is never mapped, even if it also appears in ``spaceAdvances``.
  public var omittedScalar: Unicode.Scalar

  /// The one pair written into the `kern` table, with its adjustment in font units.
  public var kerningPair: (left: Unicode.Scalar, right: Unicode.Scalar, value: Int)

  /// The advance of glyph 0, `.notdef`, whose outline is a visible box.
  var notdefAdvance: Int

  /// The OS/2 `usWidthClass`: 5 is medium (normal), 7 is expanded.
  var widthClass: Int

  /// The glyph ID the font maps `scalar` to, or `nil` when `scalar` is not in `cmap`.
  ///
  /// Glyph 0 is `.notdef`; the mapped spaces follow in code point order from glyph 1.
  public func glyphID(for scalar: Unicode.Scalar) -> Int? {
    mappedScalars.firstIndex(of: scalar).map { $0 + 1 }
  }

  /// The scalars that `cmap` maps, in code point order, which is also their glyph order.
  var mappedScalars: [Unicode.Scalar] {
    spaceAdvances.keys.filter { $0 != omittedScalar }.sorted()
  }

  /// The PostScript name (name ID 6): family and style without spaces, joined by a hyphen.
  var postScriptName: String {
    familyName.filter { !$0.isWhitespace } + "-" + styleName.filter { !$0.isWhitespace }
  }

  /// The full font name (name ID 4): family and style separated by a space.
  var fullName: String {
    familyName + " " + styleName
  }

  /// The regular face: the advances tests treat as ground truth at 2048 units per em.
  public static let regular = TestFontSpecification(
    familyName: "Calibrate Test",
    styleName: "Regular",
    unitsPerEm: 2048,
    spaceAdvances: [
      "\u{0020}": 512,
      "\u{00A0}": 512,
      "\u{1680}": 640,
      "\u{2000}": 1024,
      "\u{2001}": 2048,
      "\u{2002}": 1024,
      "\u{2003}": 2048,
      "\u{2004}": 683,
      "\u{2005}": 500,
      "\u{2006}": 341,
      "\u{2007}": 1100,
      "\u{2008}": 260,
      "\u{200A}": 170,
      "\u{200B}": 0,
      "\u{202F}": 400,
      "\u{205F}": 455,
      "\u{3000}": 2048,
      "\u{FEFF}": 0,
    ],
    omittedScalar: "\u{2009}",
    kerningPair: (left: "\u{2008}", right: "\u{2008}", value: -40),
    notdefAdvance: 1024,
    widthClass: 5
  )

  /// The wide face: every space advance is three halves of the regular one, rounded down.
  ///
  /// A second face with different numbers lets tests prove they read the face they asked for
  /// from the collection, not just the first one.
  public static let wide: TestFontSpecification = {
    var wide = regular
    wide.styleName = "Wide"
    wide.spaceAdvances = regular.spaceAdvances.mapValues { $0 * 3 / 2 }
    wide.kerningPair.value = -60
    wide.widthClass = 7
    return wide
  }()
}
