import CalibrateSupport

/// How wide a caption of the SVG pictures is drawn, and how to wrap it to the picture.
///
/// The charts name DejaVu Sans first (``fontFamily``), so widths are DejaVu Sans
/// Book and Bold advances (DejaVu Sans 2.37, 2048 units per em, read with fontTools) for
/// printable ASCII and the few other characters the captions use. Any other character counts a
/// whole em, wider than most letters of any text face, so an estimate errs towards wrapping
/// early; marks and format characters count nothing. Kerning is left out (it only narrows Latin
/// text), and a picture keeps ``safetyMargin`` of its line free for a viewer's fallback font.
///
/// Threading: stateless; call from any thread.
enum CaptionText {
  /// The font family every text of the pictures uses (DejaVu Sans ships with most Linux systems).
  static let fontFamily = "DejaVu Sans, sans-serif"

  /// DejaVu Sans Book advances of U+0020 ... U+007E, in 1/2048 em.
  private static let bookAdvances: [UInt16] = [
    651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303, 1303, 1303,
    1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430,
    1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235, 1612, 1423, 1300, 1251,
    1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024, 1024, 1255, 1300, 1126, 1300, 1260, 721,
    1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253, 1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212,
    1212, 1075, 1303, 690, 1303, 1716,
  ]

  /// DejaVu Sans Bold advances of U+0020 ... U+007E, in 1/2048 em.
  private static let boldAdvances: [UInt16] = [
    713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748, 1425, 1425, 1425,
    1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188, 2048, 1585, 1561, 1503,
    1700, 1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741, 1501, 1741, 1577, 1475, 1397,
    1663, 1585, 2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024, 1024, 1382, 1466, 1214, 1466, 1389, 891,
    1466, 1458, 702, 702, 1362, 702, 2134, 1458, 1407, 1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321,
    1335, 1192, 1458, 748, 1458, 1716,
  ]

  /// Book and Bold advances of the other characters the captions use, in 1/2048 em.
  private static let otherAdvances: [Unicode.Scalar: (book: UInt16, bold: UInt16)] = [
    "\u{00A0}": (651, 713), "\u{00B0}": (1024, 1024), "\u{00B1}": (1716, 1716), "\u{00B7}": (651, 778),
    "\u{00D7}": (1716, 1716), "\u{2013}": (1024, 1024), "\u{2014}": (2048, 2048), "\u{2019}": (651, 778),
    "\u{201C}": (1061, 1346), "\u{201D}": (1061, 1346), "\u{2026}": (2048, 2048), "\u{2192}": (1716, 1716),
    "\u{2212}": (1716, 1716), "\u{2248}": (1716, 1716), "\u{2264}": (1716, 1716), "\u{2265}": (1716, 1716),
  ]

  /// The share of a line kept free, for fonts a little wider than DejaVu Sans.
  static let safetyMargin = 0.02

  /// The width of a one-line text, in the units of `fontSize`.
  ///
  /// - Parameters:
  ///   - text: The text as drawn.
  ///   - fontSize: The font size.
  ///   - bold: Whether it is drawn bold.
  package static func width(_ text: String, fontSize: Double, bold: Bool = false) -> Double {
    width(units: units(text.unicodeScalars, bold: bold), fontSize: fontSize)
  }

  /// The width of a text of some advance in 1/2048 em, in the units of `fontSize`.
  private static func width(units: Int, fontSize: Double) -> Double {
    Double(units) / 2048 * fontSize
  }

  /// The advance of some characters in 1/2048 em: the sum of theirs, so a text's is the sum of
  /// its parts'.
  private static func units(_ scalars: some Sequence<Unicode.Scalar>, bold: Bool) -> Int {
    var units = 0
    for scalar in scalars {
      units += advance(scalar, bold: bold)
    }
    return units
  }

