#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Number formatting shared by tables, JSON and messages.
public enum Format {
  /// A number without a trailing `.0` when it is whole, otherwise Swift's shortest round-trip form.
  public static func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int(value))
    }
    return "\(value)"
  }

  /// A number with a fixed count of decimals, for aligned tables: C's `%.Nf`, correctly rounded.
  public static func fixed(_ value: Double, _ decimals: Int) -> String {
    // C's formatting without Foundation: the tool links nothing heavier than it needs.
    var buffer = [CChar](repeating: 0, count: 512)
    let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.\(decimals)f", $0) }
    guard count >= 0 else { return "\(value)" }
    return String(
      decoding: buffer.prefix(min(Int(count), buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
