import CalibrateTestSupport
import CalibrationReports
import Foundation
import Testing

/// Files of schema version 1 (calibrate 0.2 and earlier), whose keys named the hand-tuned
/// constants `seed`, are still read: `check` recomputes a stored result of that version, and
/// `report` draws a batch output of that version as it draws the same records written today.
@Suite("Schema version 1")
struct SchemaVersionOneTests {
  static let goldens = "Tests/CalibrateCommandTests/Goldens"

  @Test(
    "check reads a stored result of version 1 and says so on its ok line",
    arguments: ["schema-1-calibrate-test-2x-full.json", "schema-1-composite-calibrate-test-full.json"])
  func checkReadsVersionOne(_ name: String) throws {
    // Files written by calibrate 0.3.0 before the keys were renamed (results/ at that commit).
    let file = "\(Self.goldens)/\(name)"
    let text = try String(contentsOf: PackageRoot.url.appendingPathComponent(file), encoding: .utf8)
    #expect(text.contains("\"schemaVersion\": 1,"))
    #expect(text.contains("\"seed\": {"))
    let check = try CalibrateExecutable.run(["check", file])
    #expect(check.status == 0, "\(check.standardError)")
    #expect(
      check.standardOutput.hasSuffix(
        "nothing moved beyond 1e-09; written with schema version 1, read as version 2)\n"),
      "\(check.standardOutput)")
  }

  @Test("report draws version 1 lines as the same records of version 2, and batch --resume keeps them")
  func reportReadsVersionOne() throws {
    let folder = try CalibrateExecutable.temporaryFolder("schema-1")
    func file(_ name: String) -> String { folder.appendingPathComponent(name).path }
    let font = CalibrateExecutable.testFont
    // Every key that was renamed, each file at its own scale so that their ids differ: the
    // hand-tuned constants, the UIKit model's count and the
    // composite sizes' errors.
    for (name, extra) in [
      ("plain.jsonl", ["--hinting", "none,full"]),
      ("uikit.jsonl", ["--model", "uikit-swipe", "--widths", "60...130", "--scale", "1"]),
      ("composite.jsonl", ["--method", "composite", "--scale", "3"]),
    ] {
      let batch = try CalibrateExecutable.run(
        ["batch", "--fonts", font, "--sizes", "12,15", "--quiet", "--output", file(name)] + extra)
      try #require(batch.status == 0, "\(batch.standardError)")
    }
    let current = ["plain.jsonl", "uikit.jsonl", "composite.jsonl"].map(file)
    // The same lines as version 1 wrote them: the version and the three renamed keys.
    var earlier: [String] = []
    for path in current {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let renamed = text.replacingOccurrences(of: "\"schemaVersion\":2,", with: "\"schemaVersion\":1,")
        .replacingOccurrences(of: "\"handTuned\":", with: "\"seed\":")
        .replacingOccurrences(of: "\"handTunedTitlesTooWide\":", with: "\"seedTitlesTooWide\":")
        .replacingOccurrences(of: "\"handTunedMaxError\":", with: "\"seedMaxError\":")
      #expect(renamed != text)
      #expect(!renamed.contains("handTuned"))
      let old = path.replacingOccurrences(of: ".jsonl", with: "-1.jsonl")
      try renamed.write(toFile: old, atomically: true, encoding: .utf8)
      earlier.append(old)
    }
    let today = try CalibrateExecutable.run(["report"] + current + ["--output", file("today.html")])
    #expect(today.status == 0, "\(today.standardError)")
    let before = try CalibrateExecutable.run(["report"] + earlier + ["--output", file("before.html")])
    #expect(before.status == 0, "\(before.standardError)")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: file("today.html")))
        == Data(contentsOf: URL(fileURLWithPath: file("before.html"))))
    // A resumed version 1 file keeps its lines and gets lines of version 2 for the rest.
    let resumed = try CalibrateExecutable.run([
      "batch", "--fonts", font, "--sizes", "12,15", "--hinting", "none,full,light", "--quiet", "--output",
      earlier[0], "--resume", "--report", file("resumed.html"),
    ])
    #expect(resumed.status == 0, "\(resumed.standardError)")
    let lines = try String(contentsOfFile: earlier[0], encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.filter { $0.contains("\"schemaVersion\":1,") }.count == 2)
    #expect(lines.filter { $0.contains("\"schemaVersion\":2,") }.count == 1)
  }
}
