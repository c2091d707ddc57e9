import CalibrateTestSupport
import Foundation
import Testing

/// The tools parse with one option table, so the same bad command lines fail the same way
/// in each: exit 64, nothing on standard output, one `error:` line that says the same thing.
@Suite("One parser for every tool")
struct OneParserTests {
  /// A tool and one of its options that takes a value, with a value it accepts.
  struct Tool: CustomTestStringConvertible, Sendable {
    var executable: BuiltTool
    var option: String
    var value: String
    var testDescription: String { executable.name }
  }

  static let tools = [
    Tool(executable: .calibrate, option: "--scale", value: "2"),
    Tool(executable: .benchmarks, option: "--samples", value: "5"),
    Tool(executable: .fuzzFonts, option: "--seed", value: "1"),
    Tool(executable: BuiltTool(name: "corpus-check"), option: "--jobs", value: "1"),
    Tool(executable: BuiltTool(name: "process-benchmarks"), option: "--rounds", value: "1"),
  ]

  /// A bad command line and what its one error line must say.
  struct BadLine: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: @Sendable (Tool) -> [String]
    var message: @Sendable (Tool) -> String
    var testDescription: String { name }
  }

  static let badLines = [
    BadLine(
      name: "repeated option", arguments: { [$0.option, $0.value, $0.option, $0.value] },
      message: { "error: option \($0.option) is given more than once" }),
    BadLine(
      name: "unknown option", arguments: { _ in ["--bogus"] },
      message: { "error: unknown option '--bogus' for '\($0.executable.name)' (see --help)" }),
    BadLine(
      name: "missing value", arguments: { [$0.option] },
      message: { "error: option \($0.option) needs a value" }),
    BadLine(
      name: "value given to a flag", arguments: { _ in ["--help=yes"] },
      message: { _ in "error: option --help takes no value" }),
    // -- ends the options: --help after it is an argument, which none of these tools takes.
    BadLine(
      name: "--help after --", arguments: { [$0.option, $0.value, "--", "--help"] },
      message: { "error: unexpected argument '--help' for '\($0.executable.name)' (see --help)" }),
  ]

  @Test("the same bad command line fails the same way", arguments: tools, badLines)
  func badLine(tool: Tool, line: BadLine) throws {
    let outcome = try tool.executable.run(line.arguments(tool))
    outcome.expectOneError(status: 64, mentions: line.message(tool))
  }

  @Test("a value that is not UTF-8 is a usage error shown without the raw bytes", arguments: tools)
  func nonUTF8Value(tool: Tool) throws {
    // The shell passes the bytes 0xFF 0xFE as the value; Swift cannot hand them over as a String.
    let outcome = try BuiltTool(executable: "/bin/sh").run([
      "-c", "exec \"$0\" \"$1\" \"$(printf '\\377\\376')\"", tool.executable.path, tool.option,
    ])
    outcome.expectOneError(status: 64, mentions: "error: \(tool.option) must be")
    #expect(outcome.standardError.contains("'??'"), "\(outcome.standardError)")
    #expect(!outcome.standardError.contains("\u{FFFD}"))
  }
}
