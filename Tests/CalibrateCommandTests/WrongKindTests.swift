import CalibrateTestSupport
import Foundation
import Testing

/// A file of one kind given to a command that reads another gets one error line that names the
/// kind it is and the command that reads it, not a JSON syntax error about line 1.
@Suite("Files of the wrong kind")
struct WrongKindTests {
  /// The four kinds the tools write, made once: a batch output, a stored result, observations and
  /// a report page.
  struct Files {
    var batch: String
    var result: String
    var observations: String
    var page: String

    static func make() throws -> Files {
      let folder = try CalibrateExecutable.temporaryFolder("wrong-kind")
      func file(_ name: String) -> String { folder.appendingPathComponent(name).path }
      let font = CalibrateExecutable.testFont
      let batch = try CalibrateExecutable.run([
        "batch", "--fonts", font, "--sizes", "12,14", "--hinting", "none,full", "--quiet", "--output",
        file("lib.jsonl"),
      ])
      try #require(batch.status == 0, "\(batch.standardError)")
      let result = try CalibrateExecutable.run([
        "--font", font, "--sizes", "12,14", "--format", "json", "--output", file("r.json"),
      ])
      try #require(result.status == 0, "\(result.standardError)")
      let page = try CalibrateExecutable.run(["report", file("lib.jsonl"), "--output", file("report.html")])
      try #require(page.status == 0, "\(page.standardError)")
      let observations = CalibrateExecutable.packageRoot.appendingPathComponent(
        "Tests/CalibrateCommandTests/Goldens/device.csv"
      ).path
      return Files(
        batch: file("lib.jsonl"), result: file("r.json"), observations: observations,
        page: file("report.html"))
    }

    func path(of kind: Kind) -> String {
      switch kind {
      case .batch: return batch
      case .result: return result
      case .observations: return observations
      case .page: return page
      }
    }
  }

  /// One of the four kinds.
  enum Kind: Sendable {
    case batch, result, observations, page
  }

  struct Case: Sendable {
    var command: String
    var kind: Kind
    var message: String
  }

  static let batchName = "a batch output (JSON Lines, one record per face and configuration)"
  static let resultName = "a single result (one JSON document, as calibrate --format json writes it)"
  static let observationsName = "an observations file (CSV of widths measured on a device)"
  static let pageName = "a report page (HTML)"

  /// Every command that reads a file, given each kind it does not read. `FILE` is the file's path.
  static let cases: [Case] = [
    Case(
      command: "check", kind: .batch,
      message:
        "error: 'FILE' is \(batchName), not a result of calibrate --format json; calibrate report FILE --output report.html reads it\n"
    ),
    Case(
      command: "check", kind: .observations,
      message:
        "error: 'FILE' is \(observationsName), not a result of calibrate --format json; calibrate observe FILE --font FONT reads it\n"
    ),
    Case(
      command: "check", kind: .page,
      message:
        "error: 'FILE' is \(pageName), not a result of calibrate --format json; open it in a browser; calibrate report reads the batch outputs it was made of\n"
    ),
    Case(
      command: "report", kind: .result,
      message:
        "error: 'FILE' is \(resultName), not a batch output (calibrate batch --output FILE.jsonl); calibrate check FILE reads it\n"
    ),
    Case(
      command: "report", kind: .observations,
      message:
        "error: 'FILE' is \(observationsName), not a batch output (calibrate batch --output FILE.jsonl); calibrate observe FILE --font FONT reads it\n"
    ),
    Case(
      command: "report", kind: .page,
      message:
        "error: 'FILE' is \(pageName), not a batch output (calibrate batch --output FILE.jsonl); open it in a browser; calibrate report reads the batch outputs it was made of\n"
    ),
    Case(
      command: "observe", kind: .result,
      message:
        "error: 'FILE' is \(resultName), not observations (CSV with the columns size,count,width); calibrate check FILE reads it\n"
    ),
    Case(
      command: "observe", kind: .batch,
      message:
        "error: 'FILE' is \(batchName), not observations (CSV with the columns size,count,width); calibrate report FILE --output report.html reads it\n"
    ),
  ]

  @Test("a file of another kind is named as such, with the command that reads it; its own kind reads")
  func wrongKind() throws {
    let files = try Files.make()
    for item in Self.cases {
      let path = files.path(of: item.kind)
      var arguments = [item.command, path]
      if item.command == "observe" { arguments += ["--font", CalibrateExecutable.testFont] }
      let message = item.message.components(separatedBy: "FILE.jsonl").map {
        $0.replacingOccurrences(of: "FILE", with: path)
      }.joined(separator: "FILE.jsonl")
      try CalibrateExecutable.run(arguments).expectOneError(status: 1, mentions: message)
    }
    let check = try CalibrateExecutable.run(["check", files.result])
    #expect(check.status == 0, "\(check.standardError)")
    let report = try CalibrateExecutable.run(["report", files.batch])
    #expect(report.status == 0, "\(report.standardError)")
    let observe = try CalibrateExecutable.run([
      "observe", files.observations, "--font", CalibrateExecutable.testFont,
    ])
    #expect(observe.status == 0, "\(observe.standardError)")
  }
}
