/// What a JSON fuzzing run found: counts per command, outcome and mutator, the summary line, and
/// every finding with the file that reproduces it.
struct JSONFuzzReport: Sendable {
  /// The run's seed.
  package var seed: UInt64
  /// The stored results the check cases damaged.
  var resultNames: [String]
  /// The `calibrate` executable.
  package var calibrate: String
  /// How many cases ran at once.
  package var jobs: Int
  /// The per-command time limit in seconds.
  var timeout: Double
  /// Wall time of the whole run.
  package var seconds: Double
  /// Every case, by case number.
  package var results: [JSONCaseResult]

  /// The cases of one outcome.
  package func count(_ outcome: JSONOutcome, target: JSONFuzzTarget? = nil) -> Int {
    results.filter { $0.outcome == outcome && (target == nil || $0.target == target) }.count
  }

  /// The cases that are findings.
  package var findings: [JSONCaseResult] { results.filter { $0.outcome.isFinding } }

  /// Whether the run found nothing.
  var isClean: Bool { findings.isEmpty }

  /// The one line that sums the run up: cases, crashes, hangs, invalid inputs accepted, and the
  /// other findings.
  var summaryLine: String {
    let targets = JSONFuzzTarget.allCases.map { target in
      "\(results.filter { $0.target == target }.count) \(target.command)"
    }
    let other = [JSONOutcome.lostRecord, .badError, .misjudged, .oracleDisagrees].map { count($0) }.reduce(
      0, +)
    let invalid = results.filter { !$0.isValidJSON }.count
    return "fuzz-json: \(results.count) cases (\(targets.joined(separator: ", "))), "
      + "\(count(.crash)) crashes, \(count(.hang)) hangs, \(count(.acceptedInvalid)) accepted invalid inputs, "
      + "\(other) other findings; \(invalid) inputs invalid or past the reader's limits, "
      + "\(count(.refused)) refused as promised, \(count(.accepted)) valid read"
  }

  /// The report as text for standard output.
  package var rendered: String {
    let perCase = results.isEmpty ? 0 : seconds / Double(results.count) * 1000
    var lines = [
      "fuzz-json: seed \(seed), \(jobs) job\(jobs == 1 ? "" : "s"), timeout \(Int(timeout)) s, "
        + "results \(resultNames.joined(separator: ", ")) and a batch output of the test fonts",
      "wall time \(Int(seconds.rounded())) s (\(Int(perCase.rounded())) ms per case)",
      "",
    ]
    lines += table(
      headings: ["command", "cases"] + JSONOutcome.allCases.map(\.name),
      rows: JSONFuzzTarget.allCases.map { target in
        [target.command, String(results.filter { $0.target == target }.count)]
          + JSONOutcome.allCases.map { String(count($0, target: target)) }
      })
    lines.append("")
    lines += table(
      headings: ["mutator", "cases", "bad input"] + JSONOutcome.allCases.map(\.name),
      rows: JSONMutationKind.allCases.compactMap { kind in
        let cases = results.filter { $0.kind == kind }
        guard !cases.isEmpty else { return nil }
        return [kind.rawValue, String(cases.count), String(cases.filter { !$0.isValidJSON }.count)]
          + JSONOutcome.allCases.map { outcome in String(cases.filter { $0.outcome == outcome }.count) }
      })
    lines.append("")
    if let slowest = results.max(by: { $0.seconds < $1.seconds }) {
      lines.append(
        "slowest command: \(Int((slowest.seconds * 1000).rounded())) ms (case \(slowest.index), "
          + "\(slowest.target.command) on \(slowest.seedName), \(slowest.mutationSummary))")
    }
    for finding in findings {
      lines.append("")
      lines.append(
        "\(finding.outcome.name): case \(finding.index) of seed \(seed), \(finding.target.command) on "
          + "\(finding.seedName), \(finding.mutationSummary)")
      lines.append("  \(finding.reason)\(finding.message.isEmpty ? "" : "; stderr: \(finding.message)")")
      if let saved = finding.savedPath { lines.append("  saved: \(saved)") }
      lines.append("  rerun the case: fuzz-json --seed \(seed) --case \(finding.index)")
    }
    lines.append(summaryLine)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Left-aligns the first column and right-aligns the others.
  private func table(headings: [String], rows: [[String]]) -> [String] {
    let all = [headings] + rows
    let widths = headings.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { cells in
      var line = ""
      for (column, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        line += (column == 0 ? "" : "  ") + (column == 0 ? cell + padding : padding + cell)
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}
