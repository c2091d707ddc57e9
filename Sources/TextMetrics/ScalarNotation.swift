/// Reads and writes characters in the `U+200A` notation users type and JSON stores.
package enum ScalarNotation {
  /// Formats a scalar as `U+XXXX` (at least four hex digits, upper case).
  package static func format(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Parses `U+200A`, `u+200a`, `0x200A` or the character itself.
  ///
  /// - Parameter text: The user's text.
  /// - Returns: The scalar, or `nil` if the text is neither notation nor a single character.
  package static func parse(_ text: String) -> Unicode.Scalar? {
    let lowered = text.lowercased()
    for prefix in ["u+", "0x"] where lowered.hasPrefix(prefix) {
      let digits = lowered.dropFirst(prefix.count)
      guard (1...6).contains(digits.count), let value = UInt32(digits, radix: 16) else {
        return nil
      }
      return Unicode.Scalar(value)
    }
    let scalars = text.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return nil }
    return scalar
  }
}
