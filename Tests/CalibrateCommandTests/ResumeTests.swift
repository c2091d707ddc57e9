import CalibrateTestSupport
import Foundation
import Testing

/// `calibrate batch --resume` on an output a killed run or a person damaged: a torn last line is
/// dropped with one warning, any other line that is not a record refuses the resume, and no
/// finished record is ever lost.
@Suite("calibrate batch --resume on damaged output")
struct ResumeTests {
  /// A finished batch output of the test font's three faces (one line each) and the command that
  /// wrote it.
  struct Finished {
    var output: String
    var lines: [String]
    var arguments: [String]
  }

  static func finished(_ name: String) throws -> Finished {
    let folder = try BatchTests.library(name, copies: 1)
    let output = folder.appendingPathComponent("out.jsonl").path
    let arguments = [
      "batch", "--fonts", folder.path, "--sizes", "10", "--jobs", "1", "--output", output, "--quiet",
    ]
    let first = try CalibrateExecutable.run(arguments)
    #expect(first.status == 0, "\(first.standardError)")
    let lines = try BatchTests.lines(output)
    #expect(lines.count == 3)
    return Finished(output: output, lines: lines, arguments: arguments + ["--resume"])
  }

  @Test("a torn last line is dropped with one warning, its face calibrated again, nothing else lost")
  func tornLastLine() throws {
    let run = try Self.finished("resume-torn")
    let torn = String(run.lines[2].prefix(50))
    try (run.lines[0] + "\n" + run.lines[1] + "\n" + torn).write(
      toFile: run.output, atomically: true, encoding: .utf8)
    let resumed = try CalibrateExecutable.run(run.arguments)
    #expect(resumed.status == 0)
    #expect(resumed.standardOutput.isEmpty)
    #expect(
      resumed.standardError
        == "warning: dropped the torn last line 3 of '\(run.output)' (50 bytes; not valid JSON: it ends inside a string), left by a killed run; its face is calibrated again\n"
    )
    #expect(try BatchTests.lines(run.output) == run.lines)
  }

  @Test("a last record that lost only its newline is kept, and the newline added")
  func lastLineWithoutNewline() throws {
    let run = try Self.finished("resume-no-newline")
    try run.lines.joined(separator: "\n").write(toFile: run.output, atomically: true, encoding: .utf8)
    let resumed = try CalibrateExecutable.run(run.arguments)
    #expect(resumed.status == 0)
    #expect(resumed.standardError.isEmpty)
    #expect(
      try String(contentsOfFile: run.output, encoding: .utf8) == run.lines.joined(separator: "\n") + "\n")
  }

  @Test("blank lines are skipped, the records around them count")
  func blankLines() throws {
    let run = try Self.finished("resume-blank")
    try (run.lines[0] + "\n\n \t\n" + run.lines[1] + "\n").write(
      toFile: run.output, atomically: true, encoding: .utf8)
    let resumed = try CalibrateExecutable.run(run.arguments)
    #expect(resumed.status == 0, "\(resumed.standardError)")
    #expect(try BatchTests.lines(run.output).filter { $0.hasPrefix("{") } == run.lines)
  }

  /// A damaged second line and the reason the resume gives.
  struct BadLine: CustomTestStringConvertible, Sendable {
    var label: String
    var bytes: [UInt8]
    var reason: String
    var testDescription: String { label }

    init(_ label: String, _ text: String, _ reason: String) {
      self.init(label, Array(text.utf8), reason)
    }

    init(_ label: String, _ bytes: [UInt8], _ reason: String) {
      self.label = label
      self.bytes = bytes
      self.reason = reason
    }
  }

  static let badLines: [BadLine] = [
    BadLine(
      "a leading zero", #"{"id": "x", "scale": 01}"#,
      "not valid JSON: '01' at line 2, column 22 is not a JSON number, true, false or null"),
    BadLine(
      "a lone surrogate", #"{"id": "\uD800\u0041"}"#,
      "not valid JSON: a lone surrogate escape at line 2, column 9"),
    BadLine("a trailing comma", #"{"id": "x",}"#, "not valid JSON: a comma before '}' at line 2, column 11"),
    BadLine(
      "cut short", #"{"id": "x", "sizes": [{"#, "not valid JSON: it ends with 3 arrays or objects still open"),
    BadLine("not UTF-8", [0x7B, 0x22, 0xFF, 0x22, 0x7D], "not valid JSON: it is not UTF-8 text (byte 2)"),
    BadLine("no id", "{}", "not a batch record: it lacks 'id'"),
    BadLine("not an object", "[1]", "not a batch record: its top level has the wrong type"),
  ]

  @Test(
    "a complete line that is not a record refuses the resume and leaves the file as it is",
    arguments: badLines)
  func badCompleteLine(_ bad: BadLine) throws {
    let run = try Self.finished("resume-bad-" + String(bad.label.map { $0.isLetter ? $0 : "-" }))
    let damaged =
      Array((run.lines[0] + "\n").utf8) + bad.bytes + Array(("\n" + run.lines[2] + "\n").utf8)
    try Data(damaged).write(to: URL(fileURLWithPath: run.output))
    let resumed = try CalibrateExecutable.run(run.arguments)
    #expect(resumed.status == 1)
    #expect(resumed.standardOutput.isEmpty)
    #expect(
      resumed.standardError
        == "error: cannot resume '\(run.output)': its line 2 is \(bad.reason); fix or delete that line, or write to another --output\n"
    )
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: run.output))) == damaged)
  }
}
