import Foundation

/// What fontTools reads of a face's whitespace, the independent reference of the whitespace QA:
/// `hmtx` advances through the best Unicode `cmap`, whether each glyph draws (a bounds pen over its
/// outline, glyf and CFF alike), the fixed-pitch flag, and `fvar`'s named instances.
package struct FontToolsWhitespace: Decodable, Sendable {
  /// One mapped character.
  package struct Glyph: Decodable, Sendable {
    /// The glyph's `hmtx` advance.
    package var advance: Int
    /// Whether its outline has bounds of any area.
    package var inked: Bool
  }

  /// One named instance of `fvar`.
  package struct Instance: Decodable, Sendable {
    /// The subfamily name (English).
    package var name: String
    /// Each axis tag and its value.
    package var coordinates: [String: Double]
  }

  package var unitsPerEm: Int
  package var isFixedPitch: Bool
  /// Each mapped code point (as a decimal string) and its glyph.
  package var glyphs: [String: Glyph]
  package var instances: [Instance]

  /// The glyph of a character, when the face maps it.
  package func glyph(_ scalar: Unicode.Scalar) -> Glyph? { glyphs[String(scalar.value)] }

  /// The probe; prints the report as JSON.
  static let script = """
    import json, sys
    from fontTools.ttLib import TTFont
    from fontTools.pens.boundsPen import BoundsPen
    font = TTFont(sys.argv[1], fontNumber=int(sys.argv[2]))
    cmap = font.getBestCmap() or {}
    metrics = font["hmtx"].metrics
    glyph_set = font.getGlyphSet()
    codes = [int(code) for code in sys.argv[3].split(",")]
    glyphs = {}
    for code in codes:
        if code in cmap:
            name = cmap[code]
            pen = BoundsPen(glyph_set)
            glyph_set[name].draw(pen)
            bounds = pen.bounds
            inked = bounds is not None and bounds[2] > bounds[0] and bounds[3] > bounds[1]
            glyphs[str(code)] = {"advance": metrics[name][0], "inked": inked}
    instances = []
    if "fvar" in font:
        names = font["name"]
        for instance in font["fvar"].instances:
            record = names.getDebugName(instance.subfamilyNameID) or ""
            instances.append({"name": record, "coordinates": instance.coordinates})
    print(json.dumps({"unitsPerEm": font["head"].unitsPerEm,
                      "isFixedPitch": bool(font["post"].isFixedPitch),
                      "glyphs": glyphs, "instances": instances}))
    """

  /// Reads a face with fontTools (python3-fonttools).
  ///
  /// - Parameters:
  ///   - path: The font file.
  ///   - faceIndex: The face of a collection.
  ///   - scalars: The characters whose glyphs to read.
  /// - Throws: ``ReferenceError`` when python3 or fontTools is missing or fails.
  package static func read(
    path: String, faceIndex: Int = 0, scalars: [Unicode.Scalar]
  ) throws -> FontToolsWhitespace {
    let codes = scalars.map { String($0.value) }.joined(separator: ",")
    let outcome = try BuiltTool(executable: "/usr/bin/python3").run([
      "-c", script, path, String(faceIndex), codes,
    ])
    guard outcome.status == 0 else {
      throw ReferenceError.missing(
        "fontTools could not read \(path) (\(outcome.standardError)); run `make test`, which installs python3-fonttools"
      )
    }
    return try JSONDecoder().decode(FontToolsWhitespace.self, from: Data(outcome.standardOutput.utf8))
  }
}
