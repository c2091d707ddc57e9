import DevelopmentTools
import Foundation
import Testing

/// Fonts damaged one way each, built from the test font or a reference font, with the reason the
/// engine gives for each: the one line after `'PATH' is not a usable font: `.
///
/// A table is removed, cut short or given a wrong field with `SFNTFont`; the reasons are
/// written out here, not read from the engine, so a test compares the engine with them.
package enum DamagedFonts {
  /// One damaged font.
  package struct Case: Sendable, CustomTestStringConvertible {
    /// A short name, also the file's name.
    package var name: String
    /// The font it is built from.
    package var source: String
    /// The exact reason the engine gives.
    package var reason: String
    /// The damage.
    var damage: @Sendable (inout SFNTFont) -> Void

    package var testDescription: String { name }

    /// Writes the damaged font into a folder.
    ///
    /// - Parameter folder: Where to write it.
    /// - Returns: The file's path.
    /// - Throws: When the source cannot be read as an sfnt font, or the file cannot be written.
    package func write(in folder: URL) throws -> String {
      let path = folder.appendingPathComponent(name).path
      try Data(bytes()).write(to: URL(fileURLWithPath: path))
      return path
    }

    /// The damaged font's bytes.
    ///
    /// - Throws: When the source cannot be read as an sfnt font.
    package func bytes() throws -> [UInt8] {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
      guard var font = SFNTFont(reading: bytes) else {
        throw ReferenceError.missing("\(source) is not an sfnt font whose tables fit")
      }
      damage(&font)
      return font.bytes()
    }

    /// The table the reason names, such as `CFF `.
    package var tag: String? {
      guard let open = reason.firstIndex(of: "'") else { return nil }
      let rest = reason[reason.index(after: open)...]
      return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }

    /// Whether the directory check finds the damage, rather than FreeType (which parses the CFF
    /// data while opening a face and reads color bitmaps in place of outlines).
    package var isDirectoryProblem: Bool {
      !reason.contains("(FreeType: ") && !reason.contains("color bitmaps")
    }
  }

  /// The test font's cases, then Inter's (CFF outlines).
  package static var all: [Case] { testFont + inter }

  static func removing(_ tag: String) -> @Sendable (inout SFNTFont) -> Void {
    { $0.tables[tag] = nil }
  }

  static func setting(
    _ tag: String, at offset: Int, to value: UInt32, width: Int
  ) -> @Sendable (inout SFNTFont) -> Void {
    { font in
      guard var table = font.tables[tag] else { return }
      for index in 0..<width {
        table[offset + index] = UInt8(truncatingIfNeeded: value >> UInt32(8 * (width - 1 - index)))
      }
      font.tables[tag] = table
    }
  }

  static func cutting(_ tag: String, to length: Int) -> @Sendable (inout SFNTFont) -> Void {
    { font in font.tables[tag] = font.tables[tag].map { Array($0.prefix(length)) } }
  }

  /// The test font (TrueType outlines, 19 glyphs and advances) damaged in every table the engine
  /// checks, and given color bitmaps.
  static var testFont: [Case] {
    let font = TestFonts.testFont
    return [
      Case(
        name: "no-head.ttf", source: font, reason: "its 'head' table (the font header) is missing",
        damage: removing("head")),
      Case(
        name: "short-head.ttf", source: font,
        reason:
          "its 'head' table (the font header) is broken: it is 40 bytes long, shorter than the 54 bytes of a font header",
        damage: cutting("head", to: 40)),
      Case(
        name: "head-magic.ttf", source: font,
        reason:
          "its 'head' table (the font header) is broken: it does not start like a font header (version 1, magic number 0x5F0F3CF5)",
        damage: setting("head", at: 12, to: 0, width: 4)),
      Case(
        name: "head-units.ttf", source: font,
        reason: "its 'head' table (the font header) is broken: its units per em, 8, lie outside 16...16384",
        damage: setting("head", at: 18, to: 8, width: 2)),
      Case(
        name: "no-maxp.ttf", source: font, reason: "its 'maxp' table (the glyph count) is missing",
        damage: removing("maxp")),
      Case(
        name: "maxp-version.ttf", source: font,
        reason:
          "its 'maxp' table (the glyph count) is broken: its version, 0x00020000, is neither 0.5 nor 1.0",
        damage: setting("maxp", at: 0, to: 0x0002_0000, width: 4)),
      Case(
        name: "maxp-short.ttf", source: font,
        reason:
          "its 'maxp' table (the glyph count) is broken: it is 20 bytes long, shorter than the 32 bytes of its version 1.0",
        damage: cutting("maxp", to: 20)),
      Case(
        name: "no-glyphs.ttf", source: font,
        reason: "its 'maxp' table (the glyph count) is broken: it counts no glyphs",
        damage: setting("maxp", at: 4, to: 0, width: 2)),
      Case(
        name: "no-hhea.ttf", source: font, reason: "its 'hhea' table (the horizontal header) is missing",
        damage: removing("hhea")),
      Case(
        name: "hhea-version.ttf", source: font,
        reason: "its 'hhea' table (the horizontal header) is broken: its version, 2, is not 1",
        damage: setting("hhea", at: 0, to: 2, width: 2)),
      Case(
        name: "no-advances.ttf", source: font,
        reason: "its 'hhea' table (the horizontal header) is broken: it counts no advance widths",
        damage: setting("hhea", at: 34, to: 0, width: 2)),
      Case(
        name: "no-hmtx.ttf", source: font, reason: "its 'hmtx' table (the advance widths) is missing",
        damage: removing("hmtx")),
      Case(
        name: "short-hmtx.ttf", source: font,
        reason:
          "its 'hmtx' table (the advance widths) is broken: it is 8 bytes long, too short for the 19 advance widths 'hhea' counts",
        damage: cutting("hmtx", to: 8)),
      Case(
        name: "no-cmap.ttf", source: font, reason: "its 'cmap' table (the character map) is missing",
        damage: removing("cmap")),
      Case(
        name: "empty-cmap.ttf", source: font,
        reason: "its 'cmap' table (the character map) is broken: it is empty",
        damage: cutting("cmap", to: 0)),
      Case(
        name: "no-loca.ttf", source: font, reason: "its 'loca' table (the glyph locations) is missing",
        damage: removing("loca")),
      Case(
        name: "color-sbix.ttf", source: font,
        reason:
          "its glyphs are 'sbix' color bitmaps, which FreeType draws instead of its outlines (color bitmap fonts are not measured)",
        damage: { $0.tables["sbix"] = ColorTables.sbix(glyphCount: 19) }),
      Case(
        name: "color-cbdt.ttf", source: font,
        reason:
          "its glyphs are 'CBDT' color bitmaps, which FreeType draws instead of its outlines (color bitmap fonts are not measured)",
        damage: {
          $0.tables["CBDT"] = ColorTables.colorBitmapData
          $0.tables["CBLC"] = ColorTables.colorBitmapLocations(lastGlyph: 18)
        }),
    ]
  }

  /// Inter (CFF outlines) without its header, without its CFF table, and with the CFF table
  /// broken three ways FreeType reports differently.
  static var inter: [Case] {
    let font = TestFonts.inter
    return [
      // FreeType would read the em from the CFF data, HarfBuzz take 1000 units: they would disagree.
      Case(
        name: "inter-no-head.otf", source: font, reason: "its 'head' table (the font header) is missing",
        damage: removing("head")),
      Case(
        name: "inter-no-cff.otf", source: font, reason: "its 'CFF ' table (the glyph outlines) is missing",
        damage: removing("CFF ")),
      Case(
        name: "inter-cff-version.otf", source: font,
        reason: "its 'CFF ' table (the glyph outlines) is broken (FreeType: unknown file format, error 0x2)",
        damage: setting("CFF ", at: 0, to: 9, width: 1)),
      Case(
        name: "inter-cff-cut.otf", source: font,
        reason: "its 'CFF ' table (the glyph outlines) is broken (FreeType: broken table, error 0x8)",
        damage: cutting("CFF ", to: 100)),
      // The Top DICT opens with an operator (0, version) that has no operand to take.
      Case(
        name: "inter-cff-dict.otf", source: font,
        reason: "its 'CFF ' table (the glyph outlines) is broken (FreeType: invalid argument, error 0x6)",
        damage: { font in
          guard let table = font.tables["CFF "], let start = ColorTables.topDictStart(ofCFF: table) else {
            return
          }
          font.tables["CFF "]?[start] = 0
        }),
    ]
  }
}

