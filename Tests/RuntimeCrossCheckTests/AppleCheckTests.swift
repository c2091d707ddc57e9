import CalibrateTestSupport
import Foundation
import Testing

/// The file work of `make apple-check` (`.ci/apple-check` runs the compilers): the floors come
/// from Package.swift, the standard-library interfaces are retargeted as described, the weak
/// references of the IR are found, and the samples are the ones `SampleTests` checks.
@Suite("make apple-check's floors, interfaces, weak references and samples")
struct AppleCheckTests {
  /// `swift package dump-package` of this package, with a scratch folder of its own so it does not
  /// wait for the build folder `swift test` holds.
  static func manifest() throws -> Data {
    let scratch = try BuiltTool.temporaryFolder("apple-check-manifest")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outcome = try BuiltTool(executable: "/usr/bin/env").run(
      [
        "swift", "package", "--package-path", PackageRoot.path, "--scratch-path", scratch.path,
        "dump-package",
      ], timeout: 300)
    try #require(outcome.status == 0, "swift package dump-package failed: \(outcome.standardError)")
    return Data(outcome.standardOutput.utf8)
  }

  /// `swiftc -print-target-info`, of the host or of a target.
  static func targetInfo(_ triple: String? = nil) throws -> AppleStandardLibrary.TargetInfo {
    let swiftc = try #require(SwiftProgram.swiftc)
    let outcome = try BuiltTool(executable: swiftc).run(
      ["-print-target-info"] + (triple.map { ["-target", $0] } ?? []))
    try #require(outcome.status == 0, "\(outcome.standardError)")
    return try JSONDecoder().decode(
      AppleStandardLibrary.TargetInfo.self, from: Data(outcome.standardOutput.utf8))
  }

  /// The `platforms:` of Package.swift as written there (`.iOS(.v15)` is `("ios", "15.0")`).
  static func writtenPlatforms() throws -> [(platform: String, version: String)] {
    let manifest = try String(
      contentsOf: PackageRoot.url.appendingPathComponent("Package.swift"), encoding: .utf8)
    let line = try #require(manifest.split(separator: "\n").first { $0.hasPrefix("  platforms: [") })
    return line.split(separator: "[", maxSplits: 1)[1].split(separator: ",").compactMap { entry in
      let parts = entry.split { "().] ".contains($0) }
      guard parts.count == 2, parts[1].hasPrefix("v") else { return nil }
      let version = parts[1].dropFirst().split(separator: "_").joined(separator: ".")
      return (parts[0].lowercased(), version.contains(".") ? version : version + ".0")
    }
  }

  @Test("the floors are the platforms Package.swift declares, each a triple the compiler lays out")
  func floorsFromManifest() throws {
    let floors = try AppleFloor.floors(manifest: Self.manifest(), architecture: "x86_64")
    let written = try Self.writtenPlatforms()
    #expect(written.count >= 4, "\(written)")
    #expect(floors.map(\.platform) == written.map(\.platform))
    #expect(floors.map(\.version) == written.map(\.version))
    let folders = [
      "macos": "macosx", "ios": "iphonesimulator", "tvos": "appletvsimulator", "visionos": "xrsimulator",
    ]
    for floor in floors {
      let info = try Self.targetInfo(floor.triple)
      #expect(info.target.triple == floor.triple)
      #expect(info.target.platform == folders[floor.platform], "\(floor.triple): \(info.target.platform)")
      #expect(info.target.moduleTriple.hasPrefix("x86_64-apple-"))
      #expect(info.forceLoadSymbols.allSatisfy { $0.hasPrefix("_swift_FORCE_LOAD_$_swiftCompatibility") })
    }
    let iOS = try #require(floors.first { $0.platform == "ios" })
    #expect(iOS.triple == "x86_64-apple-ios\(iOS.version)-simulator" && iOS.name == "iOS \(iOS.version)")
    let visionOS = try #require(floors.first { $0.platform == "visionos" })
    #expect(visionOS.triple == "x86_64-apple-xros\(visionOS.version)-simulator")
  }

