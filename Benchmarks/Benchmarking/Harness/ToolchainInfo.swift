import CalibrateSupport
import DevelopmentSupport
import Foundation

/// Names the Swift toolchain behind a run.
enum ToolchainInfo {
  /// The first line of `swift --version` when a `swift` is on `PATH`, else the compiler version
  /// this binary was built with, as far as `#if compiler` can tell.
  package static func current() -> String {
    runSwiftVersion() ?? "Swift \(compileTimeVersion) (compile-time)"
  }

  /// The compiler's major and minor version at build time.
  static var compileTimeVersion: String {
    #if compiler(>=6.5)
      return "6.5 or later"
    #elseif compiler(>=6.4)
      return "6.4"
    #elseif compiler(>=6.3)
      return "6.3"
    #elseif compiler(>=6.2)
      return "6.2"
    #elseif compiler(>=6.1)
      return "6.1"
    #else
      return "6.0"
    #endif
  }

  private static func runSwiftVersion() -> String? {
    guard
      let result = try? ChildProcess.run(
        "/usr/bin/env", arguments: ["swift", "--version"], errors: .discard, timeout: 60),
      result.termination == .exited(0)
    else { return nil }
    guard
      let line = result.standardOutput.split(separator: "\n").first(where: { $0.contains("Swift version") })
    else {
      return nil
    }
    return line.trimmingCharacters(in: .whitespaces)
  }
}
