import Foundation

/// What a corpus check found: faces, cases compared, mismatches, refusals by reason and crashes.
///
/// Each shard keeps its own tally; the run merges them.
///
/// Threading: a plain value; `Sendable`.
struct CorpusTally: Sendable, Equatable {
  /// How many mismatch lines are kept for the report.
  static let keptMismatches = 50

  /// The faces seen, as `path#index`.
  var faces: Set<String> = []
  /// Sizes compared (face × configuration × size).
  package var cases = 0
  /// Cases where every value agreed.
  package var exact = 0
  /// Cases where something differed.
  var mismatches = 0
  /// The first mismatches, one line each.
  var mismatchLines: [String] = []
  /// Face-configurations `calibrate measure` refused, by reason.
  var refusals: [String: Int] = [:]
  /// The first refusals, one line each with the face.
  var refusalLines: [String] = []
  /// Face-configurations whose fit `calibrate batch` refused but `calibrate measure` measured.
  var measuredAfterFitRefusal = 0
  /// Fit refusals of `calibrate batch`, by reason (informational).
  var fitRefusals: [String: Int] = [:]
  /// Crashes, hangs and unreadable output of the tools, one line each.
  var crashes: [String] = []

  /// Creates an empty tally.
  package init() {}

  /// Whether the check passed: no mismatch and no crash.
  var isClean: Bool { mismatches == 0 && crashes.isEmpty }

  /// Face-configurations refused.
  var refused: Int { refusals.values.reduce(0, +) }

  /// Records a face-configuration that was not measured.
  mutating func refuse(_ label: String, reason: String) {
    refusals[reason, default: 0] += 1
    if refusalLines.count < Self.keptMismatches { refusalLines.append("\(label): \(reason)") }
  }

  /// Records one compared case.
  mutating func record(_ mismatch: String?) {
    cases += 1
    guard let mismatch else {
      exact += 1
      return
    }
    mismatches += 1
    if mismatchLines.count < Self.keptMismatches { mismatchLines.append(mismatch) }
  }

  /// Adds another shard's tally.
  mutating func merge(_ other: CorpusTally) {
    faces.formUnion(other.faces)
    cases += other.cases
    exact += other.exact
    mismatches += other.mismatches
    mismatchLines += other.mismatchLines.prefix(
      Self.keptMismatches - min(Self.keptMismatches, mismatchLines.count))
    refusals.merge(other.refusals, uniquingKeysWith: +)
    refusalLines += other.refusalLines.prefix(
      Self.keptMismatches - min(Self.keptMismatches, refusalLines.count))
    measuredAfterFitRefusal += other.measuredAfterFitRefusal
    fitRefusals.merge(other.fitRefusals, uniquingKeysWith: +)
    crashes += other.crashes
  }

  /// The one summary line.
  ///
  /// - Parameter seconds: The wall time of the run.
  package func summary(seconds: Double) -> String {
    var line =
      "corpus: \(faces.count) faces, \(cases) cases, \(exact) exact, \(mismatches) mismatches, \(crashes.count) crashes, refused \(refused)"
    if !refusals.isEmpty { line += " (\(Self.counts(refusals)))" }
    line += ", " + String(format: "%.1f", seconds) + " s"
    return line
  }

  /// `3 × reason; 1 × other reason`, most frequent first.
  static func counts(_ reasons: [String: Int]) -> String {
    reasons.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) × \($0.key)" }
      .joined(separator: "; ")
  }
}
