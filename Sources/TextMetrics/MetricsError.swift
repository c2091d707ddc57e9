/// A failure to open a font or to measure with it.
///
/// Every case names the file (or pattern) involved and carries enough detail for a one-line
/// message a user can act on; ``description`` is that line.
package enum MetricsError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No file exists at the path.
  case fileNotFound(path: String)
  /// The path exists but is a directory, FIFO, device or socket.
  case notARegularFile(path: String, kind: String)
  /// The file exists but could not be read.
  case unreadable(path: String, reason: String)
  /// The file is larger than any font this tool is willing to load.
  case fileTooLarge(path: String, bytes: Int, limit: Int)
  /// FreeType did not recognize the bytes as a font it can scale.
  case notAFont(path: String, reason: String)
  /// The requested face does not exist in the file.
  case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
  /// fontconfig knows no installed font with the requested family.
  case unknownFamily(pattern: String, closestMatch: String?)
  /// fontconfig could not parse or resolve the pattern at all.
  case fontconfigFailure(pattern: String, reason: String)
  /// A FreeType call failed on a font.
  case freeType(call: String, code: Int32, path: String)
  /// A HarfBuzz call failed on a font.
  case harfBuzz(call: String, path: String)
  /// A render configuration is outside the range this tool measures.
  case invalidConfiguration(String)
  /// A variation setting names an axis the font does not have, or is not a variable font.
  case unknownVariationAxis(tag: String, path: String, available: [String])
  /// A variation value lies outside its axis range.
  case variationOutOfRange(tag: String, value: Double, minimum: Double, maximum: Double)
  /// A variation setting is not of the form `tag=value`.
  case malformedVariation(String)
  /// A glyph loaded as something other than an outline (a bitmap or a color layer).
  case noOutline(path: String, glyphID: Int)

  package var description: String {
    switch self {
    case .fileNotFound(let path):
      return "font file '\(path)' does not exist"
    case .notARegularFile(let path, let kind):
      return "font path '\(path)' is a \(kind), not a font file"
    case .unreadable(let path, let reason):
      return "cannot read font file '\(path)': \(reason)"
    case .fileTooLarge(let path, let bytes, let limit):
      return "font file '\(path)' is \(bytes) bytes, more than the \(limit)-byte limit"
    case .notAFont(let path, let reason):
      return "'\(path)' is not a usable font: \(reason)"
    case .faceIndexOutOfRange(let path, let index, let faceCount):
      // No count: the index was refused before the file was read (outside what a font can hold).
      guard faceCount > 0 else {
        return "face index \(index) does not exist in '\(path)': face indices lie in 0...65535"
      }
      let faces = faceCount == 1 ? "1 face (index 0)" : "\(faceCount) faces (indices 0...\(faceCount - 1))"
      return "face index \(index) does not exist in '\(path)', which has \(faces)"
    case .unknownFamily(let pattern, let closestMatch):
      let hint = closestMatch.map { "; the closest installed family is '\($0)'" } ?? ""
      return "no installed font matches the family in '\(pattern)'\(hint)"
    case .fontconfigFailure(let pattern, let reason):
      return "fontconfig cannot resolve '\(pattern)': \(reason)"
    case .freeType(let call, let code, let path):
      return "FreeType \(call) failed on '\(path)': \(FreeTypeErrorText.describe(code))"
    case .harfBuzz(let call, let path):
      return "HarfBuzz \(call) failed on '\(path)'"
    case .invalidConfiguration(let reason):
      return reason
    case .unknownVariationAxis(let tag, let path, let available):
      if available.isEmpty {
        return "'\(path)' is not a variable font, so axis '\(tag)' cannot be set"
      }
      return "'\(path)' has no variation axis '\(tag)' (axes: \(available.joined(separator: ", ")))"
    case .variationOutOfRange(let tag, let value, let minimum, let maximum):
      return "variation \(tag)=\(value) is outside the axis range \(minimum)...\(maximum)"
    case .malformedVariation(let text):
      return "variation '\(text)' is not of the form tag=value (for example wght=500)"
    case .noOutline(let path, let glyphID):
      return "glyph \(glyphID) of '\(path)' has no outline to draw"
    }
  }

  /// Whether HarfBuzz gave up shaping a text, out of memory or past its limits for the text's
  /// length: a shorter text may still shape.
  var isShapingOverflow: Bool {
    guard case .harfBuzz(let call, _) = self else { return false }
    return call == HarfBuzzBuffer.overflowCall
  }
}

/// Names for FreeType error codes, since the system FreeType is built without error strings.
enum FreeTypeErrorText {
  private static let names: [Int32: String] = [
    0x01: "cannot open resource", 0x02: "unknown file format", 0x03: "broken file",
    0x04: "invalid FreeType version", 0x06: "invalid argument", 0x07: "unimplemented feature",
    0x08: "broken table", 0x09: "broken offset within table", 0x0A: "array allocation size too large",
    0x10: "invalid glyph index", 0x11: "invalid character code", 0x12: "unsupported glyph image format",
    0x14: "invalid outline", 0x15: "invalid composite glyph", 0x17: "invalid pixel size",
    0x23: "invalid face handle", 0x24: "invalid size handle", 0x40: "out of memory",
    0x51: "cannot open stream", 0x52: "invalid stream seek", 0x53: "invalid stream skip",
    0x54: "invalid stream read", 0x55: "invalid stream operation", 0x56: "invalid frame operation",
    0x58: "invalid frame read", 0x80: "invalid opcode", 0x82: "stack overflow",
    0x8B: "execution context too long", 0x8E: "SFNT font table missing",
    0x8F: "horizontal header (hhea) table missing", 0x90: "locations (loca) table missing",
    0x92: "character map (cmap) table missing", 0x93: "horizontal metrics (hmtx) table missing",
    0x95: "invalid horizontal metrics", 0x96: "invalid character map format", 0x97: "invalid ppem value",
    0xA0: "opcode syntax error", 0xA1: "argument stack underflow",
    0xB9: "font header corrupted or missing fields", 0xBA: "font glyphs corrupted or missing fields",
  ]

  /// The table FreeType names as missing in an error, by code.
  static let missingTable: [Int32: String] = [0x8F: "hhea", 0x90: "loca", 0x92: "cmap", 0x93: "hmtx"]

  /// The table FreeType names as broken in an error, by code.
  static let brokenTable: [Int32: String] = [0x95: "hmtx", 0x96: "cmap", 0xB9: "head"]

  static func describe(_ code: Int32) -> String {
    let hex = "0x" + String(code, radix: 16, uppercase: true)
    if let name = names[code] { return "\(name) (error \(hex))" }
    return "error \(hex)"
  }

  /// The code as a clause of a longer message: `broken table, error 0x8`.
  static func clause(_ code: Int32) -> String {
    let hex = "0x" + String(code, radix: 16, uppercase: true)
    if let name = names[code] { return "\(name), error \(hex)" }
    return "error \(hex)"
  }
}
