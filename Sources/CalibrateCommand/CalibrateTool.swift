/// The `calibrate` command line: dispatches to a command and maps failures to exit statuses.
///
/// Exit statuses: 0 success, 1 runtime failure (a font that cannot be used, a file that cannot
/// be written), 64 usage error (`EX_USAGE`). Every failure prints exactly one line starting with
/// `error:` on standard error and nothing on standard output.
public enum CalibrateTool {
  /// The tool's version.
  public static let version = "0.1.0"

  /// The usage-error exit status.
  public static let usageStatus: Int32 = 64

  /// The commands, by their first word.
  static let commands: [String: any Command.Type] = [
    "survey": SurveyCommand.self,
    "measure": MeasureCommand.self,
    "batch": BatchCommand.self,
    "results": ResultsCommand.self,
  ]

  /// Runs the tool.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - console: Where results and diagnostics go.
  /// - Returns: The exit status.
  public static func run(_ arguments: [String], console: Console) -> Int32 {
    var rest = arguments
    var command: any Command.Type = FitCommand.self
    if let first = rest.first, !first.hasPrefix("-") {
      guard let named = commands[first] else {
        let known = commands.keys.sorted().joined(separator: ", ")
        console.diagnose(
          "error: unknown command '\(OptionTable.printable(first))' (commands: \(known); see --help)\n")
        return usageStatus
      }
      command = named
      rest.removeFirst()
    }
    do {
      let options = try command.table.parse(rest)
      if options.help {
        console.write(command.table.help)
        return 0
      }
      if options.version {
        console.write("calibrate \(version)\n")
        return 0
      }
      try command.run(options, console: console)
      return 0
    } catch let error as UsageError {
      console.diagnose("error: \(OptionTable.singleLine(error.message))\n")
      return usageStatus
    } catch let error as RuntimeError {
      console.diagnose("error: \(OptionTable.singleLine(error.message))\n")
      return 1
    } catch {
      console.diagnose("error: \(OptionTable.singleLine("\(error)"))\n")
      return 1
    }
  }
}

/// One command of the tool.
protocol Command: Sendable {
  /// The options it accepts; parses and prints help.
  static var table: OptionTable { get }
  /// Does the work and writes the result.
  static func run(_ options: CommandOptions, console: Console) throws
}

extension Command {
  /// Writes a finished result to `--output` (atomically) or to standard output.
  static func emit(_ text: String, options: CommandOptions, console: Console) throws(RuntimeError) {
    if let path = options.output {
      try AtomicFile.write(text, to: path)
    } else {
      console.write(text)
    }
  }
}
