import TextMetrics

/// One finding of a check on one face: its check, severity, the character it is about and a
/// message with the numbers.
///
/// Threading: a plain value; `Sendable`.
package struct QAFinding: Sendable, Hashable {
  /// The check that found it.
  package var check: QACheck
  /// How much it matters.
  package var severity: QASeverity
  /// The character it is about, when one applies.
  package var scalar: Unicode.Scalar?
  /// What was found, with the numbers: font units, % of the em, pixels.
  package var message: String
  /// The width found, in font units, for width findings.
  package var units: Int?
  /// The width expected, in font units (the nearest end of a range), for width findings.
  package var expectedUnits: Double?
  /// The pixel sizes the finding holds at, for hinting findings.
  package var ppems: [Int]
  /// The kerned junctions, for kerning findings.
  package var junctions: [KerningJunction]

  /// Creates a finding.
  package init(
    _ check: QACheck, _ severity: QASeverity, _ scalar: Unicode.Scalar?, _ message: String,
    units: Int? = nil, expectedUnits: Double? = nil, ppems: [Int] = [], junctions: [KerningJunction] = []
  ) {
    self.check = check
    self.severity = severity
    self.scalar = scalar
    self.message = message
    self.units = units
    self.expectedUnits = expectedUnits
    self.ppems = ppems
    self.junctions = junctions
  }
}
