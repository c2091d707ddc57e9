import CalibrateSupport
import DevelopmentSupport
import Foundation
import Testing

/// Runs one of the package's executables that `swift test` built next to the test bundle.
package struct BuiltTool: Sendable {
  /// What one run printed and how it ended.
  package struct Outcome: Sendable {
    package var status: Int32
    package var standardOutput: String
    package var standardError: String
    package var stderrLines: [String] { standardError.split(separator: "\n").map(String.init) }
  }

  /// The executable's name.
  package var name: String
  /// The executable's path, when it is not one of the package's products.
  private var explicitPath: String?

  /// The `calibrate` tool.
  package static let calibrate = BuiltTool(name: "calibrate")
  /// The benchmark harness.
  package static let benchmarks = BuiltTool(name: "benchmarks")
  /// The font fuzzer.
  package static let fuzzFonts = BuiltTool(name: "fuzz-fonts")

  /// Creates a runner for an executable of the package.
  package init(name: String) {
    self.name = name
  }

  /// Creates a runner for any executable, such as a compiler or a program a test built.
  package init(executable path: String) {
    self.name = URL(fileURLWithPath: path).lastPathComponent
    self.explicitPath = path
  }

  /// The executable: the explicit path, else the product next to the test bundle, or in the
  /// debug build folder.
  package var path: String {
    if let explicitPath { return explicitPath }
    let bundle = Bundle.main.bundleURL
    var folder = bundle.deletingLastPathComponent()
    if bundle.pathExtension != "xctest" { folder = bundle }
    let candidates = [
      folder.appendingPathComponent(name).path,
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        .path,
    ]
    if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
      return found
    }
    return PackageRoot.url.appendingPathComponent(".build/debug/\(name)").path
  }

  /// Whether the executable was built.
  package var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: path) }

  /// Runs the executable with arguments (and `environment` set on top of this process's) and
  /// waits (at most `timeout` seconds), with the package's one child-process runner, so the
  /// tests run programs exactly as the development tools do.
  ///
  /// Output goes to temporary files rather than pipes, so a large output cannot block the child,
  /// and is kept whole. A child that runs past the timeout is killed (status 9, as a signal's
  /// number is reported) and recorded as an issue.
  package func run(
    _ arguments: [String], timeout: TimeInterval = 120, workingDirectory: URL? = nil,
    environment: [String: String] = [:]
  ) throws -> Outcome {
    let result = try ChildProcess.run(
      path, arguments: arguments, environment: environment, workingDirectory: workingDirectory?.path,
      timeout: timeout,
      scratchFolder: FileManager.default.temporaryDirectory.path, outputLimit: .max)
    let status: Int32
    switch result.termination {
    case .exited(let code): status = code
    case .signaled(let signal): status = signal
    case .timedOut:
      Issue.record("\(name) \(arguments) did not finish within \(timeout) s")
      status = SIGKILL
    }
    return Outcome(
      status: status, standardOutput: result.standardOutput, standardError: result.standardError)
  }

  /// A new private folder for files a test writes, unique to the call (`Folder/makeTemporary(prefix:)`,
  /// `mkdtemp`): tests that run at once, or one test's cases, never share one, whatever name
  /// they give.
  ///
  /// - Parameter name: What the folder is for, in its name after `calibrate-tests-`.
  package static func temporaryFolder(_ name: String) throws -> URL {
    URL(fileURLWithPath: try Folder.makeTemporary(prefix: "calibrate-tests-\(name)"), isDirectory: true)
  }
}

/// The `calibrate` executable, for the command-line tests.
package enum CalibrateExecutable {
  /// The project's test font.
  package static var testFont: String { TestFonts.testFont }
  /// The package root.
  package static var packageRoot: URL { PackageRoot.url }
  /// The built executable.
  package static var path: String { BuiltTool.calibrate.path }

  /// Runs `calibrate` with arguments and waits (at most `timeout` seconds).
  package static func run(_ arguments: [String], timeout: TimeInterval = 120) throws -> BuiltTool.Outcome {
    try BuiltTool.calibrate.run(arguments, timeout: timeout)
  }

  /// A fresh private folder for files a test writes.
  package static func temporaryFolder(_ name: String) throws -> URL {
    try BuiltTool.temporaryFolder(name)
  }
}

extension BuiltTool.Outcome {
  /// Checks the failure contract every tool keeps: the exit status, nothing on standard output,
  /// and exactly one line on standard error, starting `error: ` and naming the problem.
  ///
  /// - Parameters:
  ///   - status: The expected exit status (1 for a runtime failure, 64 for bad usage).
  ///   - mentions: Text the error line must contain.
  ///   - sourceLocation: Where a failure is reported.
  package func expectOneError(
    status: Int32, mentions: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(self.status == status, "\(standardError)", sourceLocation: sourceLocation)
    #expect(standardOutput.isEmpty, "\(standardOutput)", sourceLocation: sourceLocation)
    #expect(stderrLines.count == 1, "\(standardError)", sourceLocation: sourceLocation)
    #expect(standardError.hasPrefix("error: "), "\(standardError)", sourceLocation: sourceLocation)
    #expect(standardError.contains(mentions), "\(standardError)", sourceLocation: sourceLocation)
  }
}
