import CFontEngine
import CalibrateTestSupport
import Foundation
import Testing

@testable import TextMetrics

/// The font libraries are linked: the versions the process runs on are the ones the headers
/// declare and pkg-config reports, and each library is the one in the folder pkg-config names.
@Suite("Font libraries linked through pkg-config")
struct FontLibrariesTests {
  /// `pkg-config` with arguments, its output trimmed.
  static func pkgConfig(_ arguments: [String]) throws -> String {
    let outcome = try BuiltTool(executable: "/usr/bin/pkg-config").run(arguments)
    try #require(outcome.status == 0, "pkg-config \(arguments): \(outcome.standardError)")
    return outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The file the dynamic linker mapped a function from, found in the process's `maps` (glibc's
  /// `dladdr` is not imported into Swift).
  static func loadedFile(of function: UnsafeRawPointer) throws -> String {
    let address = UInt(bitPattern: function)
    // /proc files report a size of 0, which Foundation's file reading takes at its word.
    let maps = try BuiltTool(executable: "/bin/cat").run(["/proc/\(getpid())/maps"]).standardOutput
    for line in maps.split(separator: "\n") {
      // "7f1aa3ca7000-7f1aa3d1f000 r-xp 00016000 08:01 123 /path/of/the/mapped/file"
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 6, let dash = fields[0].firstIndex(of: "-"),
        let start = UInt(fields[0][..<dash], radix: 16),
        let end = UInt(fields[0][fields[0].index(after: dash)...], radix: 16)
      else { continue }
      if start <= address && address < end { return fields[5...].joined(separator: " ") }
    }
    Issue.record("no mapping holds \(function)")
    return ""
  }

  @Test("the loaded libraries are the versions the headers declare, and pkg-config and hb-shape report")
  func versions() throws {
    #expect(FontEngine.freeTypeVersion == "\(FREETYPE_MAJOR).\(FREETYPE_MINOR).\(FREETYPE_PATCH)")
    let harfBuzz = FontEngine.harfBuzzVersion
    #expect(harfBuzz == HB_VERSION_STRING)
    #expect(harfBuzz == (try Self.pkgConfig(["--modversion", "harfbuzz"])))
    let hbShape = try BuiltTool(executable: HBShape.executable).run(["--version"])
    #expect(hbShape.standardOutput.split(separator: "\n").first == "hb-shape (HarfBuzz) \(harfBuzz)")
    // fontconfig's version number is major × 10000 + minor × 100 + revision.
    #expect(FcGetVersion() == FC_MAJOR * 10_000 + FC_MINOR * 100 + FC_REVISION)
  }

  /// A function of the library a pkg-config package names, as the process resolved it.
  static func function(of package: String) -> UnsafeRawPointer? {
    switch package {
    case "freetype2":
      let function: @convention(c) (UnsafeMutablePointer<FT_Library?>?) -> FT_Error = FT_Init_FreeType
      return unsafeBitCast(function, to: UnsafeRawPointer.self)
    case "harfbuzz":
      let function: @convention(c) () -> UnsafePointer<CChar>? = hb_version_string
      return unsafeBitCast(function, to: UnsafeRawPointer.self)
    case "fontconfig":
      let function: @convention(c) () -> Int32 = FcGetVersion
      return unsafeBitCast(function, to: UnsafeRawPointer.self)
    default:
      return nil
    }
  }

  @Test(
    "each library is loaded from the folder pkg-config names for it",
    arguments: ["freetype2", "harfbuzz", "fontconfig"])
  func loadedFromPkgConfigFolder(package: String) throws {
    let libdir = try Self.pkgConfig(["--variable=libdir", package])
    let function = try #require(Self.function(of: package))
    let file = URL(fileURLWithPath: try Self.loadedFile(of: function)).resolvingSymlinksInPath()
    let folder = URL(fileURLWithPath: libdir).resolvingSymlinksInPath()
    #expect(file.deletingLastPathComponent().path == folder.path, "\(package): \(file.path)")
  }
}