  @Test("a platform with no triple fails, a non-Apple one is left out, and arm64 hosts get arm64 triples")
  func unsupportedFloors() throws {
    func manifest(_ platforms: String) -> Data { Data(#"{"platforms": [\#(platforms)]}"#.utf8) }
    let catalyst = #"{"platformName": "maccatalyst", "version": "15.0", "options": []}"#
    let linux = #"{"platformName": "linux", "version": "0.0", "options": []}"#
    let iOS = #"{"platformName": "ios", "version": "15.0", "options": []}"#
    #expect(throws: AppleFloor.Unsupported.self) {
      try AppleFloor.floors(manifest: manifest("\(iOS), \(catalyst)"), architecture: "x86_64")
    }
    #expect(throws: AppleFloor.Unsupported.self) {
      try AppleFloor.floors(manifest: manifest(linux), architecture: "x86_64")
    }
    #expect(throws: AppleFloor.Unsupported.self) {
      try AppleFloor.floors(manifest: Data("{}".utf8), architecture: "x86_64")
    }
    let floors = try AppleFloor.floors(manifest: manifest("\(linux), \(iOS)"), architecture: "aarch64")
    #expect(floors.map(\.triple) == ["arm64-apple-ios15.0-simulator"])
  }

  @Test(
    "the retargeted interfaces change the target, turn off their own availability checks, drop @backDeployed")
  func retargeting() throws {
    let host = try Self.targetInfo()
    let toolchain = URL(fileURLWithPath: host.paths.runtimeResourcePath)
    for module in AppleStandardLibrary.modules {
      let path = "\(host.target.platform)/\(module).swiftmodule/\(host.target.moduleTriple).swiftinterface"
      let original = try String(contentsOf: toolchain.appendingPathComponent(path), encoding: .utf8)
      let retargeted = AppleStandardLibrary.retargeted(original, triple: "x86_64-apple-ios15.0-simulator")
      let flags = try #require(
        retargeted.split(separator: "\n").first { $0.hasPrefix("// swift-module-flags: ") })
      let words = flags.split(separator: " ")
      let targets = words.indices.filter { words[$0] == "-target" }.map { words[$0 + 1] }
      #expect(
        targets.count >= 1 && targets.allSatisfy { $0 == "x86_64-apple-ios15.0-simulator" }, "\(module)")
      #expect(words.last == "-disable-availability-checking")
      #expect(
        words.contains("-target-min-inlining-version") == original.contains("-target-min-inlining-version"))
      #expect(!retargeted.contains("@backDeployed"))
      #expect(!retargeted.contains(host.target.triple), "\(module) still names \(host.target.triple)")
      // Only the flags line and the attributes' lines change: every @available is kept.
      let backDeployed = original.split(separator: "\n").filter { $0.contains("@backDeployed(") }.count
      #expect(
        retargeted.split(separator: "\n", omittingEmptySubsequences: false).count
          == original.split(separator: "\n", omittingEmptySubsequences: false).count - backDeployed)
      #expect(
        retargeted.components(separatedBy: "@available(").count
          == original.components(separatedBy: "@available(").count)
      if module != "_StringProcessing" { #expect(backDeployed > 0, "\(module)") }
    }
    // An attribute on the line of its declaration goes, the declaration stays.
    let inline = """
      // swift-module-flags: -target x86_64-unknown-linux-gnu -module-name M
      @available(macOS 13.0, iOS 16.0, *) @backDeployed(before: macOS 14.0, iOS 17.0) func f()
        @backDeployed(before: macOS 15.0)
      func g()
      """
    #expect(
      AppleStandardLibrary.retargeted(inline, triple: "x86_64-apple-macosx12.0") == """
        // swift-module-flags: -target x86_64-apple-macosx12.0 -module-name M -disable-availability-checking
        @available(macOS 13.0, iOS 16.0, *)  func f()
        func g()
        """)
  }

  @Test("weak references of the IR are found with their first user, force-load symbols allowed")
  func weakReferences() {
    let ir = #"""
      @"$s1T1SVMF" = internal constant { i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"get_type_metadata yy1T1EOYKc" to i64), i64 0) to i32) }
      @"$sNewTypeN" = extern_weak global %swift.type
      @"$s1T5tableSayypGvp" = global ptr @"$sNewTypeN"

      define private ptr @"get_type_metadata yy1T1EOYKc"(ptr %0) {
      entry:
        %1 = tail call swiftcc %swift.metadata_response @"$syy1T1EOYKcMa"(i64 0)
        ret ptr %1
      }

      define linkonce_odr hidden swiftcc %swift.metadata_response @"$syy1T1EOYKcMa"(i64 %0) {
      cacheIsNull:
        %3 = tail call ptr @swift_getExtendedFunctionTypeMetadataX(i64 0)
        %4 = tail call ptr @swift_getExtendedFunctionTypeMetadata(i64 2231369728, i64 0)
        ret %swift.metadata_response %4
      }

      declare extern_weak ptr @swift_getExtendedFunctionTypeMetadata(i64, i64, ptr, ptr, ptr, ptr, i32, ptr) local_unnamed_addr #12
      declare ptr @swift_getExtendedFunctionTypeMetadataX(i64)
      declare extern_weak void @"_swift_FORCE_LOAD_$_swiftCompatibility56"()
      """#
    let found = WeakReference.found(inIR: ir, allowing: ["_swift_FORCE_LOAD_$_swiftCompatibility56"])
    #expect(
      found == [
        WeakReference(symbol: "$sNewTypeN", user: "$s1T5tableSayypGvp"),
        WeakReference(symbol: "swift_getExtendedFunctionTypeMetadata", user: "$syy1T1EOYKcMa"),
      ])
    #expect(
      WeakReference.found(inIR: ir, allowing: ["$sNewTypeN", "swift_getExtendedFunctionTypeMetadata"]).count
        == 1)
    #expect(WeakReference.references("call @swift_f(i64 0)", "swift_f"))
    #expect(!WeakReference.references("call @swift_fg(i64 0)", "swift_f"))
    #expect(!WeakReference.references("call @swift_f.1(i64 0)", "swift_f"))
  }

  @Test("a symbol the standard library calls only behind #available is allowed; one it calls bare is not")
  func guardedByAvailability() throws {
    let interface = """
      @_silgen_name("swift_newImpl")
      @usableFromInline internal func _newImpl(_ x: Int)
      @_silgen_name("swift_bare")
      @usableFromInline internal func _bare(_ x: Int)
      @_silgen_name("swift_mixed")
      @usableFromInline internal func _mixed(_ x: Int)
      @inlinable @_alwaysEmitIntoClient func _callsNew(_ x: Int) {
        if #available(macOS 15.0, iOS 18.0, *) {
          _newImpl(x)
          _mixed(x)
        }
        _bare(x)
        _mixed(x)
        my_newImpl(x)
      }
      """
    #expect(WeakReference.guardedByAvailability(interface: interface) == ["swift_newImpl"])
    // The toolchain's own standard library: a typed throw reaches swift_willThrowTypedImpl only
    // on iOS 18, macOS 15 and later.
    let host = try Self.targetInfo()
    let path = "\(host.target.platform)/Swift.swiftmodule/\(host.target.moduleTriple).swiftinterface"
    let swift = try String(
      contentsOf: URL(fileURLWithPath: host.paths.runtimeResourcePath).appendingPathComponent(path),
      encoding: .utf8)
    let guarded = WeakReference.guardedByAvailability(interface: swift)
    #expect(guarded.contains("swift_willThrowTypedImpl"))
    #expect(!guarded.contains("swift_getExtendedFunctionTypeMetadata"))
  }

  @Test("the samples are each ```swift block that imports the runtime, with its first line and platform")
  func samples() throws {
    let text = """
      # A document

      ```swift
      import PlaceholderTitle
      import UIKit
      let a = 1
      ```

      ```swift
      let notASample = 2
      ```

      ```swift
      import AppKit
      import PlaceholderTitle
      ```
      ```swift
      import PlaceholderTitle
      """
    let samples = DocumentSamples.samples(in: text)
    #expect(samples.map(\.line) == [4, 14])
    #expect(
      samples.map(\.source) == [
        "import PlaceholderTitle\nimport UIKit\nlet a = 1", "import AppKit\nimport PlaceholderTitle",
      ])
    // A sample that imports AppKit is checked at the macOS floor, the others at iOS's.
    #expect(
      samples.map {
        DocumentSamples.Sample(document: "", name: "", line: $0.line, source: $0.source).platform
      }
        == ["ios", "macos"])
    // The docs' samples are all UIKit and SwiftUI now (AppKit aligns columns with tab stops).
    let all = try DocumentSamples.all(root: PackageRoot.url)
    #expect(all.contains { $0.platform == "ios" })
    for sample in all {
      // Each sample's first line is the document's line after its ```swift.
      let document = try String(
        contentsOf: PackageRoot.url.appendingPathComponent(sample.document), encoding: .utf8)
      let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines[sample.line - 2] == "```swift", "\(sample.name)")
      #expect(
        lines[sample.line - 1] == sample.source.split(separator: "\n", omittingEmptySubsequences: false)[0])
    }
  }
}
