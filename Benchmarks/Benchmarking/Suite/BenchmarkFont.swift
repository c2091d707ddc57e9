import CalibrateSupport
import Foundation

/// The font the shaping and calibration benchmarks load: the reference font with the
/// `benchmark` role (Inter Regular) when installed, otherwise the project's own test font.
///
/// Inter Regular (`fonts-inter`, CFF) is the reference font of the project's figures; the test
/// font keeps the benchmarks runnable on a machine without it, with different numbers, and the
/// chosen path is recorded in every run's `context`.
enum BenchmarkFont {
  /// The font file to use.
  static let path: String = {
    let list = try? ReferenceFontList.load()
    let candidates =
      (list.map { list in list.fonts(.benchmark).map { list.resolvedPath(of: $0) } } ?? [])
      + [ReferenceFontList.sourceRoot + "/fonts/CalibrateTest.ttf"]
    return candidates.first { FileManager.default.isReadableFile(atPath: $0) } ?? "fonts/CalibrateTest.ttf"
  }()
}
