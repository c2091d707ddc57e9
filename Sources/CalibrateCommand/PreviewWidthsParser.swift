import CalibrateSupport

/// Parses the `--widths` of `calibrate preview`: a list of widths, or a range.
enum PreviewWidthsParser {
  /// Parses `74,96,120` or `74...120`.
  ///
  /// - Throws: `UsageError` naming what does not parse or lies outside 0...10000 pt.
  static func parse(_ value: String) throws(UsageError) -> PreviewOptions.Widths {
    let limit = CalibrationOptions.maximumWidth
    let shape = "a list such as 74,96,120 or a range such as 74...120"
    if let separator = value.firstOccurrence(of: "...") {
      guard let low = Double(value[..<separator.lowerBound].trimmingSpaces()),
        let high = Double(value[separator.upperBound...].trimmingSpaces()), low.isFinite, high.isFinite
      else {
        throw UsageError("--widths must be \(shape), not '\(TerminalText.printable(value))'")
      }
      let written = "--widths \(NumberFormat.number(low))...\(NumberFormat.number(high))"
      guard low >= 0, high <= limit else {
        throw UsageError("\(written) must lie within 0...\(NumberFormat.number(limit)) pt")
      }
      guard low <= high else {
        throw UsageError("\(written) is reversed (the start must not exceed the end)")
      }
      return .range(from: low, through: high)
    }
    var widths: [Double] = []
    for part in value.split(separator: ",", omittingEmptySubsequences: false) {
      let item = part.trimmingSpaces()
      guard !item.isEmpty else {
        throw UsageError("empty entry in --widths '\(TerminalText.printable(value))' (\(shape))")
      }
      guard let width = Double(item), width.isFinite else {
        throw UsageError("--widths must be \(shape), not '\(TerminalText.printable(value))'")
      }
      guard width >= 0, width <= limit else {
        throw UsageError(
          "--widths \(NumberFormat.number(width)) must lie within 0...\(NumberFormat.number(limit)) pt")
      }
      widths.append(width)
    }
    return .list(widths)
  }
}
