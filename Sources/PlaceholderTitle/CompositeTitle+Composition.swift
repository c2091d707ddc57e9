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
    /// The button width the title claims, in points: the model's button for ``labelWidth``
    /// (under the plain model the padding plus each used placeholder's count × its advance as
    /// given, summed in the order given).
    public var width: Double
    /// The title's width on the composer's grid: 1/64 device pixel for advances in points, the
    /// advances' own unit for exact ones.
    package var gridWidth: Int
    /// The title label's width the maker computed, in points (0 for the empty title).
    public var labelWidth: Double
    /// How far the label lies inside the run of labels that give the same button, in device
    /// pixels: the distance to the nearest label width at which the button would change; infinite
    /// under the plain model.
    public var labelMargin: Double

    /// Creates a composition; the character count is the sum of `counts`.
    package init(
      placeholders: [Unicode.Scalar], counts: [Int], width: Double, gridWidth: Int, labelWidth: Double = 0,
      labelMargin: Double = .infinity
    ) {
      self.placeholders = placeholders
      self.counts = counts
      self.characterCount = counts.reduce(0, +)
      self.width = width
      self.gridWidth = gridWidth
      self.labelWidth = labelWidth
      self.labelMargin = labelMargin
    }
  }
}
