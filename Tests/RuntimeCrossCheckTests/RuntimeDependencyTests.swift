import CalibrateTestSupport
import Foundation
import Testing

/// What an app adds is the PlaceholderTitle product: it must build anywhere Swift does, so its
/// dependency closure holds no C or system-library target, its sources import nothing beyond the
/// standard library, and they use no API Apple platforms gate above the deployment targets the
/// package declares for it (iOS 15, tvOS 15, visionOS 1; macOS 12 for the runtime itself).
@Suite("The runtime product depends on nothing")
struct RuntimeDependencyTests {
  @Test("the PlaceholderTitle product's closure is the PlaceholderTitle target alone, in Swift")
  func closure() throws {
    let package = try PackageGraph.describe()
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

  /// The runtime's source files with their text.
  static func runtimeSources() throws -> [(name: String, text: String)] {
    let folder = PackageRoot.url.appendingPathComponent("Sources/PlaceholderTitle")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    #expect(files.count >= 4)
    return try files.sorted().map {
      ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
  }

  @Test("its sources import nothing beyond the standard library")
  func imports() throws {
    for (file, text) in try Self.runtimeSources() {
      let imports = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("import ") || $0.contains(" import ") }
      #expect(imports.isEmpty, "\(file): \(imports)")
    }
  }

  /// Names of standard-library and Synchronization APIs that Apple platforms make available only
  /// from iOS 18 / macOS 15 (Mutex, Atomic, UInt128, Int128) or iOS 26 / macOS 26 (Span and its
  /// relatives, InlineArray), far above what the runtime declares; a word match in code fails the
  /// test.
  static let gatedNames = [
    "Mutex", "Atomic", "AtomicLazyReference", "WordPair", "Span", "RawSpan", "MutableSpan", "MutableRawSpan",
    "OutputSpan", "OutputRawSpan", "InlineArray", "UTF8Span", "UInt128", "Int128",
  ]
  /// The newest versions the runtime may require, per platform in `@available`.
  static let deploymentTargets: [String: Int] = [
    "iOS": 15, "tvOS": 15, "visionOS": 1, "macOS": 12, "watchOS": 8,
  ]

  @Test("it uses no API gated above iOS 15 and macOS 12, and no @available above them")
  func noGatedAPIs() throws {
    for (file, text) in try Self.runtimeSources() {
      // Code only: comments may name what the runtime avoids.
      let code = text.split(separator: "\n").map { line in
        line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
      }.joined(separator: "\n")
      let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
      for name in Self.gatedNames {
        #expect(!words.contains(name), "\(file) uses \(name)")
      }
      var rest = Substring(code)
      while let found = rest.range(of: "@available(") {
        let arguments = rest[found.upperBound...].prefix { $0 != ")" }
        for argument in arguments.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
          let parts = argument.split(separator: " ")
          guard parts.count == 2, let limit = Self.deploymentTargets[String(parts[0])],
            let major = Int(parts[1].split(separator: ".")[0])
          else { continue }
          #expect(major <= limit, "\(file): @available(\(arguments))")
        }
        rest = rest[found.upperBound...]
      }
    }
    // The check itself: a source using a gated name or version fails it.
    let sample = "let lock = Mutex<Int>(0) // a Span in a comment is fine"
    let sampleWords = Set(
      sample.prefix(upTo: sample.range(of: "//")?.lowerBound ?? sample.endIndex)
        .split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    #expect(sampleWords.contains("Mutex") && !sampleWords.contains("Span"))
  }

  /// What Apple gates at macOS 13 that the tool's targets might reach for: the clocks and
  /// `Duration`, `Regex`, and the string algorithms of `_StringProcessing`, as the calls they
  /// make (the SIMD `replacing(with:where:)` is older and allowed).
  static let macOS13Calls = [
    "ContinuousClock", "SuspendingClock", "Duration", "Regex", "RegexComponent", ".firstRange(", ".ranges(of",
    ".trimmingPrefix(", ".wholeMatch(", ".firstMatch(", ".prefixMatch(", "import Synchronization",
  ]

  /// The APIs gated above macOS 12 that a source file's code (comments left out) uses.
  static func gatedUses(in text: String) -> [String] {
    let code = text.split(separator: "\n").map { line in
      line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
    }.joined(separator: "\n")
    let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    var uses = gatedNames.filter { words.contains($0) }
    for call in macOS13Calls {
      let isCall = call.first == "." || call.hasPrefix("import")
      if isCall ? code.contains(call) : words.contains(call) { uses.append(call) }
    }
    // The standard library's replacing(_:with:) on strings (macOS 13), not SIMD's older
    // replacing(with:where:).
    var rest = Substring(code)
    while let found = rest.range(of: ".replacing(") {
      rest = rest[found.upperBound...]
      if !rest.hasPrefix("with:") { uses.append(".replacing(_:with:)") }
    }
    return uses
  }

  @Test("every target keeps to the package's floor, macOS 12: no API gated above it in the code")
  func toolTargetsKeepToTheFloor() throws {
    var files = 0
    for folder in ["Sources", "Benchmarks"] {
      let root = PackageRoot.url.appendingPathComponent(folder)
      let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
      for case let path as String in enumerator where path.hasSuffix(".swift") {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        #expect(Self.gatedUses(in: text).isEmpty, "\(folder)/\(path) uses \(Self.gatedUses(in: text))")
        files += 1
      }
    }
    #expect(files > 200)
    // The check itself.
    let sample = """
      import Synchronization
      let start = ContinuousClock.now  // a Regex in a comment is fine
      let text = name.replacing("a", with: "b") + name.replacing(path, with: "")
      let vector = lanes.replacing(with: zero, where: mask)
      """
    #expect(
      Self.gatedUses(in: sample).sorted()
        == ["ContinuousClock", "import Synchronization", ".replacing(_:with:)", ".replacing(_:with:)"]
        .sorted())
  }

