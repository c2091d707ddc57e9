import CalibrateSupport
import Testing

@testable import CalibrateCommand

/// What was given on the command line: the table records every option of every command itself,
/// and each option a check or a profile asks about is one the commands take.
@Suite("Options given")
struct GivenOptionsTests {
  /// The fit and every other command, with the name help uses.
  static let commands: [(name: String, command: any Command.Type)] =
    [("calibrate", FitCommand.self)]
    + CalibrateTool.orderedCommands.map { ("calibrate \($0.name)", $0.command) }

  /// A value each option accepts, in every command that takes it.
  static let values: [String: String] = [
    "--font": "x.ttf", "--face-index": "0", "--sizes": "12", "--content-size": "large", "--scale": "2",
    "--hinting": "full", "--placeholder": "U+200A", "--widths": "74...120", "--step": "1", "--padding": "30",
    "--model": "plain", "--label-rounding": "points", "--measure-font": "x.ttf", "--measure-size": "14",
    "--objective": "rms", "--method": "composite", "--placeholders": "auto", "--guard": "none",
    "--variation": "wght=500", "--tracking-size": "12", "--profile": "rowaction", "--plot": "x.svg",
    "--emit": "swift", "--swift-name": "Titles", "--swift-access": "public", "--format": "json",
    "--output": "x", "--size": "14",
    "--tolerance": "0.1", "--directory": "d", "--fonts": "f", "--list": "l", "--pattern": "p", "--jobs": "1",
    "--shard": "1/2", "--report": "r.html", "--label": "Delete", "--cell-height": "100",
    "--ppem": "8...120",
  ]

  /// The option names a command's table takes.
  static func names(_ command: any Command.Type) -> [String] {
    func names<Chosen: Command>(_ command: Chosen.Type) -> [String] { command.table.options.map(\.name) }
    return names(command)
  }

  /// Parses each option of a command alone, as `calibrate` parses, and returns what was recorded
  /// as given for each: (the arguments, the names recorded).
  static func recorded<Chosen: Command>(_ command: Chosen.Type) throws -> [([String], Set<String>)] {
    try command.table.options.map { option in
      var arguments = [option.name]
      if option.valueName != nil {
        arguments.append(try #require(values[option.name], "no sample value for \(option.name)"))
      }
      return (arguments, try CalibrateTool.parse(command, arguments).given.names)
    }
  }

  @Test("every option of every command's table records itself as given when parsed", arguments: commands)
  func everyOptionIsRecorded(name: String, command: any Command.Type) throws {
    let recorded = try Self.recorded(command)
    #expect(recorded.count == Self.names(command).count)
    for (arguments, given) in recorded {
      #expect(given == [arguments[0]], "\(name) \(arguments.joined(separator: " "))")
    }
  }

  @Test("-h is recorded as --help, and options given together are all recorded")
  func together() throws {
    #expect(try CalibrateTool.parse(FitCommand.self, ["-h"]).given.names == ["--help"])
    let options = try CalibrateTool.parse(
      FitCommand.self,
      ["--sizes", "12", "--model=uikit-swipe", "--variation", "wght=1", "--variation", "wdth=2"])
    #expect(options.given.names == ["--sizes", "--model", "--variation"])
    #expect(options.calibration.given.contains(.model) && !options.calibration.given.contains(.padding))
  }

  @Test("each option a check or a profile asks about is an option of some command")
  func askedOptionsExist() {
    let taken = Set(Self.commands.flatMap { Self.names($0.command) })
    for option in CalibrationOptions.Given.allCases {
      #expect(
        taken.contains(option.rawValue), "\(option) is recorded as \(option.rawValue), which no command takes"
      )
    }
  }
}
