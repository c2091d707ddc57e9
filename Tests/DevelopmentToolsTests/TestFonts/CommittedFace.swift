import Testing

@testable import DevelopmentTools

/// One face of a committed font file, with what its name and OS/2 tables must say.
///
/// The fontTools cross-check runs once per face, so each face carries its expectations along.
struct CommittedFace: Sendable, CustomTestStringConvertible {
  /// The file name inside `fonts/`.
  let fileName: String
  /// The face index for fontTools: -1 for a standalone font, else the index in the collection.
  let fontNumber: Int
  /// The specification the face was generated from.
  let specification: TestFontSpecification
  /// The expected PostScript name (name ID 6).
  let postScriptName: String
  /// The expected style name (name ID 2).
  let styleName: String
  /// The expected OS/2 `usWidthClass`.
  let widthClass: Int

  var testDescription: String { "\(fileName) face \(fontNumber)" }

  /// The standalone font and both faces of the collection.
  static let all: [CommittedFace] = [
    CommittedFace(
      fileName: "CalibrateTest.ttf", fontNumber: -1, specification: .regular,
      postScriptName: "CalibrateTest-Regular", styleName: "Regular", widthClass: 5),
    CommittedFace(
      fileName: "CalibrateTest.ttc", fontNumber: 0, specification: .regular,
      postScriptName: "CalibrateTest-Regular", styleName: "Regular", widthClass: 5),
    CommittedFace(
      fileName: "CalibrateTest.ttc", fontNumber: 1, specification: .wide,
      postScriptName: "CalibrateTest-Wide", styleName: "Wide", widthClass: 7),
  ]

  /// The legacy symbol fonts, with the code of each mapped character in their (3, 0) subtable.
  static let symbols: [CommittedFace] = [
    CommittedFace(
      fileName: "CalibrateTestSymbol.ttf", fontNumber: -1, specification: .symbol,
      postScriptName: "CalibrateTestSymbol-Regular", styleName: "Regular", widthClass: 5),
    CommittedFace(
      fileName: "CalibrateTestArabicSymbol.ttf", fontNumber: -1, specification: .arabicSymbol,
      postScriptName: "CalibrateTestArabicSymbol-Regular", styleName: "Regular", widthClass: 5),
  ]
}
