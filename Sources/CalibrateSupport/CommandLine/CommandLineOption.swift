/// One command-line option of a tool: its spelling, its value, its help, and how it sets the
/// tool's options value.
///
/// Threading: an immutable value whose closure is `@Sendable`; tables are built once and shared.
package struct CommandLineOption<Options>: Sendable {
  /// The long name, with dashes (`--sizes`).
  package var name: String
  /// The value's placeholder in help (`LIST`), or `nil` for a flag that takes no value.
  package var valueName: String?
  /// One or two sentences for `--help`.
  package var help: String
  /// Whether the option may be given more than once (each occurrence adds a value).
  var isRepeatable: Bool
  /// Stores the parsed value; flags receive an empty string.
  package var apply: @Sendable (inout Options, String) throws(UsageError) -> Void

  /// Creates an option that takes a value.
  ///
  /// - Parameters:
  ///   - name: The long name with dashes.
  ///   - valueName: The value's placeholder in help.
  ///   - help: The help text.
  ///   - repeatable: Whether each occurrence adds a value (otherwise a second one is an error).
  ///   - apply: Checks the value and stores it; throws ``UsageError`` naming the bad value.
  package init(
    _ name: String, value valueName: String, help: String, repeatable: Bool = false,
    apply: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void
  ) {
    self.name = name
    self.valueName = valueName
    self.help = help
    self.isRepeatable = repeatable
    self.apply = apply
  }

  /// Creates a flag: an option without a value, which may be repeated to no further effect.
  ///
  /// - Parameters:
  ///   - name: The long name with dashes.
  ///   - help: The help text.
  ///   - set: Records the flag.
  package init(flag name: String, help: String, set: @escaping @Sendable (inout Options) -> Void) {
    self.name = name
    self.valueName = nil
    self.help = help
    self.isRepeatable = true
    self.apply = { options, _ throws(UsageError) in set(&options) }
  }

  /// An option whose value is one of a fixed set of words, such as a hinting mode.
  ///
  /// - Parameters:
  ///   - name: The option, such as `--hinting`.
  ///   - valueName: The value's placeholder in help.
  ///   - help: The help text.
  ///   - choices: The accepted words as the error lists them ("none, light or full").
  ///   - parse: Turns a word into a value, or `nil` when it is not one of the choices.
  ///   - store: Sets the value on the options.
  package static func choice<Value>(
    _ name: String, value valueName: String, help: String, choices: String,
    parse: @escaping @Sendable (String) -> Value?,
    store: @escaping @Sendable (inout Options, Value) -> Void
  ) -> CommandLineOption {
    CommandLineOption(name, value: valueName, help: help) { options, value throws(UsageError) in
      guard let parsed = parse(value) else {
        throw UsageError("\(name) must be \(choices), not '\(TerminalText.printable(value))'")
      }
      store(&options, parsed)
    }
  }

  /// An option whose value is a number above 0 and at most `maximum`.
  package static func positiveNumber(
    _ name: String, value valueName: String, help: String, maximum: Double,
    store: @escaping @Sendable (inout Options, Double) -> Void
  ) -> CommandLineOption {
    CommandLineOption(name, value: valueName, help: help) { options, value throws(UsageError) in
      store(&options, try OptionValue.positiveNumber(value, option: name, maximum: maximum))
    }
  }

  /// An option whose value is a whole number within `range`.
  package static func wholeNumber(
    _ name: String, value valueName: String, help: String, in range: ClosedRange<Int>,
    store: @escaping @Sendable (inout Options, Int) -> Void
  ) -> CommandLineOption {
    CommandLineOption(name, value: valueName, help: help) { options, value throws(UsageError) in
      store(&options, try OptionValue.wholeNumber(value, option: name, in: range))
    }
  }

  /// The option as help shows it: `--sizes LIST` or `--help`.
  var label: String { valueName.map { "\(name) \($0)" } ?? name }
}

// MARK: - Common value checks

extension CommandLineOption {
  /// An option whose value is a non-empty text (a path, a pattern), stored as given.
  ///
  /// - Parameters:
  ///   - name: The option, such as `--output`.
  ///   - valueName: The value's placeholder in help.
  ///   - needs: What an empty value lacks, for the error ("a file name").
  ///   - help: The help text.
  ///   - repeatable: Whether each occurrence adds a value.
  ///   - store: Sets the value on the options.
  package static func text(
    _ name: String, value valueName: String, needs: String, help: String, repeatable: Bool = false,
    store: @escaping @Sendable (inout Options, String) -> Void
  ) -> CommandLineOption {
    CommandLineOption(name, value: valueName, help: help, repeatable: repeatable) {
      options, value throws(UsageError) in
      guard !value.isEmpty else { throw UsageError("\(name) needs \(needs)") }
      store(&options, value)
    }
  }
}

/// Parsers for the values options take, so every tool words its errors the same way.
package enum OptionValue {
  /// Parses a finite number above 0 and at most `maximum`.
  ///
  /// - Throws: ``UsageError`` "`option` must be a number above 0 and at most M, not 'value'".
  package static func positiveNumber(
    _ value: String, option: String, maximum: Double
  ) throws(UsageError) -> Double {
    guard let number = Double(value), number.isFinite, number > 0, number <= maximum else {
      let bound = maximum == maximum.rounded() && maximum < 1e15 ? String(Int(maximum)) : "\(maximum)"
      throw UsageError(
        "\(option) must be a number above 0 and at most \(bound), not '\(TerminalText.printable(value))'")
    }
    return number
  }

  /// Parses a whole number within a range.
  ///
  /// - Throws: ``UsageError`` "`option` must be a whole number from A to B, not 'value'".
  package static func wholeNumber(
    _ value: String, option: String, in range: ClosedRange<Int>
  ) throws(UsageError) -> Int {
    guard let number = Int(value), range.contains(number) else {
      throw UsageError(
        "\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(TerminalText.printable(value))'"
      )
    }
    return number
  }
}
