import CalibrateTestSupport
import CalibrationReport
import Foundation
import Testing

/// `calibrate batch` through the real executable.
@Suite("calibrate batch")
struct BatchTests {
  /// A folder of distinct copies of the test font and collection (3 faces each pair).
  static func library(_ name: String, copies: Int) throws -> URL {
    let folder = try CalibrateExecutable.temporaryFolder(name)
    let fonts = CalibrateExecutable.packageRoot.appendingPathComponent("fonts")
    for index in 0..<copies {
      try FileManager.default.copyItem(
        at: fonts.appendingPathComponent("CalibrateTest.ttf"),
        to: folder.appendingPathComponent(String(format: "face-%03d.ttf", index)))
      try FileManager.default.copyItem(
        at: fonts.appendingPathComponent("CalibrateTest.ttc"),
        to: folder.appendingPathComponent(String(format: "pair-%03d.ttc", index)))
    }
    return folder
  }

  static func lines(_ path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  static func ids(_ lines: [String]) throws -> [String] {
    try lines.map { try #require(try JSONValue.parse($0)["id"]?.stringValue) }
  }

  @Test("one and two jobs give the same lines, order aside")
  func jobsAgree() throws {
    let folder = try Self.library("jobs", copies: 3)
    var outputs: [[String]] = []
    for jobs in ["1", "2"] {
      let output = folder.appendingPathComponent("out-\(jobs).jsonl").path
      let outcome = try CalibrateExecutable.run([
        "batch", "--fonts", folder.path, "--sizes", "8...12", "--scale", "1,2", "--hinting", "none,full",
        "--jobs", jobs, "--output", output,
      ])
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(outcome.standardOutput.isEmpty)
      outputs.append(try Self.lines(output).sorted())
    }
    // 3 × (1 + 2) faces × 2 scales × 2 hinting modes.
    #expect(outputs[0].count == 36)
    #expect(outputs[0] == outputs[1])
    #expect(Set(try Self.ids(outputs[0])).count == 36)
  }

  @Test("a broken font becomes an error line, the run goes on, and the exit status says so")
  func failuresAreLines() throws {
    let folder = try Self.library("failures", copies: 1)
    try Data("not a font".utf8).write(to: folder.appendingPathComponent("broken.ttf"))
    let output = folder.appendingPathComponent("out.jsonl").path
    let outcome = try CalibrateExecutable.run([
      "batch", "--fonts", folder.path, "--sizes", "10", "--output", output, "--quiet",
    ])
    #expect(outcome.status == 1)
    #expect(outcome.stderrLines.count == 1)
    #expect(outcome.standardError.hasPrefix("error: 1 of 4 faces failed"))
    let documents = try Self.lines(output).map { try JSONValue.parse($0) }
    #expect(documents.count == 4)
    let failed = documents.filter { $0["error"]?.stringValue != nil }
    #expect(failed.count == 1)
    #expect(failed.first?["path"]?.stringValue?.hasSuffix("broken.ttf") == true)
    #expect(failed.first?["error"]?.stringValue?.contains("not a usable font") == true)
  }

  @Test("a killed run resumes: every face exactly once, a torn last line dropped")
  func killAndResume() throws {
    let folder = try Self.library("resume", copies: 12)
    let output = folder.appendingPathComponent("out.jsonl").path
    let arguments = [
      "batch", "--fonts", folder.path, "--sizes", "8...40", "--hinting", "none,full", "--jobs", "1",
      "--output", output, "--quiet",
    ]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CalibrateExecutable.path)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      let count = (try? Self.lines(output).count) ?? 0
      if count >= 10 { break }
      usleep(5_000)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let partial = try Self.lines(output)
    #expect(partial.count >= 10)
    #expect(partial.count < 72, "the run finished before it could be killed")
    // Simulate a write cut short by the kill.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("{\"id\":\"torn".utf8))
    try handle.close()
    let resumed = try CalibrateExecutable.run(arguments.dropLast() + ["--resume"])
    #expect(resumed.status == 0, "\(resumed.standardError)")
    let final = try Self.lines(output)
    let ids = try Self.ids(final)
    // 12 × (1 + 2) faces × 2 hinting modes.
    #expect(ids.count == 72)
    #expect(Set(ids).count == 72)
    #expect(!final.contains { $0.contains("torn") })
  }

  @Test("shards split the faces without overlap")
  func shards() throws {
    let folder = try Self.library("shards", copies: 2)
    var all: [String] = []
    for shard in ["1/2", "2/2"] {
      let outcome = try CalibrateExecutable.run([
        "batch", "--fonts", folder.path, "--sizes", "10", "--shard", shard, "--quiet",
      ])
      #expect(outcome.status == 0)
      all += try Self.ids(outcome.standardOutput.split(separator: "\n").map(String.init))
    }
    #expect(all.count == 6)
    #expect(Set(all).count == 6)
  }

  @Test("a list file and a fontconfig pattern name fonts too")
  func listAndPattern() throws {
    let folder = try CalibrateExecutable.temporaryFolder("list")
    let list = folder.appendingPathComponent("fonts.txt")
    try "# test fonts\n\(CalibrateExecutable.testFont)\n\n".write(to: list, atomically: true, encoding: .utf8)
    let fromList = try CalibrateExecutable.run(["batch", "--list", list.path, "--sizes", "10", "--quiet"])
    #expect(fromList.status == 0)
    #expect(fromList.standardOutput.split(separator: "\n").count == 1)
    let fromPattern = try CalibrateExecutable.run([
      "batch", "--pattern", "DejaVu Sans:style=Book", "--sizes", "10", "--quiet",
    ])
    #expect(fromPattern.status == 0, "\(fromPattern.standardError)")
    let documents = try fromPattern.standardOutput.split(separator: "\n").map {
      try JSONValue.parse(String($0))
    }
    #expect(documents.contains { $0["font"]?["path"]?.stringValue?.hasSuffix("DejaVuSans.ttf") == true })
  }
}
