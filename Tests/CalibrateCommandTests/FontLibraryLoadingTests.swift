import CalibrateTestSupport
import Foundation
import Testing

/// `calibrate` links none of the font libraries: it loads FreeType and HarfBuzz when it opens the
/// first font, and fontconfig only when a family name has to be looked up, so `--help` loads none
/// of them and a run on a font file never loads fontconfig.
@Suite("calibrate loads the font libraries when first needed")
struct FontLibraryLoadingTests {
  static let libraries = ["libfreetype.so.6", "libharfbuzz.so.0", "libfontconfig.so.1"]

  /// Runs `calibrate` with extra environment variables.
  static func run(_ arguments: [String], environment: [String]) throws -> BuiltTool.Outcome {
    try BuiltTool(executable: "/usr/bin/env").run(environment + [CalibrateExecutable.path] + arguments)
  }

  /// The libraries the dynamic linker opened for a run, from its `LD_DEBUG=files` trace, each with
  /// how it came to be opened (`needed` at start or `dynamically loaded`).
  static func openedLibraries(_ arguments: [String]) throws -> [String: String] {
    let outcome = try run(arguments, environment: ["LD_DEBUG=files"])
    #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
    var opened: [String: String] = [:]
    for line in outcome.standardError.split(separator: "\n") {
      // "  1234:\tfile=libharfbuzz.so.0 [0];  dynamically loaded by ./calibrate [0]"
      guard let range = line.range(of: "file="), let end = line[range.upperBound...].firstIndex(of: " ")
      else { continue }
      let name = String(line[range.upperBound..<end])
      if line.contains("dynamically loaded by") {
        opened[name] = "dynamically loaded"
      } else if line.contains("needed by") {
        opened[name] = "needed"
      }
    }
    return opened
  }

  @Test("the executable records no start-up dependency on a font library")
  func noNeededEntries() throws {
    let outcome = try BuiltTool(executable: "/usr/bin/readelf").run(["-d", CalibrateExecutable.path])
    try #require(outcome.status == 0, "\(outcome.standardError)")
    let needed = outcome.standardOutput.split(separator: "\n").filter { $0.contains("(NEEDED)") }
    #expect(!needed.isEmpty)
    for library in Self.libraries {
      #expect(!needed.contains { $0.contains(library) }, "\(library) in \(needed)")
    }
  }

  @Test("--help loads none of them")
  func help() throws {
    let opened = try Self.openedLibraries(["--help"])
    #expect(!opened.isEmpty, "no LD_DEBUG trace")
    for library in Self.libraries {
      #expect(opened[library] == nil, "\(library): \(opened[library] ?? "")")
    }
  }

  @Test("a font file loads FreeType and HarfBuzz, and not fontconfig")
  func fontFile() throws {
    let opened = try Self.openedLibraries(["--font", CalibrateExecutable.testFont, "--sizes", "12"])
    #expect(opened["libfreetype.so.6"] == "dynamically loaded")
    #expect(opened["libharfbuzz.so.0"] == "dynamically loaded")
    #expect(opened["libfontconfig.so.1"] == nil)
  }

  @Test("a family name loads fontconfig too")
  func familyName() throws {
    let opened = try Self.openedLibraries(["--font", "DejaVu Sans", "--sizes", "12"])
    // fontconfig is loaded first, to find the file, and brings FreeType in as its own dependency.
    #expect(opened["libfontconfig.so.1"] == "dynamically loaded")
    #expect(opened["libfreetype.so.6"] == "needed")
    #expect(opened["libharfbuzz.so.0"] == "dynamically loaded")
  }

  @Test(
    "a library that cannot be loaded is one error line naming it; --help still runs",
    arguments: [
      ("libharfbuzz.so.0", ["--font", CalibrateExecutable.testFont]),
      ("libfreetype.so.6", ["--font", CalibrateExecutable.testFont]),
      ("libfontconfig.so.1", ["--font", "DejaVu Sans"]),
      // The default font is looked up by family too.
      ("libfontconfig.so.1", []),
    ])
  func brokenLibrary(library: String, fontArguments: [String]) throws {
    // An empty file named like the library, found first on the library path, cannot be loaded.
    let folder = try CalibrateExecutable.temporaryFolder("broken-\(library)-\(fontArguments.count)")
    let broken = folder.appendingPathComponent(library).path
    #expect(FileManager.default.createFile(atPath: broken, contents: Data()))
    let environment = ["LD_LIBRARY_PATH=\(folder.path)"]
    let failed = try Self.run(fontArguments + ["--sizes", "12"], environment: environment)
    failed.expectOneError(
      status: 1, mentions: "cannot load the font library \(library): \(broken): file too short")
    let help = try Self.run(["--help"], environment: environment)
    #expect(help.status == 0, "\(help.standardError)")
    #expect(help.standardOutput.hasPrefix("usage: calibrate"))
  }
}
