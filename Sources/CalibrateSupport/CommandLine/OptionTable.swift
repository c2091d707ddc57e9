/// The command line of one tool or command: the single table that both parses arguments and
/// prints `--help`, so the two cannot disagree.
///
/// Every tool of the package parses with this type, so they all read arguments the same way:
/// `--name value` and `--name=value`; a value option given twice is an error unless it is
/// repeatable; flags take no value; `--` ends the options, so every argument after it is an
/// operand even when it starts with a dash (a file named `--help`); anything else is an unknown
/// option or an unexpected argument. Each failure is one ``UsageError`` line.
///
/// Threading: an immutable value; `Sendable`.
package struct OptionTable<Options>: Sendable {
  /// Arguments that are not options (such as the files of `calibrate check FILE...`).
  package struct Operands: Sendable {
    /// The operands' placeholder in help and messages (`FILE`).
    package var name: String
    /// The most operands accepted (`Int.max` for any number).
    package var maximumCount: Int
    /// Stores one operand.
    package var apply: @Sendable (inout Options, String) throws(UsageError) -> Void

    /// Creates an operand description.
    package init(
      _ name: String, maximumCount: Int = .max,
      apply: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void
    ) {
      self.name = name
      self.maximumCount = maximumCount
      self.apply = apply
    }
  }

  /// The name messages use for the tool or command (`calibrate survey`, `benchmarks`).
  package var command: String
  /// A one-line synopsis shown at the top of help.
  package var synopsis: String
  /// A paragraph shown under the synopsis.
  package var summary: String
  /// The accepted options, in help order.
  package var options: [CommandLineOption<Options>]
  /// The operands accepted, if any.
  var operands: Operands?
  /// Lines appended to help (examples, notes, sources).
  var epilogue: String

  /// Creates a table.
  package init(
    command: String, synopsis: String, summary: String, options: [CommandLineOption<Options>],
    operands: Operands? = nil, epilogue: String = ""
  ) {
    self.command = command
    self.synopsis = synopsis
    self.summary = summary
    self.options = options
    self.operands = operands
    self.epilogue = epilogue
  }

  // MARK: - Parsing

  /// Parses arguments into options that start out as `options`, and records every option given.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name (and command words).
  ///   - options: The defaults on entry; the parsed values on return.
  /// - Returns: Every option given, by name (`-h` as `--help`): what a command that must know
  ///   whether an option was given reads, rather than a field each entry would have to set.
  /// - Throws: ``UsageError`` for an unknown option, a missing, repeated or bad value, a value
  ///   given to a flag, or an unexpected argument (after `--`, any argument the command takes no
  ///   operand for).
  @discardableResult
  package func parse(_ arguments: [String], into options: inout Options) throws(UsageError) -> GivenOptions {
    var given = GivenOptions()
    var operandCount = 0
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" && !optionsEnded {
        optionsEnded = true
        continue
      }
      if !optionsEnded, argument == "-h", let help = self.options.first(where: { $0.name == "--help" }) {
        // The short spelling every tool's users try first.
        try help.apply(&options, "")
        given.insert(help.name)
        continue
      }
      guard !optionsEnded, argument.hasPrefix("--"), argument.count > 2 else {
        guard let operands, operandCount < operands.maximumCount, optionsEnded || !argument.hasPrefix("-")
        else {
          throw UsageError(
            "unexpected argument '\(TerminalText.printable(argument))' for '\(command)'"
              + (optionsEnded ? "" : hint(forUnexpected: argument)) + " (see --help)")
        }
        try operands.apply(&options, argument)
        operandCount += 1
        continue
      }
      var name = argument
      var inlineValue: String? = nil
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = self.options.first(where: { $0.name == name }) else {
        let suggestion = Spelling.didYouMean(
          Spelling.suggestions(for: name, among: self.options.map(\.name)), quote: { $0 })
        throw UsageError(
          "unknown option '\(TerminalText.printable(name))' for '\(command)'"
            + (suggestion.map { "; \($0)" } ?? "") + " (see --help)")
      }
      var value = ""
      if let valueName = option.valueName {
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else {
            throw UsageError("option \(option.name) needs a value (\(valueName))")
          }
          value = arguments[index]
          index += 1
        }
      } else if inlineValue != nil {
        throw UsageError("option \(option.name) takes no value")
      }
      if !option.isRepeatable && given.contains(option.name) {
        throw UsageError("option \(option.name) is given more than once")
      }
      try option.apply(&options, value)
      given.insert(option.name)
    }
    return given
  }

  /// What an argument the command cannot take was likely meant to be: an option written with
  /// one dash (`-sizes` for `--sizes`), or nothing.
  private func hint(forUnexpected argument: String) -> String {
    guard argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 2 else { return "" }
    let name = "-" + argument.prefix { $0 != "=" }
    let suggestions =
      options.contains { $0.name == name }
      ? [name] : Spelling.suggestions(for: name, among: options.map(\.name))
    return Spelling.didYouMean(suggestions, quote: { $0 }).map { "; \($0) (options take two dashes)" } ?? ""
  }

  // MARK: - Help

  /// The widest option label that gets a column of its own; longer ones sit on their own line.
  static var labelColumnLimit: Int { 30 }
  /// The width help text is wrapped to.
  static var lineWidth: Int { 98 }

  /// The help text, generated from the same table that parses.
  package var help: String {
    var lines = ["usage: \(synopsis)", ""]
    lines += summary.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines += ["", "options:"]
    let labels = options.map(\.label)
    let width = min(Self.labelColumnLimit, (labels.map(\.count).max() ?? 0) + 2)
    for (option, label) in zip(options, labels) {
      let wrapped = TerminalText.wrap(option.help, width: Self.lineWidth - width - 2)
      for (lineIndex, text) in wrapped.enumerated() {
        let head = lineIndex == 0 ? label : ""
        if head.count >= width {
          lines.append("  " + head)
          lines.append("  " + String(repeating: " ", count: width) + text)
        } else {
          lines.append("  " + head + String(repeating: " ", count: width - head.count) + text)
        }
      }
    }
    if !epilogue.isEmpty {
      lines += [""] + epilogue.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
