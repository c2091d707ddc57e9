import CalibrateTestSupport
import Foundation
import Testing

/// What an app adds is the PlaceholderTitle product: it must build anywhere Swift does, so its
/// dependency closure holds no C or system-library target and its sources import nothing beyond
/// the standard library and Synchronization.
@Suite("The runtime product depends on nothing")
struct RuntimeDependencyTests {
  /// The package as SwiftPM describes it.
  struct Description: Decodable {
    struct Product: Decodable {
      var name: String
      var targets: [String]
    }
    struct Target: Decodable {
      var name: String
      var path: String
      var type: String
      var moduleType: String
      var targetDependencies: [String]?
      var productDependencies: [String]?

      enum CodingKeys: String, CodingKey {
        case name, path, type
        case moduleType = "module_type"
        case targetDependencies = "target_dependencies"
        case productDependencies = "product_dependencies"
      }
    }
    var products: [Product]
    var targets: [Target]
    var dependencies: [[String: String]]?
  }

  /// `swift package describe --type json`, with a scratch folder of its own so it does not wait
  /// for the build folder `swift test` holds.
  static func describe() throws -> Description {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("describe-\(getpid())")
    let outcome = try BuiltTool(executable: "/usr/bin/env").run(
      [
        "swift", "package", "--package-path", PackageRoot.path, "--scratch-path", scratch.path, "describe",
        "--type", "json",
      ], timeout: 300)
    try #require(outcome.status == 0, "swift package describe failed: \(outcome.standardError)")
    return try JSONDecoder().decode(Description.self, from: Data(outcome.standardOutput.utf8))
  }

  @Test("the PlaceholderTitle product's closure is the PlaceholderTitle target alone, in Swift")
  func closure() throws {
    let package = try Self.describe()
    #expect(package.dependencies?.isEmpty ?? true, "the package depends on no outside package")
    let product = try #require(package.products.first { $0.name == "PlaceholderTitle" })
    let targets = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var closure: Set<String> = []
    var pending = product.targets
    while let name = pending.popLast() {
      guard closure.insert(name).inserted else { continue }
      let target = try #require(targets[name], "unknown target \(name)")
      pending += target.targetDependencies ?? []
      #expect(target.productDependencies?.isEmpty ?? true, "\(name) depends on another package's product")
    }
    #expect(closure == ["PlaceholderTitle"])
    for name in closure {
      let target = try #require(targets[name])
      #expect(target.moduleType == "SwiftTarget", "\(name) is a \(target.moduleType)")
      #expect(target.type == "library")
    }
    // The C engine is where it belongs, and nowhere near the runtime: one C shim over the three
    // font libraries, each a system library found with pkg-config.
    #expect(targets["CFontEngine"]?.moduleType == "ClangTarget")
    #expect(
      Set(targets["CFontEngine"]?.targetDependencies ?? []) == ["CFreeType", "CHarfBuzz", "CFontconfig"])
    for library in ["CFreeType", "CHarfBuzz", "CFontconfig"] {
      #expect(targets[library]?.moduleType == "SystemLibraryTarget", "\(library)")
    }
  }

  @Test("its sources import nothing beyond the standard library and Synchronization")
  func imports() throws {
    let folder = PackageRoot.url.appendingPathComponent("Sources/PlaceholderTitle")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    #expect(files.count >= 4)
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let imports = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("import ") || $0.contains(" import ") }
      for line in imports {
        #expect(line == "import Synchronization", "\(file): \(line)")
      }
    }
  }
}

/// An app that adds the runtime with the lines the README gives builds and runs where pkg-config
/// finds no library at all, and its binary links no font library and no Foundation.
@Suite("An app adds the runtime")
struct RuntimeAppTests {
  @Test("the README's Package.swift lines build an app that links nothing of the font engine")
  func appBuilds() throws {
    let folder = try BuiltTool.temporaryFolder("runtime-app")
    let files = FileManager.default
    // The dependency is named by its folder, as an app's checkout of the package would be.
    try files.createDirectory(at: folder.appendingPathComponent("deps"), withIntermediateDirectories: true)
    try files.createSymbolicLink(
      at: folder.appendingPathComponent("deps/calibrate"), withDestinationURL: PackageRoot.url)
    let app = folder.appendingPathComponent("App")
    try files.createDirectory(
      at: app.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "App",
      dependencies: [.package(path: "../deps/calibrate")],
      targets: [
        .executableTarget(
          name: "App", dependencies: [.product(name: "PlaceholderTitle", package: "calibrate")])
      ]
    )

    """.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try """
    import PlaceholderTitle

    let title = PlaceholderTitle(symbolWidth: 1.2727, minimumWidth: 28.18, shiftFactor: 1.0)
    print(title.count(for: 120), title.emptyTitle(for: 120).unicodeScalars.count)

    """.write(to: app.appendingPathComponent("Sources/App/main.swift"), atomically: true, encoding: .utf8)
    let build = try BuiltTool(executable: "/usr/bin/env").run(
      [
        "PKG_CONFIG_LIBDIR=/nonexistent", "PKG_CONFIG_PATH=", "swift", "build", "--package-path", app.path,
        "--scratch-path", folder.appendingPathComponent("build").path,
      ], timeout: 900)
    try #require(build.status == 0, "the app did not build: \(build.standardError)\(build.standardOutput)")
    let binary = folder.appendingPathComponent("build/debug/App").path
    let run = try BuiltTool(executable: binary).run([])
    #expect(run.standardOutput == "72 72\n")
    let libraries = try BuiltTool(executable: "/usr/bin/ldd").run([binary]).standardOutput
    for name in ["freetype", "harfbuzz", "fontconfig", "Foundation"] {
      #expect(!libraries.contains(name), "the app links \(name):\n\(libraries)")
    }
  }
}
