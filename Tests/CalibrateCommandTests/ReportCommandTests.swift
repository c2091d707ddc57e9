import CalibrateTestSupport
import Foundation
import Testing

/// `calibrate report` and `batch --report` through the real executable.
@Suite("calibrate report")
struct ReportCommandTests {
  /// The options of every batch here: few sizes, two configurations.
  static let batchOptions = ["--sizes", "8...20", "--hinting", "none,full", "--quiet"]

  /// Runs `calibrate`, expecting success.
  @discardableResult
  static func run(_ arguments: [String]) throws -> BuiltTool.Outcome {
    let outcome = try CalibrateExecutable.run(arguments)
    #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
    return outcome
  }

  static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  @Test(
    "shards given separately, concatenated, in any order or twice give the page of one run, byte for byte")
  func shardsMerge() throws {
    let folder = try BatchTests.library("report-shards", copies: 2)
    func file(_ name: String) -> String { folder.appendingPathComponent(name).path }
    try Self.run(["batch", "--fonts", folder.path, "--output", file("all.jsonl")] + Self.batchOptions)
    for shard in 1...2 {
      try Self.run(
        ["batch", "--fonts", folder.path, "--shard", "\(shard)/2", "--output", file("shard-\(shard).jsonl")]
          + Self.batchOptions)
    }
    let shards =
      try Self.text(URL(fileURLWithPath: file("shard-1.jsonl")))
      + Self.text(URL(fileURLWithPath: file("shard-2.jsonl")))
    try shards.write(toFile: file("cat.jsonl"), atomically: true, encoding: .utf8)
    try Self.run(["report", file("all.jsonl"), "--output", file("all.html")])
    let page = try Self.text(URL(fileURLWithPath: file("all.html")))
    // 2 × (1 + 2) faces × 2 configurations, every row with its chart.
    #expect(page.components(separatedBy: "<details>").count == 13)
    #expect(page.contains("<title>calibrate report: 12 face-configurations</title>"))
    for inputs in [
      ["shard-1.jsonl", "shard-2.jsonl"], ["shard-2.jsonl", "shard-1.jsonl"], ["cat.jsonl"],
      ["all.jsonl", "shard-2.jsonl"], ["shard-1.jsonl", "all.jsonl", "cat.jsonl"],
    ] {
      let merged = try Self.run(["report"] + inputs.map(file))
      #expect(merged.standardOutput == page, "\(inputs)")
    }
  }

  @Test("batch --report writes the page calibrate report makes of the output, failed faces included")
  func batchReport() throws {
    let folder = try BatchTests.library("report-batch", copies: 1)
    try Data("not a font".utf8).write(to: folder.appendingPathComponent("broken.ttf"))
    let output = folder.appendingPathComponent("out.jsonl").path
    let report = folder.appendingPathComponent("out.html").path
    let batch = try CalibrateExecutable.run(
      ["batch", "--fonts", folder.path, "--output", output, "--report", report] + Self.batchOptions)
    // A failed face still fails the run, after the report is written.
    batch.expectOneError(status: 1, mentions: "2 of 8 face-configurations failed")
    let page = try Self.text(URL(fileURLWithPath: report))
    #expect(try Self.run(["report", output]).standardOutput == page)
    #expect(page.contains("<tr class=\"face failed\">"))
    #expect(page.contains("<tr class=\"chart\"><td colspan=\"10\">failed: &#39;"))
    #expect(page.contains("<td>&#39;FILE&#39; is not a usable font: "))
    #expect(
      page.contains(
        "<p>8 face-configurations (a face under one scale, hinting and method: one line of <code>calibrate batch</code> each) of 4 faces: <b>6 calibrated, 2 failed</b>."
      ))
  }

  @Test(
    "a resumed batch --report reads back the earlier run's lines, takes its own records as written, and says what it wrote"
  )
  func resumedBatchReport() throws {
    let folder = try BatchTests.library("report-resume", copies: 2)
    let output = folder.appendingPathComponent("out.jsonl").path
    let report = folder.appendingPathComponent("out.html").path
    try Self.run(["batch", "--fonts", folder.path, "--shard", "1/2", "--output", output] + Self.batchOptions)
    let earlier = try Self.text(URL(fileURLWithPath: output)).split(separator: "\n").count
    // Not quiet: the run's summary names the report.
    let resumed = try Self.run(
      ["batch", "--fonts", folder.path, "--output", output, "--resume", "--report", report]
        + Self.batchOptions.filter { $0 != "--quiet" })
    let lines = try Self.text(URL(fileURLWithPath: output)).split(separator: "\n").count
    #expect(earlier > 0 && earlier < lines)
    #expect(lines == 12)
    let page = try Self.text(URL(fileURLWithPath: report))
    #expect(try Self.run(["report", output]).standardOutput == page)
    #expect(page.contains("<title>calibrate report: 12 face-configurations</title>"))
    let summary = try #require(resumed.stderrLines.first { $0.hasPrefix("batch: wrote report ") })
    let megabytes = String(format: "%.2f", Double(page.utf8.count) / 1e6)
    #expect(
      summary.hasPrefix("batch: wrote report '\(report)' (12 face-configurations, \(megabytes) MB) in "))
    #expect(summary.hasSuffix(" s"))
  }

  @Test("a face recorded twice with different results is refused, naming both lines; nothing is written")
  func conflictingRecords() throws {
    let folder = try BatchTests.library("report-conflict", copies: 1)
    let output = folder.appendingPathComponent("out.jsonl")
    try Self.run(["batch", "--fonts", folder.path, "--output", output.path] + Self.batchOptions)
    var lines = try Self.text(output).split(separator: "\n").map(String.init)
    // Line 4's seed error, changed in a copy.
    let changed = folder.appendingPathComponent("changed.jsonl")
    let line = lines[3]
    let range = try #require(line.firstRange(of: "\"handTuned\":{\"shiftFactor\":1.1,"))
    lines = [line.replacingCharacters(in: range, with: "\"handTuned\":{\"shiftFactor\":1.2,")]
    try (lines.joined(separator: "\n") + "\n").write(to: changed, atomically: true, encoding: .utf8)
    let page = folder.appendingPathComponent("page.html")
    try Data("old page\n".utf8).write(to: page)
    let id = try #require(line.split(separator: "\"")[safe: 3])
    let outcome = try CalibrateExecutable.run(["report", output.path, changed.path, "--output", page.path])
    outcome.expectOneError(
      status: 1,
      mentions:
        "error: '\(id)' is calibrated twice with different results, '\(output.path)' line 4 and '\(changed.path)' line 1; keep one"
    )
    #expect(try Self.text(page) == "old page\n")
  }

  @Test(
    "the output is refused when it cannot be written, and nothing is left behind",
    arguments: [
      ("/nonexistent-folder/r.html", "folder '/nonexistent-folder' does not exist"),
      ("/tmp", "it is a directory"),
    ])
  func unwritableOutput(_ path: String, _ reason: String) throws {
    let folder = try BatchTests.library("report-output", copies: 1)
    let output = folder.appendingPathComponent("out.jsonl").path
    try Self.run(["batch", "--fonts", folder.path, "--output", output] + Self.batchOptions)
    try CalibrateExecutable.run(["report", output, "--output", path]).expectOneError(
      status: 1, mentions: "error: cannot write '\(path)': \(reason)")
  }
}

extension Array {
  /// The element at an index, or `nil` past the end.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
