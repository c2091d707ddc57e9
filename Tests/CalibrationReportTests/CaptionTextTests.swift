import CalibrateTestSupport
import Testing
import TextMetrics

@testable import CalibrationReport

/// The caption widths the pictures wrap by are DejaVu Sans's own advances: each character of
/// ``CaptionText``'s table, in font units, against HarfBuzz on the installed fonts.
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
}
