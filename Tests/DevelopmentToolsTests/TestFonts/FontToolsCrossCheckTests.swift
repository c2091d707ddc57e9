import CalibrateTestSupport
import Testing

@testable import DevelopmentTools

/// Checks the committed fonts with fontTools, an independent reader of the OpenType format.
///
/// If python3 or fontTools is missing the probe throws, so these tests fail with an explanation
/// instead of passing without having checked anything.
@Suite("fontTools cross-check of the committed fonts")
struct FontToolsCrossCheckTests {
  @Test(
    "fontTools maps every space to its glyph and specified advance", arguments: CommittedFace.all)
  func advancesMatchSpecification(face: CommittedFace) throws {
    let report = try FontToolsProbe.report(
      for: PackageRoot.committedFontURL(named: face.fileName), fontNumber: face.fontNumber)
    let specification = face.specification

    #expect(report.unitsPerEm == specification.unitsPerEm)
    #expect(report.glyphOrder.count == GroundTruth.glyphCount)
    #expect(report.glyphOrder.first == ".notdef")
    #expect(report.notdefAdvance == GroundTruth.notdefAdvance)
    #expect(report.notdefContours > 0)

    let mapped = report.mappings.map(\.scalar)
    #expect(mapped == GroundTruth.regularSpaces.map(\.scalar.value))
    #expect(!mapped.contains(GroundTruth.thinSpace.value))
    for mapping in report.mappings {
      let scalar = Unicode.Scalar(mapping.scalar)
      #expect(mapping.glyphID == scalar.flatMap(specification.glyphID(for:)))
      #expect(mapping.advance == scalar.flatMap { specification.spaceAdvances[$0] })
      #expect(report.glyphOrder[mapping.glyphID] == mapping.glyphName)
    }
  }

  @Test("fontTools finds exactly the specified kerning pair", arguments: CommittedFace.all)
  func kerningMatchesSpecification(face: CommittedFace) throws {
    let report = try FontToolsProbe.report(
      for: PackageRoot.committedFontURL(named: face.fileName), fontNumber: face.fontNumber)
    let pair = face.specification.kerningPair
    let left = try #require(face.specification.glyphID(for: pair.left))
    let right = try #require(face.specification.glyphID(for: pair.right))

    #expect(report.kernVersion == 0)
    #expect(report.kernSubtables.count == 1)
    #expect(report.kernSubtables.first?.format == 0)
    #expect(report.kernSubtables.first?.coverage == 1)
    #expect(
      report.kernSubtables.first?.pairs
        == [FontToolsReport.KerningPair(left: left, right: right, value: pair.value)])
    #expect(!report.hasLayoutTables)
  }

  @Test("fontTools reads the specified names and header fields", arguments: CommittedFace.all)
  func namesAndHeadersMatchSpecification(face: CommittedFace) throws {
    let report = try FontToolsProbe.report(
      for: PackageRoot.committedFontURL(named: face.fileName), fontNumber: face.fontNumber)

    #expect(
      report.names == [
        "1": "Calibrate Test",
        "2": face.styleName,
        "3": "1.000;NONE;" + face.postScriptName,
        "4": "Calibrate Test " + face.styleName,
        "5": "Version 1.000",
        "6": face.postScriptName,
      ])
    #expect(
      report.characterMapSubtables == [
        FontToolsReport.CharacterMapSubtable(platformID: 0, encodingID: 3, format: 4),
        FontToolsReport.CharacterMapSubtable(platformID: 3, encodingID: 1, format: 4),
      ])
    #expect(report.postFormat == 3.0)
    #expect(report.os2Version == 4)
    #expect(report.weightClass == 400)
    #expect(report.widthClass == face.widthClass)
    #expect(report.embeddingType == 0)
    #expect(report.unicodeRangeBits == GroundTruth.unicodeRangeBits)
    #expect(report.unicodeRangeBits == report.expectedUnicodeRangeBits)
    #expect(report.averageAdvance == report.expectedAverageAdvance)
    #expect(report.created == GroundTruth.timestamp)
    #expect(report.modified == GroundTruth.timestamp)
  }

  @Test(
    "fontTools verifies checksums and recompiles every table to the same bytes",
    arguments: CommittedFace.all)
  func tablesAreWellFormed(face: CommittedFace) throws {
    let report = try FontToolsProbe.report(
      for: PackageRoot.committedFontURL(named: face.fileName), fontNumber: face.fontNumber)

    #expect(report.recompilesIdentically.keys.sorted() == GroundTruth.tableTags.sorted())
    for (tag, identical) in report.recompilesIdentically {
      #expect(identical, "fontTools recompiles \(tag) differently")
    }
    if face.fontNumber < 0 {
      #expect(report.wholeFileChecksumValid == true)
    } else {
      #expect(report.collectionFaceCount == 2)
    }
  }

  @Test(
    "fontTools reads a symbol face's one (3, 0) subtable, its private-use codes and its font page",
    arguments: CommittedFace.symbols)
  func symbolFaces(face: CommittedFace) throws {
    let report = try FontToolsProbe.report(
      for: PackageRoot.committedFontURL(named: face.fileName), fontNumber: face.fontNumber)
    let specification = face.specification
    let arabic = specification.characterMap == .symbol(.simplifiedArabic)
    #expect(
      report.characterMapSubtables == [
        FontToolsReport.CharacterMapSubtable(platformID: 3, encodingID: 0, format: 4)
      ])
    // Restated from HarfBuzz's symbol remapping: U+F000 + the code point with no font page,
    // U+F120 for the space on the Simplified Arabic page (ArabicPUASimplified.txt).
    let expected: [(code: UInt32, scalar: Unicode.Scalar)] =
      arabic ? [(0xF120, " ")] : [(0xF020, " "), (0xF0A0, "\u{00A0}")]
    #expect(report.mappings.map(\.scalar) == expected.map(\.code))
    for (mapping, item) in zip(report.mappings, expected) {
      #expect(mapping.glyphID == specification.glyphID(for: item.scalar))
      #expect(mapping.advance == specification.spaceAdvances[item.scalar])
      #expect(report.glyphOrder[mapping.glyphID] == mapping.glyphName)
    }
    #expect(report.glyphOrder.count == 1 + expected.count)
    #expect(report.names["1"] == specification.familyName)
    #expect(report.names["6"] == face.postScriptName)
    // The font page is read from an OS/2 table of version 0 only: its fsSelection high byte.
    #expect(report.os2Version == (arabic ? 0 : 4))
    #expect(report.fsSelection >> 8 == (arabic ? 0xB2 : 0))
    #expect(report.codePageRange1 == (arabic ? nil : 1 << 31))
    #expect(report.firstCharIndex == Int(expected.first?.code ?? 0))
    #expect(report.lastCharIndex == Int(expected.last?.code ?? 0))
    #expect(report.unicodeRangeBits == [60])
    #expect(report.unicodeRangeBits == report.expectedUnicodeRangeBits)
    if arabic {
      #expect(report.kernVersion == nil)
    } else {
      let left = try #require(specification.glyphID(for: "\u{00A0}"))
      #expect(
        report.kernSubtables.first?.pairs
          == [FontToolsReport.KerningPair(left: left, right: left, value: -30)])
    }
    for (tag, identical) in report.recompilesIdentically {
      #expect(identical, "fontTools recompiles \(tag) differently")
    }
    #expect(report.wholeFileChecksumValid == true)
  }
}
