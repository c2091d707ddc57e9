import CalibrateTestSupport
import Foundation
import Testing

/// `calibrate` links FreeType, HarfBuzz and fontconfig as pkg-config describes them, so the
/// dynamic linker loads them at start, and a library that is broken or older than the one
/// calibrate was built against stops it with the dynamic linker's own message.
///
/// No library file name is written here: each comes from pkg-config's `-l` flag and from the
/// `NEEDED` entries the linker recorded in the executable.
@Suite("calibrate links the font libraries")
struct FontLibraryLinkingTests {
  /// The pkg-config packages of the three libraries.
  static let packages = ["freetype2", "harfbuzz", "fontconfig"]

  /// The libraries a package links (`-lharfbuzz` gives `harfbuzz`).
  static func linkedNames(_ package: String) throws -> [String] {
    let outcome = try BuiltTool(executable: "/usr/bin/pkg-config").run(["--libs-only-l", package])
    try #require(outcome.status == 0, "pkg-config \(package): \(outcome.standardError)")
    return outcome.standardOutput.split(whereSeparator: \.isWhitespace).filter { $0.hasPrefix("-l") }
      .map { String($0.dropFirst(2)) }
  }

  /// The shared libraries calibrate records as needed at start (`readelf -d`).
  static func neededLibraries() throws -> [String] {
    let outcome = try BuiltTool(executable: "/usr/bin/readelf").run(["-d", CalibrateExecutable.path])
    try #require(outcome.status == 0, "\(outcome.standardError)")
    return outcome.standardOutput.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap {
      line in
      guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
      return String(line[line.index(after: open)..<close])
    }
  }

  /// The needed entry (the SONAME) of the library that `-l<name>` links, as ELF names it:
  /// `lib<name>.so` followed by the ABI version.
  static func soname(linkedAs name: String) throws -> String {
    let needed = try neededLibraries()
    return try #require(needed.first { $0.hasPrefix("lib\(name).so") }, "no -l\(name) in \(needed)")
  }

  /// Runs `calibrate` with extra environment variables.
  static func run(_ arguments: [String], environment: [String]) throws -> BuiltTool.Outcome {
    try BuiltTool(executable: "/usr/bin/env").run(environment + [CalibrateExecutable.path] + arguments)
  }

  @Test("the executable records each library pkg-config links as needed at start", arguments: packages)
  func needed(package: String) throws {
    let names = try Self.linkedNames(package)
    #expect(!names.isEmpty, "pkg-config gives no -l flag for \(package)")
    for name in names { _ = try Self.soname(linkedAs: name) }
  }

  @Test("a font library that cannot be loaded stops calibrate at start with the loader's message")
  func brokenLibrary() throws {
    let soname = try Self.soname(linkedAs: try #require(try Self.linkedNames("harfbuzz").first))
    // An empty file with the library's name, found first on the library path.
    let folder = try CalibrateExecutable.temporaryFolder("broken-library")
    let broken = folder.appendingPathComponent(soname).path
    #expect(FileManager.default.createFile(atPath: broken, contents: Data()))
    let outcome = try Self.run(["--help"], environment: ["LD_LIBRARY_PATH=\(folder.path)"])
    #expect(outcome.status == 127, "\(outcome.standardError)")
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError.contains("error while loading shared libraries: \(broken): file too short"),
      "\(outcome.standardError)")
  }

  /// Builds a HarfBuzz that has only `hb_version_string`, as a release older than the headers
  /// calibrate was compiled against lacks the functions added since, under the SONAME calibrate
  /// records, in a folder of its own (`name`, one per test: tests run in parallel).
  static func olderHarfBuzz(in name: String) throws -> URL {
    let soname = try soname(linkedAs: try #require(try linkedNames("harfbuzz").first))
    let folder = try CalibrateExecutable.temporaryFolder(name)
    let source = folder.appendingPathComponent("old.c")
    try "const char *hb_version_string(void) { return \"0.9.0\"; }\n".write(
      to: source, atomically: true, encoding: .utf8)
    let compiler = try BuiltTool(executable: "/usr/bin/env").run([
      "clang", "-shared", "-fPIC", "-o", folder.appendingPathComponent(soname).path, "-Wl,-soname,\(soname)",
      source.path,
    ])
    try #require(compiler.status == 0, "clang: \(compiler.standardError)")
    return folder
  }

  @Test("with every function bound at start, as the release build is, an older library stops it there")
  func olderLibraryAtStart() throws {
    let folder = try Self.olderHarfBuzz(in: "older-harfbuzz-now")
    // LD_BIND_NOW does for this debug build what `-z now` does for the release build.
    let outcome = try Self.run(["--help"], environment: ["LD_LIBRARY_PATH=\(folder.path)", "LD_BIND_NOW=1"])
    #expect(outcome.status == 127, "\(outcome.standardError)")
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains("symbol lookup error"), "\(outcome.standardError)")
    #expect(outcome.standardError.contains("undefined symbol: hb_"), "\(outcome.standardError)")
  }

  @Test("bound lazily, an older library stops it at the first missing function, before any output")
  func olderLibraryLazily() throws {
    let folder = try Self.olderHarfBuzz(in: "older-harfbuzz-lazy")
    let outcome = try Self.run(
      ["--font", CalibrateExecutable.testFont, "--sizes", "12"],
      environment: ["LD_LIBRARY_PATH=\(folder.path)"])
    #expect(outcome.status == 127, "\(outcome.standardError)")
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains("undefined symbol: hb_"), "\(outcome.standardError)")
  }
}
