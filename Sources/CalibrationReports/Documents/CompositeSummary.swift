import CalibrateSupport
import FontCalibration
import TextMetrics
import WidthCalibration

/// The composite titles of a run next to the count method, for the reports: per size the largest
/// |e| of the hand-tuned constants, of the fitted global pair and of the composite, in points and
/// device pixels, and the notes on characters left out.
///
/// Threading: a plain value; `Sendable`.
struct CompositeSummary: Sendable {
  /// One size's row.
  struct Row: Sendable, Equatable {
    package var size: Double
    /// Largest |e| of the hand-tuned constants at this size.
    package var seed: Double
    /// Largest |e| of the fitted global pair at this size.
    var countFit: Double
    /// Largest |e| of the composite titles at this size.
    package var composite: Double
    /// RMS of the composite errors at this size.
    var compositeRMS: Double
    /// The most characters one title of this size holds.
    var longestTitle: Int
    /// How many characters were kept at this size.
    package var characters: Int
  }

  /// The composite.
  package var composite: CompositeCalibration
  /// Device pixels per point.
  package var scale: Double
  /// One row per size.
  package var rows: [Row]
  /// The global pair's errors over every size, for comparison.
  var countFit: ErrorSummary
  /// The hand-tuned constants' errors over every size.
  package var seed: ErrorSummary

  /// Summarizes the composite of a run, or returns `nil` under the count method.
  package init?(run: CalibrationRun) {
    guard let composite = run.composite else { return nil }
    self.composite = composite
    scale = run.settings.scale
    let fit = run.fit
    countFit = fit.global.summary
    seed = fit.seed
    rows = composite.sizes.enumerated().map { index, size in
      Row(
        size: size.size, seed: fit.problem.evaluate(.seed, sampleAt: index).maximumError,
        countFit: fit.problem.evaluate(fit.global.constants, sampleAt: index).maximumError,
        composite: size.summary.maximumError, compositeRMS: size.summary.rmsError,
        longestTitle: size.titles.map(\.characterCount).max() ?? 0,
        characters: size.advances.lazy.filter { $0 != nil }.count)
    }
  }

  /// The characters as `U+200A U+2006 ...`.
  var characterList: String {
    composite.characters.map(ScalarNotation.format).joined(separator: " ")
  }

  /// A width in points with its device pixels: `0.026 pt = 0.05 px`.
  func pointsAndPixels(_ points: Double) -> String {
    "\(NumberFormat.fixed(points, 3)) pt = \(NumberFormat.fixed(points * scale, 2)) px"
  }

  /// The report's section: the characters, the table, the totals and the notes.
  package func table() -> String {
    var text = "composite titles of \(composite.characters.count) characters: \(characterList)"
    if let guardCharacter = composite.guardCharacter {
      text += "; guard \(ReportWording.placeholder(guardCharacter)) at both ends"
    }
    text += ", objective \(composite.objective.rawValue)\n\n"
    var table = TextTable(
      headings: [
        "size", "hand-tuned pt", "px", "count fit pt", "px", "composite pt", "px", "chars", "longest",
      ])
    for row in rows {
      table.append([
        NumberFormat.size(row.size), NumberFormat.fixed(row.seed, 3),
        NumberFormat.fixed(row.seed * scale, 2),
        NumberFormat.fixed(row.countFit, 3), NumberFormat.fixed(row.countFit * scale, 2),
        NumberFormat.fixed(row.composite, 3),
        NumberFormat.fixed(row.composite * scale, 2), "\(row.characters)", "\(row.longestTitle)",
      ])
    }
    text += table.aligned() + "\n"
    let summary = composite.summary
    text +=
      "composite max error \(pointsAndPixels(summary.maximumError)) (worst at \(NumberFormat.size(summary.worstSize)) pt, W \(NumberFormat.number(summary.worstWidth))), RMS \(NumberFormat.fixed(summary.rmsError, 3)) pt\n"
    text +=
      "count fit max error \(pointsAndPixels(countFit.maximumError)), hand-tuned constants \(pointsAndPixels(seed.maximumError))\n"
    for note in notes { text += note + "\n" }
    return text
  }

  /// What the report says under the table: how the titles shaped, and each character left out.
  var notes: [String] {
    var notes: [String] = []
    if composite.mismatchedTitles == 0 {
      notes.append(
        "every title was shaped whole (\(composite.shapedTitles) distinct titles) and is as wide as its characters' sum"
      )
    } else {
      notes.append(
        "\(composite.mismatchedTitles) of \(composite.shapedTitles) distinct titles shaped whole to another width than their characters' sum; the errors use the shaped widths"
      )
    }
    notes += exclusionNotes
    return notes
  }

  /// One line per character and kind of reason: `U+2009 THIN SPACE left out at 9, 10 pt: ...`.
  var exclusionNotes: [String] {
    struct Key: Hashable {
      var character: Unicode.Scalar
      var kind: String
    }
    var order: [Key] = []
    var groups: [Key: [CompositeExclusion]] = [:]
    for exclusion in composite.exclusions {
      let key = Key(character: exclusion.character, kind: exclusion.reason.kind)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(exclusion)
    }
    return order.map { key in
      let group = groups[key] ?? []
      let sizes = Self.sizeList(group.map(\.size), in: composite.sizes.map(\.size))
      let first = group[0]
      return
        "\(ReportWording.placeholder(key.character)) left out at \(sizes) pt: \(first.explanation) (at \(NumberFormat.size(first.size)) pt)"
    }
  }

  /// Sizes as runs of neighbours in the run's size list: `8...12, 20, 30...40`.
  static func sizeList(_ sizes: [Double], in all: [Double]) -> String {
    let positions = sizes.compactMap { all.firstIndex(of: $0) }
    var runs: [String] = []
    var start = 0
    while start < positions.count {
      var end = start
      while end + 1 < positions.count && positions[end + 1] == positions[end] + 1 { end += 1 }
      let first = NumberFormat.size(all[positions[start]])
      runs.append(end == start ? first : "\(first)...\(NumberFormat.size(all[positions[end]]))")
      start = end + 1
    }
    return runs.joined(separator: ", ")
  }

  /// CSV rows: one per size, then the composite over every size.
  func csvRows() -> [String] {
    var lines = rows.map { row in
      "composite,\(NumberFormat.number(row.size)),,,,,,\(row.composite),\(row.compositeRMS)"
    }
    lines.append("composite,,,,,,,\(composite.summary.maximumError),\(composite.summary.rmsError)")
    return lines
  }
}
