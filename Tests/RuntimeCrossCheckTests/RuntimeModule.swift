import CalibrateTestSupport
import Foundation
import Testing

/// The runtime compiled on its own by the toolchain's `swiftc`, as an app's build, the
/// distribution build (`make runtime-interface`) and the documentation (`make docs`) compile it.
enum RuntimeModule {
  /// Emits the runtime's module (`PlaceholderTitle.swiftmodule`) into `folder`, with whatever
  /// else `arguments` asks for (a symbol graph, an interface).
  ///
  /// - Throws: When there is no compiler or the runtime does not compile (with the diagnostics).
  static func emit(into folder: URL, arguments: [String] = []) throws {
    let swiftc = try #require(SwiftProgram.swiftc, "no swiftc found on PATH or in /opt/swift/usr/bin")
    let outcome = try BuiltTool(executable: swiftc).run(
      [
        "-parse-as-library", "-module-name", "PlaceholderTitle", "-package-name", "calibrate",
        "-swift-version", "6", "-emit-module", "-emit-module-path",
        folder.appendingPathComponent("PlaceholderTitle.swiftmodule").path,
      ] + arguments + (try SwiftProgram.runtimeSources()), timeout: 600)
    try #require(outcome.status == 0, "swiftc failed:\n\(outcome.standardError)")
  }

  /// One declaration of a symbol graph.
  struct Symbol: Decodable {
    struct Kind: Decodable {
      var identifier: String
    }
    struct Identifier: Decodable {
      var precise: String
    }
    struct Fragment: Decodable {
      var spelling: String
    }
    var kind: Kind
    var identifier: Identifier
    var pathComponents: [String]
    var declarationFragments: [Fragment]
  }

  /// A relationship of a symbol graph: a member of, a conformance to.
  struct Relationship: Decodable {
    var kind: String
    var source: String
    var target: String
    var targetFallback: String?
  }

  /// The runtime's public symbol graph.
  struct SymbolGraph: Decodable {
    var symbols: [Symbol]
    var relationships: [Relationship]
  }

  /// The runtime's symbol graph at public access, as `swiftc -emit-symbol-graph` writes it.
  static func publicSymbolGraph() throws -> SymbolGraph { try emittedSymbolGraph.get() }

  /// The symbol graph, emitted once for every test that reads it.
  private static let emittedSymbolGraph = Result { () throws -> SymbolGraph in
    let folder = try BuiltTool.temporaryFolder("runtime-symbol-graph")
    defer { try? FileManager.default.removeItem(at: folder) }
    try emit(
      into: folder,
      arguments: [
        "-emit-symbol-graph", "-emit-symbol-graph-dir", folder.path, "-symbol-graph-minimum-access-level",
        "public",
      ])
    let data = try Data(contentsOf: folder.appendingPathComponent("PlaceholderTitle.symbols.json"))
    return try JSONDecoder().decode(SymbolGraph.self, from: data)
  }
}