  /// One character's advance in 1/2048 em.
  private static func advance(_ scalar: Unicode.Scalar, bold: Bool) -> Int {
    let value = Int(scalar.value)
    if value >= 0x20 && value <= 0x7E {
      return Int(bold ? boldAdvances[value - 0x20] : bookAdvances[value - 0x20])
    }
    if let other = otherAdvances[scalar] { return Int(bold ? other.bold : other.book) }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 2048
    }
  }

  /// Whether a line fits a width, with the safety margin.
  static func fits(_ line: String, width: Double, fontSize: Double, bold: Bool = false) -> Bool {
    fits(units: units(line.unicodeScalars, bold: bold), width: width, fontSize: fontSize)
  }

  /// Whether a text of some advance in 1/2048 em fits a width, with the safety margin.
  private static func fits(units: Int, width: Double, fontSize: Double) -> Bool {
    Self.width(units: units, fontSize: fontSize) <= width * (1 - safetyMargin)
  }

  /// Splits text into lines that fit a width, at spaces; a word wider than the line is cut
  /// between characters.
  ///
  /// A line's advance is kept as it grows (the sum of its words' and spaces'), so each word is
  /// measured once; that sum is the advance of the joined text, so the lines are those of
  /// measuring every candidate line whole.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The room for a line, in the units of `fontSize`.
  ///   - fontSize: The font size.
  ///   - bold: Whether it is drawn bold.
  /// - Returns: The lines, at least one for a non-empty text.
  package static func wrap(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> [String] {
    // A text that fits whole, with single spaces between its words, is its own one line.
    if Self.hasSingleSpaces(text)
      && fits(units: units(text.unicodeScalars, bold: bold), width: width, fontSize: fontSize)
    {
      return [text]
    }
    let space = advance(" ", bold: bold)
    var lines: [String] = []
    var current = ""
    var currentUnits = 0
    for word in text.split(separator: " ") {
      let wordUnits = units(word.unicodeScalars, bold: bold)
      let joinedUnits = current.isEmpty ? wordUnits : currentUnits + space + wordUnits
      if fits(units: joinedUnits, width: width, fontSize: fontSize) {
        if current.isEmpty {
          current = String(word)
        } else {
          current += " "
          current += word
        }
        currentUnits = joinedUnits
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = ""
      currentUnits = 0
      // A word wider than a whole line is cut into pieces that fit.
      for character in word {
        let characterUnits = units(character.unicodeScalars, bold: bold)
        let longerUnits = currentUnits + characterUnits
        if !current.isEmpty && !fits(units: longerUnits, width: width, fontSize: fontSize) {
          lines.append(current)
          current = String(character)
          currentUnits = characterUnits
        } else {
          current.append(character)
          currentUnits = longerUnits
        }
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// Whether a text is words joined by single spaces: not empty, no space at either end, no two
  /// spaces together (what joining its words again gives back).
  private static func hasSingleSpaces(_ text: String) -> Bool {
    let space = UInt8(ascii: " ")
    var previous = space
    for byte in text.utf8 {
      if byte == space && previous == space { return false }
      previous = byte
    }
    return previous != space
  }

  /// Wraps text as a picture always has, at `characters` characters a line, unless a line then
  /// runs past `width`: then by measured widths (``wrap(_:width:fontSize:bold:)``).
  ///
  /// Pictures whose captions fit keep the lines they always had, byte for byte; only a caption
  /// that would cross the edge is wrapped anew. Lines kept need to fit DejaVu Sans only (the
  /// widths are its own); lines wrapped anew keep the safety margin.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The room for a line, in the units of `fontSize`.
  ///   - fontSize: The font size.
  ///   - bold: Whether it is drawn bold.
  ///   - characters: The line length in characters the picture wrapped at before.
  package static func wrap(
    _ text: String, width: Double, fontSize: Double, bold: Bool = false, characters: Int
  ) -> [String] {
    let lines = TerminalText.wrap(text, width: characters)
    if lines.allSatisfy({ Self.width($0, fontSize: fontSize, bold: bold) <= width }) { return lines }
    return wrap(text, width: width, fontSize: fontSize, bold: bold)
  }
}
