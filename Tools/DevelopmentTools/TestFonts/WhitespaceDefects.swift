import CalibrateSupport
import FontCalibration
import TextMetrics

/// Faces with one whitespace defect each, planted into a face whose whitespace is as Unicode
/// defines it: what the tests of `calibrate qa` hold it to, and what `make qa-fonts` writes for
/// anyone to try it on.
package enum WhitespaceDefects {
  /// One planted defect: the face, and the finding it must give.
  package struct Case: Sendable {
    /// The file name the face is written under, which names the defect.
    package var name: String
    /// The check that must report it.
    package var check: QACheck
    /// The severity it must get at least (WARN or FAIL).
    package var severity: QASeverity
    /// The character it is about.
    package var scalar: Unicode.Scalar?
    /// Text the finding's message must contain (a number the defect is about), if any.
    package var mentions: String?
    /// The font file's bytes, or `nil` when the installed font it is made from is missing.
    package var bytes: [UInt8]?
  }

  /// A face whose whitespace is right: every space at its Unicode width (thin ³⁄₁₆ em, hair
  /// ¹⁄₁₂ em), the no-break spaces as their spaces, digits of one width with the figure space at
  /// it, the period with the punctuation space at it, a few letters, and no kerning.
  package static let reference: TestFontSpecification = {
    var face = TestFontSpecification.regular
    face.familyName = "Whitespace Reference"
    face.spaceAdvances = [
      "\u{0020}": 512, "\u{00A0}": 512, "\u{1680}": 640, "\u{2000}": 1024, "\u{2001}": 2048,
      "\u{2002}": 1024, "\u{2003}": 2048, "\u{2004}": 683, "\u{2005}": 512, "\u{2006}": 341,
      "\u{2007}": 1100, "\u{2008}": 260, "\u{2009}": 384, "\u{200A}": 170, "\u{200B}": 0,
      "\u{202F}": 384, "\u{205F}": 455, "\u{2060}": 0, "\u{3000}": 2048, "\u{FEFF}": 0,
    ]
    face.omittedScalar = "\u{180E}"
    face.kerningPair = (left: "\u{0020}", right: "\u{0020}", value: 0)
    var inked: [Unicode.Scalar: Int] = [".": 260, "A": 1200, "T": 1100, "V": 1200, "a": 1000, "o": 1050]
    for digit in 0x30...0x39 { inked[Unicode.Scalar(UInt8(digit))] = 1100 }
    face.inkedCharacters = inked
    return face
  }()

  /// The reference face as a TrueType file.
  package static var referenceBytes: [UInt8] { TestFont.trueType(reference) }

  /// Every planted defect, in the order of the checks. `inter` is Inter Regular's file, which the
  /// `CFF ` outline case is made from (its bytes are `nil` when the file is missing).
  package static func cases(inter: String) -> [Case] {
    var cases: [Case] = []
    func add(
      _ name: String, _ check: QACheck, _ severity: QASeverity, _ scalar: Unicode.Scalar?,
      mentions: String? = nil,
      _ change: (inout TestFontSpecification) -> Void
    ) {
      var face = reference
      face.familyName = "Whitespace " + name
      change(&face)
      cases.append(
        Case(
          name: name + ".ttf", check: check, severity: severity, scalar: scalar, mentions: mentions,
          bytes: TestFont.trueType(face)))
    }
    func tables(
      _ name: String, _ scalar: Unicode.Scalar, mentions: String, _ extra: (Int) -> [String: [UInt8]]
    ) {
      var face = reference
      face.familyName = "Whitespace " + name
      let glyph = face.glyphID(for: scalar) ?? 0
      var font = SFNTFont(reading: TestFont.trueType(face))
      for (tag, table) in extra(glyph) { font?.tables[tag] = table }
      cases.append(
        Case(
          name: name + ".ttf", check: .ink, severity: .fail, scalar: scalar, mentions: mentions,
          bytes: font?.bytes()))
    }

    add("missing-space", .missing, .fail, "\u{0020}") { $0.spaceAdvances["\u{0020}"] = nil }
    add("missing-no-break-space", .missing, .fail, "\u{00A0}") { $0.spaceAdvances["\u{00A0}"] = nil }

    add("ink-outline-hair-space", .ink, .fail, "\u{200A}", mentions: "outline") {
      $0.inkedSpaces = ["\u{200A}"]
    }
    add("ink-outline-zero-width-space", .ink, .fail, "\u{200B}", mentions: "outline") {
      $0.inkedSpaces = ["\u{200B}"]
    }
    tables("ink-colr-hair-space", "\u{200A}", mentions: "COLR") { glyph in
      ["COLR": ColorAndBitmapTables.colorLayers(glyph: glyph), "CPAL": ColorAndBitmapTables.palette]
    }
    tables("ink-svg-hair-space", "\u{200A}", mentions: "SVG") { glyph in
      ["SVG ": ColorAndBitmapTables.svg(glyph: glyph)]
    }
    tables(
      "ink-bitmap-hair-space", "\u{200A}", mentions: "bitmaps at \(ColorAndBitmapTables.strikePPEM) ppem"
    ) {
      glyph in
      let strike = ColorAndBitmapTables.bitmapStrike(glyph: glyph)
      return ["EBLC": strike.locations, "EBDT": strike.data]
    }
    cases.append(
      Case(
        name: "ink-cff-hair-space.otf", check: .ink, severity: .fail, scalar: "\u{200A}", mentions: "outline",
        bytes: remapped(inter, "\u{200A}", toGlyphOf: "H")))

    add("width-no-break-space", .width, .fail, "\u{00A0}", mentions: "600 units") {
      $0.spaceAdvances["\u{00A0}"] = 600
    }
    add("width-thin-wider-than-space", .width, .fail, "\u{2009}", mentions: "wider than U+0020") {
      $0.spaceAdvances["\u{2009}"] = 600
    }
    add("width-hair-wider-than-space", .width, .fail, "\u{200A}", mentions: "wider than U+0020") {
      $0.spaceAdvances["\u{200A}"] = 600
    }
    add("width-hair-as-thin", .width, .warn, "\u{200A}", mentions: "as wide as U+2009") {
      $0.spaceAdvances["\u{200A}"] = 384
    }
    add("width-figure-narrower", .width, .warn, "\u{2007}", mentions: "digits") {
      $0.spaceAdvances["\u{2007}"] = 1000
    }
    add("width-punctuation", .width, .warn, "\u{2008}", mentions: "period") {
      $0.spaceAdvances["\u{2008}"] = 330
    }
    add("width-en", .width, .warn, "\u{2002}", mentions: "½ em") {
      $0.spaceAdvances["\u{2002}"] = 1150
      $0.spaceAdvances["\u{2000}"] = 1150
    }
    add("width-em", .width, .warn, "\u{2003}", mentions: "1 em") {
      $0.spaceAdvances["\u{2003}"] = 2250
      $0.spaceAdvances["\u{2001}"] = 2250
    }
    add("width-three-per-em", .width, .warn, "\u{2004}", mentions: "⅓ em") {
      $0.spaceAdvances["\u{2004}"] = 600
    }
    add("width-four-per-em", .width, .warn, "\u{2005}", mentions: "¼ em") {
      $0.spaceAdvances["\u{2005}"] = 450
    }
    add("width-six-per-em", .width, .warn, "\u{2006}", mentions: "⅙ em") {
      $0.spaceAdvances["\u{2006}"] = 300
    }
    add("width-thin-narrow", .width, .warn, "\u{2009}", mentions: "⅙–⅕ em") {
      $0.spaceAdvances["\u{2009}"] = 300
    }
    add("width-hair-narrow", .width, .warn, "\u{200A}", mentions: "1/16–1/10 em") {
      $0.spaceAdvances["\u{200A}"] = 100
    }
    add("width-medium-mathematical", .width, .warn, "\u{205F}", mentions: "4/18 em") {
      $0.spaceAdvances["\u{205F}"] = 512
    }
    add("width-ideographic", .width, .warn, "\u{3000}", mentions: "1 em") {
      $0.spaceAdvances["\u{3000}"] = 1800
    }
    add("width-en-quad", .width, .warn, "\u{2000}", mentions: "canonical equivalent") {
      $0.spaceAdvances["\u{2000}"] = 1200
    }
    add("width-em-quad", .width, .warn, "\u{2001}", mentions: "canonical equivalent") {
      $0.spaceAdvances["\u{2001}"] = 2300
    }
    add("width-zero-width-space", .width, .warn, "\u{200B}", mentions: "no width") {
      $0.spaceAdvances["\u{200B}"] = 300
    }
    add("width-word-joiner", .width, .warn, "\u{2060}", mentions: "no width") {
      $0.spaceAdvances["\u{2060}"] = 600
    }
    add("width-narrow-no-break-space", .width, .warn, "\u{202F}", mentions: "thin space") {
      $0.spaceAdvances["\u{202F}"] = 512
    }
    add("width-condensed", .width, .warn, "\u{2003}", mentions: "condensation factor of 1.050") { face in
      for (scalar, share) in [
        ("\u{2002}", 0.5), ("\u{2003}", 1), ("\u{2004}", 1.0 / 3), ("\u{2005}", 0.25), ("\u{2006}", 1.0 / 6),
      ]
        as [(Unicode.Scalar, Double)]
      {
        face.spaceAdvances[scalar] = Int((2048 * share * 1.05).rounded())
      }
      face.spaceAdvances["\u{2000}"] = face.spaceAdvances["\u{2002}"]
      face.spaceAdvances["\u{2001}"] = face.spaceAdvances["\u{2003}"]
    }
    add("width-fixed-pitch", .width, .warn, "\u{2009}", mentions: "fixed pitch") { face in
      face.isFixedPitch = true
      for scalar in face.spaceAdvances.keys where (face.spaceAdvances[scalar] ?? 0) > 0 {
        face.spaceAdvances[scalar] = 1229
      }
      for scalar in face.inkedCharacters.keys { face.inkedCharacters[scalar] = 1229 }
      face.spaceAdvances["\u{2009}"] = 600
    }

    add("hinting-hair-collapses", .hinting, .warn, "\u{200A}", mentions: "renders 0 px") {
      $0.spaceAdvances["\u{200A}"] = 50
    }
    add("hinting-hair-as-thin", .hinting, .warn, "\u{200A}", mentions: "as wide as U+2009") {
      $0.spaceAdvances["\u{200A}"] = 300
      $0.spaceAdvances["\u{2009}"] = 341
      $0.spaceAdvances["\u{202F}"] = 341
    }

    add("kerning-space", .kerning, .warn, "\u{0020}", mentions: "␣A −80") { face in
      face.extraKerningPairs = [("\u{0020}", "A", -80), ("T", "\u{0020}", -60)]
    }
    add("kerning-no-break-space", .kerning, .warn, "\u{00A0}", mentions: "V␣ −50") { face in
      face.extraKerningPairs = [("V", "\u{00A0}", -50)]
    }
    return cases
  }

  /// A font's file with one character mapped to another character's glyph instead of its own,
  /// written with a new `cmap`; `nil` when the file is missing or lacks either character.
  static func remapped(_ path: String, _ scalar: Unicode.Scalar, toGlyphOf other: Unicode.Scalar) -> [UInt8]?
  {
    guard let font = try? Font(path: path), let characters = try? font.characters(),
      let target = try? font.glyphID(for: other),
      var file = SFNTFont(reading: (try? TextFile.bytes(path)) ?? [])
    else { return nil }
    var mapping: [UInt32: Int] = [:]
    for character in characters {
      if let glyph = try? font.glyphID(for: character) { mapping[character.value] = glyph }
    }
    guard mapping[scalar.value] != nil else { return nil }
    mapping[scalar.value] = target
    file.tables["cmap"] = CharacterMapTable.unicode(mapping)
    return file.bytes()
  }
}
