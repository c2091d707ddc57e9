/// Formats measured quantities for tables: times with units, counts with few digits.
package enum Measure {
  /// A time in nanoseconds with three significant digits and a unit: `4.21 ns`, `1.23 µs`,
  /// `12.3 ms`, `1.50 s`.
  package static func duration(_ nanoseconds: Double) -> String {
    guard nanoseconds.isFinite else { return "-" }
    let magnitude = abs(nanoseconds)
    if magnitude < 1_000 { return significant(nanoseconds) + " ns" }
    if magnitude < 1_000_000 { return significant(nanoseconds / 1_000) + " µs" }
    if magnitude < 1_000_000_000 { return significant(nanoseconds / 1_000_000) + " ms" }
    return significant(nanoseconds / 1_000_000_000) + " s"
  }

  /// A per-operation count: whole numbers as integers, others with up to three decimals.
  package static func count(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "-" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return fixed(value, decimals: value >= 100 ? 1 : 3)
  }

  /// A signed percentage with one decimal: `+12.5%`, `-3.0%`.
  static func percent(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    return (value >= 0 ? "+" : "") + fixed(value, decimals: 1) + "%"
  }

  /// A number with three significant digits (more for values of 1000 and above).
  static func significant(_ value: Double) -> String {
    let magnitude = abs(value)
    let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
    return fixed(value, decimals: decimals)
  }

  /// A number rounded to a fixed number of decimals, without Foundation.
  package static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<max(0, decimals) { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return String(value) }
    let digits = String(Int(scaled))
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard decimals > 0 else { return sign + digits }
    let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
    let split = padded.index(padded.endIndex, offsetBy: -decimals)
    return sign + padded[..<split] + "." + padded[split...]
  }
}
