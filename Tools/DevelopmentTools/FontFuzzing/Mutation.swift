/// A corrupted copy of a font and what was done to it.
struct Mutation: Sendable, Equatable {
  /// The mutator that made it.
  package var kind: MutationKind
  /// The change, for messages and checks.
  var change: MutationChange
  /// A short note on the aim, such as the table a targeted change hit (may be empty).
  package var target: String
  /// The corrupted bytes.
  package var bytes: [UInt8]

  /// One line for reports: the kind, the target and the change.
  package var summary: String {
    let aim = target.isEmpty ? "" : " \(target):"
    return "\(kind.rawValue)\(aim) \(change)"
  }
}
