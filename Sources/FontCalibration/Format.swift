import Foundation

/// Number formatting shared by tables, JSON and messages.
public enum Format {
  /// A number without a trailing `.0` when it is whole, otherwise Swift's shortest round-trip form.
  public static func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int(value))
    }
    return "\(value)"
  }

  /// A number with a fixed count of decimals, for aligned tables.
  public static func fixed(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
  }
}
