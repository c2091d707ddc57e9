// MARK: - Composition

extension CompositeTitle {
  /// The characters of one composite title and the button width they claim.
  public struct Composition: Sendable, Hashable {
    /// The placeholder characters, in the order given to the title maker.
    public var placeholders: [Unicode.Scalar]
    /// How many of each placeholder the title holds.
    public var counts: [Int]
    /// The number of placeholders (guards not included).
    public var characterCount: Int
    /// The button width the title claims, in points: the padding plus each used placeholder's
    /// count × its advance as given, summed in the order given.
    public var width: Double
    /// The title's width on the composer's grid, in 1/64 device pixel.
    public var gridWidth: Int

    /// Creates a composition; the character count is the sum of `counts`.
    public init(placeholders: [Unicode.Scalar], counts: [Int], width: Double, gridWidth: Int) {
      self.placeholders = placeholders
      self.counts = counts
      self.characterCount = counts.reduce(0, +)
      self.width = width
      self.gridWidth = gridWidth
    }
  }
}
