import CFontEngine
import CalibrateTestSupport
import Foundation
import Testing

@testable import TextMetrics

/// The font libraries are loaded by SONAME when first needed: the SONAMEs are those of the
/// libraries the headers come from, the loaded functions are the libraries' own, and a library that
/// cannot be loaded is one line naming it.
@Suite("Font libraries loaded when first needed")
struct FontLibrariesTests {
  /// `pkg-config` with arguments, its output trimmed.
  static func pkgConfig(_ arguments: [String]) throws -> String {
    let outcome = try BuiltTool(executable: "/usr/bin/pkg-config").run(arguments)
    try #require(outcome.status == 0, "pkg-config \(arguments): \(outcome.standardError)")
    return outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The SONAME recorded in a shared library's dynamic section, as `readelf -d` shows it.
  static func soname(of path: String) throws -> String? {
    let outcome = try BuiltTool(executable: "/usr/bin/readelf").run(["-d", path])
    try #require(outcome.status == 0, "readelf -d \(path): \(outcome.standardError)")
    for line in outcome.standardOutput.split(separator: "\n") where line.contains("(SONAME)") {
      guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { continue }
      return String(line[line.index(after: open)..<close])
    }
    return nil
  }

  @Test(
    "each SONAME is the one of the library pkg-config finds",
    arguments: [
      ("freetype2", "libfreetype.so", FontLibraries.freeTypeSOName),
      ("harfbuzz", "libharfbuzz.so", FontLibraries.harfBuzzSOName),
      ("fontconfig", "libfontconfig.so", FontLibraries.fontconfigSOName),
    ])
  func sonames(package: String, developmentLink: String, loaded: String) throws {
    let libdir = try Self.pkgConfig(["--variable=libdir", package])
    let path = URL(fileURLWithPath: libdir).appendingPathComponent(developmentLink).path
    #expect(try Self.soname(of: path) == loaded, "\(path)")
  }

  @Test("the loaded libraries are the versions the headers declare, and pkg-config and hb-shape report")
  func versions() throws {
    try FontLibraries.loadFreeTypeAndHarfBuzz()
    #expect(FontEngine.freeTypeVersion == "\(FREETYPE_MAJOR).\(FREETYPE_MINOR).\(FREETYPE_PATCH)")
    let harfBuzz = FontEngine.harfBuzzVersion
    #expect(harfBuzz == HB_VERSION_STRING)
    #expect(harfBuzz == (try Self.pkgConfig(["--modversion", "harfbuzz"])))
    let hbShape = try BuiltTool(executable: HBShape.executable).run(["--version"])
    #expect(hbShape.standardOutput.split(separator: "\n").first == "hb-shape (HarfBuzz) \(harfBuzz)")
  }

  @Test("loading leaves each library loaded under its SONAME, and again is the same success")
  func loaded() throws {
    try FontLibraries.loadFreeTypeAndHarfBuzz()
    try FontLibraries.loadFontconfig()
    try FontLibraries.loadFreeTypeAndHarfBuzz()
    for soname in [
      FontLibraries.freeTypeSOName, FontLibraries.harfBuzzSOName, FontLibraries.fontconfigSOName,
    ] {
      // RTLD_NOLOAD opens nothing: it answers whether the library is already loaded.
      let handle = dlopen(soname, RTLD_NOW | RTLD_NOLOAD)
      #expect(handle != nil, "\(soname) is not loaded")
      if let handle { dlclose(handle) }
    }
  }

  @Test("a library that is not installed is one line naming it")
  func missingLibrary() {
    let soname = "libcalibrate-missing.so.0"
    let expected = MetricsError.fontLibraryUnavailable(
      library: soname, reason: "\(soname): cannot open shared object file: No such file or directory")
    #expect(throws: expected) { try FontLibraries.probe(soname, function: "hb_version_string") }
    #expect(
      expected.description
        == "cannot load the font library libcalibrate-missing.so.0: libcalibrate-missing.so.0: cannot open shared object file: No such file or directory"
    )
  }

  @Test("a library without a function the loader needs names the function")
  func missingFunction() throws {
    try FontLibraries.probe(FontLibraries.harfBuzzSOName, function: "hb_version_string")
    do {
      try FontLibraries.probe(FontLibraries.harfBuzzSOName, function: "hb_calibrate_missing")
      Issue.record("a missing function was resolved")
    } catch {
      guard case .fontLibraryUnavailable(let library, let reason) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(library == FontLibraries.harfBuzzSOName)
      #expect(
        reason.hasSuffix("\(FontLibraries.harfBuzzSOName): undefined symbol: hb_calibrate_missing"),
        "\(reason)")
      #expect(!error.description.contains("\n"))
    }
  }
}
