import TextMetrics

/// The ways the fuzzer corrupts a font, from blind byte damage to aimed edits of one field.
///
/// Blind mutations find what nobody thought of; aimed ones reach the parsers behind the table
/// directory, which random bytes in a large file rarely touch because most of a font is outline
/// data that measuring never reads.
enum MutationKind: String, Sendable, CaseIterable, Comparable {
  /// Flips 1 to 8 distinct bits anywhere in the file.
  case bitFlip = "bit-flip"
  /// Overwrites a run of bytes with random values.
  case randomRun = "random-run"
  /// Overwrites a run of bytes with 0x00.
  case zeroRun = "zero-run"
  /// Overwrites a run of bytes with 0xFF.
  case onesRun = "ff-run"
  /// Cuts the file at a random length.
  case truncate = "truncate"
  /// Cuts the file at the start, middle or last byte of a table.
  case truncateAtTable = "truncate-at-table"
  /// Points a table record somewhere else: past the end, zero, huge, misaligned, another table.
  case tableOffset = "table-offset"
  /// Gives a table record a wrong length: zero, huge, past the end, a little short or long.
  case tableLength = "table-length"
  /// Changes `numTables` in the directory header.
  case tableCount = "table-count"
  /// Swaps two table records, or only their tags or offsets (breaking the sorted order).
  case tableSwap = "table-swap"
  /// Copies one table record, or its tag, over another (two tables with one tag).
  case tableDuplicate = "table-duplicate"
  /// Changes a table checksum or `head.checkSumAdjustment`.
  case tableChecksum = "table-checksum"
  /// Corrupts a collection header: `numFonts`, a face offset or the version.
  case collectionHeader = "collection-header"
  /// Sets `head.unitsPerEm` to 0, tiny or huge values.
  case headUnitsPerEm = "head-units-per-em"
  /// Sets `head.indexToLocFormat` to a wrong or invalid value.
  case headLocaFormat = "head-loca-format"
  /// Sets `hhea.numberOfHMetrics` to 0, more than the glyphs, or huge.
  case hheaMetricCount = "hhea-metric-count"
  /// Sets `maxp.numGlyphs` to 0, fewer or more than the real glyphs.
  case maxpGlyphCount = "maxp-glyph-count"
  /// Corrupts the `cmap` encoding records or a subtable's format, length or segment count.
  case cmapSubtable = "cmap-subtable"
  /// Shortens the `hmtx` table below what `numberOfHMetrics` needs.
  case hmtxLength = "hmtx-length"
  /// Corrupts the CFF header or the counts and offset sizes of its first INDEXes.
  case cffHeader = "cff-header"
  /// Flips bits or overwrites bytes inside one table that measuring reads.
  case tableBytes = "table-bytes"

  package static func < (lhs: MutationKind, rhs: MutationKind) -> Bool {
    let order = allCases
    return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
  }

  /// How often the kind is picked relative to the others when it applies.
  ///
  /// The collection and CFF mutators apply to one input each, so they count more there to get a
  /// useful number of cases; damage inside measured tables reaches the most parser code.
  var weight: Int {
    switch self {
    case .collectionHeader, .cffHeader: return 4
    case .tableBytes: return 2
    default: return 1
    }
  }

  /// The tables measuring reads, in the order `table-bytes` prefers them.
  static let measuredTables = [
    "cmap", "hmtx", "hhea", "head", "maxp", "GSUB", "GPOS", "GDEF", "kern", "name", "OS/2", "post",
    "fvar", "avar", "HVAR", "MVAR", "gvar", "CFF ", "CFF2", "trak", "morx", "kerx", "loca", "glyf", "STAT",
  ]

  /// Whether the kind can corrupt a file of this shape.
  ///
  /// - Parameters:
  ///   - layout: The file's table directory, or `nil` when it is not an sfnt font.
  ///   - fileLength: The file's size.
  func isApplicable(to layout: SFNTLayout?, fileLength: Int) -> Bool {
    let face = layout?.primaryFace
    let tables = face?.tables.filter { $0.fits(in: fileLength) } ?? []
    func has(_ tag: String, minimumLength: Int) -> Bool {
      tables.contains { $0.tag == tag && $0.length >= minimumLength }
    }
    switch self {
    case .bitFlip, .randomRun, .zeroRun, .onesRun, .truncate:
      return fileLength > 0
    case .truncateAtTable, .tableOffset, .tableLength, .tableChecksum:
      return !tables.isEmpty
    case .tableCount:
      return face != nil
    case .tableSwap, .tableDuplicate:
      return tables.count >= 2
    case .collectionHeader:
      return layout?.collectionFaceCount != nil
    case .headUnitsPerEm:
      return has("head", minimumLength: 20)
    case .headLocaFormat:
      return has("head", minimumLength: 54) && has("loca", minimumLength: 1)
    case .hheaMetricCount:
      return has("hhea", minimumLength: 36)
    case .maxpGlyphCount:
      return has("maxp", minimumLength: 6)
    case .cmapSubtable:
      return has("cmap", minimumLength: 12)
    case .hmtxLength:
      return has("hmtx", minimumLength: 4)
    case .cffHeader:
      return has("CFF ", minimumLength: 8)
    case .tableBytes:
      return tables.contains { Self.measuredTables.contains($0.tag) && $0.length > 0 }
    }
  }
}
