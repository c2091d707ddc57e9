import CalibrateTestSupport
import Foundation
import Testing

@testable import CalibrateCommand

/// No word from the project's own history reaches a user: every help, document and output of the
/// tool is searched for "seed" (seed 000, the seed constants, seed pair, --profile seed, a
/// `seed` key). What users read names the source, the RowAction article and
/// TCSCustomRowActionFactory, and calls (30, 1.1) the hand-tuned constants.
///
/// The word is allowed only where it means something else or names an earlier version, each
/// listed in ``allowed`` with why. The Swift that `--emit swift` writes is checked by the
/// runtime's own tests (`SwiftSourceTests`).
@Suite("Words from the project's history")
struct HistoryWordsTests {
  /// Texts that contain the word without meaning the project's history, removed before searching.
  static let allowed: [String] = [
    // The fuzzers' random seed, its variable and option.
    "--seed S", "SEED=", "default random seed",
    // Benchmark names (the lead's BenchmarkSuite; the harness prints them as ids).
    "emptyTitle/seed", "emptyTitle/library÷seed",
    // docs/json.md: the keys and profile name of schema version 1, which the tools still read.
    "record was `\"seed\"`", "was `seedTitlesTooWide`", "was `seedMaxError`", "`rowaction` was `seed`",
  ]

  /// The word, at the start of a word, in any case: seed, Seed, seeds, seed's, seedMaxError.
  static func offending(_ text: String) -> [String] {
    var cleaned = text
    for phrase in allowed { cleaned = cleaned.replacingOccurrences(of: phrase, with: "") }
    let lines = cleaned.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().compactMap { index, line in
      let lower = line.lowercased()
      var search = lower.startIndex
      while let found = lower[search...].range(of: "seed") {
        let before = found.lowerBound == lower.startIndex ? nil : lower[lower.index(before: found.lowerBound)]
        if before.map({ !$0.isLetter }) ?? true { return "line \(index + 1): \(line)" }
        search = found.upperBound
      }
      return nil
    }
  }

  static func expectClean(_ name: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!text.isEmpty, "\(name) is empty", sourceLocation: sourceLocation)
    let found = offending(text)
    #expect(found.isEmpty, "\(name): \(found.prefix(5))", sourceLocation: sourceLocation)
  }

  @Test("the help of every command")
  func help() throws {
    for words in [[]] + CalibrateTool.commandNames.map({ [$0] }) {
      let outcome = try CalibrateExecutable.run(words + ["--help"])
      Self.expectClean("calibrate \(words.joined(separator: " ")) --help", outcome.standardOutput)
    }
  }

  @Test("README, the docs a user reads and the results' summary")
  func documents() throws {
    let root = PackageRoot.url
    var files = ["README.md", "results/README.md"]
    let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
    // docs/runtime.md is the runtime's, checked with the emitted Swift by its own tests.
    files += docs.filter { $0.hasSuffix(".md") && $0 != "runtime.md" }.sorted().map { "docs/" + $0 }
    #expect(files.count >= 12)
    for file in files {
      Self.expectClean(file, try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
    }
  }

  @Test("every report format, chart, preview, batch line, report page and check")
  func outputs() throws {
    let folder = try CalibrateExecutable.temporaryFolder("history-words")
    func file(_ name: String) -> String { folder.appendingPathComponent(name).path }
    let font = CalibrateExecutable.testFont
    let device = "Tests/CalibrateCommandTests/Goldens/device.csv"
    // Each run's standard output and error, by what it is.
    let runs: [(String, [String])] = [
      ("table", ["--font", font, "--hinting", "full"]),
      ("json", ["--font", font, "--format", "json", "--output", file("r.json")]),
      ("csv", ["--font", font, "--format", "csv"]),
      ("profile rowaction", ["--font", font, "--profile", "rowaction", "--format", "json"]),
      ("uikit-swipe", ["--font", font, "--model", "uikit-swipe", "--hinting", "full", "--scale", "3"]),
      ("content sizes", ["--font", font, "--content-size", "all", "--format", "json"]),
      ("composite", ["--font", font, "--sizes", "12,14", "--method", "composite"]),
      ("composite json", ["--font", font, "--sizes", "12,14", "--method", "composite", "--format", "json"]),
      ("composite csv", ["--font", font, "--sizes", "12,14", "--method", "composite", "--format", "csv"]),
      ("rms", ["--font", font, "--objective", "rms", "--hinting", "full", "--sizes", "8...16"]),
      ("plot", ["--font", font, "--hinting", "full", "--plot", file("chart.svg")]),
      ("survey", ["survey", "--font", font]),
      ("measure", ["measure", "--font", font, "--format", "csv"]),
      ("observe", ["observe", device, "--font", font]),
      ("observe json", ["observe", device, "--font", font, "--format", "json"]),
      ("observe csv", ["observe", device, "--font", font, "--format", "csv"]),
      ("preview", ["preview", "--font", font, "--cell-height", "80", "--output", file("preview.svg")]),
      ("batch", ["batch", "--fonts", font, "--hinting", "none,full", "--output", file("lib.jsonl")]),
      ("batch composite", ["batch", "--fonts", font, "--method", "composite", "--scale", "3"]),
      ("report", ["report", file("lib.jsonl"), "--output", file("report.html")]),
      ("check", ["check", file("r.json")]),
      // Errors a user meets.
      ("error: unknown option", ["--size", "12"]),
      ("error: wrong kind", ["check", file("lib.jsonl")]),
      ("error: no font", ["--font", "Robto"]),
      ("error: too wide", ["--font", font, "--model", "uikit-swipe", "--widths", "40...70"]),
    ]
    for (name, arguments) in runs {
      let outcome = try CalibrateExecutable.run(arguments)
      Self.expectClean("\(name) (standard output)", outcome.standardOutput + "\n" + outcome.standardError)
    }
    for name in ["r.json", "chart.svg", "preview.svg", "lib.jsonl", "report.html"] {
      Self.expectClean(name, try String(contentsOfFile: file(name), encoding: .utf8))
    }
  }

  @Test("the check itself: the words it looks for are found")
  func finds() {
    for text in [
      "seed pair    shiftFactor 1.1", "the seed constants", "Seed 000's formula", "\"seed\": {",
      "seedMaxError", "--profile seed", "the seed's count formula",
    ] {
      #expect(!Self.offending(text).isEmpty, "\(text)")
    }
    for text in [
      "fuzz-json --seed S --case N", "hand-tuned constants", "handTunedMaxError", "SEED=1", "linseed",
    ] {
      #expect(Self.offending(text).isEmpty, "\(text)")
    }
  }
}
