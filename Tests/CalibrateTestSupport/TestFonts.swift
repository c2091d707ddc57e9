import CalibrateSupport
import Foundation
import Testing

/// The fonts the tests use, from the project's one list (`fonts/reference-fonts.txt`).
package enum TestFonts {
  /// The reference font list of this checkout.
  package static let list: ReferenceFontList = {
    do {
      return try ReferenceFontList.load(root: PackageRoot.path)
    } catch {
      Issue.record("cannot read the reference font list: \(error)")
      return ReferenceFontList(fonts: [], root: PackageRoot.path)
    }
  }()

  /// The file of the font with a slug, or a path that does not exist (and a recorded issue).
  package static func path(_ slug: String) -> String {
    guard let font = list.font(slug) else {
      Issue.record("no reference font '\(slug)' in \(ReferenceFontList.relativePath)")
      return "/nonexistent/\(slug)"
    }
    return list.resolvedPath(of: font)
  }

  /// Inter Regular (CFF).
  package static var inter: String { path("inter") }
  /// Inter's variable font.
  package static var interVariable: String { path("inter-variable") }
  /// Roboto Regular, unhinted.
  package static var roboto: String { path("roboto") }
  /// DejaVu Sans.
  package static var dejaVuSans: String { path("dejavu-sans") }
  /// Noto Sans Regular.
  package static var notoSans: String { path("noto-sans") }
  /// Liberation Sans Regular.
  package static var liberationSans: String { path("liberation-sans") }

  /// Scheherazade Regular, a font with Graphite tables (fonts-sil-scheherazade).
  package static var graphite: String { path("scheherazade") }
  /// Nimbus Sans Regular, a Type 1 font (fonts-urw-base35).
  package static var type1: String { path("nimbus-sans") }

  /// The fonts compared bit for bit with hb-shape.
  package static var crossChecked: [String] { list.fonts(.crosscheck).map(list.resolvedPath(of:)) }

  /// The package root.
  package static var packageRoot: URL { PackageRoot.url }
  /// The committed test font.
  package static var testFont: String { path("calibrate-test") }
  /// The committed two-face test collection.
  package static var testCollection: String { path("calibrate-test-collection") }
  /// The committed legacy symbol font: a (3, 0) character map only, the space at U+F020.
  package static var symbolFont: String { path("calibrate-test-symbol") }
  /// The committed legacy Arabic symbol font: a (3, 0) character map on the Simplified Arabic
  /// font page, the space at U+F120.
  package static var arabicSymbolFont: String { path("calibrate-test-arabic-symbol") }

  /// Fails the calling test, with the fix, when a reference font is missing.
  package static func require(_ path: String) -> Bool {
    if FileManager.default.fileExists(atPath: path) { return true }
    Issue.record("reference font \(path) is missing: run `make test`, which installs it")
    return false
  }
}
