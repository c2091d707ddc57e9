// MARK: - Finding and replacing text

extension StringProtocol {
  /// The range of the first occurrence of `text`, comparing characters as `==` does.
  ///
  /// What the standard library's `firstRange(of:)` gives, without its floor of macOS 13: the
  /// package declares the runtime's floor, macOS 12, for every target.
  ///
  /// - Parameter text: The text to find; the empty text is found at the start.
  /// - Returns: The range in `self`, or `nil` where `text` does not occur.
  package func firstOccurrence(of text: some StringProtocol) -> Range<Index>? {
    guard let first = text.first else { return startIndex..<startIndex }
    var start = startIndex
    while let candidate = self[start...].firstIndex(of: first) {
      var position = candidate
      var matched = text.startIndex
      while matched < text.endIndex, position < endIndex, self[position] == text[matched] {
        formIndex(after: &position)
        text.formIndex(after: &matched)
      }
      if matched == text.endIndex { return candidate..<position }
      start = index(after: candidate)
    }
    return nil
  }

  /// The text with every occurrence of `text`, from the left and without overlaps, replaced.
  ///
  /// What the standard library's `replacing(_:with:)` gives, without its floor of macOS 13.
  ///
  /// - Parameters:
  ///   - text: The text to replace; empty text replaces nothing.
  ///   - replacement: What goes in its place.
  package func replacingEvery(_ text: some StringProtocol, with replacement: some StringProtocol) -> String {
    guard !text.isEmpty else { return String(self) }
    var result = ""
    var rest = self[...]
    while let found = rest.firstOccurrence(of: text) {
      result += rest[..<found.lowerBound]
      result += replacement
      rest = rest[found.upperBound...]
    }
    result += rest
    return result
  }
}
