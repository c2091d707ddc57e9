/// The options a command line gave, by name, as the ``OptionTable`` that parsed it recorded them:
/// every option of the table, flags included, once however often it was given.
///
/// A command that must know whether an option was given (a preset that does not override it,
/// another option it does not go with) reads it here; no entry of a table records it itself, so
/// none can forget to.
///
/// Threading: a plain value; `Sendable`.
package struct GivenOptions: Sendable, Equatable {
  /// The names of the options given, with dashes (`--sizes`).
  package private(set) var names: Set<String> = []

  /// No option given: what a command's options hold before the table parses into them.
  package init() {}

  /// Whether the option `name` (with dashes) was given.
  package func contains(_ name: String) -> Bool { names.contains(name) }

  /// Records that an option was given; only the table that parses records.
  mutating func insert(_ name: String) { names.insert(name) }
}
