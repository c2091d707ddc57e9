import Foundation
import Testing

@testable import DevelopmentTools

/// The real `calibrate` survives corrupted fonts: every failure is a typed error naming the file.
@Suite("Fuzzing calibrate")
struct RealCalibrateTests {
  /// The cases of the in-test run; `make fuzz` runs thousands.
  static let caseCount = 200

  @Test("corrupted reference fonts give no crash, hang or bad error")
  func fuzzCalibrate() throws {
    let bundle = Bundle.main.executablePath ?? "?"
    let calibrate = try #require(
      TestInputs.calibrate,
      "no calibrate executable next to the test bundle (\(bundle)); run `swift build` first")
    let inputs = TestInputs.load(FuzzInput.defaultPaths)
    try #require(!inputs.isEmpty)
    let findings = try TestInputs.temporaryFolder()
    // Fewer sizes than `make fuzz` keep the run short; every command still runs.
    let invocations = CalibrateInvocation.standard(sizes: "8...12")
    let runner = CaseRunner(calibrate: calibrate, invocations: invocations, timeout: 5)
    let campaign = FuzzCampaign(
      inputs: inputs, runner: runner,
      plan: CampaignPlan(
        seed: 1, caseIndices: Array(0..<Self.caseCount), jobs: 2,
        findingsFolder: findings))
    let report = try campaign.run()

    // Values are taken out of the report first: on failure #expect prints what it compared.
    let results = report.results
    let counts = report.counts
    let clean = report.isClean
    #expect(results.count == Self.caseCount)
    let everyCommandRan = results.allSatisfy { $0.invocations.count == invocations.count }
    #expect(everyCommandRan)
    let baselineOutcomes = report.baseline.flatMap { $0.invocations.map(\.judgement.outcome) }
    #expect(baselineOutcomes == Array(repeating: .ok, count: invocations.count * inputs.count))
    #expect(counts[.crash] == 0)
    #expect(counts[.hang] == 0)
    #expect(counts[.badError] == 0)
    #expect(clean, Comment(rawValue: report.rendered))
    // Findings stay on disk for a failing run; the report names them.
    if clean { try? FileManager.default.removeItem(atPath: findings) }
    // Both harmless damage and refused fonts occur, so the classes are really exercised.
    #expect((counts[.ok] ?? 0) > Self.caseCount / 10)
    #expect((counts[.typedError] ?? 0) > Self.caseCount / 10)
    #expect(Set(results.map(\.kind)).count >= 15)
  }
}
