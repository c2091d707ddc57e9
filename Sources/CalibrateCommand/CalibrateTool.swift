import CalibrateSupport
import PlaceholderTitle

/// The `calibrate` command line: dispatches to a command and maps failures to exit statuses.
///
/// Exit statuses (`ExitStatus`): 0 success, 1 runtime failure (a font that cannot be used, a
/// file that cannot be written, a check that found changes), 2 a `qa` verdict of FAIL, 64 usage
/// error. Every failure prints exactly one line starting with `error:` on standard error; only
/// `check`, `batch` and `qa` print anything on standard output before failing (the diff, the
/// lines of the faces that worked, the report of the faces that could be checked).
package enum CalibrateTool {
  /// The tool's version.
  package static var version: String { PackageVersion.current }

  /// The commands besides the fit, by their first word, in the order help lists them.
  static let orderedCommands: [(name: String, command: any Command.Type)] = [
    ("qa", QACommand.self),
    ("survey", SurveyCommand.self),
    ("measure", MeasureCommand.self),
    ("check", CheckCommand.self),
    ("observe", ObserveCommand.self),
    ("batch", BatchCommand.self),
    ("results", ResultsCommand.self),
    ("preview", PreviewCommand.self),
    ("report", ReportCommand.self),
  ]

  /// The commands, by their first word.
  static let commands: [String: any Command.Type] = Dictionary(
    uniqueKeysWithValues: orderedCommands.map { ($0.name, $0.command) })

  /// The commands' first words, in the order help lists them.
  static var commandNames: [String] { orderedCommands.map(\.name) }

  /// Runs the tool.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - console: Where results and diagnostics go.
  /// - Returns: The exit status.
  package static func run(_ arguments: [String], console: any Console) -> Int32 {
    var rest = arguments
    var command: any Command.Type = FitCommand.self
    if let first = rest.first, !first.hasPrefix("-") {
      guard let named = commands[first] else {
        let known = commandNames.joined(separator: ", ")
        let suggestion = Spelling.didYouMean(
          Spelling.suggestions(for: first, among: commandNames), quote: { $0 })
        console.diagnose(
          "error: unknown command '\(TerminalText.printable(first))'\(suggestion.map { "; \($0)" } ?? "") (commands: \(known); see --help)\n"
        )
        return ExitStatus.usage
      }
      command = named
      rest.removeFirst()
    }
    return execute(command, arguments: rest, console: console)
  }

  /// Parses a command's own options with its table, which records every option given.
  static func parse<Chosen: Command>(
    _ command: Chosen.Type, _ arguments: [String]
  ) throws(UsageError) -> Chosen.Options {
    var options = Chosen.Options()
    options.given = try command.table.parse(arguments, into: &options)
    return options
  }

  /// Parses a command's own options, then shows its help or the version, or runs it.
  private static func execute<Chosen: Command>(
    _ command: Chosen.Type, arguments: [String], console: any Console
  ) -> Int32 {
    do throws(CommandError) {
      let options: Chosen.Options
      do throws(UsageError) {
        options = try parse(command, arguments)
        if !options.help && !options.version { try command.validate(options) }
      } catch {
        throw .usage(error)
      }
      if options.help {
        console.write(command.table.help)
        return ExitStatus.success
      }
      if options.version {
        console.write("calibrate \(version)\n")
        return ExitStatus.success
      }
      try command.run(options, console: console)
      return ExitStatus.success
    } catch {
      console.diagnose("error: \(TerminalText.singleLine(error.description))\n")
      return error.status
    }
  }
}
