import Foundation

/// The Linux toolchain's standard-library interfaces, retargeted at an Apple floor for `make
/// apple-check`.
///
/// The `.swiftinterface` files of `Swift`, `_Concurrency` and `_StringProcessing` that a Linux
/// toolchain ships carry Apple's `@available` annotations, as the standard library's sources do;
/// compiled for an Apple target, they reject what is newer than its version as Apple's SDK does.
/// Three changes make them compile there (each found by trying without it):
///
/// - The `-target` of their `swift-module-flags` line becomes the floor's triple (otherwise:
///   `module 'Swift' was created for incompatible target x86_64-unknown-linux-gnu`).
/// - `-disable-availability-checking` is added to that line: `_Concurrency`'s inlinable code uses
///   what Apple ships later than the floor (`'Failure' is only available in macOS 15.0 or newer`),
///   which Apple's own build allows and a client's floor must not reject.
/// - `@backDeployed` is dropped: the Linux interfaces keep the attribute but print no body for
///   most of those functions (`'@backDeployed' requires that global function
///   '_diagnoseUnavailableCodeReached()' have a body`). Their `@available` stays, so what a
///   client may call is unchanged; the client calls the function itself instead of a fallback
///   behind a weak reference, which leaves only real gaps to `WeakReference`.
///
/// Then the compiler is pointed at a resource folder laid out as it expects one for the Apple
/// target (`macosx/`, `iphonesimulator/`, `appletvsimulator/`, `xrsimulator/`, each holding
/// `Swift.swiftmodule/x86_64-apple-ios-simulator.swiftinterface` and the like, as
/// `swiftc -print-target-info -target TRIPLE` names the folder and the file), beside links to the
/// toolchain's `shims` (the `SwiftShims` module the interfaces import) and `clang` (its headers),
/// and at an empty SDK folder. It builds each module from its interface into the module cache the
/// first time (about 30 s for `Swift`).
///
/// visionOS takes what the interfaces declare for iOS, through the version map of Apple's SDK
/// (`SDKSettings.json`, `iOS_xrOS`: iOS 17.1 is visionOS 1.0). With no SDK the compiler compares
/// the iOS version itself (`'replacing(_:with:maxReplacements:)' is only available in iOS 16.0 or
/// newer`, for visionOS 1.0), so the layout holds that map (`availabilityMap`) for the frontend's
/// `-platform-availability-inheritance-map-path`, which reads it from a folder. (In the SDK folder
/// instead, a parsed `SDKSettings.json` leaves the interfaces' build without `SwiftShims`.)
enum AppleStandardLibrary {
  /// The modules every Swift file imports, implicitly or not (at `-O`; `-Onone` would need
  /// `SwiftOnoneSupport` too).
  static let modules = ["Swift", "_Concurrency", "_StringProcessing"]

  /// Apple's map of iOS versions to visionOS versions, as the `VersionMap` of the visionOS SDK's
  /// `SDKSettings.json` (Xcode 26) has it; the versions around it are for the parser, which needs
  /// them.
  static let availabilityMap = """
    {"Version": "26.0", "MaximumDeploymentTarget": "26.0.99",
     "VersionMap": {"iOS_xrOS": {"17.1": "1.0", "17.4": "1.1", "17.5": "1.2", "18.0": "2.0", "18.1": "2.1",
       "18.2": "2.2", "18.3": "2.3", "18.4": "2.4", "18.5": "2.5", "18.6": "2.6", "26.0": "26.0"}}}

    """

  /// What `swiftc -print-target-info` prints that the layout needs.
  struct TargetInfo: Decodable {
    /// The target.
    struct Target: Decodable {
      /// The full triple (`x86_64-apple-ios15.0-simulator`).
      var triple: String
      /// The triple of its modules' file names (`x86_64-apple-ios-simulator`).
      var moduleTriple: String
      /// The folder of its modules in the resource folder (`iphonesimulator`).
      var platform: String
      /// The compatibility libraries the linker adds for it.
      var compatibilityLibraries: [Library]?
    }
    /// A compatibility library.
    struct Library: Decodable {
      /// Its name (`swiftCompatibility56`).
      var libraryName: String
    }
    /// The toolchain's folders.
    struct Paths: Decodable {
      /// The resource folder (`/opt/swift/usr/lib/swift`).
      var runtimeResourcePath: String
    }
    var target: Target
    var paths: Paths

