import CalibrateSupport
import CalibrateTestSupport
import DevelopmentTools
import Foundation
import Testing

/// `calibrate batch --qa` records each face's whitespace QA once, its report opens with the
/// findings, and `--variation` sets the axes each face of a library has.
@Suite("calibrate batch --qa and --variation")
struct BatchQATests {
  @Test("each face's QA is on its first line, and the report opens with the findings, worst first")
  func qaLinesAndReport() throws {
    let folder = try QACommandTests.folder(["ink-outline-hair-space.ttf", "width-punctuation.ttf"])
    let output = folder.appendingPathComponent("out.jsonl").path
    let report = folder.appendingPathComponent("report.html").path
    let outcome = try CalibrateExecutable.run([
      "batch", "--fonts", folder.path, "--qa", "--sizes", "12...14", "--hinting", "none,full", "--output",
      output,
      "--report", report, "--quiet",
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 6)
    let records = try lines.map { try JSONValue.decoded(String($0)) }
    let withQA = records.filter { $0["qa"] != nil }
    #expect(withQA.count == 3, "one per face")
    let ink = try #require(
      withQA.first { ($0["font"]?["path"]?.stringValue ?? "").hasSuffix("ink-outline-hair-space.ttf") })
    #expect(ink["qa"]?["verdict"]?.stringValue == "FAIL")
    #expect(ink["qa"]?["counts"]?["FAIL"]?.numberValue == 1)
    let page = try String(contentsOfFile: report, encoding: .utf8)
    let findings = try #require(page.range(of: "<section id=\"qa\">"))
    let summary = try #require(page.range(of: "<section id=\"summary\">"))
    #expect(findings.lowerBound < summary.lowerBound, "the findings open the page")
    let section = String(page[findings.lowerBound..<summary.lowerBound])
    #expect(section.contains("1 FAIL, 1 WARN, 1 INFO, 0 PASS"))
    let fail = try #require(section.range(of: "ink-outline-hair-space.ttf</small>"))
    let warn = try #require(section.range(of: "width-punctuation.ttf</small>"))
    #expect(fail.lowerBound < warn.lowerBound, "a face with a FAIL comes first")
    #expect(section.contains("<b>FAIL</b> whitespace/ink: U+200A HAIR SPACE"))
    // calibrate report of the file makes the same page.
    let again = try CalibrateExecutable.run(["report", output])
    #expect(again.standardOutput == page)
  }

  @Test("without --qa no line carries a QA and the page has no findings section")
  func noQA() throws {
    let folder = try QACommandTests.folder([])
    let outcome = try CalibrateExecutable.run(["batch", "--fonts", folder.path, "--sizes", "12", "--quiet"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(!outcome.standardOutput.contains("\"qa\""))
  }

  @Test("--variation sets the axes a face has; static faces are calibrated as they are")
  func variationOverALibrary() throws {
    guard TestFonts.require(TestFonts.interVariable) else { return }
    let folder = try QACommandTests.folder([])
    try FileManager.default.copyItem(
      atPath: TestFonts.interVariable, toPath: folder.appendingPathComponent("Inter.var.ttf").path)
    let outcome = try CalibrateExecutable.run([
      "batch", "--fonts", folder.path, "--sizes", "12", "--variation", "wght=700", "--variation", "wdth=80",
      "--quiet",
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let records = try outcome.standardOutput.split(separator: "\n").map { try JSONValue.decoded(String($0)) }
    #expect(records.count == 2 && records.allSatisfy { $0["error"] == nil })
    let variable = try #require(
      records.first { ($0["font"]?["path"]?.stringValue ?? "").hasSuffix("Inter.var.ttf") })
    #expect(variable["font"]?["style"]?.stringValue == "Bold")
    #expect(variable["font"]?["variations"]?["wght"]?.numberValue == 700)
    #expect(variable["font"]?["variations"]?["wdth"] == nil, "Inter has no width axis")
    let reference = try #require(
      records.first { ($0["font"]?["path"]?.stringValue ?? "").hasSuffix("reference.ttf") })
    #expect(reference["font"]?["variations"] == nil)
    // A value outside an axis the face has is still that face's error.
    let outside = try CalibrateExecutable.run([
      "batch", "--fonts", folder.path, "--sizes", "12", "--variation", "wght=2000", "--quiet",
    ])
    #expect(outside.status == 1)
    #expect(outside.standardOutput.contains("variation wght=2000.0 is outside the axis range"))
  }
}
