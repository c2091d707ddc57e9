import Foundation

/// An Apple platform floor that Package.swift declares (`platforms:`), as `make apple-check`
/// compiles for it: the target triple of the oldest OS release the package supports.
///
/// The floors are read from the manifest as SwiftPM reads it (`swift package dump-package`), so
/// the check follows Package.swift and no list of versions is written twice. The triple's
/// architecture is the host's: the standard-library interfaces the check retargets are the Linux
/// toolchain's, which declare `Float80` on x86_64 only, as Apple's do. The simulator triples
/// stand for the devices: availability is the same for both.
struct AppleFloor: Equatable {
  /// The platform as SwiftPM names it: `macos`, `ios`, `tvos`, `visionos`, `watchos`.
  var platform: String
  /// The version Package.swift declares, as SwiftPM prints it (`15.0`).
  var version: String
  /// The target triple (`x86_64-apple-ios15.0-simulator`).
  var triple: String
  /// The platform and version as Apple writes them (`iOS 15.0`).
  var name: String

  /// Why the manifest's floors cannot be compiled for.
  struct Unsupported: Error, CustomStringConvertible {
    /// What is wrong, in a sentence.
    var description: String
  }

  /// Apple's name of each platform SwiftPM knows and the triple of its floor: the OS part of the
  /// triple (visionOS is `xros` to the compiler) and whether it is a simulator.
  static let platforms: [String: (name: String, os: String, simulator: Bool)] = [
    "macos": ("macOS", "macosx", false),
    "ios": ("iOS", "ios", true),
    "tvos": ("tvOS", "tvos", true),
    "watchos": ("watchOS", "watchos", true),
    "visionos": ("visionOS", "xros", true),
  ]

  /// Platforms of the manifest that are not Apple's, which the check leaves out.
  static let otherPlatforms: Set<String> = ["linux", "windows", "android", "wasi", "openbsd", "freebsd"]

  /// The floor of one platform of the manifest.
  ///
  /// - Parameters:
  ///   - platform: SwiftPM's name of the platform.
  ///   - version: The version the manifest declares.
  ///   - architecture: The host's architecture as `uname -m` prints it.
  /// - Throws: `Unsupported` for an Apple platform with no simulator triple here (Mac Catalyst,
  ///   DriverKit) or a name the check does not know.
  init(platform: String, version: String, architecture: String) throws(Unsupported) {
    guard let known = Self.platforms[platform] else {
      throw Unsupported(
        description: "Package.swift declares \(platform) \(version), which apple-check cannot compile for")
    }
    let arch = architecture == "aarch64" ? "arm64" : architecture
    self.platform = platform
    self.version = version
    self.name = "\(known.name) \(version)"
    self.triple = "\(arch)-apple-\(known.os)\(version)" + (known.simulator ? "-simulator" : "")
  }

  /// The Apple floors of a manifest, in the order it declares them.
  ///
  /// - Parameters:
  ///   - manifest: What `swift package dump-package` prints.
  ///   - architecture: The host's architecture as `uname -m` prints it.
  /// - Throws: `Unsupported` when the manifest declares no Apple platform or one the check cannot
  ///   compile for; a decoding error when it is not SwiftPM's JSON.
  static func floors(manifest: Data, architecture: String) throws -> [AppleFloor] {
    struct Manifest: Decodable {
      struct Platform: Decodable {
        var platformName: String
        var version: String
      }
      var platforms: [Platform]?
    }
    let declared = try JSONDecoder().decode(Manifest.self, from: manifest).platforms ?? []
    let floors = try declared.filter { !otherPlatforms.contains($0.platformName) }.map {
      try AppleFloor(platform: $0.platformName, version: $0.version, architecture: architecture)
    }
    guard !floors.isEmpty else {
      throw Unsupported(description: "Package.swift declares no Apple platform: there is no floor to check")
    }
    return floors
  }
}
