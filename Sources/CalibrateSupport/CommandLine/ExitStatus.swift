/// The exit statuses every tool of the package uses.
///
/// A tool may add statuses of its own above these (the benchmark tool exits 2 on a regression),
/// but never reuses these numbers for something else.
package enum ExitStatus {
  /// The work was done.
  package static let success: Int32 = 0
  /// The work could not be done: an unusable input, an unwritable file, a check that failed.
  package static let failure: Int32 = 1
  /// The command line was wrong (`EX_USAGE` from sysexits.h).
  package static let usage: Int32 = 64
}
