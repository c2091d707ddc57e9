import CalibrateTestSupport
import Testing

@testable import DevelopmentTools

/// Checks that the committed font files are exactly what the generator produces today.
///
/// Other test targets load the committed files, so a generator change that is not followed by
/// `swift run make-test-font fonts` must fail here rather than drift silently.
@Suite("Committed font files")
struct CommittedFontTests {
  @Test("fonts/CalibrateTest.ttf is the generated regular face, byte for byte")
  func standaloneFontIsUpToDate() throws {
    let committed = try PackageRoot.committedFont(named: TestFont.fileName)
    let generated = TestFont.trueType(.regular)
    #expect(committed.count == generated.count)
    #expect(committed == generated, "regenerate with `swift run make-test-font fonts`")
  }

  @Test("fonts/CalibrateTest.ttc is the generated regular+wide collection, byte for byte")
  func collectionIsUpToDate() throws {
    let committed = try PackageRoot.committedFont(named: TestFont.collectionFileName)
    let generated = TestFont.collection([.regular, .wide])
    #expect(TestFont.collectionSpecifications.map(\.styleName) == ["Regular", "Wide"])
    #expect(committed.count == generated.count)
    #expect(committed == generated, "regenerate with `swift run make-test-font fonts`")
  }

  @Test(
    "fonts/CalibrateTestSymbol.ttf and CalibrateTestArabicSymbol.ttf are the generated symbol faces",
    arguments: CommittedFace.symbols)
  func symbolFontsAreUpToDate(face: CommittedFace) throws {
    let committed = try PackageRoot.committedFont(named: face.fileName)
    let generated = TestFont.trueType(face.specification)
    #expect(committed.count == generated.count)
    #expect(committed == generated, "regenerate with `swift run make-test-font fonts`")
  }

  @Test("Generating twice gives the same bytes")
  func generationIsDeterministic() {
    #expect(TestFont.trueType(.wide) == TestFont.trueType(.wide))
    #expect(TestFont.collection([.regular, .wide]) == TestFont.collection([.regular, .wide]))
  }

  @Test("The file names are the ones the other targets load")
  func fileNames() {
    #expect(TestFont.fileName == "CalibrateTest.ttf")
    #expect(TestFont.collectionFileName == "CalibrateTest.ttc")
    #expect(TestFont.symbolFileName == "CalibrateTestSymbol.ttf")
    #expect(TestFont.arabicSymbolFileName == "CalibrateTestArabicSymbol.ttf")
  }
}
