import CalibrateTestSupport
import Foundation
import Testing

/// What the fit's report says beyond its numbers: sizes as the table prints them, why a global
/// pair is not proven optimal and how far from the best it may be, and what to do when one pair
/// is not enough. Each case asserts whole lines of the table report on the test font.
@Suite("What the fit's report says")
struct OutputWordingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var label: String
    var arguments: [String]
    /// Lines the report must hold, whole.
    var lines: [String]
    /// Texts it must not hold.
    var absent: [String] = []
    var testDescription: String { label }
  }

  static let font = CalibrateExecutable.testFont
  static let emitNext =
    "Next: add --emit swift to this command to write a per-size table as Swift for the app (plain Swift, nothing to import; for UIKit's swipe button, guarded by U+200B, unless --model or --padding names another model), or --method composite to compose titles of several space characters, which come closer to every width."

  static let cases: [Case] = [
    Case(
      label: "Dynamic Type sizes print as the table prints sizes",
      arguments: ["--font", font, "--content-size", "all", "--hinting", "full"],
      lines: [
        "   15      1.0000  2.000    1.2451      1.24512        29.500      0.500",
        "16.76      1.5000  3.000    1.3916      0.92773        29.250      0.500",
        "35.29      3.0000  6.000    2.9297      0.97656        28.500      1.500",
      ],
      absent: ["16.764705882352942", "35.294117647058826"]),
    Case(
      label: "a global pair not proven optimal says why, and how far from the best it may be",
      arguments: ["--font", font, "--objective", "rms", "--hinting", "full", "--sizes", "8...16"],
      lines: [
        "global pair  shiftFactor 0.95773  minimumWidth 29.578  max error 48.000 pt (worst at 9 pt, W 199), not proven optimal: its RMS error, 18.146 pt, is at most 17.806 pt above the best pair's (no pair goes below 0.340 pt); the RMS search proves an optimum only when one pair gives every target its nearest count"
      ]),
    Case(
      label: "a proven pair says optimal, and a per-size table is followed by what to do next",
      arguments: ["--font", font, "--hinting", "full", "--sizes", "8...16"],
      lines: [
        "global pair  shiftFactor 1.32266  minimumWidth 76.932  max error 47.500 pt (worst at 8 pt, W 93.5), optimal",
        "hand-tuned   shiftFactor 1.1  minimumWidth 30  max error 80.000 pt (worst at 9 pt, W 200)",
        "A per-size table is needed: the best single pair has a max error of 47.50 pt, 47.00 pt worse than the 0.50 pt a per-size table reaches (the hand-tuned constants: 80.00 pt).",
        emitNext,
      ]),
    Case(
      label: "under the composite method, what to do next is emitting its titles",
      arguments: ["--font", font, "--hinting", "full", "--sizes", "8...16", "--method", "composite"],
      lines: [
        "Next: add --emit swift to this command to write composite titles as Swift for the app (it compiles against PlaceholderTitle; for UIKit's swipe button, guarded by U+200B, unless --model or --padding names another model)."
      ],
      absent: [emitNext]),
    Case(
      label: "when one pair is enough there is nothing to do next",
      arguments: ["--font", font, "--sizes", "8...16"],
      lines: [
        "One global pair is good enough: its max error of 0.66 pt is within 0.5 pt of the 0.66 pt a per-size table reaches (the hand-tuned constants: 16.78 pt)."
      ],
      absent: ["Next:"]),
  ]

  @Test("the report says it", arguments: cases)
  func wording(_ item: Case) throws {
    let outcome = try CalibrateExecutable.run(item.arguments)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    for line in item.lines {
      #expect(lines.contains(line), "missing: \(line)\n\(outcome.standardOutput)")
    }
    for text in item.absent {
      #expect(!outcome.standardOutput.contains(text), "\(text)")
    }
  }

  @Test("the JSON and CSV keep every digit of a Dynamic Type size")
  func fullPrecision() throws {
    let json = try CalibrateExecutable.run([
      "--font", Self.font, "--content-size", "extraLarge", "--format", "json",
    ])
    #expect(json.standardOutput.contains("\"size\": 16.764705882352942,"))
    let csv = try CalibrateExecutable.run([
      "--font", Self.font, "--content-size", "extraLarge", "--format", "csv",
    ])
    #expect(csv.standardOutput.contains("\nsize,16.764705882352942,"))
  }
}
