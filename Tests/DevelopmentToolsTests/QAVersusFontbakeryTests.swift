import CalibrateTestSupport
import DevelopmentSupport
import Foundation
import Testing

/// `.ci/qa-vs-fontbakery` (what `make qa-vs-fontbakery` ends with) holds each fontbakery FAIL to a
/// FAIL of `calibrate qa` for the same character, on reports written here in each tool's format.
@Suite("qa-vs-fontbakery")
struct QAVersusFontbakeryTests {
  /// A fontbakery report with one FAIL: the no-break space of the first font not the space.
  static let fontbakery = """
    {"result": {"FAIL": 1}, "sections": [{"checks": [
      {"key": ["<Section: Universal Profile Checks>", "<FontBakeryCheck:whitespace_widths>", [["font", 0]]],
       "result": "FAIL", "logs": [{"status": "FAIL", "message": {"message": "Space and non-breaking space have differing width"}}]},
      {"key": ["<Section: Universal Profile Checks>", "<FontBakeryCheck:whitespace_glyphs>", [["font", 1]]],
       "result": "PASS", "logs": [{"status": "PASS", "message": {"message": "Font contains glyphs for whitespace characters."}}]}
    ]}]}
    """

  /// A `calibrate qa` report of the two fonts, with these findings on the first.
  static func calibrate(_ findings: [(check: String, codePoint: String, severity: String)]) -> String {
    let listed = findings.map {
      "{\"check\": \"\($0.check)\", \"severity\": \"\($0.severity)\", \"codePoint\": \"\($0.codePoint)\", \"message\": \"\"}"
    }
    return """
      {"faces": [
        {"font": {"path": "a.ttf", "faceIndex": 0}, "findings": [\(listed.joined(separator: ", "))]},
        {"font": {"path": "b.ttf", "faceIndex": 0}, "findings": []}
      ], "errors": []}
      """
  }

  static let cases: [(name: String, calibrate: String, status: Int32, line: String)] = [
    (
      "the FAIL matched", calibrate([("whitespace/width", "U+00A0", "FAIL")]), 0,
      "2 fonts: 1 fontbakery FAILs in 1 files, 1 of them FAILs of calibrate qa too; 0 FAILs of calibrate qa beyond them"
    ),
    (
      "a WARN is no match", calibrate([("whitespace/width", "U+00A0", "WARN")]), 1,
      "MISSED: a.ttf: fontbakery whitespace_widths: Space and non-breaking space have differing width"
    ),
    (
      "a FAIL fontbakery lacks is listed",
      calibrate([("whitespace/width", "U+00A0", "FAIL"), ("whitespace/width", "U+2009", "FAIL")]), 0,
      "beyond: a.ttf: calibrate qa whitespace/width FAIL at U+2009"
    ),
    (
      "a report that is not JSON", "{\"faces\": [", 2,
      "error: qa-vs-fontbakery: the reports cannot be compared"
    ),
  ]

  @Test(
    "each fontbakery FAIL needs a FAIL of calibrate qa; bad input is one error line",
    arguments: cases.map(\.name))
  func compare(_ name: String) throws {
    let testCase = try #require(Self.cases.first { $0.name == name })
    let folder = try BuiltTool.temporaryFolder("qa-vs-fontbakery")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fontbakery = folder.appendingPathComponent("fontbakery.json")
    let calibrate = folder.appendingPathComponent("calibrate.json")
    try Self.fontbakery.write(to: fontbakery, atomically: true, encoding: .utf8)
    try testCase.calibrate.write(to: calibrate, atomically: true, encoding: .utf8)
    let script = PackageRoot.url.appendingPathComponent(".ci/qa-vs-fontbakery").path
    let result = try ChildProcess.run(
      "/usr/bin/env", arguments: ["python3", script, fontbakery.path, calibrate.path, "a.ttf", "b.ttf"],
      timeout: 60, scratchFolder: folder.path)
    #expect(result.termination == .exited(testCase.status), "\(result.standardError)")
    let output = testCase.status == 2 ? result.standardError : result.standardOutput
    #expect(output.split(separator: "\n").contains { $0.hasPrefix(testCase.line) }, "\(output)")
    if testCase.status == 2 {
      #expect(result.standardError.split(separator: "\n").count == 1 && result.standardOutput.isEmpty)
    }
  }
}
