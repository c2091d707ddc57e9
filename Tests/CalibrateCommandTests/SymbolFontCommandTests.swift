import CalibrateSupport
import CalibrateTestSupport
import Foundation
import Testing

/// The commands on fonts whose only character map is a Windows symbol one, through the real
/// executable, by path and by fontconfig pattern.
@Suite("calibrate on symbol fonts")
struct SymbolFontCommandTests {
  static let fonts = [TestFonts.symbolFont, TestFonts.arabicSymbolFont]

  static func json(_ arguments: [String], environment: [String: String] = [:]) throws -> JSONValue {
    let outcome = try BuiltTool.calibrate.run(arguments + ["--format", "json"], environment: environment)
    #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
    return try JSONValue.decoded(outcome.standardOutput)
  }

  @Test(
    "the fit and the survey find the space in every mode, and make the hair space from it",
    arguments: fonts, ["none", "light", "full"])
  func everyMode(font: String, hinting: String) throws {
    let sizes = "14,24.705882352941178,15.01"
    let fit = try Self.json(["--font", font, "--sizes", sizes, "--hinting", hinting])
    let entries = try #require(fit["sizes"]?.arrayValue)
    #expect(entries.count == 3)
    for entry in entries {
      #expect(entry["glyph"]?.numberValue == 1)
      #expect(entry["notdef"] == .bool(false))
      #expect(entry["synthesized"] == .bool(true))
      #expect(entry["uniform"] == .bool(true))
      if hinting == "none" { #expect(entry["advanceUnits"]?.numberValue == 128) }
    }
    #expect(fit["global"]?["maxError"]?.numberValue != nil)
    let survey = try Self.json(["survey", "--font", font, "--hinting", hinting])
    let characters = try #require(survey["characters"]?.arrayValue)
    let space = try #require(characters.first { $0["codePoint"]?.stringValue == "U+0020" })
    #expect(space["inCmap"] == .bool(true))
    #expect(space["cmapGlyph"]?.numberValue == 1)
    #expect(space["glyph"]?.numberValue == 1)
    #expect(space["notdef"] == .bool(false))
    // The hair space is made from the space: listed after the characters the font has.
    #expect(characters.first?["codePoint"]?.stringValue == "U+0020")
  }

  @Test("fontconfig resolves the symbol font's family to the file, which measures as by path")
  func fontconfigPattern() throws {
    let folder = try BuiltTool.temporaryFolder("symbol-fontconfig")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = folder.appendingPathComponent("fonts.conf")
    let fontsFolder = PackageRoot.url.appendingPathComponent("fonts").path
    try """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
    <fontconfig>
      <dir>\(fontsFolder)</dir>
      <cachedir>\(folder.appendingPathComponent("cache").path)</cachedir>
    </fontconfig>

    """.write(to: configuration, atomically: true, encoding: .utf8)
    let environment = ["FONTCONFIG_FILE": configuration.path]
    let arguments = ["measure", "--sizes", "14,24.705882352941178", "--hinting", "full"]
    let byPattern = try Self.json(
      arguments + ["--font", "Calibrate Test Symbol"], environment: environment)
    let byPath = try Self.json(arguments + ["--font", TestFonts.symbolFont])
    #expect(byPattern["font"]?["path"]?.stringValue == TestFonts.symbolFont)
    #expect(byPattern["font"]?["family"]?.stringValue == "Calibrate Test Symbol")
    #expect(byPattern["sizes"] == byPath["sizes"])
    #expect(byPath["sizes"]?.arrayValue?.first?["glyph"]?.numberValue == 1)
  }
}
