import CFontEngine
import TextMetrics

/// Glyph outlines loaded with FreeType directly, apart from `TextMetrics`, to check what it
/// reports: a fresh library and face per call, the char size set the documented way, the load
/// flags written as FreeType's numbers.
package enum FreeTypeReference {
  /// A control box in 26.6 pixels, y up (FreeType's `FT_BBox`): the value type TextMetrics
  /// reports, so the two compare directly; only the numbers in it come from here.
  package typealias Box = OutlineBox

  /// FreeType's load flags for a hinting mode's outlines: `FT_LOAD_NO_BITMAP` (8) with
  /// `FT_LOAD_NO_HINTING` (2) unhinted, `FT_LOAD_TARGET_LIGHT` (1 << 16) light, nothing else full.
  package static func loadFlags(hinting: String) -> Int32 {
    switch hinting {
    case "none": return 8 | 2
    case "light": return 8 | 1 << 16
    default: return 8
    }
  }

  /// Why a reference glyph could not be loaded.
  struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  /// Loads a glyph at `FT_Set_Char_Size(face, 0, round(size × scale × 64), 72, 72)` and returns
  /// `FT_Outline_Get_CBox` of its outline.
  ///
  /// - Parameters:
  ///   - path: The font file.
  ///   - glyphID: The glyph.
  ///   - pixelsPerEm: size × scale.
  ///   - hinting: `none`, `light` or `full`.
  package static func controlBox(
    path: String, glyphID: Int, pixelsPerEm: Double, hinting: String
  ) throws -> Box {
    var library: FT_Library? = nil
    guard FT_Init_FreeType(&library) == 0, let library else {
      throw Failure(description: "FT_Init_FreeType")
    }
    defer { FT_Done_FreeType(library) }
    var face: FT_Face? = nil
    guard FT_New_Face(library, path, 0, &face) == 0, let face else {
      throw Failure(description: "FT_New_Face \(path)")
    }
    defer { FT_Done_Face(face) }
    guard FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelsPerEm * 64).rounded()), 72, 72) == 0 else {
      throw Failure(description: "FT_Set_Char_Size")
    }
    guard FT_Load_Glyph(face, FT_UInt(glyphID), loadFlags(hinting: hinting)) == 0,
      let slot = face.pointee.glyph
    else {
      throw Failure(description: "FT_Load_Glyph \(glyphID)")
    }
    var box = FT_BBox()
    FT_Outline_Get_CBox(&slot.pointee.outline, &box)
    return Box(xMin: Int(box.xMin), yMin: Int(box.yMin), xMax: Int(box.xMax), yMax: Int(box.yMax))
  }

  /// The bounds of every point of SVG path data made of `M`, `L`, `Q`, `C` and `Z` with whole
  /// coordinates, with y negated back to point up; `nil` for empty data.
  package static func pathBounds(_ data: String) -> Box? {
    var numbers: [Int] = []
    var current = ""
    for character in data {
      if character == "-" || character.isNumber {
        if character == "-" && !current.isEmpty {
          if let value = Int(current) { numbers.append(value) }
          current = ""
        }
        current.append(character)
      } else {
        if let value = Int(current) { numbers.append(value) }
        current = ""
      }
    }
    if let value = Int(current) { numbers.append(value) }
    guard numbers.count >= 2, numbers.count % 2 == 0 else { return nil }
    let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
    let ys = stride(from: 1, to: numbers.count, by: 2).map { -numbers[$0] }
    return Box(xMin: xs.min() ?? 0, yMin: ys.min() ?? 0, xMax: xs.max() ?? 0, yMax: ys.max() ?? 0)
  }
}
