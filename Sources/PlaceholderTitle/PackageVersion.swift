/// The package's version, the one place that says it: the runtime's, and the tool's that prints it
/// (`calibrate --version`), writes it into result files and the batch report, and puts it in the
/// header of the Swift it emits. CHANGELOG.md's newest section is this version (a test checks).
///
/// Before 1.0 a minor version may change the runtime's public API; CHANGELOG.md says how.
package enum PackageVersion {
  /// The version, as `major.minor.patch`.
  package static let current = "0.4.0"
}
