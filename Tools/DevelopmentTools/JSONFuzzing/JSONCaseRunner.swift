import CalibrateSupport
import DevelopmentSupport
import Foundation

/// Runs the `calibrate` executable on one damaged file and judges what it did against
/// ``StrictJSON``.
///
/// The executable runs as a child process (`ChildProcess`), so a crash or a hang is observed,
/// not suffered.
///
/// Threading: immutable and `Sendable`; workers share one runner, each with its own files.
struct JSONCaseRunner: Sendable {
  /// The `calibrate` executable.
  package var calibrate: String
  /// The fonts a resumed batch calibrates (absolute paths).
  package var fonts: [String]
  /// The `id` of every record the batch writes for them, which a resumed file must hold.
  var expectedIDs: Set<String> = []
  /// Seconds a command may take before it counts as a hang.
  var timeout: Double
  /// Variables set in every child: no crash backtracer (symbolicating takes seconds).
  package var environment: [String: String] = ["SWIFT_BACKTRACE": "enable=no"]

  /// Creates a runner.
  package init(calibrate: String, fonts: [String], timeout: Double) {
    self.calibrate = calibrate
    self.fonts = fonts
    self.timeout = timeout
  }

  /// The arguments of the batch whose output the resume cases damage.
  func batchArguments(output: String) -> [String] {
    ["batch"] + fonts.flatMap { ["--fonts", $0] } + [
      "--sizes", "10", "--hinting", "none,full", "--jobs", "1", "--output", output, "--quiet",
    ]
  }

  /// What one run ended with, before the verdict.
  struct Judgement {
    var outcome: JSONOutcome
    var reason: String
  }

  /// Writes the file, runs the command on it, and judges.
  ///
  /// - Parameters:
  ///   - mutation: The damaged file.
  ///   - target: The command.
  ///   - fileName: The file's name inside the folder.
  ///   - folder: A private folder only this fuzzer writes.
  /// - Returns: The verdict, the first line of standard error, the time, and whether the file is
  ///   valid JSON.
  /// - Throws: ``FuzzError`` when the file cannot be written or the child cannot be started.
  func run(
    _ mutation: JSONMutation, target: JSONFuzzTarget, fileName: String, in folder: String
  ) throws(FuzzError) -> (
    outcome: JSONOutcome, reason: String, message: String, seconds: Double, isValid: Bool
  ) {
    let path = folder + "/" + fileName
    guard FileManager.default.createFile(atPath: path, contents: Data(mutation.bytes)) else {
      throw .cannotWrite(path: path, reason: "the file could not be created")
    }
    defer { try? FileManager.default.removeItem(atPath: path) }
    let arguments = target == .check ? ["check", path] : batchArguments(output: path) + ["--resume"]
    let result = try Self.run(
      calibrate, arguments: arguments, environment: environment, timeout: timeout, folder: folder)
    let message = ChildProcess.firstLine(of: result.standardError)
    let after = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
    let judged: Judgement
    let isValid: Bool
    switch target {
    case .check:
      let validity = StrictJSON.validity(of: mutation.bytes)
      isValid = validity == .valid
      judged = judgeCheck(result, path: path, validity: validity, expectation: mutation.expectation)
    case .resume:
      let (expectation, allValid) = ResumeExpectation.of(mutation.bytes)
      isValid = allValid
      judged = judgeResume(result, path: path, before: mutation.bytes, after: after, expectation: expectation)
    }
    return (judged.outcome, judged.reason, message, result.seconds, isValid)
  }

  // MARK: - Judging

  /// Crashes, hangs and the error contract every failure keeps: exit 1 (or 64), one line on
  /// standard error starting `error: ` and naming the file.
  func judgeTermination(
    _ result: ChildProcess.Result, path: String, stdoutAllowed: Bool
  ) -> Judgement? {
    switch result.termination {
    case .timedOut:
      return Judgement(outcome: .hang, reason: "no exit within \(Int(timeout)) s")
    case .signaled(let signal):
      return Judgement(outcome: .crash, reason: "killed by \(ChildProcess.signalName(signal))")
    case .exited(0):
      return nil
    case .exited(let status) where status == 1 || status == 64:
      let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      guard lines.count == 2, lines[1].isEmpty else {
        return Judgement(outcome: .badError, reason: "\(lines.count - 1) lines on standard error")
      }
      guard lines[0].hasPrefix("error: ") else {
        return Judgement(outcome: .badError, reason: "the message does not start with 'error: '")
      }
      guard lines[0].contains(path) else {
        return Judgement(outcome: .badError, reason: "the message does not name the file")
      }
      if !stdoutAllowed && !result.standardOutput.isEmpty {
        return Judgement(outcome: .badError, reason: "output on standard output with exit status \(status)")
      }
      return nil
    case .exited(let status):
      return Judgement(outcome: .crash, reason: "exit status \(status)")
    }
  }

