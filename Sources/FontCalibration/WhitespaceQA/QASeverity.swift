/// How much a font finding matters, from a check that passed to one that fails the font.
///
/// The order is the severity's: a face's verdict is its most severe finding, and `calibrate qa`
/// exits 2 when any face has a ``fail``.
package enum QASeverity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
  /// What was checked and found right.
  case pass = "PASS"
  /// A fact worth knowing that needs no change (a character the font lacks, a small deviation).
  case info = "INFO"
  /// A deviation from what Unicode or common practice defines that a person should look at.
  case warn = "WARN"
  /// A defect that breaks text: a required character missing, ink in whitespace, a wrong order.
  case fail = "FAIL"

  private var rank: Int {
    switch self {
    case .pass: return 0
    case .info: return 1
    case .warn: return 2
    case .fail: return 3
    }
  }

  package static func < (left: QASeverity, right: QASeverity) -> Bool { left.rank < right.rank }
}
