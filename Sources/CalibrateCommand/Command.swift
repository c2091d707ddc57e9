import CommandLineSupport

/// One command of `calibrate`: the option table that parses its arguments and prints its help,
/// and the work.
protocol Command: Sendable {
  /// The options it accepts; parses and prints help.
  static var table: OptionTable<CommandOptions> { get }
  /// Checks options that do not go together, beyond what the table checks one at a time.
  static func validate(_ options: CommandOptions, given: Set<String>) throws(UsageError)
  /// Does the work and writes the result.
  static func run(_ options: CommandOptions, given: Set<String>, console: any Console) throws(CommandError)
}

extension Command {
  static func validate(_ options: CommandOptions, given: Set<String>) throws(UsageError) {}

  /// Writes a finished result to `--output` (atomically) or to standard output.
  static func emit(_ text: String, options: CommandOptions, console: any Console) throws(CommandError) {
    if let path = options.output {
      try CommandError.filing { () throws(FileError) in try AtomicFile.write(text, to: path) }
    } else {
      console.write(text)
    }
  }
}
