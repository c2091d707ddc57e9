import Testing

@testable import CalibrateSupport

/// The fixed-decimal formatting against C's printf, which it replaces on the fast path.
@Suite("Number formatting")
struct NumberFormatTests {
  /// Values that stress rounding: ties in binary, near-ties in decimal, signs, tiny and large.
  static let edges: [Double] = [
    0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 2.675, 1.005, 0.045, 9.995, 0.0005, -0.0004, 1e-300,
    -1e-300, .leastNonzeroMagnitude, 999_999_999.9999, 123_456.789_012_345, 0.1, 0.2, 0.3, 1 / 3.0,
    2.0 / 3, 17.000_000_000_000_004, 16.999_999_999_999_996,
  ]

  @Test("exact integer formatting equals printf's %.Nf, ties and signs included")
  func matchesPrintf() {
    var state: UInt64 = 0x5EED
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state
    }
    var values = Self.edges
    for _ in 0..<20_000 {
      // Random magnitudes from 1e-12 to 1e9, and values on a fine binary grid (many ties).
      let exponent = Double(Int(next() % 22)) - 12
      let mantissa = Double(next() >> 11) / Double(1 << 53)
      values.append((next() & 1 == 0 ? 1 : -1) * mantissa * pow10(exponent))
      values.append(Double(Int(next() % 2_000_000)) / 1024 - 500)
    }
    var compared = 0
    for value in values {
      for decimals in 0...9 {
        guard let exact = NumberFormat.exactFixed(value, decimals) else { continue }
        #expect(exact == NumberFormat.printfFixed(value, decimals), "\(value) with \(decimals) decimals")
        compared += 1
      }
    }
    #expect(compared > 400_000)
    #expect(NumberFormat.exactFixed(1e9, 3) == nil && NumberFormat.fixed(1e9, 1) == "1000000000.0")
    #expect(NumberFormat.exactFixed(.nan, 2) == nil && NumberFormat.fixed(-.infinity, 2) == "-inf")
  }

  /// 10 to a whole power, exactly as a decimal literal would give it for the powers used.
  private func pow10(_ exponent: Double) -> Double {
    var result = 1.0
    for _ in 0..<Int(abs(exponent)) { result *= 10 }
    return exponent < 0 ? 1 / result : result
  }
}
