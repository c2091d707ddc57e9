import CalibrateSupport
import CalibrateTestSupport
import FontCalibration
import Foundation
import Testing
import TextMetrics
import WidthCalibration

@testable import CalibrationReports

/// How every output names a degenerate optimum (`DegenerateOptimum`) beside the box's pair,
/// and leaves out every trace of it when there is none.
@Suite("Degenerate optima in the reports")
struct DegenerateReportTests {
  @Test("the table, the verdict, the CSV and the JSON name the optimum and the box")
  func degenerate() throws {
    let run = try CalibrationRunFixtures.degenerateRun()
    let global = run.fit.global
    let optimum = try #require(global.degenerateOptimum)
    let counts = try #require(optimum.constantCounts)
    let lowest = try #require(counts.min())
    let highest = try #require(counts.max())
    let box = DegenerateWording.box(global.box)
    let report = FitReport(run: run)
    let lines = report.table().split(separator: "\n").map(String.init)
    let globalLine = try #require(lines.first { $0.hasPrefix("global pair ") })
    #expect(globalLine.hasSuffix(", optimal inside the box \(box)"))
    #expect(globalLine.contains("shiftFactor \(NumberFormat.fixed(global.constants.shiftFactor, 5))"))
    #expect(lowest == highest)
    let clause =
      "the best the formula can do here is N = \(lowest) for every width (max error \(NumberFormat.fixed(optimum.value, 3)) pt); no pair inside the box does better"
    #expect(lines.contains("degenerate   " + clause))
    #expect(report.run.verdict.hasPrefix("The best the formula can do here is N = \(lowest) for every width"))
    // The one size is degenerate too: its row is the box's pair, and a line names its optimum.
    #expect(lines.contains { $0.hasPrefix("at 14 pt the best the formula can do here is N = \(lowest)") })
    #expect(report.run.verdict.contains("the best single pair inside the box"))
    let csv = report.csv().split(separator: "\n").map(String.init)
    #expect(
      csv.contains(
        "degenerate,,,,,\(optimum.constants.shiftFactor),\(optimum.constants.minimumWidth),\(optimum.summary.maximumError),\(optimum.summary.rmsError)"
      ))
    // JSON: the four keys after excessOverPerSize, in order, and what they hold.
    let json = ResultDocument(run).json
    let record = try #require(json["global"])
    guard case .object(let members) = record else {
      Issue.record("global is not an object")
      return
    }
    #expect(
      members.map(\.0).suffix(5) == [
        "excessOverPerSize", "degenerate", "optimum", "box", "degenerateOptimum",
      ])
    #expect(record["shiftFactor"]?.numberValue == global.constants.shiftFactor)
    #expect(record["degenerate"] == .bool(true))
    #expect(record["optimum"]?.stringValue == "box")
    #expect(record["box"]?["shiftFactor"]?["from"]?.numberValue == global.box.shiftFactors.lowerBound)
    #expect(record["box"]?["minimumWidth"]?["through"]?.numberValue == global.box.minimumWidths.upperBound)
    let degenerate = try #require(record["degenerateOptimum"])
    #expect(degenerate["optimum"]?.stringValue == "degenerate")
    #expect(degenerate["maxError"]?.numberValue == optimum.summary.maximumError)
    #expect(degenerate["provenOptimal"] == .bool(optimum.isProvenOptimal))
    guard case .array(let written) = degenerate["counts"] else {
      Issue.record("no counts")
      return
    }
    #expect(written.compactMap(\.numberValue) == counts.map(Double.init))
    // What check reads back is what was written, and recomputes to the same.
    let text = ResultDocument(run).json.serialized()
    let read = try ResultCheck.read(text, file: "degenerate.json")
    #expect(read == ResultDocument(run))
    #expect(
      ResultCheck.differences(old: read, new: ResultDocument(try CalibrationRunFixtures.degenerateRun()))
        .isEmpty)
    guard case .array(let sizes) = json["sizes"], let size = sizes.first else {
      Issue.record("no sizes")
      return
    }
    #expect(size["degenerate"] == .bool(true))
    #expect(size["degenerateOptimum"]?["counts"] == .array([.integer(lowest)]))
  }

  @Test("the chart and the batch report say it too")
  func chartAndBatchReport() throws {
    let run = try CalibrationRunFixtures.degenerateRun()
    let optimum = try #require(run.fit.global.degenerateOptimum)
    let svg = PlotRenderer(run: run).svg()
    #expect(svg.contains("Best pair inside the box: max |e|"))
    #expect(svg.contains("degenerate optimum, N = 5 for every width"))
    let line = BatchRecord.result(id: "test#0@2x/none", ResultDocument(run)).line
    var report = BatchReport()
    try report.read(Array((line + "\n").utf8), file: "batch.jsonl")
    let page = BatchReportPage(report: report).html()
    #expect(page.contains("<b>Degenerate optima:</b> for 1 of 1 calibrated face-configurations"))
    #expect(page.contains("(inside the box)"))
    #expect(
      page.contains(
        "; degenerate optimum N = 5 for every width: \(ReportRow.points(optimum.summary.maximumError))"
      ))
    #expect(page.contains("pair inside the box: max |e|"))
  }

  @Test("a run whose optimum a pair inside the box reaches shows no trace of the box")
  func tie() throws {
    guard CalibrationRunFixtures.requireInter(), TestFonts.require(TestFonts.roboto) else { return }
    let run = try CalibrationRunFixtures.tieRun()
    #expect(run.fit.global.degenerateOptimum == nil)
    let report = FitReport(run: run)
    for text in [report.table(), report.json(), report.csv(), PlotRenderer(run: run).svg()] {
      #expect(!text.contains("degenerate") && !text.contains("inside the box"))
    }
    let line = try #require(report.table().split(separator: "\n").first { $0.hasPrefix("global pair ") })
    #expect(line.hasSuffix(", optimal"))
  }
}
