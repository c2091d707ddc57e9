/// One variation-axis setting of a variable font, such as `wght=500`.
package struct FontVariation: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The four-character axis tag (`wght`, `wdth`, `opsz`, ...).
  package var tag: String
  /// The design-space value on that axis.
  package var value: Double

  /// Creates a setting.
  package init(tag: String, value: Double) {
    self.tag = tag
    self.value = value
  }

  /// Parses `tag=value`.
  ///
  /// - Parameter text: A setting such as `wght=500` or `opsz=14.5`.
  /// - Throws: ``MetricsError/malformedVariation(_:)`` when the text is not of that form.
  package init(parsing text: String) throws(MetricsError) {
    let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
      throw .malformedVariation(text)
    }
    let tag = String(parts[0])
    guard (1...4).contains(tag.unicodeScalars.count),
      tag.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F })
    else { throw .malformedVariation(text) }
    self.init(tag: tag, value: value)
  }

  package var description: String {
    let number = value.rounded() == value ? String(Int(value)) : String(value)
    return "\(tag)=\(number)"
  }

  /// The tag as the 32-bit number OpenType stores, padded with spaces.
  var tagValue: UInt32 {
    var bytes = Array(tag.utf8.prefix(4))
    while bytes.count < 4 { bytes.append(0x20) }
    return bytes.reduce(0) { $0 << 8 | UInt32($1) }
  }
}

/// A variation axis a variable font offers.
package struct VariationAxis: Sendable, Hashable, Codable {
  /// The four-character tag.
  package var tag: String
  /// The smallest design value.
  package var minimum: Double
  /// The default design value.
  package var defaultValue: Double
  /// The largest design value.
  package var maximum: Double
}
