import Foundation
import Testing

/// Runs the real `calibrate` executable that `swift test` built next to the test bundle.
enum CalibrateExecutable {
  /// What one run printed and how it ended.
  struct Outcome {
    var status: Int32
    var standardOutput: String
    var standardError: String
    var stderrLines: [String] { standardError.split(separator: "\n").map(String.init) }
  }

  /// The package root, from this file's location.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The project's test font.
  static var testFont: String { packageRoot.appendingPathComponent("fonts/CalibrateTest.ttf").path }

  /// The built executable: next to the test bundle.
  static var path: String {
    let bundle = Bundle.main.bundleURL
    var folder = bundle.deletingLastPathComponent()
    if bundle.pathExtension != "xctest" { folder = bundle }
    let candidate = folder.appendingPathComponent("calibrate").path
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    return packageRoot.appendingPathComponent(".build/debug/calibrate").path
  }

  /// Runs the executable with arguments and waits (at most `timeout` seconds).
  ///
  /// Output goes to temporary files rather than pipes, so a large output cannot block the child.
  static func run(_ arguments: [String], timeout: TimeInterval = 120) throws -> Outcome {
    let folder = FileManager.default.temporaryDirectory
    let name = UUID().uuidString
    let outputURL = folder.appendingPathComponent("calibrate-\(name).out")
    let errorURL = folder.appendingPathComponent("calibrate-\(name).err")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outputURL)
      try? FileManager.default.removeItem(at: errorURL)
    }
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(2_000) }
    if process.isRunning {
      process.terminate()
      Issue.record("calibrate \(arguments) did not finish within \(timeout) s")
    }
    process.waitUntilExit()
    try output.close()
    try error.close()
    return Outcome(
      status: process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  }

  /// A fresh private folder for files a test writes.
  static func temporaryFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calibrate-cli-\(getpid())-\(name)", isDirectory: true)
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
