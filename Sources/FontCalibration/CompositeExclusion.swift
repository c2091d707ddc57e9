import TextMetrics

/// A character a composite leaves out at one size, and why.
///
/// Threading: a plain value; `Sendable`.
package struct CompositeExclusion: Sendable, Hashable {
  /// The character left out.
  package var character: Unicode.Scalar
  /// The size it is left out at.
  package var size: Double
  /// The unit of the widths in ``reason``.
  package var unit: MetricUnit
  /// Why.
  package var reason: Reason

  /// Creates an exclusion.
  package init(character: Unicode.Scalar, size: Double, unit: MetricUnit, reason: Reason) {
    self.character = character
    self.size = size
    self.unit = unit
    self.reason = reason
  }

  /// Why a character is left out.
  package enum Reason: Sendable, Hashable {
    /// It renders as the `.notdef` box.
    case notdef
    /// HarfBuzz made its width up: the font has no glyph of its own.
    case synthesized
    /// It renders with no width.
    case zeroWidth
    /// Copies of it shape to another width than copies × advance.
    case run(copies: Int, shaped: Int, expected: Int)
    /// A pair with another kept character shapes to another width than the two advances.
    case pair(first: Unicode.Scalar, second: Unicode.Scalar, shaped: Int, expected: Int)
    /// The guard around it changes its width.
    case guarded(Unicode.Scalar, shaped: Int, expected: Int)

    /// A short name of the kind of reason, for grouping notes.
    package var kind: String {
      switch self {
      case .notdef: return "notdef"
      case .synthesized: return "synthesized"
      case .zeroWidth: return "zero width"
      case .run: return "run"
      case .pair: return "pair"
      case .guarded: return "guard"
      }
    }
  }

  /// Why, in words: "renders with no width", "U+2009 U+0020 shapes to 1300 font units, not 1304".
  package var explanation: String {
    let unitName = unit.name
    switch reason {
    case .notdef: return "renders as .notdef"
    case .synthesized: return "has no glyph of its own (HarfBuzz synthesizes its width)"
    case .zeroWidth: return "renders with no width"
    case .run(let copies, let shaped, let expected):
      return "\(copies) copies shape to \(shaped) \(unitName), not \(expected)"
    case .pair(let first, let second, let shaped, let expected):
      return
        "\(ScalarNotation.format(first)) \(ScalarNotation.format(second)) shapes to \(shaped) \(unitName), not \(expected)"
    case .guarded(let guardCharacter, let shaped, let expected):
      return
        "between two \(ScalarNotation.format(guardCharacter)) it shapes to \(shaped) \(unitName), not \(expected)"
    }
  }
}
