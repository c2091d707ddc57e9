import CalibrateTestSupport
import Testing
import TextMetrics

@testable import CalibrationReports

/// The caption widths the pictures wrap by are DejaVu Sans's own advances: each character of
/// `CaptionText`'s table, in font units, against HarfBuzz on the installed fonts.
@Suite("Caption widths")
struct CaptionTextTests {
  static let characters: [Unicode.Scalar] =
    (0x20...0x7E).compactMap(Unicode.Scalar.init) + [
      "\u{00A0}", "\u{00B0}", "\u{00B1}", "\u{00B7}", "\u{00D7}", "\u{2013}", "\u{2014}", "\u{2019}",
      "\u{201C}",
      "\u{201D}", "\u{2026}", "\u{2192}", "\u{2212}", "\u{2248}", "\u{2264}", "\u{2265}",
    ]

  @Test(
    "every tabled advance is the font's, Book and Bold",
    arguments: [
      ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", false),
      ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", true),
    ])
  func advances(path: String, bold: Bool) throws {
    guard TestFonts.require(path) else { return }
    let font = try Font(path: path)
    // Unhinted, a width is in font units whatever the size; at 2048 pt a caption's width is too.
    let configuration = RenderConfiguration(size: 16, scale: 1, hinting: .none)
    for scalar in Self.characters {
      let measured = try font.measure(String(scalar), configuration)
      #expect(measured.unit == .fontUnits(unitsPerEm: 2048))
      #expect(
        CaptionText.width(String(scalar), fontSize: 2048, bold: bold) == Double(measured.width),
        "\(ScalarNotation.format(scalar)) bold \(bold)")
    }
    // A character outside the table counts a whole em, at least as wide as the font's.
    #expect(CaptionText.width("\u{4E00}", fontSize: 2048, bold: bold) == 2048)
  }

  /// Wrapping as the pictures did before a line's width was kept as it grew: every candidate
  /// line measured whole.
  static func wrapMeasuringWhole(_ text: String, width: Double, fontSize: Double, bold: Bool) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let joined = current.isEmpty ? String(word) : current + " " + word
      if CaptionText.fits(joined, width: width, fontSize: fontSize, bold: bold) {
        current = joined
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = ""
      for character in word {
        let longer = current + String(character)
        if !current.isEmpty && !CaptionText.fits(longer, width: width, fontSize: fontSize, bold: bold) {
          lines.append(current)
          current = String(character)
        } else {
          current = longer
        }
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  @Test("wrapping with a running width gives the lines of measuring every candidate line whole")
  func wrapping() {
    var random = SplitMix(state: 0xCA97)
    let words = [
      "e(W)", "in", "pt:", "from", "the", "smallest", "to", "largest", "sizes", "(8...40", "pt)", "|e|",
      "0.125", "−0.5", "W", "iiii", "MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM", "é", "x\u{0301}",
      "\u{4E00}\u{4E8C}",
      "", "a\u{200B}b", "«quoted»", "—",
    ]
    for _ in 0..<2000 {
      let count = Int.random(in: 0...24, using: &random)
      let text = (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }
        .joined(separator: Bool.random(using: &random) ? " " : "  ")
      let width = Double.random(in: 5...600, using: &random)
      let fontSize = [10.0, 11, 13, 24][Int.random(in: 0..<4, using: &random)]
      let bold = Bool.random(using: &random)
      #expect(
        CaptionText.wrap(text, width: width, fontSize: fontSize, bold: bold)
          == Self.wrapMeasuringWhole(text, width: width, fontSize: fontSize, bold: bold), "\(text) \(width)")
    }
  }
}
