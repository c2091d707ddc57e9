import FontCalibration

/// The whitespace QA of a face as a line of `calibrate batch --qa` carries it (`"qa"`, on the
/// face's first configuration): the verdict, the counts and every finding, as `calibrate qa
/// --format json` writes a face's.
///
/// Threading: a plain value; `Sendable`.
package struct QARecord: Codable, Sendable, Equatable {
  /// The most severe finding.
  package var verdict: String
  package var counts: QADocument.Counts
  package var findings: [QADocument.FindingRecord]

  /// The record of an audit.
  package init(_ audit: FaceAudit) {
    verdict = audit.verdict.rawValue
    counts = QADocument.Counts(audit)
    findings = audit.findings.map(QADocument.FindingRecord.init)
  }
}
