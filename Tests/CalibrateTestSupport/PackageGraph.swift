import Foundation

/// The package as SwiftPM describes it (`swift package describe --type json`): its products,
/// its targets with their direct dependencies, and its outside dependencies.
public struct PackageGraph: Decodable, Sendable {
  /// A product of the package.
  public struct Product: Decodable, Sendable {
    /// The product's name.
    public var name: String
    /// The targets it is made of.
    public var targets: [String]
  }

  /// A target of the package.
  public struct Target: Decodable, Sendable {
    /// The target's name.
    public var name: String
    /// Its folder, relative to the package root.
    public var path: String
    /// `library`, `executable`, `test` or `system-target`.
    public var type: String
    /// `SwiftTarget`, `ClangTarget` or `SystemLibraryTarget`.
    public var moduleType: String
    /// The targets of this package it depends on directly.
    public var targetDependencies: [String]?
    /// The products of other packages it depends on.
    public var productDependencies: [String]?

    enum CodingKeys: String, CodingKey {
      case name, path, type
      case moduleType = "module_type"
      case targetDependencies = "target_dependencies"
      case productDependencies = "product_dependencies"
    }
  }

  /// The products.
  public var products: [Product]
  /// The targets.
  public var targets: [Target]
  /// The outside packages it depends on.
  public var dependencies: [[String: String]]?

  /// `swift package describe --type json` on this package, with a scratch folder of its own so
  /// it does not wait for the build folder `swift test` holds.
  public static func describe() throws -> PackageGraph {
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

  /// `swift package describe` exited with a failure.
  public struct DescribeFailure: Error, CustomStringConvertible {
    /// What it printed on standard error.
    public var standardError: String
    public var description: String { "swift package describe failed: \(standardError)" }
  }
}
