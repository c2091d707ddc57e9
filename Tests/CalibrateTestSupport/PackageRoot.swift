import Foundation

/// Locates the package checkout from this source file, so tests can read committed files.
///
/// Tests run from an unspecified working directory, but `#filePath` always names this file
/// inside `Tests/CalibrateTestSupport/`, two levels below the package root.
package enum PackageRoot {
  /// The package root directory.
  package static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The package root as a path.
  package static var path: String { url.path }

  /// The URL of a committed file in the `fonts` directory.
  package static func committedFontURL(named name: String) -> URL {
    url.appendingPathComponent("fonts").appendingPathComponent(name)
  }

  /// The bytes of a committed file in the `fonts` directory.
  package static func committedFont(named name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: committedFontURL(named: name)))
  }
}
