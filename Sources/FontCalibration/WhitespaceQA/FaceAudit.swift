import TextMetrics

/// The whitespace QA of one face: which face (and instance), and every finding of every check.
///
/// Threading: a plain value; `Sendable`.
package struct FaceAudit: Sendable {
  /// The face, with the variations of its instance.
  package var font: FontInfo
  /// The instance of a variable font, or `nil` for a static face.
  package var instance: AuditTarget.Instance?
  /// Every finding, by check in ``QACheck`` order, then as each check reports them.
  package var findings: [QAFinding]

  /// The face's verdict: its most severe finding.
  package var verdict: QASeverity { findings.map(\.severity).max() ?? .pass }

  /// How many findings each severity has.
  package func count(_ severity: QASeverity) -> Int { findings.count { $0.severity == severity } }

  /// Measures a face and runs every check on it.
  ///
  /// - Parameters:
  ///   - font: The face, opened at the instance's variations.
  ///   - instance: The instance, for a variable font.
  ///   - settings: The hinting check's sizes and modes.
  /// - Returns: The audit.
  /// - Throws: `MetricsError` when FreeType or HarfBuzz fails on the face.
  package static func audit(
    _ font: Font, instance: AuditTarget.Instance?, settings: QASettings
  ) throws(MetricsError) -> FaceAudit {
    let facts = try WhitespaceFacts.measure(font, settings: settings)
    return FaceAudit(font: font.info, instance: instance, findings: findings(facts))
  }

  /// Every check's findings on measured facts, in check order.
  package static func findings(_ facts: WhitespaceFacts) -> [QAFinding] {
    MissingWhitespaceCheck.run(facts) + WhitespaceInkCheck.run(facts) + WhitespaceWidthCheck.run(facts)
      + WhitespaceHintingCheck.run(facts) + WhitespaceKerningCheck.run(facts)
  }
}
