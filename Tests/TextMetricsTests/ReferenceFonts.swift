import Foundation
import Testing

/// The Debian-packaged fonts the tests cross-check against, and helpers to find them.
enum ReferenceFonts {
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
  static let interVariable = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"
  static let roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf"
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let notoSans = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
  static let liberationSans = "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"

  /// The five reference fonts of the cross-check, by file.
  static let crossChecked = [inter, roboto, dejaVuSans, notoSans, liberationSans]

  /// The package root, found from this file's location.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The committed test font.
  static var testFont: String { packageRoot.appendingPathComponent("fonts/CalibrateTest.ttf").path }
  /// The committed two-face test collection.
  static var testCollection: String {
    packageRoot.appendingPathComponent("fonts/CalibrateTest.ttc").path
  }

  /// Fails the calling test, with the fix, when a reference font is missing.
  static func require(_ path: String) -> Bool {
    if FileManager.default.fileExists(atPath: path) { return true }
    Issue.record("reference font \(path) is missing: run `make test`, which installs it")
    return false
  }
}
