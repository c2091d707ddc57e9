import Foundation

/// The machine a run was measured on, so a comparison can warn when it is not the same one.
package struct MachineInfo: Sendable, Hashable, Codable {
  /// The processor model (`model name` in `/proc/cpuinfo`).
  var cpu: String
  /// Processors available to the process.
  var cores: Int
  /// The operating system and kernel release (`uname -sr`).
  var kernel: String

  /// Creates a description.
  package init(cpu: String, cores: Int, kernel: String) {
    self.cpu = cpu
    self.cores = cores
    self.kernel = kernel
  }

  /// Describes the machine this process runs on; unknown parts read `unknown`.
  package static func current() -> MachineInfo {
    MachineInfo(
      cpu: cpuModel() ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount,
      kernel: kernelRelease() ?? "unknown")
  }

  private static func cpuModel() -> String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  private static func kernelRelease() -> String? {
    var names = utsname()
    guard uname(&names) == 0 else { return nil }
    func text<Field>(_ field: Field) -> String {
      withUnsafeBytes(of: field) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
    return "\(text(names.sysname)) \(text(names.release))"
  }
}
