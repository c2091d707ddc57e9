import CalibrateSupport
import CalibrateTestSupport
import FontCalibration
import Foundation
import Testing
import TextMetrics

@testable import CalibrateCommand
@testable import CalibrationReports
@testable import WidthCalibration

/// `--observations`: the CSV reader, the per-size line fit, the closed-form constants and the
/// report formats.
@Suite("Observations")
struct ObservationTests {
  /// Widths of a device with P = 30 and a = 1.25 exactly, at 14 pt (counts with a whole mean)
  /// and at 8 pt (counts whose mean, 50/3, is not a binary fraction).
  static let exactCSV = """
    # measured widths, P = 30, a = 1.25
    size,count,width
    14,0,30
    14,10,42.5
    14,20,55
    14,50,92.5
    8,3,33.75
    8,7,38.75
    8,40,80

    """

  /// The unhinted advance of U+200A in the test font, as the app measures it.
  static func symbolWidth(_ size: Double) throws -> Double {
    let font = try Font(path: CalibrationRunFixtures.testFont)
    return try font.placeholder("\u{200A}", RenderConfiguration(size: size)).advanceInPoints
  }

  /// Writes text to a fresh temporary file.
  static func temporaryFile(_ text: String, name: String = "observations.csv") throws -> String {
    let folder = try BuiltTool.temporaryFolder("observations")
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// The report of an observations file, fitted with the test font's symbol widths, as
  /// `calibrate observe` makes it.
  static func report(_ path: String) throws -> ObservationReport {
    let table = try ObservationTable.parse(try TextFile.read(path), path: path)
    var settings = CalibrationSettings()
    settings.font = CalibrationRunFixtures.testFont
    let run = try ObservationRun.perform(
      lines: try table.lines(), path: path, observationCount: table.rows.count,
      font: try FontLoader.openRenderFont(settings), settings: settings)
    return ObservationReport(run: run)
  }

  @Test("exact data give back P = 30 and a = 1.25 exactly, and the closed-form constants")
  func exactLine() throws {
    let table = try ObservationTable.parse(Self.exactCSV, path: "exact.csv")
    #expect(table.rows.count == 7)
    let lines = try table.lines()
    #expect(lines.map(\.size) == [8, 14])
    for line in lines {
      #expect(line.padding == 30)
      #expect(line.advance == 1.25)
      #expect(line.maximumResidual == 0)
      let w = try Self.symbolWidth(line.size)
      let constants = line.constants(symbolWidth: w)
      #expect(constants.shiftFactor == w / 1.25)
      #expect(constants.minimumWidth == 29.375)
    }
    #expect(lines[0].counts == 3...40 && lines[0].observationCount == 3)
    #expect(lines[1].counts == 0...50 && lines[1].observationCount == 4)
  }

  @Test("noisy data: least squares, with the residual reported")
  func noisyLine() throws {
    // width = 12 + 2 × count, with +0.1, -0.1, -0.1, +0.1 added: the fit stays exact by symmetry.
    let line = try #require(
      DeviceObservations.Line(size: 15, observations: [(0, 12.1), (1, 13.9), (2, 15.9), (3, 18.1)]))
    #expect(abs(line.advance - 2) < 1e-12)
    #expect(abs(line.padding - 12) < 1e-12)
    #expect(abs(line.maximumResidual - 0.1) < 1e-12)
    #expect(DeviceObservations.Line(size: 15, observations: [(4, 12), (4, 12.5)]) == nil)
  }

  @Test("the command's JSON carries the implied values, the closed form and a global pair")
  func commandJSON() throws {
    let path = try Self.temporaryFile(Self.exactCSV)
    let report = try Self.report(path)
    #expect(report.run.warning == nil)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    #expect(object["observations"] as? String == path)
    #expect(object["rows"] as? Int == 7)
    let padding = try #require(object["padding"] as? [String: Any])
    #expect(padding["mean"] as? Double == 30)
    #expect(padding["spread"] as? Double == 0)
    let sizes = try #require(object["sizes"] as? [[String: Any]])
    #expect(sizes.count == 2)
    for entry in sizes {
      let size = try #require(entry["size"] as? Double)
      let w = try Self.symbolWidth(size)
      #expect(entry["padding"] as? Double == 30)
      #expect(entry["advance"] as? Double == 1.25)
      #expect(entry["symbolWidth"] as? Double == w)
      #expect(entry["shiftFactor"] as? Double == w / 1.25)
      #expect(entry["minimumWidth"] as? Double == 29.375)
      // The closed form reaches the floor: never more than half an advance off.
      let maxError = try #require(entry["maxError"] as? Double)
      #expect(maxError <= 0.625 + 1e-12)
    }
    let global = try #require(object["global"] as? [String: Any])
    let seed = try #require(object["handTuned"] as? [String: Any])
    let globalError = try #require(global["maxError"] as? Double)
    let seedError = try #require(seed["maxError"] as? Double)
    #expect(globalError >= 0.5 && globalError < seedError)
  }

