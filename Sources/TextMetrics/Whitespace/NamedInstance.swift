/// A named instance of a variable font, as its `fvar` table lists it: a subfamily name and a
/// setting of every axis.
///
/// Threading: a plain value; `Sendable`.
package struct NamedInstance: Sendable, Hashable {
  /// The subfamily name (`Bold`, `Condensed Light`), or `instance N` when the font names none.
  package var name: String
  /// Every axis at the instance's value, in the font's axis order.
  package var variations: [FontVariation]
  /// Whether every axis is at its default: the instance is the font's default.
  package var isDefault: Bool

  /// Creates an instance.
  package init(name: String, variations: [FontVariation], isDefault: Bool) {
    self.name = name
    self.variations = variations
    self.isDefault = isDefault
  }
}
