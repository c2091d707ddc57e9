import Foundation
import Testing

@testable import FontFuzzing

/// The real `calibrate` survives corrupted fonts: every failure is a typed error naming the file.
@Suite("Fuzzing calibrate")
struct RealCalibrateTests {
  /// The cases of the in-test run; `make fuzz` runs thousands.
  static let caseCount = 240

  @Test("corrupted reference fonts give no crash, hang or bad error")
  func fuzzCalibrate() throws {
    let calibrate = try #require(
      TestInputs.calibrate,
      "no calibrate executable next to the test bundle (\(Bundle.main.executablePath ?? "?")); run `swift build` first")
    let inputs = TestInputs.load(FuzzInput.defaultPaths)
    try #require(!inputs.isEmpty)
    let findings = try TestInputs.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: findings) }
    // Fewer sizes than `make fuzz` keep the run short; all four commands still run.
    let runner = CaseRunner(
      calibrate: calibrate, invocations: CalibrateInvocation.standard(sizes: "8...12"), timeout: 10)
    let campaign = FuzzCampaign(
      inputs: inputs, runner: runner, seed: 1, caseIndices: Array(0..<Self.caseCount), jobs: 2,
      findingsFolder: findings)
    let report = try campaign.run()

    #expect(report.results.count == Self.caseCount)
    #expect(report.results.allSatisfy { $0.invocations.count == 4 })
    #expect(report.baseline.count == inputs.count)
    #expect(report.baseline.allSatisfy { $0.invocations.allSatisfy { $0.verdict.outcome == .ok } })
    #expect(report.counts[.crash] == 0)
    #expect(report.counts[.hang] == 0)
    #expect(report.counts[.badError] == 0)
    #expect(report.isClean, "\(report.rendered)")
    // Both harmless damage and refused fonts occur, so the classes are really exercised.
    #expect((report.counts[.ok] ?? 0) > Self.caseCount / 10)
    #expect((report.counts[.typedError] ?? 0) > Self.caseCount / 10)
    #expect(Set(report.results.map(\.kind)).count >= 15)
  }
}
