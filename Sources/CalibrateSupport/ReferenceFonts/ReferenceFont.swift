/// One font of the project's reference set, as `fonts/reference-fonts.txt` lists it.
///
/// Threading: a plain value; `Sendable`.
package struct ReferenceFont: Sendable, Hashable {
  /// What the project uses a reference font for.
  package enum Role: String, Sendable, Hashable, CaseIterable {
    /// Calibrated into `results/` by `calibrate results`.
    case results
    /// Compared bit for bit with `hb-shape` by the tests.
    case crosscheck
    /// The variable font of the variation tests.
    case variable
    /// A seed the fuzzers corrupt.
    case fuzz
    /// The font the benchmarks measure.
    case benchmark
    /// A font with Graphite tables, which the tool must still shape with the OpenType shaper.
    case graphite
    /// A Type 1 font, measured through FreeType; the tests take every Type 1 face of its folder.
    case type1
    /// A font whose whitespace QA findings the tests cross-check with fontTools and `hb-shape`.
    case qa
  }

  /// The short name: `results/SLUG/` and messages.
  package var slug: String
  /// The Debian package that installs it, or `nil` for the project's own files.
  package var package: String?
  /// The file, as the list gives it: absolute, or relative to the package root.
  package var path: String
  /// What the project uses it for.
  var roles: Set<Role>

  /// Creates an entry.
  package init(slug: String, package: String?, path: String, roles: Set<Role>) {
    self.slug = slug
    self.package = package
    self.path = path
    self.roles = roles
  }

  /// What installs the font, for messages: the package, or the project's generator.
  package var installedBy: String { package ?? "this project (make-test-font)" }
}
