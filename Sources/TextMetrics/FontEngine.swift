internal import CFontEngine

/// Facts about the font libraries the tool runs on, recorded with every stored result.
///
/// Asking loads FreeType and HarfBuzz (``FontLibraries``) if nothing has yet; a version that
/// cannot be read, because a library cannot be loaded, is `unknown`.
public enum FontEngine {
  /// The FreeType version, such as `2.12.1`.
  public static var freeTypeVersion: String {
    guard (try? FontLibraries.loadFreeTypeAndHarfBuzz()) != nil else { return "unknown" }
    var library: FT_Library? = nil
    guard cfe_FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
    defer { cfe_FT_Done_FreeType(library) }
    var major: FT_Int = 0
    var minor: FT_Int = 0
    var patch: FT_Int = 0
    cfe_FT_Library_Version(library, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }

  /// The HarfBuzz version, such as `6.0.0`.
  public static var harfBuzzVersion: String {
    guard (try? FontLibraries.loadFreeTypeAndHarfBuzz()) != nil else { return "unknown" }
    return String(cString: cfe_hb_version_string())
  }
}