  @Test("the package declares the platforms an app needs: iOS 15, tvOS 15, visionOS 1, macOS 12")
  func platforms() throws {
    let manifest = try String(
      contentsOf: PackageRoot.url.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains("platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .visionOS(.v1)]"))
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

    let title = try RepeatedTitle(symbolWidth: 1.2727, minimumWidth: 28.18, shiftFactor: 1.0)
    print(title.count(for: 120), title.emptyTitle(for: 120).unicodeScalars.count)
    // A text engine whose spaces are 1.25 and 1.75 pt each, tracked by 0.1 pt but after the last.
    let maker = try CompositeTitle(
      measuring: { text in
        let widths = text.unicodeScalars.map { $0 == "\\u{200A}" ? 1.25 : $0 == "\\u{2009}" ? 1.75 : 0 }
        return widths.reduce(0, +) + 0.1 * Double(max(0, widths.count - 1))
      },
      candidates: ["\\u{200A}", "\\u{2009}"], scale: 3, guard: "\\u{200B}")
    // 3 runs per candidate, 1 pair, one check per pixel of 74...120 pt but 74's: 6 + 1 + 138.
    print(maker.isExact(for: 100), maker.measuringCalls, maker.unreachableWidths.count)

    """.write(to: app.appendingPathComponent("Sources/App/main.swift"), atomically: true, encoding: .utf8)
    let build = try BuiltTool(executable: "/usr/bin/env").run(
      [
        "PKG_CONFIG_LIBDIR=/nonexistent", "PKG_CONFIG_PATH=", "swift", "build", "--package-path", app.path,
        "--scratch-path", folder.appendingPathComponent("build").path,
      ], timeout: 900)
    try #require(build.status == 0, "the app did not build: \(build.standardError)\(build.standardOutput)")
    let binary = folder.appendingPathComponent("build/debug/App").path
    let run = try BuiltTool(executable: binary).run([])
    // 72 hair spaces between two U+200B guards.
    #expect(run.standardOutput == "72 74\ntrue 145 0\n")
    let libraries = try BuiltTool(executable: "/usr/bin/ldd").run([binary]).standardOutput
    for name in ["freetype", "harfbuzz", "fontconfig", "Foundation"] {
      #expect(!libraries.contains(name), "the app links \(name):\n\(libraries)")
    }
  }
}
