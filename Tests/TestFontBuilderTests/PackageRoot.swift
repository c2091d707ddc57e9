import Foundation

/// Locates the package checkout from this source file, so tests can read the committed fonts.
///
/// Tests run from an unspecified working directory, but `#filePath` always names this file
/// inside `Tests/TestFontBuilderTests/`, two levels below the package root.
enum PackageRoot {
  /// The package root directory.
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The URL of a committed file in the `fonts` directory.
  static func committedFontURL(named name: String) -> URL {
    url.appendingPathComponent("fonts").appendingPathComponent(name)
  }

  /// The bytes of a committed file in the `fonts` directory.
  static func committedFont(named name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: committedFontURL(named: name)))
  }
}
