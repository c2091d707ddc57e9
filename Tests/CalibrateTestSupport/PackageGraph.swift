import Foundation

/// The package as SwiftPM describes it (`swift package describe --type json`): its products,
/// its targets with their direct dependencies, and its outside dependencies.
package struct PackageGraph: Decodable, Sendable {
  /// A product of the package.
  package struct Product: Decodable, Sendable {
    /// The product's name.
    package var name: String
    /// The targets it is made of.
    package var targets: [String]
  }

  /// A target of the package.
  package struct Target: Decodable, Sendable {
    /// The target's name.
    package var name: String
    /// Its folder, relative to the package root.
    package var path: String
    /// `library`, `executable`, `test` or `system-target`.
    package var type: String
    /// `SwiftTarget`, `ClangTarget` or `SystemLibraryTarget`.
    package var moduleType: String
    /// The targets of this package it depends on directly.
    package var targetDependencies: [String]?
    /// The products of other packages it depends on.
    package var productDependencies: [String]?

    enum CodingKeys: String, CodingKey {
      case name, path, type
      case moduleType = "module_type"
      case targetDependencies = "target_dependencies"
      case productDependencies = "product_dependencies"
    }
  }

  /// The products.
  package var products: [Product]
  /// The targets.
  package var targets: [Target]
  /// The outside packages it depends on.
  package var dependencies: [[String: String]]?

  /// `swift package describe --type json` on this package, with a scratch folder of its own so
  /// it does not wait for the build folder `swift test` holds.
  package static func describe() throws -> PackageGraph {
    let scratch = try BuiltTool.temporaryFolder("describe")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outcome = try BuiltTool(executable: "/usr/bin/env").run(
      [
        "swift", "package", "--package-path", PackageRoot.path, "--scratch-path", scratch.path, "describe",
        "--type", "json",
      ], timeout: 300)
    guard outcome.status == 0 else { throw DescribeFailure(standardError: outcome.standardError) }
    return try JSONDecoder().decode(PackageGraph.self, from: Data(outcome.standardOutput.utf8))
  }

  /// The products Package.swift declares (`swift package dump-package`), without the executable
  /// products SwiftPM adds for every executable target of a root package, which `describe` lists.
  package static func declaredProducts() throws -> [Product] {
    struct Manifest: Decodable {
      var products: [Product]
    }
    let scratch = try BuiltTool.temporaryFolder("dump-package")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outcome = try BuiltTool(executable: "/usr/bin/env").run(
      [
        "swift", "package", "--package-path", PackageRoot.path, "--scratch-path", scratch.path,
        "dump-package",
      ], timeout: 300)
    guard outcome.status == 0 else { throw DescribeFailure(standardError: outcome.standardError) }
    return try JSONDecoder().decode(Manifest.self, from: Data(outcome.standardOutput.utf8)).products
  }

  /// `swift package describe` exited with a failure.
  struct DescribeFailure: Error, CustomStringConvertible {
    /// What it printed on standard error.
    package var standardError: String
    package var description: String { "swift package describe failed: \(standardError)" }
  }
}