    /// The symbols a compile for this target weakly references by design: one
    /// `_swift_FORCE_LOAD_$_<library>` per compatibility library, which the linker satisfies from
    /// the toolchain's static libraries.
    var forceLoadSymbols: Set<String> {
      Set((target.compatibilityLibraries ?? []).map { "_swift_FORCE_LOAD_$_\($0.libraryName)" })
    }
  }

  /// An interface's text with its `-target` set to `triple`, availability checking of its own
  /// code turned off, and every `@backDeployed(...)` attribute removed.
  static func retargeted(_ interface: String, triple: String) -> String {
    var lines: [String] = []
    for line in interface.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("// swift-module-flags: ") {
        var words = line.split(separator: " ").map(String.init)
        for index in words.indices.dropLast() where words[index] == "-target" {
          words[index + 1] = triple
        }
        lines.append((words + ["-disable-availability-checking"]).joined(separator: " "))
        continue
      }
      var rest = Substring(line)
      var kept = ""
      while let start = rest.range(of: "@backDeployed("),
        let end = rest[start.upperBound...].firstIndex(of: ")")
      {
        kept += rest[..<start.lowerBound]
        rest = rest[rest.index(after: end)...]
      }
      kept += rest
      if kept.count != line.count, kept.allSatisfy(\.isWhitespace) { continue }
      lines.append(kept)
    }
    return lines.joined(separator: "\n")
  }

  /// Lays out `folder` for one Apple target: `resources/` (the links and the retargeted
  /// interfaces), an empty `sdk/` and `availability-map/SDKSettings.json`. An interface whose text is unchanged is not written again,
  /// so the module cache built from it stays valid.
  ///
  /// - Parameters:
  ///   - folder: The target's folder.
  ///   - host: `swiftc -print-target-info` of the host, whose interfaces are read.
  ///   - apple: `swiftc -print-target-info -target TRIPLE` of the Apple target.
  static func prepare(folder: URL, host: TargetInfo, apple: TargetInfo) throws {
    let files = FileManager.default
    let toolchain = URL(fileURLWithPath: host.paths.runtimeResourcePath)
    let resources = folder.appendingPathComponent("resources")
    try files.createDirectory(at: folder.appendingPathComponent("sdk"), withIntermediateDirectories: true)
    let map = folder.appendingPathComponent("availability-map")
    try files.createDirectory(at: map, withIntermediateDirectories: true)
    try availabilityMap.write(
      to: map.appendingPathComponent("SDKSettings.json"), atomically: true, encoding: .utf8)
    try files.createDirectory(
      at: resources.appendingPathComponent(apple.target.platform), withIntermediateDirectories: true)
    for link in ["shims", "clang"] {
      let path = resources.appendingPathComponent(link)
      if (try? files.destinationOfSymbolicLink(atPath: path.path)) == nil {
        try files.createSymbolicLink(
          at: path, withDestinationURL: toolchain.appendingPathComponent(link).resolvingSymlinksInPath())
      }
    }
    for module in modules {
      let source = toolchain.appendingPathComponent(
        "\(host.target.platform)/\(module).swiftmodule/\(host.target.moduleTriple).swiftinterface")
      let moduleFolder = resources.appendingPathComponent("\(apple.target.platform)/\(module).swiftmodule")
      let destination = moduleFolder.appendingPathComponent("\(apple.target.moduleTriple).swiftinterface")
      let text = retargeted(try String(contentsOf: source, encoding: .utf8), triple: apple.target.triple)
      if (try? String(contentsOf: destination, encoding: .utf8)) != text {
        try files.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
        try text.write(to: destination, atomically: true, encoding: .utf8)
      }
    }
  }
}