/// The smallest color bitmap tables FreeType takes for real: one strike, no bitmaps in it.
enum ColorTables {
  /// An `sbix` table (version 1) with one 20 ppem strike whose glyphs all have no data.
  static func sbix(glyphCount: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    func uint16(_ value: Int) { bytes += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    func uint32(_ value: Int) { uint16(value >> 16); uint16(value & 0xFFFF) }
    uint16(1)  // version
    uint16(1)  // flags: bit 0, which must be set
    uint32(1)  // numStrikes
    uint32(12)  // the strike's offset
    uint16(20)  // ppem
    uint16(72)  // ppi
    // Every glyph's data offset is the end of the offsets: no glyph has a bitmap.
    for _ in 0...glyphCount { uint32(4 + 4 * (glyphCount + 1)) }
    return bytes
  }

  /// A `CBDT` table header (version 3.0) and no bitmaps.
  static let colorBitmapData: [UInt8] = [0, 3, 0, 0]

  /// A `CBLC` table (version 3.0) with one 20 ppem, 32-bit strike over glyphs 0...lastGlyph and
  /// no index subtables.
  static func colorBitmapLocations(lastGlyph: Int) -> [UInt8] {
    var bytes: [UInt8] = [0, 3, 0, 0, 0, 0, 0, 1]  // version 3.0, numSizes 1
    bytes += [0, 0, 0, 56, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]  // subtable offset, size, count, colorRef
    bytes += [UInt8](repeating: 0, count: 24)  // horizontal and vertical line metrics
    bytes += [0, 0, UInt8(lastGlyph >> 8), UInt8(lastGlyph & 0xFF)]  // startGlyphIndex, endGlyphIndex
    bytes += [20, 20, 32, 1]  // ppemX, ppemY, bitDepth, flags (horizontal)
    return bytes
  }

  /// Where the first Top DICT's data starts in a CFF table: after the header and the Name INDEX,
  /// past the Top DICT INDEX's count, offset size and offsets.
  static func topDictStart(ofCFF table: [UInt8]) -> Int? {
    func index(at start: Int) -> (dataStart: Int, end: Int)? {
      guard start + 3 <= table.count else { return nil }
      let count = Int(table[start]) << 8 | Int(table[start + 1])
      guard count > 0 else { return (start + 2, start + 2) }
      let offsetSize = Int(table[start + 2])
      let offsets = start + 3
      let lastOffset = offsets + count * offsetSize
      guard (1...4).contains(offsetSize), lastOffset + offsetSize <= table.count else { return nil }
      let last = table[lastOffset..<lastOffset + offsetSize].reduce(0) { $0 << 8 | Int($1) }
      // Offsets count from the byte before the data.
      let dataStart = lastOffset + offsetSize
      return (dataStart, dataStart + last - 1)
    }
    guard table.count > 2, let names = index(at: Int(table[2])), let topDicts = index(at: names.end) else {
      return nil
    }
    return topDicts.dataStart
  }
}