  @Test("table and CSV formats")
  func formats() throws {
    let path = try Self.temporaryFile(Self.exactCSV)
    let report = try Self.report(path)
    let table = report.table()
    #expect(table.hasPrefix("observations \(path): 7 rows, 2 sizes\n"))
    #expect(
      table.contains(
        "global fit padding: mean of the implied paddings 30.000 pt (spread 0.000 pt: 30.000...30.000)"))
    #expect(table.contains("  14     4  0...50     30.000     1.2500    0.0000"))
    #expect(table.contains("   8     3  3...40     30.000     1.2500    0.0000"))

    let csv = report.csv().split(separator: "\n").map(String.init)
    #expect(
      csv.first
        == "kind,size,observations,padding,advance,max_residual,symbol_width,shift_factor,minimum_width,max_error"
    )
    #expect(csv.count == 5)
    #expect(csv[1].hasPrefix("size,8,3,30.0,1.25,0.0,\(try Self.symbolWidth(8)),"))
    #expect(csv[2].hasPrefix("size,14,4,30.0,1.25,0.0,"))
    #expect(csv[3].hasPrefix("global,,,30.0,"))
    #expect(csv[4].hasPrefix("hand-tuned,,,,,,,1.1,30,"))
  }

  @Test("CRLF, a byte-order mark, spaces, tabs, comments, blank lines and any column order are accepted")
  func lenientLayout() throws {
    let text =
      "\u{FEFF}# device: iPhone 15\r\n\r\n  Width ,\tSIZE, count \r\n# a comment\r\n 30 , 14 , 0\r\n42.5,14,10\r\n\t\r\n55,14,20\r\n"
    let table = try ObservationTable.parse(text, path: "crlf.csv")
    #expect(
      table.rows == [
        .init(size: 14, count: 0, width: 30, line: 5), .init(size: 14, count: 10, width: 42.5, line: 6),
        .init(size: 14, count: 20, width: 55, line: 8),
      ])
    let line = try #require(try table.lines().first)
    #expect(line.padding == 30 && line.advance == 1.25)
  }

  @Test("an exact duplicate row is accepted once")
  func duplicateRow() throws {
    let table = try ObservationTable.parse(
      "size,count,width\n14,0,30\n14,10,42.5\n14,10,42.50\n", path: "d.csv")
    #expect(table.rows.count == 2)
  }

  @Test(
    "malformed files give one exact line naming the file, the line and the problem",
    arguments: [
      ("", "bad.csv:1: the file ends before the header line size,count,width"),
      ("# only a comment\n\n", "bad.csv:3: the file ends before the header line size,count,width"),
      ("size,count,width\n", "bad.csv:1: the header is followed by no observations"),
      (
        "14,0,30\n14,10,42.5\n",
        "bad.csv:1: the first line must be the header size,count,width, not '14,0,30'"
      ),
      ("size,count\n14,0\n", "bad.csv:1: the header has no 'width' column (expected size,count,width)"),
      (
        "size,count,width,note\n",
        "bad.csv:1: unknown column 'note' in the header (expected size,count,width)"
      ),
      ("size,count,size\n", "bad.csv:1: column 'size' appears twice in the header"),
      ("size,count,width\n14,0\n", "bad.csv:2: 2 fields where the header has 3 (size,count,width)"),
      ("size,count,width\n14,0,30,\n", "bad.csv:2: 4 fields where the header has 3 (size,count,width)"),
      ("size,count,width\n14,0,abc\n", "bad.csv:2: width 'abc' is not a number"),
      ("size,count,width\n14,,30\n", "bad.csv:2: count is empty"),
      ("size,count,width\n\"14\",0,30\n", "bad.csv:2: size '\"14\"' is not a number"),
      ("size,count,width\n14,0,-1\n", "bad.csv:2: width '-1' must be a finite number of points, 0 or more"),
      ("size,count,width\n14,0,nan\n", "bad.csv:2: width 'nan' must be a finite number of points, 0 or more"),
      ("size,count,width\n14,0,inf\n", "bad.csv:2: width 'inf' must be a finite number of points, 0 or more"),
      ("size,count,width\n14,-1,30\n", "bad.csv:2: count '-1' must be a whole number from 0 to 100000"),
      ("size,count,width\n14,2.5,30\n", "bad.csv:2: count '2.5' must be a whole number from 0 to 100000"),
      (
        "size,count,width\n0,1,30\n",
        "bad.csv:2: size '0' must be a number of points above 0 and at most 1000"
      ),
      (
        "size,count,width\n14,0,30\n# again\n14,0,30.5\n",
        "bad.csv:4: size 14 count 0 has width 30.5 here but 30 on line 2"
      ),
    ] as [(String, String)])
  func malformed(text: String, message: String) {
    #expect { try ObservationTable.parse(text, path: "bad.csv") } throws: { error in
      (error as? ResultFileError)?.description == message
    }
  }

  @Test(
    "sizes that cannot be fitted name their first line",
    arguments: [
      (
        "size,count,width\n14,0,30\n14,10,42.5\n17,8,40\n17,8,40\n",
        "bad.csv:4: size 17 has only one distinct count (8); measure at least two counts to separate the padding from the advance"
      ),
      (
        "size,count,width\n14,0,30\n14,10,30\n",
        "bad.csv:2: at size 14 the widths do not grow with the count (fitted advance 0.0000 pt per placeholder)"
      ),
      (
        "size,count,width\n14,10,1\n14,20,12\n",
        "bad.csv:2: at size 14 the implied padding is -10.000 pt; a button cannot be narrower than its title, check the widths"
      ),
    ] as [(String, String)])
  func unfittable(text: String, message: String) throws {
    let table = try ObservationTable.parse(text, path: "bad.csv")
    #expect { try table.lines() } throws: { error in (error as? ResultFileError)?.description == message }
  }

  @Test(
    "under UIKit's model, rows at the clamp are left out, and the errors and report say so",
    arguments: [
      (
        "size,count,width\n15,0,74\n15,40,100\n15,300,120\n17,10,80\n17,30,104\n",
        "error: FILE:2: size 15 has only one distinct count (40) once its 2 rows at UIKit's clamp (buttons of 74 or 120 pt, which show the clamp, not the title) are left out (lines 2, 4); measure at least two counts to separate the padding from the advance\n"
      ),
      (
        "size,count,width\n15,0,74\n15,300,120\n17,10,80\n17,30,104\n",
        "error: FILE:2: size 15 has no observation left once its 2 rows at UIKit's clamp (buttons of 74 or 120 pt, which show the clamp, not the title) are left out (lines 2, 3); measure at least two counts whose widths show the title\n"
      ),
      (
        "size,count,width\n15,0,74\n15,20,90\n15,40,100\n15,300,120\n",
        "observations FILE: 4 rows, 1 size (2 rows at UIKit's clamp, 74 or 120 pt, left out: they show the clamp, not the title)\n"
      ),
    ] as [(String, String)])
  func clampedRows(text: String, message: String) throws {
    let folder = try CalibrateExecutable.temporaryFolder("observe-clamp")
    let file = folder.appendingPathComponent("device.csv")
    try Data(text.utf8).write(to: file)
    let expected = message.replacingOccurrences(of: "FILE", with: file.path)
    let outcome = try CalibrateExecutable.run([
      "observe", file.path, "--font", CalibrateExecutable.testFont, "--model", "uikit-swipe", "--scale", "2",
    ])
    if expected.hasPrefix("error: ") {
      outcome.expectOneError(status: 1, mentions: expected)
    } else {
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(outcome.standardOutput.hasPrefix(expected), "\(outcome.standardOutput)")
    }
  }

  @Test("a profile's guard warning is not printed by observe, which composes no titles")
  func noGuardWarning() throws {
    let outcome = try CalibrateExecutable.run([
      "observe", "Tests/CalibrateCommandTests/Goldens/device.csv", "--font", CalibrateExecutable.testFont,
      "--profile", "uikit-contextual",
      "--widths", "40...200",
    ])
    #expect(!outcome.standardError.contains("--guard"), "\(outcome.standardError)")
    let help = try CalibrateExecutable.run(["observe", "--help"]).standardOutput
    #expect(help.contains("A profile's --guard does not apply here"))
  }
}
