/// Spelling suggestions: the names a mistyped one was most likely meant to be, for "did you mean"
/// hints on options, commands, profiles, font families and styles.
///
/// Names are compared folded (lowercased, without spaces, dashes and underscores), so `--size`
/// is one edit from `--sizes`, `DejaVu San` one from `DejaVu Sans` and `Bld` one from `Bold`.
/// The edit distance counts insertions, deletions, substitutions and swaps of two neighbouring
/// letters (the optimal string alignment distance).
package enum Spelling {
  /// The candidates a name was most likely meant to be, best first.
  ///
  /// A candidate is close when its folded form is at most one edit away for names of up to five
  /// letters, and at most a quarter of the name's letters (rounded down) for longer ones; the
  /// closest distance found wins, ties ordered by length and then alphabetically. When none is
  /// close and the name has at least three letters, the candidates that start with it are
  /// offered instead, shortest first (`Noto` suggests `Noto Sans`).
  ///
  /// - Parameters:
  ///   - name: The name as typed.
  ///   - candidates: The names that exist.
  ///   - limit: The most suggestions returned.
  /// - Returns: Up to `limit` candidates, as spelled in `candidates`; empty when none is close.
  package static func suggestions(for name: String, among candidates: [String], limit: Int = 3) -> [String] {
    let folded = fold(name)
    guard !folded.isEmpty else { return [] }
    let allowed = folded.count <= 5 ? 1 : folded.count / 4
    var seen: Set<String> = []
    let unique = candidates.filter { seen.insert($0).inserted }
    let scored = unique.map { (candidate: $0, distance: distance(folded, fold($0), limit: allowed)) }
    if let best = scored.map(\.distance).min(), best <= allowed {
      return Array(
        scored.filter { $0.distance == best }.map(\.candidate).sorted(by: shorterFirst).prefix(limit))
    }
    guard folded.count >= 3 else { return [] }
    return Array(unique.filter { fold($0).starts(with: folded) }.sorted(by: shorterFirst).prefix(limit))
  }

  /// The suggestions as a sentence's end: `did you mean 'Roboto'?` or `did you mean 'A', 'B' or
  /// 'C'?`, each quoted by `quote`; `nil` when there are none.
  package static func didYouMean(
    _ suggestions: [String], quote: (String) -> String = { "'\($0)'" }
  ) -> String? {
    guard let last = suggestions.last else { return nil }
    let quoted = suggestions.map(quote)
    let list =
      suggestions.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quote(last)
    return "did you mean \(list)?"
  }

  /// The name compared: lowercased, without white space, dashes and underscores.
  static func fold(_ name: String) -> [Character] {
    Array(name.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
  }

  /// The optimal string alignment distance of two folded names, or `limit + 1` as soon as it is
  /// certain to exceed `limit`.
  static func distance(_ left: [Character], _ right: [Character], limit: Int) -> Int {
    if abs(left.count - right.count) > limit { return limit + 1 }
    if left.isEmpty || right.isEmpty { return max(left.count, right.count) }
    var previous2 = [Int](repeating: 0, count: right.count + 1)
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for i in 1...left.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return limit + 1 }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[right.count]
  }

  private static func shorterFirst(_ left: String, _ right: String) -> Bool {
    (left.count, left) < (right.count, right)
  }
}
