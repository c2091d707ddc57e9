import CalibrateTestSupport
import Foundation
import Testing

/// Every output format, byte for byte, for the project's test font and for Inter.
///
/// The files in `Goldens/` were written by the tool before the modules were split by data flow,
/// and must stay as they are unless a change means to alter what users see: then regenerate them
/// with `CALIBRATE_UPDATE_GOLDENS=1 swift test --filter GoldenOutputTests`, review the diff, and
/// run again without the variable. Writing compares nothing, so every case that writes fails with
/// a message saying so: a variable left set cannot turn the suite green.
/// The tool runs from the package root with relative paths, so the files name no checkout.
@Suite("Golden outputs")
struct GoldenOutputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    var arguments: [String]
    var testDescription: String { file }
  }

  static let font = "fonts/CalibrateTest.ttf"
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
  static let observations = "Tests/CalibrateCommandTests/Goldens/device.csv"
  static let folder = PackageRoot.url.appendingPathComponent("Tests/CalibrateCommandTests/Goldens")

  static let cases = [
    Case(file: "fit-test-none.txt", arguments: ["--font", font]),
    Case(file: "fit-test-none.json", arguments: ["--font", font, "--format", "json"]),
    Case(file: "fit-test-none.csv", arguments: ["--font", font, "--format", "csv"]),
    Case(file: "fit-test-full-3x.txt", arguments: ["--font", font, "--hinting", "full", "--scale", "3"]),
    Case(file: "fit-test-full.json", arguments: ["--font", font, "--hinting", "full", "--format", "json"]),
    Case(
      file: "fit-test-full.swift.golden", arguments: ["--font", font, "--hinting", "full", "--emit", "swift"]),
    Case(
      file: "fit-test-rowaction-rms.json",
      arguments: [
        "--font", font, "--profile", "rowaction", "--objective", "rms", "--sizes", "8...16", "--format",
        "json",
      ]),
    Case(file: "fit-test-contextual.txt", arguments: ["--font", font, "--profile", "uikit-contextual"]),
    Case(
      file: "measure-test-light.json",
      arguments: ["measure", "--font", font, "--hinting", "light", "--format", "json"]),
    Case(file: "measure-test-full.txt", arguments: ["measure", "--font", font, "--hinting", "full"]),
    Case(file: "survey-test.json", arguments: ["survey", "--font", font, "--format", "json"]),
    Case(file: "survey-test.txt", arguments: ["survey", "--font", font, "--hinting", "full"]),
    Case(file: "observe-test.txt", arguments: ["observe", observations, "--font", font]),
    Case(
      file: "observe-test.json", arguments: ["observe", observations, "--font", font, "--format", "json"]),
    Case(file: "observe-test.csv", arguments: ["observe", observations, "--font", font, "--format", "csv"]),
    Case(file: "fit-inter-none.txt", arguments: ["--font", inter]),
    Case(file: "fit-inter-full.json", arguments: ["--font", inter, "--hinting", "full", "--format", "json"]),
    Case(file: "fit-inter-full.csv", arguments: ["--font", inter, "--hinting", "full", "--format", "csv"]),
    Case(
      file: "fit-inter-full.swift.golden",
      arguments: ["--font", inter, "--hinting", "full", "--emit", "swift"]),
  ]

  /// Whether to write the goldens instead of comparing with them.
  static var updating: Bool { ProcessInfo.processInfo.environment["CALIBRATE_UPDATE_GOLDENS"] == "1" }

  @Test("the output is the stored one, byte for byte", arguments: cases)
  func matches(_ item: Case) throws {
    if item.arguments.contains(Self.inter) && !TestFonts.require(Self.inter) { return }
    let outcome = try BuiltTool.calibrate.run(item.arguments, workingDirectory: PackageRoot.url)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let golden = Self.folder.appendingPathComponent(item.file)
    if Self.updating {
      try outcome.standardOutput.write(to: golden, atomically: true, encoding: .utf8)
      Self.recordUpdate(item.file)
      return
    }
    let stored = try String(contentsOf: golden, encoding: .utf8)
    #expect(
      outcome.standardOutput == stored,
      "\(item.file) changed: \(Self.firstDifference(stored, outcome.standardOutput))")
  }

  @Test("the chart is the stored one, byte for byte")
  func chart() throws {
    let folder = try BuiltTool.temporaryFolder("golden-chart")
    let chart = folder.appendingPathComponent("chart.svg")
    let outcome = try BuiltTool.calibrate.run(
      [
        "--font", Self.font, "--sizes", "8...12", "--hinting", "full", "--plot", chart.path, "--output",
        folder.appendingPathComponent("report.txt").path,
      ],
      workingDirectory: PackageRoot.url)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let golden = Self.folder.appendingPathComponent("chart-test-full.svg")
    let drawn = try String(contentsOf: chart, encoding: .utf8)
    if Self.updating {
      try drawn.write(to: golden, atomically: true, encoding: .utf8)
      Self.recordUpdate("chart-test-full.svg")
      return
    }
    let stored = try String(contentsOf: golden, encoding: .utf8)
    #expect(drawn == stored, "chart-test-full.svg changed: \(Self.firstDifference(stored, drawn))")
  }

  /// Fails a case that wrote its golden instead of comparing with it.
  static func recordUpdate(_ file: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let message =
      "wrote \(file) because CALIBRATE_UPDATE_GOLDENS=1, and compared nothing: review the diff, then "
      + "run again without the variable"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// The first line that differs, for the failure message.
  static func firstDifference(_ old: String, _ new: String) -> String {
    let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
    let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, pair) in zip(oldLines, newLines).enumerated() where pair.0 != pair.1 {
      return "line \(index + 1): '\(pair.0)' became '\(pair.1)'"
    }
    return "\(oldLines.count) lines became \(newLines.count)"
  }
}
