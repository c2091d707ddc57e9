/// The exit statuses every tool of the package uses.
///
/// The benchmark tool also exits 2, on a regression; no tool uses these numbers for something
/// else.
package enum ExitStatus {
  /// The work was done.
  package static let success: Int32 = 0
  /// The work could not be done: an unusable input, an unwritable file, a check that failed.
  package static let failure: Int32 = 1
  /// A check judged its input and found a defect: `calibrate qa` found a FAIL.
  package static let verdictFailed: Int32 = 2
  /// The command line was wrong (`EX_USAGE` from sysexits.h).
  package static let usage: Int32 = 64
}
