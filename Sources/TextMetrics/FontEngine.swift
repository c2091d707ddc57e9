internal import CFontEngine

/// Facts about the font libraries the tool runs on, recorded with every stored result.
package enum FontEngine {
  /// The FreeType version, such as `2.12.1`.
  package static var freeTypeVersion: String {
    var library: FT_Library? = nil
    guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
    defer { FT_Done_FreeType(library) }
    var major: FT_Int = 0
    var minor: FT_Int = 0
    var patch: FT_Int = 0
    FT_Library_Version(library, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }

  /// The HarfBuzz version, such as `6.0.0`.
  package static var harfBuzzVersion: String {
    String(cString: hb_version_string())
  }
}
