import Foundation

/// The font the shaping and calibration benchmarks load: Inter Regular when installed,
/// otherwise the project's own test font.
///
/// Inter Regular (`fonts-inter`, CFF) is the reference font of the project's figures; the test
/// font keeps the benchmarks runnable on a machine without it, with different numbers, and the
/// chosen path is recorded in every run's `context`.
enum BenchmarkFont {
  /// Where Debian's `fonts-inter` installs Inter Regular.
  static let interPath = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

  /// The project's generated test font, found from this source file's location.
  static var testFontPath: String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // BenchmarkSuite
      .deletingLastPathComponent()  // Benchmarks
      .deletingLastPathComponent()  // package root
      .appendingPathComponent("fonts/CalibrateTest.ttf").path
  }

  /// The font file to use.
  static let path: String = {
    let files = FileManager.default
    if files.isReadableFile(atPath: interPath) { return interPath }
    if files.isReadableFile(atPath: testFontPath) { return testFontPath }
    return "fonts/CalibrateTest.ttf"
  }()
}
