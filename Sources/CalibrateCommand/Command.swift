import CalibrateSupport

/// One command of `calibrate`: the options it owns, the table that parses them and prints its
/// help, and the work.
protocol Command: Sendable {
  /// The command's options.
  associatedtype Options: ParsedOptions
  /// The options it accepts; parses and prints help.
  static var table: OptionTable<Options> { get }
  /// Checks options that do not go together, beyond what the table checks one at a time.
  static func validate(_ options: Options) throws(UsageError)
  /// Does the work and writes the result.
  static func run(_ options: Options, console: any Console) throws(CommandError)
}

extension Command {
  static func validate(_ options: Options) throws(UsageError) {}

  /// Writes a finished result to `output` (atomically) or, when it is `nil`, to standard output.
  static func emit(_ text: String, to output: String?, console: any Console) throws(CommandError) {
    if let path = output {
      try CommandError.filing { () throws(FileError) in try AtomicFile.write(text, to: path) }
    } else {
      console.write(text)
    }
  }
}
