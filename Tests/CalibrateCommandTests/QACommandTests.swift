import CalibrateSupport
import CalibrateTestSupport
import DevelopmentTools
import Foundation
import Testing

/// `calibrate qa` end to end: its exit statuses carry the verdict, every format says the same
/// findings, folders, collections and instances are all checked, and bad input is one error line.
@Suite("calibrate qa")
struct QACommandTests {
  /// A folder with the reference face and the planted faces named.
  static func folder(_ names: [String], reference: Bool = true) throws -> URL {
    let folder = try CalibrateExecutable.temporaryFolder("qa")
    if reference {
      try Data(WhitespaceDefects.referenceBytes).write(to: folder.appendingPathComponent("reference.ttf"))
    }
    for defect in WhitespaceDefects.cases(inter: TestFonts.inter) where names.contains(defect.name) {
      try Data(try #require(defect.bytes)).write(to: folder.appendingPathComponent(defect.name))
    }
    return folder
  }

  @Test("a right face exits 0, a FAIL 2, and the error line counts the faces that fail")
  func exitStatus() throws {
    let clean = try Self.folder([])
    let passing = try CalibrateExecutable.run(["qa", clean.path])
    #expect(passing.status == 0, "\(passing.standardError)")
    #expect(passing.standardError.isEmpty)
    #expect(passing.standardOutput.contains("1 face checked: 0 FAIL, 0 WARN"), "\(passing.standardOutput)")

    let warned = try Self.folder(["width-punctuation.ttf"], reference: false)
    let warning = try CalibrateExecutable.run(["qa", warned.path])
    #expect(warning.status == 0, "a WARN alone does not fail: \(warning.standardError)")
    #expect(
      warning.standardOutput.contains("WARN      whitespace/width    U+2008"), "\(warning.standardOutput)")

    let failing = try Self.folder(["ink-outline-hair-space.ttf", "missing-space.ttf"])
    let outcome = try CalibrateExecutable.run(["qa", failing.path])
    #expect(outcome.status == 2)
    #expect(outcome.standardError == "error: 2 of 3 faces have a FAIL finding\n")
    #expect(
      outcome.standardOutput.contains("FAIL      whitespace/ink      U+200A"), "\(outcome.standardOutput)")
    #expect(
      outcome.standardOutput.contains("FAIL      whitespace/missing  U+0020"), "\(outcome.standardOutput)")
  }

  @Test("table, JSON, CSV and Markdown carry the same findings")
  func formats() throws {
    let folder = try Self.folder(["kerning-space.ttf", "width-figure-narrower.ttf"])
    let path = folder.path
    let json = try CalibrateExecutable.run(["qa", path, "--format", "json"])
    #expect(json.status == 0, "\(json.standardError)")
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let faces = try #require(document["faces"] as? [[String: Any]])
    #expect(faces.count == 3)
    #expect(document["verdict"] as? String == "WARN")
    let findings = faces.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
    let kerning = try #require(
      findings.first { $0["check"] as? String == "whitespace/kerning" && $0["severity"] as? String == "WARN" }
    )
    #expect(kerning["codePoint"] as? String == "U+0020")
    let junctions = try #require(kerning["junctions"] as? [[String: Any]])
    #expect(junctions.contains { $0["text"] as? String == " A" && $0["shift"] as? Int == -80 })
    let figure = try #require(
      findings.first { $0["codePoint"] as? String == "U+2007" && $0["severity"] as? String == "WARN" })
    #expect(figure["units"] as? Int == 1000 && figure["expectedUnits"] as? Int == 1100)

    let csv = try CalibrateExecutable.run(["qa", path, "--format", "csv"])
    let rows = csv.standardOutput.split(separator: "\n")
    #expect(
      rows.first == "path,face,instance,family,style,check,severity,code_point,units,expected_units,message")
    #expect(rows.count == 1 + findings.count)
    #expect(rows.contains { $0.contains(",whitespace/width,WARN,U+2007,1000,1100,") })

    let markdown = try CalibrateExecutable.run(["qa", path, "--format", "markdown"])
    #expect(markdown.standardOutput.hasPrefix("## Whitespace QA: WARN\n"))
    let row = try #require(
      markdown.standardOutput.split(separator: "\n").first { $0.hasPrefix("| Whitespace kerning-space ") })
    #expect(row.contains("Regular, kerning-space.ttf ") && row.contains("| **WARN** "), "\(row)")
    #expect(markdown.standardOutput.contains("<details open><summary>"))

    let table = try CalibrateExecutable.run(["qa", path])
    for finding in findings {
      #expect(table.standardOutput.contains(try #require(finding["message"] as? String)))
    }
    // --output writes the same bytes, atomically.
    let written = folder.appendingPathComponent("report.md").path
    let quiet = try CalibrateExecutable.run(["qa", path, "--format", "markdown", "--output", written])
    #expect(quiet.standardOutput.isEmpty)
    #expect(try String(contentsOfFile: written, encoding: .utf8) == markdown.standardOutput)
  }

  @Test("every face of a collection and every named instance of a variable font is checked")
  func facesAndInstances() throws {
    let collection = try CalibrateExecutable.run(["qa", TestFonts.testCollection, "--format", "csv"])
    let faces = Set(
      collection.standardOutput.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[1] })
    #expect(faces == ["0", "1"])
    guard TestFonts.require(TestFonts.interVariable) else { return }
    let variable = try CalibrateExecutable.run(["qa", TestFonts.interVariable, "--format", "json"])
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(variable.standardOutput.utf8)) as? [String: Any])
    let instances = try #require(document["faces"] as? [[String: Any]]).compactMap {
      ($0["instance"] as? [String: Any])?["name"] as? String
    }
    #expect(instances.count == 18, "\(instances)")
    #expect(instances.first == "Regular")
    #expect(variable.standardOutput.contains("\"style\": \"Black\""))
  }

  @Test("a font that cannot be read is listed, the others checked, and the run exits 1")
  func unreadable() throws {
    let folder = try Self.folder([])
    try Data("not a font\n".utf8).write(to: folder.appendingPathComponent("notes.ttf"))
    let outcome = try CalibrateExecutable.run(["qa", folder.path])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError.hasPrefix("error: a font could not be checked: '"), "\(outcome.standardError)")
    #expect(outcome.stderrLines.count == 1)
    #expect(outcome.standardOutput.contains("could not check '\(folder.path)/notes.ttf'"))
    #expect(outcome.standardOutput.contains("1 face checked: 0 FAIL, 0 WARN"))
    // With no face checked there is no report: the error line alone, naming the file.
    let alone = folder.appendingPathComponent("notes.ttf").path
    try CalibrateExecutable.run(["qa", alone]).expectOneError(
      status: 1, mentions: "error: a font could not be checked: '\(alone)' is not a usable font")
  }

  @Test(
    "an fvar instance outside its axis is that instance's failure, named with the file; the others are checked"
  )
  func instanceOutsideItsAxis() throws {
    guard TestFonts.require(TestFonts.interVariable) else { return }
    var font = try #require(
      SFNTFont(reading: Array(try Data(contentsOf: URL(fileURLWithPath: TestFonts.interVariable)))))
    var fvar = try #require(font.tables["fvar"])
    func uint16(_ at: Int) -> Int { Int(fvar[at]) << 8 | Int(fvar[at + 1]) }
    let axesOffset = uint16(4)
    let axisCount = uint16(8)
    let axisSize = uint16(10)
    let instanceSize = uint16(14)
    // The second instance's first coordinate becomes -1/65536, below every axis of Inter.
    let coordinate = axesOffset + axisCount * axisSize + instanceSize + 4
    for index in 0..<4 { fvar[coordinate + index] = 0xFF }
    font.tables["fvar"] = fvar
    let path = try CalibrateExecutable.temporaryFolder("qa-fvar").appendingPathComponent("outside.ttf").path
    try Data(font.bytes()).write(to: URL(fileURLWithPath: path))
    let outcome = try CalibrateExecutable.run(["qa", path, "--format", "csv"])
    #expect(outcome.status == 1)
    #expect(outcome.stderrLines.count == 1)
    #expect(
      outcome.standardError.hasPrefix("error: a font could not be checked: '\(path)' instance '"),
      "\(outcome.standardError)")
    #expect(outcome.standardError.contains("is outside the axis range"))
    let rows = outcome.standardOutput.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    #expect(rows.filter { $0[6] == "ERROR" }.count == 1)
    let faces = Set(rows.filter { $0[6] != "ERROR" }.map { $0[2] })
    #expect(faces.count == 17, "the other instances are checked: \(faces)")
  }

  static let badInvocations: [(arguments: [String], status: Int32, line: String)] = [
    (["qa"], 64, "error: calibrate qa needs font files or folders (calibrate qa PATH...)\n"),
    (
      ["qa", "x.ttf", "--format", "html"], 64,
      "error: --format must be table, json, csv, markdown, not 'html'\n"
    ),
    (
      ["qa", "x.ttf", "--ppem", "120...8"], 64,
      "error: --ppem must be a range of whole pixel sizes such as 8...120, within 1...1000 and not reversed, not '120...8'\n"
    ),
    (
      ["qa", "x.ttf", "--ppem", "0...5000"], 64,
      "error: --ppem must be a range of whole pixel sizes such as 8...120, within 1...1000 and not reversed, not '0...5000'\n"
    ),
    (
      ["qa", "x.ttf", "--hinting", "none"], 64,
      "error: --hinting must list light or full (unhinted widths are the width check's), not 'none'\n"
    ),
    (
      ["qa", "x.ttf", "--sizes", "12"], 64,
      "error: unknown option '--sizes' for 'calibrate qa' (see --help)\n"
    ),
    (["qa", "/nonexistent/font.ttf"], 1, "error: font path '/nonexistent/font.ttf' does not exist\n"),
  ]

  @Test("bad input is one error line and its status, nothing on standard output")
  func badInput() throws {
    for item in Self.badInvocations {
      let outcome = try CalibrateExecutable.run(item.arguments)
      outcome.expectOneError(status: item.status, mentions: "error: ")
      #expect(outcome.standardError == item.line, "\(item.arguments)")
    }
    let empty = try CalibrateExecutable.temporaryFolder("qa-empty")
    try CalibrateExecutable.run(["qa", empty.path]).expectOneError(status: 1, mentions: "holds no font file")
  }
}
