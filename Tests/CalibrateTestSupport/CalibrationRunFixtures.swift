import FontCalibration
import Foundation
import Testing
import TextMetrics

/// Calibration runs made in-process, as the command line makes them, for the tests of the writers.
package enum CalibrationRunFixtures {
  /// The project's test font.
  package static var testFont: String { TestFonts.testFont }
  /// Inter Regular from Debian's fonts-inter.
  package static var inter: String { TestFonts.inter }

  /// Whether Inter is installed; records an issue (the test then skips its Inter part) if not.
  package static func requireInter() -> Bool {
    if FileManager.default.fileExists(atPath: inter) { return true }
    Issue.record("\(inter) is missing (install fonts-inter); the Inter part of this test was skipped")
    return false
  }

  /// Runs a calibration the way the command line does.
  ///
  /// - Parameters:
  ///   - font: The font file (default the test font).
  ///   - sizes: The sizes (default 8...12).
  ///   - hinting: The hinting mode.
  ///   - configure: Further setting changes.
  package static func run(
    font: String? = nil, sizes: [Double] = (8...12).map(Double.init), hinting: HintingMode = .none,
    configure: (inout CalibrationSettings) -> Void = { _ in }
  ) throws -> CalibrationRun {
    var settings = CalibrationSettings()
    settings.font = font ?? testFont
    settings.sizes = sizes
    settings.hinting = hinting
    configure(&settings)
    return try CalibrationRun.perform(settings)
  }

  /// A run of the test font at 14 pt under UIKit with the fit of ``JumpingProblem`` in its place:
  /// one count for every width beats every pair inside the box. No real font gives such an
  /// optimum (see `BoxSweepTests`), so the words are tested on a fit made for it; the font's
  /// measurements fill the other columns.
  package static func degenerateRun() throws -> CalibrationRun {
    var run = try CalibrationRunFixtures.run(sizes: [14]) { $0.sizing = .uikitSwipe }
    run.fit = try JumpingProblem.make(size: 14).fit()
    return run
  }

  /// Inter with the symbol width of Roboto at 14 pt, under UIKit. Pairs
  /// inside the box tie with the solver's extreme approximant.
  package static func tieRun() throws -> CalibrationRun {
    try CalibrationRunFixtures.run(font: TestFonts.inter, sizes: (8...40).map(Double.init)) {
      $0.sizing = .uikitSwipe
      $0.measureFont = TestFonts.roboto
      $0.measureSize = 14
    }
  }
}
