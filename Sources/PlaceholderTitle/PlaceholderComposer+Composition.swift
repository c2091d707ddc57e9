// MARK: - Composition

extension PlaceholderComposer {
  /// How many of each character a title holds, and the exact width they add up to.
  package struct Composition: Sendable, Hashable {
    /// The count of each character, in the order of the composer's advances (0 for ignored ones).
    package var counts: [Int]
    /// The sum of `counts[i] × advances[i]`, in units.
    package var width: Int
    /// The sum of `counts`.
    package var characterCount: Int

    /// Creates a composition.
    package init(counts: [Int], width: Int, characterCount: Int) {
      self.counts = counts
      self.width = width
      self.characterCount = characterCount
    }
  }
}
