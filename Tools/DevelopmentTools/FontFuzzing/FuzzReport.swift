/// What a fuzzing run found: counts per class, per input and per mutator, and every finding with
/// the command that reproduces it.
struct FuzzReport: Sendable {
  /// The run's seed.
  package var seed: UInt64
  /// The input fonts' file names, in input order.
  var inputNames: [String]
  /// The `calibrate` executable the cases ran.
  package var calibrate: String
  /// The commands each case ran.
  var invocations: [CalibrateInvocation]
  /// How many cases ran at once.
  package var jobs: Int
  /// The per-command time limit in seconds.
  var timeout: Double
  /// Wall time of the whole run.
  package var seconds: Double
  /// The commands on each unmodified input, in input order.
  package var baseline: [(inputName: String, invocations: [InvocationResult])]
  /// Every case, by case number.
  package var results: [CaseResult]

  /// The number of cases per outcome (every outcome present, zero included).
  package var counts: [Outcome: Int] { Self.count(results) }

  /// The cases that crashed, hung or broke the error contract.
  package var findings: [CaseResult] { results.filter { $0.outcome.isFinding } }

  /// The commands that crashed, hung or broke the error contract on an unmodified input.
  var baselineFindings: [(inputName: String, invocation: InvocationResult)] {
    baseline.flatMap { entry in
      entry.invocations.filter { $0.judgement.outcome.isFinding }.map { (entry.inputName, $0) }
    }
  }

  /// Whether the run had no crash, no hang and no bad error, on corrupted or unmodified fonts.
  var isClean: Bool { findings.isEmpty && baselineFindings.isEmpty }

  /// The number of cases per outcome for each input font, in input order.
  var countsByInput: [(name: String, counts: [Outcome: Int])] {
    inputNames.map { name in (name, Self.count(results.filter { $0.inputName == name })) }
  }

  /// The number of cases per outcome for each mutator that ran, in declaration order.
  var countsByKind: [(kind: MutationKind, counts: [Outcome: Int])] {
    MutationKind.allCases.compactMap { kind in
      let cases = results.filter { $0.kind == kind }
      return cases.isEmpty ? nil : (kind, Self.count(cases))
    }
  }

  private static func count(_ results: [CaseResult]) -> [Outcome: Int] {
    var counts = Dictionary(uniqueKeysWithValues: Outcome.allCases.map { ($0, 0) })
    for result in results { counts[result.outcome, default: 0] += 1 }
    return counts
  }
}

// MARK: - Rendering

extension FuzzReport {
  /// The report as text for standard output.
  package var rendered: String {
    let perCase = results.isEmpty ? 0 : seconds / Double(results.count) * 1000
    let commands = invocations.map(\.name).joined(separator: ", ")
    var lines = [
      "fuzz-fonts: \(Self.plural(results.count, "case")), seed \(seed), "
        + "\(Self.plural(inputNames.count, "input")), \(invocations.count) commands per case (\(commands)), "
        + "\(Self.plural(jobs, "job")), "
        + "timeout \(Self.number(timeout)) s",
      "wall time \(ContractJudgement.format(seconds)) s (\(Int(perCase.rounded())) ms per case)",
      "",
    ]
    let failingBaseline = baseline.flatMap { entry in
      entry.invocations.filter { $0.judgement.outcome != .ok }.map { (entry.inputName, $0) }
    }
    if failingBaseline.isEmpty {
      lines.append("unmodified inputs: every command ok on all \(baseline.count)")
    } else {
      for (name, invocation) in failingBaseline {
        lines.append(
          "unmodified \(name): \(invocation.invocation.name) gives \(invocation.judgement.outcome.name) "
            + "\(invocation.judgement.reason) \(invocation.message)".trimmingTrailingSpaces())
      }
    }
    lines.append("")
    let total = counts
    lines += Self.table(
      headings: ["outcome", "cases"],
      rows: Outcome.allCases.map { [$0.name, String(total[$0] ?? 0)] })
    lines.append("")
    lines += Self.table(
      headings: ["input", "cases"] + Outcome.allCases.map(\.name),
      rows: countsByInput.map { entry in Self.row(entry.name, entry.counts) })
    lines.append("")
    lines += Self.table(
      headings: ["mutator", "cases"] + Outcome.allCases.map(\.name),
      rows: countsByKind.map { entry in Self.row(entry.kind.rawValue, entry.counts) })
    lines.append("")
    if let slowest = slowestInvocation {
      let (result, invocation) = slowest
      lines.append(
        "slowest command: \(ContractJudgement.format(invocation.seconds)) s (case \(result.index), "
          + "\(invocation.invocation.name) on a corrupted \(result.inputName))")
    }
    if results.count == 1, let only = results.first, !only.outcome.isFinding {
      lines += describe(only)
      lines.append("")
    }
    let found = findings
    if found.isEmpty {
      lines.append("findings: none (0 crashes, 0 hangs, 0 bad errors)")
    } else {
      let byOutcome = Outcome.allCases.filter(\.isFinding).reversed().map { outcome in
        Self.plural(total[outcome] ?? 0, outcome.name)
      }
      lines.append("findings: \(found.count) (\(byOutcome.joined(separator: ", ")))")
      for result in found { lines += describe(result) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The slowest command of the run.
  private var slowestInvocation: (result: CaseResult, invocation: InvocationResult)? {
    var slowest: (result: CaseResult, invocation: InvocationResult)?
    for result in results {
      for invocation in result.invocations where invocation.seconds > (slowest?.invocation.seconds ?? -1) {
        slowest = (result, invocation)
      }
    }
    return slowest
  }

  /// A finding: what was done, which commands failed and how to run them again.
  private func describe(_ result: CaseResult) -> [String] {
    var lines = [
      "",
      "\(result.outcome.name): case \(result.index) of seed \(seed), \(result.inputName), "
        + result.mutationSummary,
    ]
    // A finding lists its failing commands; a single case run to reproduce one lists them all.
    let shown =
      result.outcome.isFinding
      ? result.invocations.filter { $0.judgement.outcome.isFinding } : result.invocations
    for invocation in shown {
      var line = "  \(invocation.invocation.name): \(invocation.judgement.outcome.name)"
      if !invocation.judgement.reason.isEmpty { line += ", \(invocation.judgement.reason)" }
      line += " (\(ContractJudgement.format(invocation.seconds)) s)"
      if !invocation.message.isEmpty { line += "; stderr: \(invocation.message)" }
      lines.append(line)
      if let saved = result.savedPath {
        lines.append(
          "    reproduce: \(invocation.invocation.shellCommand(executable: calibrate, font: saved))")
      }
    }
    if let saved = result.savedPath {
      lines.append("  saved: \(saved)")
    }
    if result.outcome.isFinding {
      lines.append("  rerun the case: fuzz-fonts --seed \(seed) --case \(result.index)")
    }
    return lines
  }

  private static func row(_ name: String, _ counts: [Outcome: Int]) -> [String] {
    [name, String(counts.values.reduce(0, +))] + Outcome.allCases.map { String(counts[$0] ?? 0) }
  }

  /// Left-aligns the first column and right-aligns the others.
  private static func table(headings: [String], rows: [[String]]) -> [String] {
    let all = [headings] + rows
    let widths = headings.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { cells in
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
  }

  /// A count and a noun, in the plural unless the count is 1 ("1 case", "2 crashes").
  static func plural(_ count: Int, _ noun: String) -> String {
    if count == 1 { return "1 \(noun)" }
    return "\(count) \(noun)\(noun.hasSuffix("sh") ? "es" : "s")"
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

extension String {
  /// The string without trailing spaces.
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
