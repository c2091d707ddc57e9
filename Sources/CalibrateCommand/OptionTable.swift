/// One command-line option: its spelling, its value, its help, and how it sets the options.
struct OptionSpec: Sendable {
  /// The long name, with dashes (`--sizes`).
  var name: String
  /// The value's placeholder in help (`LIST`), or `nil` for a flag that takes no value.
  var valueName: String?
  /// One or two sentences for `--help`.
  var help: String
  /// Whether the option may be given more than once (each adds a value).
  var repeatable = false
  /// Sets the parsed value; flags receive an empty string.
  var apply: @Sendable (inout CommandOptions, String) throws(UsageError) -> Void
}

/// The options one command accepts: the single table that both parses and prints `--help`.
struct OptionTable: Sendable {
  /// The command's words after `calibrate` (empty for the main fit command).
  var command: String
  /// A one-line synopsis shown at the top of help.
  var synopsis: String
  /// A paragraph shown under the synopsis.
  var summary: String
  /// The accepted options, in help order.
  var options: [OptionSpec]
  /// Lines appended to help (examples, notes, sources).
  var epilogue: String = ""

  /// Parses arguments into options, starting from defaults.
  ///
  /// Accepts `--name value` and `--name=value`; a later value replaces an earlier one unless the
  /// option is repeatable.
  ///
  /// - Parameter arguments: The arguments after the command words.
  /// - Returns: The options, with ``CommandOptions/given`` listing what was set.
  /// - Throws: ``UsageError`` for an unknown option, a missing value or a bad value.
  func parse(_ arguments: [String]) throws(UsageError) -> CommandOptions {
    var options = CommandOptions()
    var index = 0
    let displayName = command.isEmpty ? "calibrate" : "calibrate \(command)"
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--"), argument.count > 2 else {
        throw UsageError(
          "unexpected argument '\(Self.printable(argument))' for '\(displayName)' (see --help)")
      }
      var name = argument
      var inlineValue: String? = nil
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = option(named: name) else {
        throw UsageError("unknown option '\(Self.printable(name))' for '\(displayName)' (see --help)")
      }
      var value = ""
      if let valueName = spec.valueName {
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else {
            throw UsageError("option \(spec.name) needs a value (\(valueName))")
          }
          value = arguments[index]
          index += 1
        }
      } else if inlineValue != nil {
        throw UsageError("option \(spec.name) takes no value")
      }
      if !spec.repeatable && options.given.contains(spec.name) && spec.valueName != nil {
        throw UsageError("option \(spec.name) is given more than once")
      }
      try spec.apply(&options, value)
      options.given.insert(spec.name)
    }
    return options
  }

  private func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  /// The help text, generated from the same table that parses.
  var help: String {
    var lines = ["usage: \(synopsis)", ""]
    lines += summary.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines += ["", "options:"]
    let labels = options.map { spec in spec.valueName.map { "\(spec.name) \($0)" } ?? spec.name }
    let width = min(30, (labels.map(\.count).max() ?? 0) + 2)
    for (spec, label) in zip(options, labels) {
      let wrapped = Self.wrap(spec.help, width: 98 - width - 2)
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

  /// Splits text into lines of at most `width` characters at spaces.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty && current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// A message made safe for one terminal line: control characters (newlines included) and
  /// replacement characters from undecodable bytes become `?`.
  static func singleLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar.properties.generalCategory == .control || scalar == "\u{FFFD}" ? "?" : scalar
        }))
  }

  /// Shows an argument in a message, replacing characters that could garble a terminal.
  static func printable(_ text: String) -> String {
    let limited = text.count > 80 ? String(text.prefix(80)) + "…" : text
    return String(
      String.UnicodeScalarView(
        limited.unicodeScalars.map { scalar in
          scalar.properties.generalCategory == .control || scalar == "\u{FFFD}" ? "?" : scalar
        }))
  }
}
