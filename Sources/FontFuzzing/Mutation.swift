/// A corrupted copy of a font and what was done to it.
public struct Mutation: Sendable, Equatable {
  /// The mutator that made it.
  public var kind: MutationKind
  /// The change, for messages and checks.
  public var change: MutationChange
  /// A short note on the aim, such as the table a targeted change hit (may be empty).
  public var target: String
  /// The corrupted bytes.
  public var bytes: [UInt8]

  /// One line for reports: the kind, the target and the change.
  public var summary: String {
    let aim = target.isEmpty ? "" : " \(target):"
    return "\(kind.rawValue)\(aim) \(change)"
  }
}
