import DevelopmentSupport
import Foundation

/// Runs the `calibrate` executable on one corrupted font with every command and classifies each.
///
/// The executable runs as a child process, so a crash or a hang in a case is observed, not
/// suffered: the fuzzer survives it, kills what hangs and goes on.
///
/// Threading: immutable and `Sendable`; workers share one runner, each with its own files.
struct CaseRunner: Sendable {
  /// The `calibrate` executable.
  package var calibrate: String
  /// The commands each case runs.
  var invocations: [CalibrateInvocation]
  /// Seconds each command may take before it counts as a hang.
  var timeout: Double
  /// Variables set in every child: Swift's crash backtracer is turned off, since symbolicating
  /// a crash takes seconds and the fuzzer only needs the signal.
  package var environment: [String: String] = ["SWIFT_BACKTRACE": "enable=no"]

  /// Creates a runner.
  package init(calibrate: String, invocations: [CalibrateInvocation], timeout: Double) {
    self.calibrate = calibrate
    self.invocations = invocations
    self.timeout = timeout
  }

  /// Writes the bytes to `folder/fileName`, runs every command on that file, and removes it.
  ///
  /// - Parameters:
  ///   - bytes: The font.
  ///   - fileName: The file's name inside the folder.
  ///   - folder: A private folder that only this fuzzer writes.
  /// - Returns: One classified result per command, in order.
  /// - Throws: ``FuzzError`` when the file cannot be written or a child cannot be started.
  package func run(
    bytes: [UInt8], fileName: String, in folder: String
  ) throws(FuzzError) -> [InvocationResult] {
    let path = folder + "/" + fileName
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      throw .cannotWrite(path: path, reason: "the file could not be created")
    }
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try invocations.map { invocation throws(FuzzError) in
      let result: ChildProcess.Result
      do throws(ChildProcessError) {
        result = try ChildProcess.run(
          calibrate, arguments: invocation.arguments(font: path), environment: environment,
          timeout: timeout * invocation.timeLimitFactor,
          scratchFolder: folder)
      } catch {
        throw FuzzError(error)
      }
      return InvocationResult(
        invocation: invocation,
        judgement: ContractJudgement.classify(
          result, fontPath: path, resultStatuses: invocation.resultStatuses,
          reportsBeforeFailing: invocation.reportsBeforeFailing),
        message: ChildProcess.firstLine(of: result.standardError), seconds: result.seconds)
    }
  }
}
