import Foundation
import Testing

/// A small Swift program a test writes, compiles with the toolchain's `swiftc` (optionally with
/// the PlaceholderTitle runtime's sources in the same module, as an app that copies them would)
/// and runs, to check generated code as an app would compile it.
package struct SwiftProgram {
  /// File names and their sources; one of them is `main.swift`.
  package var files: [String: String]
  /// Whether the runtime's sources are compiled into the program's module.
  var withRuntime: Bool

  /// Creates a program.
  package init(files: [String: String], withRuntime: Bool) {
    self.files = files
    self.withRuntime = withRuntime
  }

  /// The Swift compiler of the toolchain running the tests.
  package static var swiftc: String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let candidates =
      path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// The runtime's source files.
  package static func runtimeSources() throws -> [String] {
    let runtime = PackageRoot.url.appendingPathComponent("Sources/PlaceholderTitle")
    return try FileManager.default.contentsOfDirectory(atPath: runtime.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { runtime.appendingPathComponent($0).path }
  }

  /// Compiles the program (one compiler run, unoptimized: compiling is the slow part) and runs
  /// it.
  ///
  /// - Returns: What the program printed.
  /// - Throws: When there is no compiler, or compiling or running fails (with the diagnostics).
  package func output() throws -> String {
    let swiftc = try #require(Self.swiftc, "no swiftc found on PATH or in /opt/swift/usr/bin")
    let folder = try BuiltTool.temporaryFolder("program")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, source) in files {
      try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    // The runtime links libm on Linux (its package target says so; here swiftc is told), and
    // what it shares with the tool's targets has `package` access, which needs a package name.
    let sources =
      files.keys.sorted()
      + (withRuntime ? try Self.runtimeSources() + ["-lm", "-package-name", "calibrate"] : [])
    let compiled = try BuiltTool(executable: swiftc).run(
      ["-swift-version", "6", "-Onone", "-module-name", "GeneratedCheck", "-o", "check"] + sources,
      timeout: 600, workingDirectory: folder)
    try #require(compiled.status == 0, "swiftc failed:\n\(compiled.standardError)")
    let run = try BuiltTool(executable: folder.appendingPathComponent("check").path).run(
      [], timeout: 600, workingDirectory: folder)
    try #require(run.status == 0, "the compiled program failed: \(run.standardError)")
    return run.standardOutput
  }
}
