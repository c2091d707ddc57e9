/// The `hb-shape` command lines the check compares with, one per shaped string.
///
/// Every request names the OpenType shaper (`--shapers=ot`), as `calibrate` shapes. Unhinted
/// advances are font units: HarfBuzz's own OpenType functions at `--font-size=upem` for the SFNT
/// files HarfBuzz reads, FreeType's functions at a font size of the units per em for every other
/// format (Type 1, WOFF), where FreeType's scale is then exactly 1. Hinted advances are 26.6 from
/// FreeType at `--font-ppem=P --font-size=P*64`, with load flags 0 (full) or 65536
/// (`FT_LOAD_TARGET_LIGHT`, whose advances FreeType does not hint, as the tool's light mode).
enum ReferenceRequest {
  /// The characters of one request: the placeholder alone, or a run of copies.
  enum Text: Sendable, Equatable {
    case single(Unicode.Scalar)
    case run(Unicode.Scalar, copies: Int)

    var unicodesArgument: String {
      switch self {
      case .single(let scalar): return "--unicodes=" + Self.notation(scalar)
      case .run(let scalar, let copies):
        return "--unicodes=" + Array(repeating: Self.notation(scalar), count: copies).joined(separator: ",")
      }
    }

    private static func notation(_ scalar: Unicode.Scalar) -> String {
      "U+" + String(scalar.value, radix: 16, uppercase: true)
    }
  }

  /// The arguments of one request.
  ///
  /// - Parameters:
  ///   - path: The font file.
  ///   - faceIndex: The face within the file.
  ///   - readsTables: Whether HarfBuzz reads the file's tables itself (an SFNT file).
  ///   - unitsPerEm: The face's units per em, as FreeType reports them.
  ///   - hinting: `none`, `light` or `full`.
  ///   - pixelsPerEm: The whole pixel size (size × scale).
  ///   - text: What to shape.
  /// - Returns: The arguments, without `--batch`.
  static func arguments(
    path: String, faceIndex: Int, readsTables: Bool, unitsPerEm: Int, hinting: String, pixelsPerEm: Int,
    text: Text
  ) -> [String] {
    var arguments = ["--shapers=ot", "--no-glyph-names", "--face-index=\(faceIndex)"]
    switch hinting {
    case "none":
      arguments += readsTables ? ["--font-size=upem"] : ["--font-funcs=ft", "--font-size=\(unitsPerEm)"]
    default:
      arguments += [
        "--font-funcs=ft", "--ft-load-flags=\(hinting == "full" ? 0 : 65536)", "--font-ppem=\(pixelsPerEm)",
        "--font-size=\(pixelsPerEm * 64)",
      ]
    }
    return arguments + [text.unicodesArgument, path]
  }

  /// Whether HarfBuzz reads a file's tables itself: the file starts with an SFNT or collection tag.
  ///
  /// - Parameter header: The first four bytes of the file.
  static func readsTables(header: [UInt8]) -> Bool {
    guard header.count >= 4 else { return false }
    let tag = header.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    // 1.0, 'OTTO', 'true', 'ttcf'
    return [0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7474_6366].contains(tag)
  }
}
