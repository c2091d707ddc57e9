import CalibrateTestSupport
import CalibrationReports
import FontCalibration
import Foundation
import Testing
import WidthCalibration

/// `calibrate preview`: the sheet on standard output or in a file, the same bytes the library
/// draws, its options in `--help`, and a warning for a label the font cannot show.
@Suite("calibrate preview")
struct PreviewCommandTests {
  @Test("Inter 15 pt @2x, 74...120 step 2: --output writes the library's sheet and prints nothing")
  func output() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let folder = try BuiltTool.temporaryFolder("preview-output")
    let file = folder.appendingPathComponent("preview.svg")
    let outcome = try BuiltTool.calibrate.run([
      "preview", "--font", TestFonts.inter, "--hinting", "full", "--widths", "74...120", "--step", "2",
      "--output", file.path,
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput.isEmpty && outcome.standardError.isEmpty)
    let written = try String(contentsOf: file, encoding: .utf8)
    var calibration = CalibrationSettings()
    calibration.font = TestFonts.inter
    calibration.hinting = .full
    let preview = try ButtonPreview.perform(
      PreviewSettings(
        calibration: calibration, size: 15,
        targets: CalibrationProblem.targetRange(from: 74, through: 120, step: 2)))
    #expect(written == PreviewRenderer(preview: preview).svg())
    #expect(written.components(separatedBy: "<pattern ").count - 1 == 24)
    // Nothing left beside the file (the atomic write's temporary file is renamed).
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["preview.svg"])
  }

  @Test("without --output the sheet goes to standard output; a list of widths is sorted")
  func standardOutput() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let outcome = try BuiltTool.calibrate.run([
      "preview", "--font", TestFonts.inter, "--widths", "120, 74,96", "--label", "Löschen", "--cell-height",
      "100",
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardError.isEmpty)
    let svg = outcome.standardOutput
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(svg.hasSuffix("</svg>\n"))
    let widths = svg.components(separatedBy: "<pattern ").dropFirst().map { element in
      element.components(separatedBy: " width=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
    }
    #expect(widths == ["74", "96", "120"])
    #expect(svg.contains("class=\"cell tall\""))
    #expect(svg.contains("label \u{201C}Löschen\u{201D}"))
  }

  @Test("a label the font cannot show is drawn as .notdef with one warning line")
  func notdefLabel() throws {
    let outcome = try BuiltTool.calibrate.run(["preview", "--font", TestFonts.testFont, "--widths", "80"])
    #expect(outcome.status == 0)
    #expect(
      outcome.stderrLines == [
        "warning: Calibrate Test cannot show every character of the label 'Delete'; they are drawn as .notdef boxes"
      ])
    #expect(outcome.standardOutput.contains("data-glyph=\"0\""))
  }

  @Test("--help lists every option the table parses")
  func help() throws {
    let outcome = try BuiltTool.calibrate.run(["preview", "--help"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.hasPrefix("usage: calibrate preview [--font FONT] [--size 15]"))
    for option in [
      "--font", "--face-index", "--variation", "--size", "--scale", "--hinting", "--placeholder", "--padding",
      "--model", "--label-rounding", "--measure-size", "--widths LIST|FROM...THROUGH", "--step",
      "--label TEXT",
      "--cell-height POINTS", "--output", "--help",
    ] {
      #expect(outcome.standardOutput.contains("  \(option)"), "\(option)")
    }
  }
}
