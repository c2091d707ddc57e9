/// Tables that give a glyph a second way to draw, beside its outline: colour layers (`COLR`
/// version 0 with its `CPAL`), an `SVG ` document, and an embedded bitmap strike (`EBLC` and
/// `EBDT`). Each draws one glyph, which is how the whitespace QA's planted faces put ink behind a
/// space.
package enum ColorAndBitmapTables {
  /// A `COLR` version 0 table giving `glyph` one layer: `.notdef` in palette colour 0.
  package static func colorLayers(glyph: Int) -> [UInt8] {
    var table = BigEndianWriter()
    table.uint16(0)  // version
    table.uint16(1)  // numBaseGlyphRecords
    table.uint32(14)  // baseGlyphRecordsOffset
    table.uint32(20)  // layerRecordsOffset
    table.uint16(1)  // numLayerRecords
    table.uint16(glyph)  // BaseGlyphRecord.glyphID
    table.uint16(0)  // firstLayerIndex
    table.uint16(1)  // numLayers
    table.uint16(0)  // LayerRecord.glyphID: .notdef
    table.uint16(0)  // paletteIndex
    return table.bytes
  }

  /// A `CPAL` version 0 table with one palette of one opaque black.
  package static let palette: [UInt8] = {
    var table = BigEndianWriter()
    table.uint16(0)  // version
    table.uint16(1)  // numPaletteEntries
    table.uint16(1)  // numPalettes
    table.uint16(1)  // numColorRecords
    table.uint32(14)  // colorRecordsArrayOffset
    table.uint16(0)  // colorRecordIndices[0]
    for byte in [0, 0, 0, 255] { table.uint8(byte) }  // blue, green, red, alpha
    return table.bytes
  }()

  /// An `SVG ` table whose one document draws a square for `glyph`.
  package static func svg(glyph: Int) -> [UInt8] {
    let document = Array(
      "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect id=\"glyph\(glyph)\" width=\"100\" height=\"100\"/></svg>"
        .utf8)
    var table = BigEndianWriter()
    table.uint16(0)  // version
    table.uint32(10)  // svgDocumentListOffset
    table.uint32(0)  // reserved
    table.uint16(1)  // numEntries
    table.uint16(glyph)  // startGlyphID
    table.uint16(glyph)  // endGlyphID
    table.uint32(2 + 12)  // svgDocOffset, from the document list
    table.uint32(document.count)  // svgDocLength
    table.append(contentsOf: document)
    return table.bytes
  }

  /// The pixel size of the bitmap strike.
  package static let strikePPEM = 16

  /// `EBLC` and `EBDT` tables with one strike at ``strikePPEM`` holding a bitmap for `glyph` alone:
  /// a 4 × 4 square, all pixels set (1 bit per pixel, byte-aligned, small metrics).
  package static func bitmapStrike(glyph: Int) -> (locations: [UInt8], data: [UInt8]) {
    var data = BigEndianWriter()
    data.uint32(UInt32(0x0002_0000))  // version 2.0
    let imageOffset = data.count
    for value in [4, 4, 0, 4, 4] { data.uint8(value) }  // height, width, bearingX, bearingY, advance
    for _ in 0..<4 { data.uint8(0xF0) }  // four rows of four set pixels
    let imageLength = data.count - imageOffset

    var locations = BigEndianWriter()
    locations.uint32(UInt32(0x0002_0000))  // version 2.0
    locations.uint32(1)  // numSizes
    let arrayOffset = 8 + 48
    locations.uint32(arrayOffset)  // BitmapSize.indexSubTableArrayOffset
    locations.uint32(8 + 8 + 8)  // indexTablesSize: the array entry and the subtable
    locations.uint32(1)  // numberOfIndexSubTables
    locations.uint32(0)  // colorRef
    for _ in 0..<2 {  // hori and vert SbitLineMetrics
      for value in [strikePPEM, 0, 4, 1, 0, 0, 0, 0, strikePPEM, 0, 0, 0] { locations.uint8(value) }
    }
    locations.uint16(glyph)  // startGlyphIndex
    locations.uint16(glyph)  // endGlyphIndex
    locations.uint8(strikePPEM)  // ppemX
    locations.uint8(strikePPEM)  // ppemY
    locations.uint8(1)  // bitDepth
    locations.uint8(1)  // flags: horizontal metrics
    locations.uint16(glyph)  // IndexSubTableArray.firstGlyphIndex
    locations.uint16(glyph)  // lastGlyphIndex
    locations.uint32(8)  // additionalOffsetToIndexSubtable
    locations.uint16(1)  // IndexSubTable1.indexFormat
    locations.uint16(1)  // imageFormat: small metrics, byte-aligned
    locations.uint32(imageOffset)  // imageDataOffset
    locations.uint32(0)  // sbitOffsets[0]
    locations.uint32(imageLength)  // sbitOffsets[1]
    return (locations.bytes, data.bytes)
  }
}
