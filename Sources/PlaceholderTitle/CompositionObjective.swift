/// What a composite title optimizes when no title gives exactly the wanted button width.
///
/// The error of a title is `e = buttonWidth − target`: positive is a seam (the button is wider
/// than its pattern image, which repeats), negative a clip (the picture is cut off). The raw
/// values are the command line's `--objective` words.
///
/// `@frozen`: the three are every way to treat the two sides of a target (nearest, never below,
/// never above), so a `switch` over them is exhaustive, also in a library-evolution build.
@frozen
public enum CompositionObjective: String, Sendable, Hashable, CaseIterable {
  /// The smallest |e|. When an equally distant wider and narrower button have as many
  /// characters, the wider one wins (a seam rather than a clip), which is also what the count
  /// formula's closed form does at its half-way points.
  case minimax
  /// The smallest button at least as wide as the target: e ≥ 0, never a clipped picture.
  case neverClip = "never-clip"
  /// The widest button at most as wide as the target: e ≤ 0, never a visible seam.
  case neverSeam = "never-seam"
}
