import CalibrateTestSupport
import Foundation
import Testing

/// `corpus-check` through the real executables: the Graphite and Type 1 families agree with
/// hb-shape, refusals are counted by reason, and a wrong reference or a crashing tool fails the run.
@Suite("corpus-check end to end")
struct CorpusCheckTests {
  static let tool = BuiltTool(name: "corpus-check")

  /// The summary line's counts, by name (`faces`, `cases`, `exact`, `mismatches`, `crashes`,
  /// `refused`).
  static func counts(_ output: String) throws -> [String: Int] {
    let line = try #require(output.split(separator: "\n").last { $0.hasPrefix("corpus: ") })
    var counts: [String: Int] = [:]
    let words = line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" })
    for (index, word) in words.enumerated() {
      if let value = Int(word), index + 1 < words.count { counts[String(words[index + 1])] = value }
      if word == "refused", index + 1 < words.count { counts["refused"] = Int(words[index + 1]) }
    }
    return counts
  }

  /// An executable shell script in a fresh folder.
  ///
  /// A shell writes it, not this process: a file this process had open for writing can be held
  /// open by a child another test spawned at that moment, and running it then fails with "Text
  /// file busy" (ETXTBSY), as this suite's crash test once did; the shell's descriptor closes
  /// when the shell exits.
  static func script(_ name: String, _ body: String) throws -> String {
    let folder = try BuiltTool.temporaryFolder("corpus-\(name)")
    let path = folder.appendingPathComponent(name).path
    let written = try BuiltTool(executable: "/bin/sh").run([
      "-c", #"printf '%s\n' "$2" > "$1" && chmod 755 "$1""#, "sh", path, "#!/bin/sh\n" + body,
    ])
    try #require(written.status == 0, "cannot write \(path): \(written.standardError)")
    return path
  }

  func run(_ arguments: [String]) throws -> BuiltTool.Outcome {
    try Self.tool.run(["--calibrate", BuiltTool.calibrate.path] + arguments, timeout: 600)
  }

  @Test("Scheherazade and Nimbus Sans (.t1, .pfb and .otf): every case exact in none, light and full")
  func graphiteAndType1() throws {
    guard TestFonts.require(TestFonts.graphite), TestFonts.require(TestFonts.type1) else { return }
    for (pattern, faces) in [("Scheherazade", 2), ("Nimbus Sans:style=Regular", 3)] {
      let outcome = try run(["--pattern", pattern, "--sizes", "8...40", "--shards", "2"])
      #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
      let counts = try Self.counts(outcome.standardOutput)
      #expect(counts["faces"] == faces, "\(pattern)")
      #expect(counts["cases"] == faces * 3 * 33, "\(pattern)")
      #expect(counts["exact"] == counts["cases"], "\(pattern)")
      #expect(counts["mismatches"] == 0 && counts["crashes"] == 0 && counts["refused"] == 0, "\(pattern)")
    }
  }

  @Test("a face that cannot show the placeholder is refused with calibrate's reason")
  func refusal() throws {
    let font = "/usr/share/fonts/truetype/noto/NotoSansTamilSupplement-Regular.ttf"
    guard TestFonts.require(font) else { return }
    let outcome = try run(["--pattern", "Noto Sans Tamil Supplement", "--sizes", "12", "--shards", "1"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let counts = try Self.counts(outcome.standardOutput)
    #expect(counts["faces"] == 1 && counts["cases"] == 0 && counts["refused"] == 3)
    #expect(
      outcome.standardOutput.contains("refused 3 (3 × cannot show placeholder U+200A: it renders as .notdef)")
    )
    #expect(outcome.standardOutput.contains("refused: \(font)#0 none: cannot show placeholder U+200A"))
  }

  @Test("a fit calibrate refuses (no pixel at 8 pt @1x, full hinting) is still measured and compared")
  func fitRefusedStillCompared() throws {
    guard TestFonts.require(TestFonts.graphite) else { return }
    let outcome = try run([
      "--pattern", "Scheherazade:style=Regular", "--sizes", "8", "--scale", "1", "--shards", "1",
    ])
    #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
    let counts = try Self.counts(outcome.standardOutput)
    #expect(counts["cases"] == 3 && counts["exact"] == 3 && counts["refused"] == 0)
    #expect(
      outcome.standardOutput.contains("note: 1 face-configurations were measured with calibrate measure"))
    #expect(outcome.standardOutput.contains("renders with zero width at 8 pt"))
  }

  @Test("a reference that disagrees makes every case a mismatch and the run fail")
  func mismatchesFail() throws {
    guard TestFonts.require(TestFonts.graphite) else { return }
    let fake = try Self.script("hb-shape", "while IFS= read -r line; do echo '[1=0+1]'; done")
    let outcome = try run([
      "--pattern", "Scheherazade:style=Regular", "--sizes", "8...10", "--shards", "1", "--hb-shape", fake,
      "--show", "2",
    ])
    #expect(outcome.status == 1)
    let counts = try Self.counts(outcome.standardOutput)
    #expect(counts["cases"] == 9 && counts["mismatches"] == 9 && counts["exact"] == 0)
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("mismatch: /") }.count == 2)
    #expect(lines.contains("mismatch: ... 7 more"))
  }

  @Test("a crashing calibrate is counted as a crash and fails the run")
  func crashesFail() throws {
    let fake = try Self.script("calibrate", "kill -SEGV $$")
    let outcome = try Self.tool.run(["--calibrate", fake, "--pattern", "Scheherazade", "--shards", "2"])
    #expect(outcome.status == 1)
    #expect(try Self.counts(outcome.standardOutput)["crashes"] == 2)
    #expect(outcome.standardOutput.contains("crash: calibrate batch --shard 1/2"))
    #expect(outcome.standardOutput.contains("killed by signal 11"))
  }

  @Test("bad usage is one error line and exit 64; a missing tool is one error line and exit 1")
  func errors() throws {
    let usage = try Self.tool.run(["--sizes", "8.5"])
    #expect(usage.status == 64)
    #expect(usage.stderrLines.count == 1 && usage.stderrLines[0].hasPrefix("error: --sizes must be whole"))
    #expect(usage.standardOutput.isEmpty)
    let missing = try Self.tool.run(["--hb-shape", "/nonexistent/hb-shape"])
    #expect(missing.status == 1)
    #expect(
      missing.stderrLines.last
        == "error: no executable at '/nonexistent/hb-shape'; install libharfbuzz-bin (make deps) or pass --hb-shape PATH"
    )
    #expect(missing.standardOutput.isEmpty)
  }
}
