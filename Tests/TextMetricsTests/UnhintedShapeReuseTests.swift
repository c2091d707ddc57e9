import CalibrateTestSupport
import Testing

@testable import TextMetrics

/// Unhinted shapes are kept and reused across sizes; they must equal shaping afresh.
@Suite("Unhinted shapes reused across sizes")
struct UnhintedShapeReuseTests {
  /// Strings a calibration and a preview shape: placeholders, runs, spaces, a label, a kerned run.
  static let strings: [[Unicode.Scalar]] = [
    ["\u{200A}"], Array(repeating: "\u{200A}", count: 16), ["\u{2009}", "\u{2009}"],
    Array("Delete".unicodeScalars), Array(repeating: "\u{2008}", count: 5), [" ", "\u{00A0}", "\u{2002}"],
  ]

  @Test("every size gets the glyphs a font opened for that size alone gives", arguments: [false, true])
  func sameAsFresh(testFont: Bool) throws {
    let path = testFont ? TestFonts.testFont : TestFonts.inter
    guard TestFonts.require(path) else { return }
    let reused = try Font(path: path)
    for size in [8.0, 13.5, 40] {
      for scalars in Self.strings {
        let configuration = RenderConfiguration(size: size, scale: 2, hinting: .none)
        let fresh = try Font(path: path).measure(scalars: scalars, configuration)
        let kept = try reused.measure(scalars: scalars, configuration)
        #expect(kept == fresh, "\(scalars) at \(size) pt")
        #expect(kept.unit == .fontUnits(unitsPerEm: reused.info.unitsPerEm))
      }
    }
  }

  @Test("more strings than are kept, strings too long to keep and tracking sizes stay exact")
  func evictionAndTracking() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let reused = try Font(path: TestFonts.inter)
    // 40 distinct strings, twice over: every one is evicted before it comes round again.
    let many = (0..<40).map {
      Array(repeating: Unicode.Scalar(0x2000 + UInt32($0 % 11))!, count: 1 + $0 / 11)
    }
    let long = Array(repeating: Unicode.Scalar(0x200A)!, count: FontFace.unhintedShapeLimit.length + 1)
    for round in 0..<2 {
      for (index, scalars) in (many + [long]).enumerated() {
        let tracking: Double? = index % 3 == 0 ? nil : Double(8 + index % 5)
        let configuration = RenderConfiguration(
          size: 12 + Double(round), hinting: .none, trackingSize: tracking)
        let fresh = try Font(path: TestFonts.inter).measure(scalars: scalars, configuration)
        #expect(try reused.measure(scalars: scalars, configuration) == fresh, "round \(round), \(index)")
      }
    }
  }
}
