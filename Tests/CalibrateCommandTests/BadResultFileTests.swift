import CalibrateTestSupport
import Foundation
import PlaceholderTitle
import Testing

/// `calibrate check` on files that are not usable results: one exact `error:` line naming the
/// file, nothing on standard output, exit 1, never a crash.
@Suite("calibrate check on bad result files")
struct BadResultFileTests {
  /// A stored result of the test font, the base of the edited copies.
  static let stored = CalibrateExecutable.packageRoot.appendingPathComponent(
    "results/calibrate-test/2x-none.json")

  struct Case: CustomTestStringConvertible, Sendable {
    var label: String
    /// Makes the file's bytes from the stored result's.
    var edit: @Sendable ([UInt8]) -> [UInt8]
    /// The message after `error: `, with `FILE` for the file's path.
    var message: String
    var testDescription: String { label }
  }

  /// The stored text with one piece replaced.
  static func replacing(_ old: String, with new: String) -> @Sendable ([UInt8]) -> [UInt8] {
    { bytes in Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: old, with: new).utf8) }
  }

  /// A fixed text, whatever the stored one.
  static func text(_ text: String) -> @Sendable ([UInt8]) -> [UInt8] {
    { _ in Array(text.utf8) }
  }

  static let cases: [Case] = [
    Case(
      label: "a lone surrogate escape",
      edit: replacing("\"calibrate \(PackageVersion.current)\"", with: #""\uD800\u0041""#),
      message: "'FILE' is not valid JSON: a lone surrogate escape at line 3, column 12"),
    Case(
      label: "a lone surrogate in a field check ignores",
      edit: replacing(#""family": "Calibrate Test""#, with: #""family": "Calibrate \uDC00Test""#),
      message: "'FILE' is not valid JSON: a lone surrogate escape at line 6, column 26"),
    Case(
      label: "a leading zero", edit: text(#"{"schemaVersion": 01}"#),
      message: "'FILE' is not valid JSON: '01' at line 1, column 19 is not a JSON number, true, false or null"
    ),
    Case(
      label: "a leading zero in a stored result",
      edit: replacing(#""unitsPerEm": 2048"#, with: #""unitsPerEm": 02048"#),
      message:
        "'FILE' is not valid JSON: '02048' at line 8, column 19 is not a JSON number, true, false or null"),
    Case(
      label: "cut short", edit: { Array($0.prefix(64)) },
      message: "'FILE' is not valid JSON: it ends with 2 arrays or objects still open"),
    Case(
      label: "cut inside a string", edit: { Array($0.prefix(45)) },
      message: "'FILE' is not valid JSON: it ends inside a string"),
    Case(label: "empty", edit: text(""), message: "'FILE' is not valid JSON: it is empty"),
    Case(
      label: "not UTF-8", edit: { Array($0.prefix(20)) + [0xFF] + Array($0.dropFirst(20)) },
      message: "'FILE' is not valid JSON: it is not UTF-8 text (byte 20)"),
    Case(
      label: "nested a hundred deep",
      edit: text(
        #"{"schemaVersion": 1, "x": "# + String(repeating: "[", count: 100)
          + String(repeating: "]", count: 100) + "}"),
      message:
        "'FILE' is not JSON this tool reads: arrays and objects nested deeper than 64 levels at line 1, column 90"
    ),
    Case(
      label: "a doubled comma", edit: replacing(#""style": "Regular","#, with: #""style": "Regular",,"#),
      message:
        "'FILE' is not valid JSON: a syntax error (a missing or extra comma, colon or bracket; JSONDecoder does not say where)"
    ),
    Case(
      label: "a comma before a closing brace",
      edit: replacing(#""trackingSize": null,"#, with: #""trackingSize": null,}, "#),
      message: "'FILE' is not valid JSON: a comma before '}' at line 25, column 23"),
    Case(
      label: "a field missing", edit: replacing(#""glyph": 13,"#, with: ""),
      message: "'FILE' is not a calibrate result: it lacks 'sizes[0].glyph'"),
    Case(
      label: "a field of another type", edit: replacing(#""hinting": "none""#, with: #""hinting": 0"#),
      message: "'FILE' is not a calibrate result: 'hinting' has the wrong type"),
    // A number its integer field cannot take: JSONDecoder names no field, the reader finds it.
    Case(
      label: "a fraction for a glyph", edit: replacing(#""glyph": 13,"#, with: #""glyph": 1.5,"#),
      message:
        "'FILE' is not a calibrate result: 'sizes[0].glyph' is 1.5 at line 33, column 16, not a whole number that fits it"
    ),
    Case(
      label: "a fraction in the fifth size's advance",
      edit: { bytes in
        let parts = String(decoding: bytes, as: UTF8.self).components(separatedBy: #""advanceUnits": 170,"#)
        guard parts.count > 5 else { return bytes }
        // The fifth of them takes the fraction.
        let edited =
          parts[0..<5].joined(separator: #""advanceUnits": 170,"#) + #""advanceUnits": 170.25,"#
          + parts[5...].joined(separator: #""advanceUnits": 170,"#)
        return Array(edited.utf8)
      },
      message:
        "'FILE' is not a calibrate result: 'sizes[4].advanceUnits' is 170.25 at line 100, column 23, not a whole number that fits it"
    ),
    Case(
      label: "a face index past any integer",
      edit: replacing(#""faceIndex": 0,"#, with: #""faceIndex": 1e30,"#),
      message:
        "'FILE' is not a calibrate result: 'font.faceIndex' is 1e30 at line 9, column 18, not a whole number that fits it"
    ),
    Case(
      label: "an unknown hinting mode", edit: replacing(#""hinting": "none""#, with: #""hinting": "medium""#),
      message: "'FILE' is not a calibrate result: 'hinting' has a value it cannot have"),
    Case(
      label: "another schema version",
      edit: replacing(#""schemaVersion": 2,"#, with: #""schemaVersion": 3,"#),
      message: "'FILE' has schema version 3; this tool reads versions 1 and 2"),
    Case(
      label: "version 1 without its key of the hand-tuned constants",
      edit: replacing(#""schemaVersion": 2,"#, with: #""schemaVersion": 1,"#),
      message: "'FILE' is not a calibrate result: it lacks 'seed'"),
    Case(
      label: "not an object", edit: text("[1, 2]"),
      message: "'FILE' has schema version none; this tool reads versions 1 and 2"),
    // JSON that reads but cannot be recomputed: the settings came from the file, so it is named.
    Case(
      label: "a size of zero", edit: replacing(#""size": 8,"#, with: #""size": 0,"#),
      message: "cannot recompute 'FILE': size 0.0 pt is outside the supported range (0, 1000] pt"),
    Case(
      label: "a font that is not there",
      edit: replacing(#""fonts/CalibrateTest.ttf""#, with: #""fonts/Missing.ttf""#),
      message: "cannot recompute 'FILE': font file 'fonts/Missing.ttf' does not exist"),
    Case(
      label: "a width range too large to count in an Int",
      edit: replacing(#""through": 200,"#, with: #""through": 1e20,"#),
      message:
        "cannot recompute 'FILE': --widths 40...1e+20 with --step 0.5 gives 2e+20 targets; at most 100000 are allowed"
    ),
  ]

  @Test("one error line naming the file, exit 1", arguments: cases)
  func refused(_ testCase: Case) throws {
    // Cases run in parallel: each gets its own folder.
    let folder = try CalibrateExecutable.temporaryFolder(
      "bad-result-" + String(testCase.label.map { $0.isLetter ? $0 : "-" }))
    let file = folder.appendingPathComponent("result.json")
    let stored = try [UInt8](Data(contentsOf: Self.stored))
    try Data(testCase.edit(stored)).write(to: file)
    let outcome = try CalibrateExecutable.run(["check", file.path])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError == "error: " + testCase.message.replacingOccurrences(of: "FILE", with: file.path)
        + "\n")
  }
}
