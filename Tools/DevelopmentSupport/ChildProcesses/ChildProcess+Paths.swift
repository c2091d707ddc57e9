import Foundation

// MARK: - Finding the programs to run

extension ChildProcess {
  /// The program named `name` in the same folder as the running tool, as the development tools
  /// find the `calibrate` of their own build.
  ///
  /// - Parameters:
  ///   - name: The program's file name, such as `calibrate`.
  ///   - executablePath: The running tool's path, if known.
  ///   - tool: The running tool's name, the last resort for its path.
  package static func sibling(_ name: String, besides executablePath: String?, tool: String) -> String {
    let binary = executablePath ?? Bundle.main.executablePath ?? CommandLine.arguments.first ?? tool
    return URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent(name).path
  }

  /// A path made absolute against the working directory, so printed commands work from anywhere.
  package static func absolutePath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
