/// The exact content of one face of the calibration test font.
///
/// Tests of the metrics engine compare what FreeType and HarfBuzz report against these values, so
/// every number here is written into the font verbatim and nothing is derived at render time.
package struct TestFontSpecification: Sendable {
  /// The typographic family name, written as name ID 1.
  package var familyName: String

  /// The style within the family, written as name ID 2.
  package var styleName: String

  /// The size of the em square in font units, written into `head`.
  package var unitsPerEm: Int

  /// The advance width in font units written into `hmtx` for each space character in `cmap`.
  ///
  /// Each scalar gets its own empty glyph, so the advance a shaper reports for it comes from this
  /// table alone and never from a fallback.
  package var spaceAdvances: [Unicode.Scalar: Int]

  /// The space character deliberately left out of `cmap`, so HarfBuzz has to synthesize it.
  ///
  /// It is never mapped, even if it also appears in ``spaceAdvances``.
  package var omittedScalar: Unicode.Scalar

  /// The one pair written into the `kern` table, with its adjustment in font units; a value of 0
  /// leaves the `kern` table out.
  package var kerningPair: (left: Unicode.Scalar, right: Unicode.Scalar, value: Int)

  /// The advance of glyph 0, `.notdef`, whose outline is a visible box.
  var notdefAdvance: Int

  /// The OS/2 `usWidthClass`: 5 is medium (normal), 7 is expanded.
  var widthClass: Int

  /// How `cmap` encodes the characters, and the OS/2 table that goes with it.
  var characterMap: CharacterMap = .unicode

  /// Characters other than spaces (letters, digits, punctuation), each mapped to a glyph of its
  /// own with this advance and a box outline, so the face has text to measure spaces against.
  package var inkedCharacters: [Unicode.Scalar: Int] = [:]

  /// Spaces of ``spaceAdvances`` whose glyph gets a box outline too: whitespace with ink.
  package var inkedSpaces: Set<Unicode.Scalar> = []

  /// More pairs for the `kern` table, beside ``kerningPair``, in font units.
  package var extraKerningPairs: [KerningPair] = []

  /// Whether `post.isFixedPitch` declares one advance for every glyph.
  package var isFixedPitch = false

  /// Characters the face draws with many glyphs: a `GSUB` multiple substitution, in the `ccmp`
  /// feature, turns each of `characters` into `count` copies of the glyph of `into`. A text of a
  /// few such characters shapes to more glyphs than HarfBuzz allows for its length. `nil` (the
  /// default) leaves `GSUB` out.
  package var expansion: Expansion?

  /// A multiple substitution of ``expansion``.
  package struct Expansion: Sendable {
    /// The mapped characters substituted.
    package var characters: Set<Unicode.Scalar>
    /// The mapped character whose glyph each becomes.
    package var into: Unicode.Scalar
    /// How many copies of that glyph replace each (at most 32,000).
    package var count: Int

    package init(characters: Set<Unicode.Scalar>, into: Unicode.Scalar, count: Int) {
      self.characters = characters
      self.into = into
      self.count = count
    }
  }

  /// A pair of the `kern` table.
  package typealias KerningPair = (left: Unicode.Scalar, right: Unicode.Scalar, value: Int)

  /// How a face's `cmap` encodes its characters.
  enum CharacterMap: Sendable, Equatable {
    /// Unicode: one format 4 subtable behind the Unicode (0, 3) and Windows Unicode (3, 1)
    /// records, and an OS/2 table of version 4.
    case unicode
    /// A legacy symbol font: one format 4 subtable behind the Windows symbol (3, 0) record alone,
    /// with each character at the private-use code HarfBuzz looks it up at
    /// (``TestFontSpecification/characterCode(for:)``).
    case symbol(FontPage)
  }

  /// The legacy Windows font page of a symbol font: the high byte of an OS/2 version 0 table's
  /// `fsSelection`, which tells HarfBuzz where the characters lie.
  enum FontPage: Int, Sendable, Equatable {
    /// No page (the OS/2 table is version 4): characters U+0000...U+00FF at U+F000...U+F0FF.
    case none = 0
    /// The Simplified Arabic page (0xB2): characters where HarfBuzz's Simplified Arabic
    /// private-use map puts them, U+F100...U+F1FF.
    case simplifiedArabic = 0xB2
    /// The Traditional Arabic page (0xB3): HarfBuzz's Traditional Arabic map, U+F200...U+F2FF.
    case traditionalArabic = 0xB3
  }

  /// The code `cmap` maps a character at, or `nil` when the face's character map cannot hold it.
  ///
  /// Unicode faces map each character at its own code point. Symbol faces map it at the
  /// private-use code HarfBuzz tries when the code point itself is missing: U+F000 plus the code
  /// point for characters up to U+00FF on no font page, and the entry of HarfBuzz's legacy Arabic
  /// tables (`ArabicPUASimplified.txt`, `ArabicPUATraditional.txt`) on an Arabic page, of which
  /// the test faces use the space alone.
  func characterCode(for scalar: Unicode.Scalar) -> UInt32? {
    switch characterMap {
    case .unicode: return scalar.value
    case .symbol(.none): return scalar.value <= 0xFF ? 0xF000 + scalar.value : nil
    case .symbol(.simplifiedArabic): return scalar == " " ? 0xF120 : nil
    case .symbol(.traditionalArabic): return scalar == " " ? 0xF220 : nil
    }
  }

  /// The glyph ID the font maps `scalar` to, or `nil` when `scalar` is not in `cmap`.
  ///
  /// Glyph 0 is `.notdef`; the mapped spaces follow in code point order from glyph 1.
  package func glyphID(for scalar: Unicode.Scalar) -> Int? {
    mappedScalars.firstIndex(of: scalar).map { $0 + 1 }
  }

  /// The scalars that `cmap` maps, in code point order, which is also their glyph order.
  var mappedScalars: [Unicode.Scalar] {
    Set(spaceAdvances.keys).union(inkedCharacters.keys).filter { $0 != omittedScalar }.sorted()
  }

  /// The advance of a mapped scalar: a space's, or an inked character's.
  func advance(of scalar: Unicode.Scalar) -> Int {
    spaceAdvances[scalar] ?? inkedCharacters[scalar] ?? 0
  }

  /// Whether a mapped scalar's glyph has an outline.
  func isInked(_ scalar: Unicode.Scalar) -> Bool {
    inkedCharacters[scalar] != nil || inkedSpaces.contains(scalar)
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
  package static let regular = TestFontSpecification(
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

  /// A legacy symbol face: a (3, 0) character map with the space at U+F020 and the no-break space
  /// at U+F0A0, and no OS/2 font page. It maps no other space: HarfBuzz makes the hair space and
  /// its kin from the space glyph.
  package static let symbol = TestFontSpecification(
    familyName: "Calibrate Test Symbol",
    styleName: "Regular",
    unitsPerEm: 2048,
    spaceAdvances: ["\u{0020}": 512, "\u{00A0}": 600],
    omittedScalar: "\u{2009}",
    kerningPair: (left: "\u{00A0}", right: "\u{00A0}", value: -30),
    notdefAdvance: 1024,
    widthClass: 5,
    characterMap: .symbol(.none)
  )

  /// A legacy Arabic face: a (3, 0) character map on the Simplified Arabic font page (an OS/2
  /// version 0 table whose `fsSelection` high byte is 0xB2), with the space at U+F120 as old
  /// Arabic fonts put it, and no kerning.
  package static let arabicSymbol = TestFontSpecification(
    familyName: "Calibrate Test Arabic Symbol",
    styleName: "Regular",
    unitsPerEm: 2048,
    spaceAdvances: ["\u{0020}": 560],
    omittedScalar: "\u{2009}",
    kerningPair: (left: "\u{0020}", right: "\u{0020}", value: 0),
    notdefAdvance: 1024,
    widthClass: 5,
    characterMap: .symbol(.simplifiedArabic)
  )

  /// The wide face: every space advance is three halves of the regular one, rounded down.
  ///
  /// A second face with different numbers lets tests prove they read the face they asked for
  /// from the collection, not just the first one.
  package static let wide: TestFontSpecification = {
    var wide = regular
    wide.styleName = "Wide"
    wide.spaceAdvances = regular.spaceAdvances.mapValues { $0 * 3 / 2 }
    wide.kerningPair.value = -60
    wide.widthClass = 7
    return wide
  }()
}
