import CalibrateSupport
import CalibrateTestSupport
import Foundation
import Testing

@testable import CalibrateCommand

/// Help that agrees with itself and with what each command accepts: the usage line's choices are
/// the option's, no help names an option or profile its command refuses, `-h` is `--help`, and the
/// top-level help and the README list every command.
@Suite("Help")
struct HelpTests {
  /// Every command's first word (the fit has none) and its help.
  static func helps() -> [(words: [String], help: String, options: [String])] {
    [([], FitCommand.table.help, FitCommand.table.options.map(\.name))]
      + CalibrateTool.orderedCommands.map { name, command in
        ([name], Self.help(of: command), Self.options(of: command))
      }
  }

  static func help<Chosen: Command>(of command: Chosen.Type) -> String { command.table.help }
  static func options<Chosen: Command>(of command: Chosen.Type) -> [String] {
    command.table.options.map(\.name)
  }
  static func synopsis<Chosen: Command>(of command: Chosen.Type) -> String { command.table.synopsis }
  static func choiceLabels<Chosen: Command>(of command: Chosen.Type) -> [(String, String)] {
    command.table.options.compactMap { option in
      // Choices of words (none|light|full), not placeholders (CHAR|none, LIST).
      option.valueName.flatMap { value in
        let words = value.split(separator: "|")
        let isChoice = words.count > 1 && words.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } }
        return isChoice ? (option.name, value) : nil
      }
    }
  }

  @Test("a usage line gives an option the choices the option takes")
  func usageChoices() {
    let commands: [(String, String, [(String, String)])] =
      [("calibrate", FitCommand.table.synopsis, Self.choiceLabels(of: FitCommand.self))]
      + CalibrateTool.orderedCommands.map { name, command in
        (name, Self.synopsis(of: command), Self.choiceLabels(of: command))
      }
    for (name, synopsis, choices) in commands {
      for (option, value) in choices where synopsis.contains(option + " ") {
        #expect(synopsis.contains("\(option) \(value)"), "\(name): \(synopsis) lacks \(option) \(value)")
      }
    }
    // What the issue saw: measure's usage line said table|json while it takes csv.
    #expect(MeasureCommand.table.synopsis.contains("--format table|json|csv"))
  }

  @Test("no help names an option its command refuses, or a profile where --profile is refused")
  func helpNamesOnlyItsOptions() throws {
    // Every option any command takes.
    let known = Set(Self.helps().flatMap(\.options))
    for (words, help, options) in Self.helps() {
      let name = (["calibrate"] + words).joined(separator: " ")
      // Options named in the help, as --word.
      let named = Set(
        help.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }).map(String.init).filter {
          $0.hasPrefix("--") && $0.count > 2 && known.contains($0)
        })
      let own = Set(options)
      // A command's help may name the options of the command it describes for comparison only in
      // these cases, each said in words next to the option.
      let allowed: [String: Set<String>] = [
        // batch takes the fit's options, and its summary names calibrate's --format json output.
        "calibrate batch": ["--format"],
        // observe says which options do not apply, since the observations fix them.
        "calibrate observe": ["--guard", "--sizes", "--hinting", "--padding"],
        // preview composes as --method composite does.
        "calibrate preview": ["--method"],
        // results names the fit's options it sets for every reference font.
        "calibrate results": ["--method", "--hinting", "--scale", "--sizes"],
        // report names batch's --output, whose file it reads.
        "calibrate report": [],
        // check names the format of the results it reads.
        "calibrate check": ["--format"],
      ]
      let foreign = named.subtracting(own).subtracting(allowed[name] ?? [])
      #expect(foreign.isEmpty, "\(name) names \(foreign.sorted()) but refuses them")
      if !own.contains("--profile") {
        #expect(!help.contains("profile"), "\(name) names a profile but refuses --profile")
      }
    }
  }

  @Test("-h prints the help, as --help does, for every command")
  func shortHelp() throws {
    for words in [[]] + CalibrateTool.commandNames.map({ [$0] }) {
      let long = try CalibrateExecutable.run(words + ["--help"])
      let short = try CalibrateExecutable.run(words + ["-h"])
      #expect(short.status == 0, "\(words): \(short.standardError)")
      #expect(short.standardOutput == long.standardOutput, "\(words)")
      #expect(short.standardOutput.hasPrefix("usage: calibrate"), "\(words)")
    }
  }

  @Test("the top-level help and the README list every command")
  func everyCommandListed() throws {
    let help = try CalibrateExecutable.run(["--help"]).standardOutput
    let others = try #require(help.split(separator: "\n").first { $0.hasPrefix("Other commands:") })
    let readme = try String(contentsOf: PackageRoot.url.appendingPathComponent("README.md"), encoding: .utf8)
    let readmeOthers = try #require(
      readme.components(separatedBy: "\n\n").first { $0.hasPrefix("Other commands:") })
    for name in CalibrateTool.commands.keys {
      #expect(others.contains(" \(name)"), "help leaves out \(name)")
      #expect(readmeOthers.contains("`\(name)`"), "README leaves out \(name)")
    }
    #expect(CalibrateTool.commandNames.count == CalibrateTool.commands.count)
  }
}
