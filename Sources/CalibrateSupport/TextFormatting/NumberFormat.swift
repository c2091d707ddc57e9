/// Number formatting shared by tables, JSON and messages.
package enum NumberFormat {
  /// A number without a trailing `.0` when it is whole, otherwise Swift's shortest round-trip form.
  package static func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int(value))
    }
    return "\(value)"
  }

  /// A font size as tables and sentences print it: whole sizes without a fraction (`15`), sizes
  /// with one or two decimals as they are (`10.5`), others rounded to two decimals (`16.76` for
  /// the Dynamic Type size 15 × 19/17). The JSON keeps every digit.
  package static func size(_ value: Double) -> String {
    let plain = number(value)
    guard let dot = plain.firstIndex(of: ".") else { return plain }
    let decimals = plain.distance(from: plain.index(after: dot), to: plain.endIndex)
    return decimals <= 2 && !plain.contains("e") ? plain : fixed(value, 2)
  }

  /// A number with a fixed count of decimals, for aligned tables: C's `%.Nf`, correctly rounded.
  package static func fixed(_ value: Double, _ decimals: Int) -> String {
    exactFixed(value, decimals) ?? printfFixed(value, decimals)
  }

  /// `%.Nf` computed exactly in integers, for finite values below 1e9 with at most 9 decimals
  /// (every table of the tool), or `nil` for the rest.
  ///
  /// A double is exactly `m × 2^e` with `m < 2^53`; times `10^N` (below 2^30) that is an integer
  /// below 2^83 shifted by `e`, so the digits are the quotient of a 128-bit integer by `2^-e`,
  /// rounded half to even on the remainder: what glibc's printf does in the default rounding
  /// mode, with the same sign on a value that rounds to zero (`-0.000`). The 128 bits are two
  /// `UInt64` halves (`UInt128` needs macOS 15, above the package's floor); below 1e9 the
  /// exponent is negative and the quotient, at most 10^18, fits one half. A test compares the
  /// two on many values, ties included.
  static func exactFixed(_ value: Double, _ decimals: Int) -> String? {
    guard value.isFinite, (0...9).contains(decimals), abs(value) < 1e9 else { return nil }
    let magnitude = abs(value)
    var power: UInt64 = 1
    for _ in 0..<decimals { power *= 10 }
    var scaled: UInt64 = 0
    if magnitude != 0 {
      let significand = magnitude.significandBitPattern | (magnitude.isNormal ? 1 << 52 : 0)
      let exponent = (magnitude.isNormal ? Int(magnitude.exponent) : -1022) - 52
      // Below 1e9 the value is under 2^30 and its significand at least 2^52 (or it is subnormal):
      // the exponent is always negative.
      guard exponent < 0 else { return nil }
      let shift = -exponent
      // Below 2^-17 (a shift of 100 or more) the product is under half of 2^shift: zero.
      if shift < 100 {
        let product = significand.multipliedFullWidth(by: power)
        let (quotient, remainder) = Self.divide(high: product.high, low: product.low, byPowerOfTwo: shift)
        scaled = quotient
        let half =
          shift > 64
          ? (high: UInt64(1) << (shift - 65), low: UInt64(0)) : (high: 0, low: UInt64(1) << (shift - 1))
        let aboveHalf =
          remainder.high > half.high || (remainder.high == half.high && remainder.low > half.low)
        let atHalf = remainder.high == half.high && remainder.low == half.low
        if aboveHalf || (atHalf && scaled & 1 == 1) { scaled += 1 }
      }
    }
    var text = value.sign == .minus ? "-" : ""
    text += String(scaled / power)
    if decimals > 0 {
      let fraction = String(scaled % power)
      text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    return text
  }

  /// A 128-bit number `high × 2^64 + low` divided by `2^shift` (1 ≤ shift < 128): the quotient,
  /// which the caller knows fits 64 bits, and the remainder as two halves.
  private static func divide(
    high: UInt64, low: UInt64, byPowerOfTwo shift: Int
  ) -> (quotient: UInt64, remainder: (high: UInt64, low: UInt64)) {
    if shift >= 64 {
      let highShift = shift - 64
      let mask = highShift == 0 ? 0 : (UInt64(1) << highShift) - 1
      return (high >> highShift, (high & mask, low))
    }
    let mask = (UInt64(1) << shift) - 1
    return ((low >> shift) | (high << (64 - shift)), (0, low & mask))
  }

  /// `%.Nf` by C's vsnprintf, for what ``exactFixed(_:_:)`` does not take.
  static func printfFixed(_ value: Double, _ decimals: Int) -> String {
    // C's formatting: `String(format:)` is Foundation's, and the tool links FoundationEssentials
    // (for JSONDecoder) and nothing heavier.
    var buffer = [CChar](repeating: 0, count: 512)
    let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.\(decimals)f", $0) }
    guard count >= 0 else { return "\(value)" }
    return String(
      decoding: buffer.prefix(min(Int(count), buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
