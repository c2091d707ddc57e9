import CalibrateSupport
import CalibrateTestSupport
import DevelopmentTools
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
    try lines.map { try #require(try JSONValue.decoded($0)["id"]?.stringValue) }
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
    #expect(outcome.standardError.hasPrefix("error: 1 of 4 face-configurations failed"))
    let documents = try Self.lines(output).map { try JSONValue.decoded($0) }
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

  /// A line's members other than `"id"`, as one object (`nil` for a line that is no object).
  static func withoutID(_ line: JSONValue) -> JSONValue? {
    guard case .object(let members) = line else { return nil }
    return .object(members.filter { $0.0 != "id" })
  }

  /// A value without any `"titles"` member: a run's own JSON lists every composite title, a
  /// batch line does not.
  static func withoutTitles(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let members):
      return .object(members.filter { $0.0 != "titles" }.map { ($0.0, withoutTitles($0.1)) })
    case .array(let items): return .array(items.map(withoutTitles))
    default: return value
    }
  }

  @Test(
    "--method composite: every line is calibrate --method composite --format json plus its id, less the titles"
  )
  func compositeLines() throws {
    let font = CalibrateExecutable.testFont
    let options = ["--method", "composite", "--sizes", "8...12", "--widths", "74...200"]
    let outcome = try CalibrateExecutable.run(
      ["batch", "--fonts", font, "--hinting", "none,full", "--jobs", "1", "--quiet"] + options)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let lines = try outcome.standardOutput.split(separator: "\n").map { try JSONValue.decoded(String($0)) }
    #expect(lines.count == 2)
    for (line, hinting) in zip(lines, ["none", "full"]) {
      #expect(line["id"]?.stringValue?.hasSuffix("#0@2x/\(hinting)") == true)
      let alone = try CalibrateExecutable.run(
        ["--font", font, "--hinting", hinting, "--format", "json"] + options)
      #expect(alone.status == 0, "\(alone.standardError)")
      let single = try JSONValue.decoded(alone.standardOutput)
      #expect(Self.withoutID(line) == Self.withoutTitles(single))
      #expect(single != Self.withoutTitles(single))
      #expect(line["method"]?.stringValue == "composite")
      #expect(line["placeholders"]?.stringValue == "auto")
      let composite = try #require(line["composite"])
      #expect(composite["mismatchedTitles"]?.numberValue == 0)
      #expect((composite["shapedTitles"]?.numberValue ?? 0) > 0)
      #expect(composite["sizes"]?.arrayValue?.count == 5)
      let maxError = try #require(composite["maxError"]?.numberValue)
      let countFit = try #require(line["global"]?["maxError"]?.numberValue)
      // Hinted advances are whole pixels and reach every pixel: no error at all. Unhinted the
      // sums come within a hundredth of a point, where one character is off by tenths.
      if hinting == "full" {
        #expect(maxError == 0)
      } else {
        #expect(maxError > 0 && maxError < 0.01)
      }
      #expect(countFit > 0.4)
    }
  }

  @Test("--placeholders and --guard reach every line; without --method lines name no method")
  func placeholdersAndGuard() throws {
    let font = CalibrateExecutable.testFont
    let composite = try CalibrateExecutable.run([
      "batch", "--fonts", font, "--sizes", "10", "--method", "composite", "--placeholders", "U+200A,U+2002",
      "--guard", "U+200B", "--quiet",
    ])
    #expect(composite.status == 0, "\(composite.standardError)")
    let line = try JSONValue.decoded(composite.standardOutput)
    #expect(line["placeholders"]?.stringValue == "U+200A,U+2002")
    #expect(line["guardCharacter"]?.stringValue == "U+200B")
    #expect(line["composite"]?["characters"]?.arrayValue?.compactMap(\.stringValue) == ["U+200A", "U+2002"])
    #expect(
      line["composite"]?["sizes"]?.arrayValue?.first?["characters"]?.arrayValue?.compactMap(\.stringValue)
        == ["U+200A", "U+2002"])
    let count = try CalibrateExecutable.run(["batch", "--fonts", font, "--sizes", "10", "--quiet"])
    #expect(count.status == 0, "\(count.standardError)")
    let countLine = try JSONValue.decoded(count.standardOutput)
    #expect(count.standardOutput.hasPrefix("{\"id\":\"\(font)#0@2x/none\",\"schemaVersion\":2,"))
    for absent in ["method", "placeholders", "guardCharacter", "composite"] {
      #expect(countLine[absent] == nil, "\(absent)")
    }
    let alone = try CalibrateExecutable.run(["--font", font, "--sizes", "10", "--format", "json"])
    #expect(Self.withoutID(countLine) == (try JSONValue.decoded(alone.standardOutput)))
  }

  @Test("a failed line names the composite method, and the count method's failed line is unchanged")
  func failedLinesNameTheMethod() throws {
    let folder = try CalibrateExecutable.temporaryFolder("failed-method")
    try Data("not a font".utf8).write(to: folder.appendingPathComponent("broken.ttf"))
    let count = try CalibrateExecutable.run(["batch", "--fonts", folder.path, "--sizes", "10", "--quiet"])
    // The keys in schema order, as the text shows them.
    let broken = folder.appendingPathComponent("broken.ttf").path
    let face =
      "{\"id\":\"\(broken)#0@2x/none\",\"path\":\"\(broken)\",\"faceIndex\":0,\"scale\":2,\"hinting\":\"none\","
    #expect(count.status == 1)
    #expect(count.standardOutput.hasPrefix(face + "\"error\":\""), "\(count.standardOutput)")
    let composite = try CalibrateExecutable.run([
      "batch", "--fonts", folder.path, "--sizes", "10", "--method", "composite", "--quiet",
    ])
    #expect(composite.status == 1)
    #expect(
      composite.standardOutput.hasPrefix(face + "\"method\":\"composite\",\"error\":\""),
      "\(composite.standardOutput)")
    let line = try JSONValue.decoded(composite.standardOutput)
    #expect(line["method"]?.stringValue == "composite")
    #expect(line["error"]?.stringValue?.isEmpty == false)
  }

  @Test("--resume refuses a file another method wrote, failed lines included, and cuts nothing")
  func resumeRefusesAnotherMethod() throws {
    let folder = try Self.library("resume-method", copies: 1)
    let output = folder.appendingPathComponent("out.jsonl").path
    let base = [
      "batch", "--fonts", folder.path, "--sizes", "10", "--jobs", "1", "--output", output, "--quiet",
    ]
    for (written, resumed) in [("count", "composite"), ("composite", "count")] {
      let first = try CalibrateExecutable.run(base + ["--method", written])
      #expect(first.status == 0, "\(first.standardError)")
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("{\"id\":\"torn".utf8))
      try handle.close()
      let before = try Data(contentsOf: URL(fileURLWithPath: output))
      try CalibrateExecutable.run(base + ["--method", resumed, "--resume"]).expectOneError(
        status: 64,
        mentions:
          "error: cannot resume '\(output)' with --method \(resumed): its line 1 was written with --method \(written); use the same method or another --output"
      )
      #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)
    }
    // A composite file that holds only a failed line is refused by a count run too.
    let broken = try CalibrateExecutable.temporaryFolder("resume-method-broken")
    try Data("not a font".utf8).write(to: broken.appendingPathComponent("broken.ttf"))
    let failedOutput = broken.appendingPathComponent("out.jsonl").path
    let failed = try CalibrateExecutable.run([
      "batch", "--fonts", broken.path, "--sizes", "10", "--method", "composite", "--output", failedOutput,
      "--quiet",
    ])
    #expect(failed.status == 1)
    try CalibrateExecutable.run([
      "batch", "--fonts", broken.path, "--sizes", "10", "--output", failedOutput, "--resume", "--quiet",
    ]).expectOneError(status: 64, mentions: "its line 1 was written with --method composite")
  }

  @Test("a composite batch resumes a composite file: the missing lines come back the same")
  func resumeComposite() throws {
    let folder = try Self.library("resume-composite", copies: 1)
    let output = folder.appendingPathComponent("out.jsonl").path
    let arguments = [
      "batch", "--fonts", folder.path, "--sizes", "8...12", "--hinting", "none,full", "--method", "composite",
      "--jobs", "1", "--output", output, "--quiet",
    ]
    #expect(try CalibrateExecutable.run(arguments).status == 0)
    let complete = try Self.lines(output)
    // 3 faces × 2 hinting modes.
    #expect(complete.count == 6)
    try (complete[0] + "\n" + "{\"id\":\"torn").write(toFile: output, atomically: true, encoding: .utf8)
    let resumed = try CalibrateExecutable.run(arguments + ["--resume"])
    #expect(resumed.status == 0, "\(resumed.standardError)")
    let final = try Self.lines(output)
    #expect(final.count == 6)
    #expect(final.sorted() == complete.sorted())
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
      try JSONValue.decoded(String($0))
    }
    #expect(documents.contains { $0["font"]?["path"]?.stringValue?.hasSuffix("DejaVuSans.ttf") == true })
  }

  @Test(
    "a batch over no font is an error naming where it looked",
    arguments: [
      (
        ["--fonts", "EMPTY"],
        "error: no font file to calibrate: --fonts 'EMPTY' holds no file named .otc, .otf, .pfa, .pfb, .t1, .ttc, .ttf, .woff, .woff2\n"
      ),
      (
        ["--pattern", "No Such Family Anywhere"],
        "error: no font file to calibrate: --pattern 'No Such Family Anywhere' matches no installed face (fc-list lists them)\n"
      ),
      (
        ["--list", "LIST"],
        "error: no font file to calibrate: --list 'LIST' names no font (one path a line, # for comments)\n"
      ),
    ] as [([String], String)])
  func noFonts(_ arguments: [String], _ message: String) throws {
    let folder = try CalibrateExecutable.temporaryFolder("no-fonts")
    let empty = folder.appendingPathComponent("empty", isDirectory: true)
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    try Data("notes.txt\n".utf8).write(to: empty.appendingPathComponent("notes.txt"))
    let list = folder.appendingPathComponent("fonts.txt")
    try Data("# nothing yet\n\n".utf8).write(to: list)
    func placed(_ text: String) -> String {
      text.replacingOccurrences(of: "EMPTY", with: empty.path).replacingOccurrences(
        of: "LIST", with: list.path)
    }
    let outcome = try CalibrateExecutable.run(["batch"] + arguments.map(placed))
    outcome.expectOneError(status: 1, mentions: placed(message))
  }

  @Test("batch counts face-configurations as the report does, and says when a placeholder is synthesized")
  func countsAndSynthesized() throws {
    let folder = try Self.library("batch-counts", copies: 1)
    var synthesized = TestFontSpecification.regular
    synthesized.familyName = "No Hair Space"
    synthesized.omittedScalar = "\u{200A}"
    try Data(TestFont.trueType(synthesized)).write(to: folder.appendingPathComponent("no-hair.ttf"))
    try Data("not a font".utf8).write(to: folder.appendingPathComponent("broken.ttf"))
    let output = folder.appendingPathComponent("out.jsonl").path
    let outcome = try CalibrateExecutable.run([
      "batch", "--fonts", folder.path, "--sizes", "10,12", "--hinting", "none,full", "--jobs", "1",
      "--output",
      output,
    ])
    #expect(outcome.status == 1)
    let lines = outcome.stderrLines.filter { !$0.hasPrefix("batch: ") || !$0.contains(" done (") }
    // The no-glyph face is said once, not once per configuration.
    #expect(
      lines.filter { $0.hasPrefix("warning: ") } == [
        "warning: No Hair Space has no glyph for U+200A; HarfBuzz synthesizes its width from the space glyph, which an app's text engine need not do alike ('\(folder.path)/no-hair.ttf')"
      ])
    // 5 faces (a file, a collection of two, the no-glyph face, the broken file) under 2 configurations.
    #expect(
      lines.contains(
        "batch: 10 face-configurations (a face under one scale and hinting, a line each): 8 calibrated, 2 failed; "
          + (lines.last { $0.hasPrefix("batch: 10") }?.components(separatedBy: "; ").last ?? "")),
      "\(lines)")
    #expect(
      lines.last
        == "error: 2 of 10 face-configurations failed; their lines in the output carry the reason (calibrate report '\(output)' groups them by reason)"
    )
    // The JSON line says it too; the report counts what batch counted.
    let records = try Self.lines(output).map { try JSONValue.decoded($0) }
    let warned = records.filter { $0["warnings"] != nil }
    #expect(warned.count == 2)
    #expect(
      warned.first?["warnings"]?.arrayValue?.first?.stringValue
        == "No Hair Space has no glyph for U+200A; HarfBuzz synthesizes its width from the space glyph, which an app's text engine need not do alike"
    )
    let page = try CalibrateExecutable.run(["report", output]).standardOutput
    #expect(page.contains(" of 5 faces: <b>8 calibrated, 2 failed</b>."))
    #expect(
      page.contains(
        "<b>No glyph for the placeholder:</b> 2 of 8 calibrated face-configurations (No Hair Space)"))
  }
}
