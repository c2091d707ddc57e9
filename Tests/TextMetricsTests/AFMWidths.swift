import Foundation

/// The advance widths of an Adobe Font Metrics file, by glyph name.
///
/// fonts-urw-base35 ships an `.afm` beside each `.t1`: the foundry's own metrics, read here
/// without FreeType or HarfBuzz, so they are an independent reference for unhinted Type 1
/// advances in font units.
struct AFMWidths {
  /// `WX` of every `C` line, by the glyph's `N` name.
  var widths: [String: Int]

  /// Reads the AFM file beside a font file (the same name ending in `.afm`).
  ///
  /// - Parameter fontPath: The `.t1` or `.pfb` file.
  /// - Throws: When the file cannot be read.
  init(besides fontPath: String) throws {
    let afm = URL(fileURLWithPath: fontPath).deletingPathExtension().appendingPathExtension("afm")
    try self.init(parsing: String(contentsOf: afm, encoding: .isoLatin1))
  }

  /// Parses the character metrics lines: `C 32 ; WX 278 ; N space ; B 191 0 191 0 ;`.
  init(parsing text: String) {
    var widths: [String: Int] = [:]
    for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("C ") {
      var width: Int?
      var name: String?
      for field in line.split(separator: ";") {
        let words = field.split(separator: " ")
        guard words.count == 2 else { continue }
        if words[0] == "WX" { width = Int(words[1]) }
        if words[0] == "N" { name = String(words[1]) }
      }
      if let width, let name { widths[name] = width }
    }
    self.widths = widths
  }
}
