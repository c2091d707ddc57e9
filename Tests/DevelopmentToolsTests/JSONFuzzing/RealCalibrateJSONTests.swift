import CalibrateTestSupport
import Testing

@testable import DevelopmentTools

/// The built `calibrate` against damaged JSON: no crash, no hang, no invalid input accepted, no
/// finished record lost; `make fuzz` runs thousands of cases.
@Suite("Fuzzing calibrate with damaged JSON")
struct RealCalibrateJSONTests {
  static let caseCount = 100

  @Test("damaged result files and batch outputs give no finding")
  func fuzzCalibrate() throws {
    try #require(BuiltTool.calibrate.isBuilt, "no calibrate executable; run `swift build` first")
    let results = JSONSeed.loadResults(JSONSeed.defaultResults, packageFolder: PackageRoot.path).seeds
    try #require(results.count == JSONSeed.defaultResults.count)
    let fonts = JSONSeed.defaultFonts.map { PackageRoot.path + "/" + $0 }
    let folder = try BuiltTool.temporaryFolder("fuzz-json-findings")
    let campaign = JSONFuzzCampaign(
      results: results,
      runner: JSONCaseRunner(calibrate: BuiltTool.calibrate.path, fonts: fonts, timeout: 10),
      plan: CampaignPlan(
        seed: 1, caseIndices: Array(0..<Self.caseCount), jobs: 2, findingsFolder: folder.path))
    let report = try campaign.run()

    let findings = report.findings.map {
      "\($0.outcome.name): case \($0.index), \($0.mutationSummary): \($0.reason)"
    }
    #expect(findings.isEmpty)
    #expect(report.results.count == Self.caseCount)
    for target in JSONFuzzTarget.allCases {
      #expect(report.results.filter { $0.target == target }.count == Self.caseCount / 2)
      #expect(report.count(.refused, target: target) > 0)
      #expect(report.count(.accepted, target: target) > 0)
    }
    #expect(report.summaryLine.contains("0 crashes, 0 hangs, 0 accepted invalid inputs, 0 other findings"))
  }
}