  func judgeCheck(
    _ result: ChildProcess.Result, path: String, validity: StrictJSON.Validity,
    expectation: JSONMutation.Expectation?
  ) -> Judgement {
    let moved = result.standardError.contains("no longer matches")
    if let failure = judgeTermination(result, path: path, stdoutAllowed: moved) { return failure }
    if let expectation, expectation != (validity == .valid ? .valid : .refused) {
      return Judgement(
        outcome: .oracleDisagrees, reason: "the mutation makes it \(expectation), the oracle says \(validity)"
      )
    }
    let notValid = result.standardError.hasPrefix("error: '\(path)' is not valid JSON: ")
    let pastLimits = result.standardError.hasPrefix("error: '\(path)' is not JSON this tool reads: ")
    let refusedAsJSON: Bool
    switch validity {
    case .valid: refusedAsJSON = false
    case .invalid: refusedAsJSON = notValid || pastLimits
    case .beyondLimits: refusedAsJSON = pastLimits
    }
    switch (validity, result.termination) {
    case (.valid, _) where notValid || pastLimits:
      return Judgement(outcome: .misjudged, reason: "valid JSON refused as not JSON")
    case (.valid, .exited(0)):
      guard result.standardOutput.hasPrefix("\(path): ok") else {
        return Judgement(outcome: .badError, reason: "exit 0 without an ok line")
      }
      return Judgement(outcome: .accepted, reason: "ok")
    case (.valid, _):
      return Judgement(outcome: .accepted, reason: "typed error")
    case (_, .exited(0)):
      return Judgement(outcome: .acceptedInvalid, reason: "exit 0 on \(validity)")
    case (_, _) where !refusedAsJSON:
      return Judgement(outcome: .misjudged, reason: "\(validity) refused with another message")
    default:
      return Judgement(outcome: .refused, reason: "not JSON")
    }
  }

  func judgeResume(
    _ result: ChildProcess.Result, path: String, before: [UInt8], after: [UInt8],
    expectation: ResumeExpectation
  ) -> Judgement {
    // A warning is the one line a resuming batch may print with --quiet and exit 0.
    if case .exited(0) = result.termination, !result.standardOutput.isEmpty {
      return Judgement(outcome: .badError, reason: "output on standard output")
    }
    if let failure = judgeTermination(result, path: path, stdoutAllowed: false) { return failure }
    let stderr = result.standardError
    switch expectation {
    case .undecided:
      return Judgement(outcome: .accepted, reason: "undecided")
    case .refusedLine(let line, let refusal):
      if case .exited(0) = result.termination {
        return Judgement(
          outcome: refusal == .notARecord ? .misjudged : .acceptedInvalid,
          reason: "line \(line) resumed over, not refused")
      }
      let start = "error: cannot resume '\(path)': its line \(line) is "
      guard result.termination == .exited(1),
        refusal.messages.contains(where: { stderr.hasPrefix(start + $0) })
      else { return Judgement(outcome: .misjudged, reason: "expected line \(line) refused as \(refusal)") }
      guard after == before else { return Judgement(outcome: .lostRecord, reason: "a refused file changed") }
      return Judgement(outcome: .refused, reason: "\(refusal)")
    case .otherMethod(let line):
      guard result.termination == .exited(64), stderr.contains("its line \(line) was written with --method")
      else { return Judgement(outcome: .misjudged, reason: "expected line \(line) refused for its method") }
      guard after == before else { return Judgement(outcome: .lostRecord, reason: "a refused file changed") }
      return Judgement(outcome: .refused, reason: "another method")
    case .resumes(let kept, let torn, let addsNewline):
      guard result.termination == .exited(0) else {
        return Judgement(
          outcome: .misjudged, reason: "the batch did not resume: \(ChildProcess.firstLine(of: stderr))")
      }
      let warned = stderr.hasPrefix("warning: dropped the torn last line")
      if let torn {
        let expected = "warning: dropped the torn last line \(torn) of '\(path)' ("
        guard stderr.hasPrefix(expected), stderr.split(separator: "\n").count == 1 else {
          return Judgement(outcome: .misjudged, reason: "no warning for the torn line \(torn)")
        }
      } else if warned || !stderr.isEmpty {
        return Judgement(outcome: .misjudged, reason: "a warning without a torn line")
      }
      let prefix = Array(before[..<kept]) + (addsNewline ? [0x0A] : [])
      guard after.starts(with: prefix) else {
        if torn != nil, after.starts(with: before) {
          return Judgement(outcome: .acceptedInvalid, reason: "the torn line \(torn ?? 0) was kept")
        }
        return Judgement(outcome: .lostRecord, reason: "the kept lines changed")
      }
      // What the batch added: complete records, and every configuration now present.
      let added = after[prefix.count...].split(separator: 0x0A, omittingEmptySubsequences: false)
      guard added.last?.isEmpty ?? true else {
        return Judgement(outcome: .badError, reason: "the batch left a line without its newline")
      }
      for line in added.dropLast() where StrictJSON.validity(of: Array(line)) != .valid {
        return Judgement(outcome: .badError, reason: "the batch wrote a line that is not JSON")
      }
      let ids = Set(
        after.split(separator: 0x0A).compactMap { line -> String? in
          let id = StrictJSON.check(Array(line)).members?.first { $0.key == "id" }
          guard case .string(let text)? = id?.kind else { return nil }
          return text
        })
      if let missing = expectedIDs.subtracting(ids).sorted().first {
        return Judgement(outcome: .lostRecord, reason: "no record of \(missing) after the resume")
      }
      return Judgement(
        outcome: torn == nil ? .accepted : .refused, reason: torn == nil ? "resumed" : "torn line dropped")
    }
  }

  /// Runs a child, with the fuzzer's error when it cannot.
  static func run(
    _ executable: String, arguments: [String], environment: [String: String], timeout: Double, folder: String
  ) throws(FuzzError) -> ChildProcess.Result {
    do throws(ChildProcessError) {
      return try ChildProcess.run(
        executable, arguments: arguments, environment: environment, timeout: timeout, scratchFolder: folder)
    } catch {
      throw FuzzError(error)
    }
  }

}
