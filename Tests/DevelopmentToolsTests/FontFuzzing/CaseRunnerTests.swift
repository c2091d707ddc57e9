import Foundation
import Testing

@testable import DevelopmentTools

/// The runner classifies children by the tool's error contract; `/bin/sh` scripts stand in for
/// `calibrate`, with the font path as `$1`.
@Suite("Case runner")
struct CaseRunnerTests {
  /// A stand-in command: a shell script that gets the font path as `$1`.
  static func script(_ name: String, _ body: String) -> CalibrateInvocation {
    CalibrateInvocation(name: name, template: ["-c", body, "sh", CalibrateInvocation.fontPlaceholder])
  }

  /// Runs stand-in commands on a small file and returns their results.
  static func run(_ invocations: [CalibrateInvocation], timeout: Double = 10) throws -> [InvocationResult] {
    let folder = try TestInputs.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let runner = CaseRunner(calibrate: "/bin/sh", invocations: invocations, timeout: timeout)
    let results = try runner.run(bytes: [0, 1, 0, 0], fileName: "case-1.ttf", in: folder)
    #expect(!FileManager.default.fileExists(atPath: folder + "/case-1.ttf"))
    return results
  }

  /// Scripts and the class and reason each must get.
  static let table: [(script: String, outcome: Outcome, reason: String)] = [
    ("test -f \"$1\" && echo 'Calibrate Test Regular'", .ok, ""),
    ("echo \"error: '$1' is not a usable font: broken table\" >&2; exit 1", .typedError, ""),
    ("echo \"error: face index 2 does not exist in '$1'\" >&2; exit 64", .typedError, ""),
    ("kill -SEGV $$", .crash, "killed by SIGSEGV"),
    ("kill -ABRT $$", .crash, "killed by SIGABRT"),
    ("echo \"error: '$1'\" >&2; exit 2", .crash, "exit status 2"),
    (
      "printf 'error: %s is broken\\nsecond line\\n' \"$1\" >&2; exit 1", .badError,
      "2 lines on standard error"
    ),
    ("echo 'error: the font is broken' >&2; exit 1", .badError, "the message does not name the font file"),
    ("echo \"warning: '$1'\" >&2; exit 1", .badError, "the message does not start with 'error: '"),
    (
      "echo partial; echo \"error: '$1'\" >&2; exit 1", .badError,
      "exit status 1 with 8 bytes on standard output"
    ),
    ("exit 1", .badError, "exit status 1 with no message"),
    ("exit 0", .badError, "exit status 0 but nothing on standard output"),
  ]

  @Test("each kind of child is classified", arguments: 0..<table.count)
  func classify(row: Int) throws {
    let (body, outcome, reason) = Self.table[row]
    let results = try Self.run([Self.script("row \(row)", body)])
    #expect(results.count == 1)
    #expect(results.first?.judgement == ContractJudgement(outcome, reason), "\(body)")
  }

  @Test("the QA's FAIL verdict is a result, and its report may come before an error")
  func qaStatuses() throws {
    func qa(_ body: String) -> CalibrateInvocation {
      var invocation = Self.script("qa", body)
      invocation.resultStatuses = [0, 2]
      invocation.reportsBeforeFailing = true
      return invocation
    }
    let results = try Self.run([
      qa("echo '{}'; echo \"error: 1 of 1 face has a FAIL finding ('$1')\" >&2; exit 2"),
      qa("exit 2"),
      qa("echo report; echo \"error: a font could not be checked: '$1'\" >&2; exit 1"),
      qa("echo report; echo \"error: '$1'\" >&2; exit 64"),
      qa("echo \"error: '$1'\" >&2; exit 3"),
    ])
    #expect(
      results.map(\.judgement) == [
        ContractJudgement(.ok), ContractJudgement(.badError, "exit status 2 but nothing on standard output"),
        ContractJudgement(.typedError),
        ContractJudgement(.badError, "exit status 64 with 7 bytes on standard output"),
        ContractJudgement(.crash, "exit status 3"),
      ])
  }

  @Test("a hang is cut at the time limit")
  func hang() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let results = try Self.run([Self.script("hang", "sleep 60")], timeout: 0.5)
    #expect(results.first?.judgement.outcome == .hang)
    #expect(start.duration(to: clock.now) < .seconds(5))
  }

  @Test("a case is as bad as its worst command")
  func worstOutcome() throws {
    let invocations = [
      Self.script("ok", "echo fine"),
      Self.script("typed", "echo \"error: '$1' is not a usable font\" >&2; exit 1"),
      Self.script("crash", "kill -SEGV $$"),
      Self.script("bad", "echo 'error: no path' >&2; exit 1"),
    ]
    let results = try Self.run(invocations)
    #expect(results.map(\.judgement.outcome) == [.ok, .typedError, .crash, .badError])
    #expect(results.map(\.invocation.name) == ["ok", "typed", "crash", "bad"])
    let result = CaseResult(
      index: 0, inputName: "x.ttf", kind: .bitFlip, mutationSummary: "", invocations: results, savedPath: nil)
    #expect(result.outcome == .crash)
    #expect(Array(results.prefix(2)).map(\.judgement.outcome).max() == .typedError)
  }

  @Test("a stand-in campaign saves its findings and fails the run")
  func findingsAreSaved() throws {
    let folder = try TestInputs.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let inputs = TestInputs.load([TestInputs.testFont])
    // Crashes only on corrupted fonts (named case-*), so the unmodified font stays ok.
    let body = "case \"$1\" in */case-*) kill -SEGV $$;; *) echo fine;; esac"
    let runner = CaseRunner(calibrate: "/bin/sh", invocations: [Self.script("sh", body)], timeout: 10)
    let campaign = FuzzCampaign(
      inputs: inputs, runner: runner,
      plan: CampaignPlan(seed: 5, caseIndices: [3, 4], jobs: 2, findingsFolder: folder))
    let report = try campaign.run()
    #expect(report.results.map(\.index) == [3, 4])
    #expect(report.counts[.crash] == 2)
    #expect(!report.isClean)
    let saved = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let kinds = report.results.map(\.kind.rawValue)
    #expect(
      saved == ["seed5-case3-CalibrateTest-\(kinds[0]).ttf", "seed5-case4-CalibrateTest-\(kinds[1]).ttf"])
    let rebuilt = FuzzCase.make(index: 3, seed: 5, inputs: inputs)?.mutation.bytes
    #expect(FileManager.default.contents(atPath: folder + "/" + saved[0]).map { [UInt8]($0) } == rebuilt)
    #expect(report.rendered.contains("reproduce: /bin/sh -c "))
    #expect(report.rendered.contains("rerun the case: fuzz-fonts --seed 5 --case 3"))
  }
}
