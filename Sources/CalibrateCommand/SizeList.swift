import CalibrateSupport

/// Parses the size lists users type: `8...40`, `8..<41`, `12,14,17`, `10.5`, and mixes of them.
enum SizeList {
  /// The most sizes one list may hold.
  static let maximumCount = 1000

  /// Parses a size list.
  ///
  /// Ranges step by 1 from their start (`8.5...10.5` is 8.5, 9.5, 10.5); duplicates are removed
  /// and the result is sorted.
  ///
  /// - Parameters:
  ///   - text: The list.
  ///   - range: The sizes allowed, for the error message and the check.
  ///   - what: What the numbers are, for messages (`size`, `width`).
  /// - Returns: The sizes, ascending.
  /// - Throws: `UsageError` naming the part that does not parse or is out of range.
  static func parse(
    _ text: String, allowed range: ClosedRange<Double> = 1...1000, what: String = "size"
  ) throws(UsageError) -> [Double] {
    var values: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let item = part.trimmingSpaces()
      guard !item.isEmpty else {
        throw UsageError("empty entry in \(what) list '\(TerminalText.printable(text))'")
      }
      if let bounds = split(item, "...") {
        let (low, high) = try endpoints(bounds, item: item, what: what)
        try append(from: low, through: high, item: item, into: &values, range: range, what: what)
      } else if let bounds = split(item, "..<") {
        let (low, high) = try endpoints(bounds, item: item, what: what)
        guard low < high else {
          throw UsageError(
            "\(what) range '\(TerminalText.printable(item))' is empty or reversed (the start must be below the end)"
          )
        }
        try append(from: low, through: high - 1, item: item, into: &values, range: range, what: what)
      } else {
        guard let value = Double(item), value.isFinite else {
          throw UsageError(
            "'\(TerminalText.printable(item))' is not a number (in \(what) list '\(TerminalText.printable(text))')"
              + rangeHint(item))
        }
        try check(value, item: item, range: range, what: what)
        values.append(value)
      }
      guard values.count <= maximumCount else {
        throw UsageError(
          "\(what) list '\(TerminalText.printable(text))' has more than \(maximumCount) entries")
      }
    }
    return Array(Set(values)).sorted()
  }

  /// A hint for an item that looks like a range in another notation (`8..40`, `8-40`): how
  /// ranges are written here.
  private static func rangeHint(_ item: String) -> String {
    for separator in ["..", "…", "-", ":"] {
      guard let (low, high) = split(item, separator), !low.isEmpty,
        let start = Double(low.trimmingSpaces()), let end = Double(high.trimmingSpaces()),
        start.isFinite, end.isFinite
      else { continue }
      let from = low.trimmingSpaces()
      let through = high.trimmingSpaces()
      return "; write a range as \(from)...\(through) (through \(through)) or \(from)..<\(through) (below it)"
    }
    return ""
  }

  private static func split(_ item: String, _ separator: String) -> (String, String)? {
    guard let found = item.firstOccurrence(of: separator) else { return nil }
    return (String(item[..<found.lowerBound]), String(item[found.upperBound...]))
  }

  private static func endpoints(
    _ bounds: (String, String), item: String, what: String
  ) throws(UsageError) -> (Double, Double) {
    guard let low = Double(bounds.0.trimmingSpaces()), let high = Double(bounds.1.trimmingSpaces()),
      low.isFinite, high.isFinite
    else {
      throw UsageError(
        "\(what) range '\(TerminalText.printable(item))' is not of the form START...END with numbers")
    }
    return (low, high)
  }

  private static func append(
    from low: Double, through high: Double, item: String, into values: inout [Double],
    range: ClosedRange<Double>, what: String
  ) throws(UsageError) {
    guard low <= high else {
      throw UsageError(
        "\(what) range '\(TerminalText.printable(item))' is reversed (the start must not exceed the end)")
    }
    try check(low, item: item, range: range, what: what)
    try check(high, item: item, range: range, what: what)
    guard high - low < Double(maximumCount) else {
      throw UsageError(
        "\(what) range '\(TerminalText.printable(item))' has more than \(maximumCount) entries")
    }
    var step = 0.0
    while low + step <= high + 1e-9 {
      values.append(low + step)
      step += 1
    }
  }

  private static func check(
    _ value: Double, item: String, range: ClosedRange<Double>, what: String
  ) throws(UsageError) {
    guard range.contains(value) else {
      throw UsageError(
        "\(what) \(NumberFormat.number(value)) in '\(TerminalText.printable(item))' is outside \(NumberFormat.number(range.lowerBound))...\(NumberFormat.number(range.upperBound))"
      )
    }
  }
}
