import CalibrateSupport
import CalibrateTestSupport
import Foundation
import Testing

/// Every command on a Type 1 font and on a font with Graphite tables, through the real executable.
@Suite("calibrate on Type 1 and Graphite fonts")
struct FontFormatCommandTests {
  static func json(_ arguments: [String]) throws -> JSONValue {
    let outcome = try CalibrateExecutable.run(arguments + ["--format", "json"])
    #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
    return try JSONValue.decoded(outcome.standardOutput)
  }

  @Test(
    "measure, survey and the fit work on a Type 1 font in every mode", arguments: ["none", "light", "full"])
  func type1(hinting: String) throws {
    let font = TestFonts.type1
    guard TestFonts.require(font) else { return }
    let measured = try Self.json(["measure", "--font", font, "--sizes", "8...40", "--hinting", hinting])
    #expect(measured["font"]?["unitsPerEm"]?.numberValue == 1000)
    let sizes = try #require(measured["sizes"]?.arrayValue)
    #expect(sizes.count == 33)
    for entry in sizes {
      #expect(entry["notdef"] == .bool(false))
      #expect(entry["synthesized"] == .bool(true), "Nimbus Sans has no hair space")
      #expect(entry["uniform"] == .bool(true))
      if hinting == "none" {
        // HarfBuzz makes the hair space a sixteenth of an em: (1000 + 8) / 16 units.
        #expect(entry["advanceUnits"]?.numberValue == 63)
      }
    }
    let survey = try Self.json(["survey", "--font", font, "--hinting", hinting])
    let characters = try #require(survey["characters"]?.arrayValue)
    let space = try #require(characters.first { $0["codePoint"]?.stringValue == "U+0020" })
    #expect(space["inCmap"] == .bool(true))
    #expect(space["notdef"] == .bool(false))
    #expect(space["synthesized"] == .bool(false))
    let fit = try Self.json(["--font", font, "--sizes", "8...40", "--hinting", hinting])
    #expect(fit["font"]?["format"]?.stringValue == "Type 1")
    #expect(fit["global"]?["maxError"]?.numberValue != nil)
  }

  @Test("batch finds Type 1 files in a folder and calibrates them")
  func batchFindsType1() throws {
    let font = TestFonts.type1
    guard TestFonts.require(font) else { return }
    let folder = try CalibrateExecutable.temporaryFolder("type1-batch")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: font), to: folder.appendingPathComponent("NimbusSans-Regular.t1"))
    let output = folder.appendingPathComponent("out.jsonl").path
    let outcome = try CalibrateExecutable.run([
      "batch", "--fonts", folder.path, "--sizes", "8...12", "--hinting", "none,full", "--output", output,
      "--quiet",
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    for line in lines {
      let record = try JSONValue.decoded(String(line))
      #expect(record["error"] == nil, "\(line)")
      #expect(record["font"]?["format"]?.stringValue == "Type 1")
    }
  }

  @Test("on a Graphite font, full hinting gives whole pixels and uniform runs at every size")
  func graphite() throws {
    let font = TestFonts.graphite
    guard TestFonts.require(font) else { return }
    for scale in ["1", "2", "3"] {
      let measured = try Self.json([
        "measure", "--font", font, "--sizes", "8...40", "--scale", scale, "--hinting", "full",
      ])
      for entry in try #require(measured["sizes"]?.arrayValue) {
        let units = try #require(entry["advanceUnits"]?.numberValue)
        #expect(units.truncatingRemainder(dividingBy: 64) == 0, "@\(scale)x \(entry)")
        #expect(entry["uniform"] == .bool(true), "@\(scale)x \(entry)")
      }
    }
  }
}
