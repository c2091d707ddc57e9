import CalibrateTestSupport
import Foundation

/// Runs fontTools on a committed font and decodes what it read.
///
/// fontTools is an independent implementation of the OpenType format, so agreement with it is
/// evidence that the generator writes what the specification says rather than what it expects.
enum FontToolsProbe {
  /// The interpreter the Debian package python3-fonttools installs into.
  static let pythonPath = "/usr/bin/python3"

  /// The exit status the script uses when fontTools cannot be imported.
  static let missingFontToolsStatus: Int32 = 3

  /// Why the probe could not produce a report.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong, including how to fix a missing dependency.
    let description: String
  }

  /// The script: open one face with checksum checking, decompile and recompile every table,
  /// and print the values the tests compare as JSON.
  static let script = #"""
    import json, sys
    try:
        from fontTools.ttLib import TTFont, TTCollection
        from fontTools.ttLib.sfnt import calcChecksum
        from fontTools.ttLib.tables.O_S_2f_2 import intersectUnicodeRanges
        from fontTools.misc.timeTools import timestampToString
    except ImportError as error:
        print("cannot import fontTools: %s" % error, file=sys.stderr)
        sys.exit(3)

    path, number = sys.argv[1], int(sys.argv[2])
    font = TTFont(path, fontNumber=number, checkChecksums=2, lazy=False, recalcTimestamp=False)
    font.ensureDecompiled()
    raw_tags = sorted(font.reader.keys())
    for tag in raw_tags:
        font[tag]
    font["maxp"].recalc(font)  # also recomputes the head bounding box and flags
    recompiles = {}
    for tag in raw_tags:
        recompiles[tag] = font[tag].compile(font) == font.reader[tag]

    # A symbol face has no Unicode subtable: its (3, 0) subtable maps private-use codes.
    best = font.getBestCmap() or font["cmap"].getcmap(3, 0).cmap
    hmtx = font["hmtx"]
    os2 = font["OS/2"]
    head = font["head"]
    name = font["name"]
    stored_average = os2.xAvgCharWidth
    report = {
        "unitsPerEm": head.unitsPerEm,
        "glyphOrder": font.getGlyphOrder(),
        "mappings": [
            {"scalar": code, "glyphID": font.getGlyphID(glyph), "glyphName": glyph,
             "advance": hmtx[glyph][0]}
            for code, glyph in sorted(best.items())
        ],
        "notdefAdvance": hmtx[".notdef"][0],
        "notdefContours": font["glyf"][".notdef"].numberOfContours,
        "kernVersion": font["kern"].version if "kern" in font else None,
        "kernSubtables": [] if "kern" not in font else [
            {"format": table.format, "coverage": table.coverage,
             "pairs": [{"left": font.getGlyphID(left), "right": font.getGlyphID(right),
                        "value": value}
                       for (left, right), value in sorted(table.kernTable.items())]}
            for table in font["kern"].kernTables
        ],
        "characterMapSubtables": [
            {"platformID": table.platformID, "encodingID": table.platEncID,
             "format": table.format}
            for table in font["cmap"].tables
        ],
        "names": {str(record.nameID): record.toUnicode() for record in name.names
                  if (record.platformID, record.platEncID, record.langID) == (3, 1, 0x409)},
        "postFormat": font["post"].formatType,
        "os2Version": os2.version,
        "weightClass": os2.usWeightClass,
        "widthClass": os2.usWidthClass,
        "embeddingType": os2.fsType,
        "fsSelection": os2.fsSelection,
        "firstCharIndex": os2.usFirstCharIndex,
        "lastCharIndex": os2.usLastCharIndex,
        "codePageRange1": getattr(os2, "ulCodePageRange1", None),
        "unicodeRangeBits": sorted(os2.getUnicodeRanges()),
        "expectedUnicodeRangeBits": sorted(intersectUnicodeRanges(best.keys())),
        "averageAdvance": stored_average,
        "expectedAverageAdvance": os2.recalcAvgCharWidth(font),
        "created": timestampToString(head.created),
        "modified": timestampToString(head.modified),
        "recompilesIdentically": recompiles,
        "hasLayoutTables": "GSUB" in font or "GPOS" in font,
        "wholeFileChecksumValid":
            calcChecksum(open(path, "rb").read()) == 0xB1B0AFBA if number < 0 else None,
        "collectionFaceCount": len(TTCollection(path).fonts) if number >= 0 else None,
    }
    print(json.dumps(report))
    """#

  /// Reads face `fontNumber` of `url` (-1 for a standalone font) with fontTools.
  static func report(for url: URL, fontNumber: Int) throws -> FontToolsReport {
    guard FileManager.default.isExecutableFile(atPath: pythonPath) else {
      throw Failure(
        description: "\(pythonPath) not found; run `make test`, which installs python3-fonttools")
    }
    let outcome = try BuiltTool(executable: pythonPath).run(["-c", script, url.path, String(fontNumber)])
    let errors = outcome.standardError

    if outcome.status == missingFontToolsStatus {
      throw Failure(
        description: "fontTools is not installed for \(pythonPath) (\(errors)); "
          + "run `make test`, which installs python3-fonttools")
    }
    guard outcome.status == 0 else {
      throw Failure(
        description: "fontTools rejected \(url.lastPathComponent) face \(fontNumber) "
          + "(exit \(outcome.status)): \(errors)")
    }
    return try JSONDecoder().decode(FontToolsReport.self, from: Data(outcome.standardOutput.utf8))
  }
}
