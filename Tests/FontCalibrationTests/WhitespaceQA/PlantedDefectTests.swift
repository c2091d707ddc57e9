import CalibrateTestSupport
import DevelopmentTools
import FontCalibration
import Foundation
import Testing
import TextMetrics

/// Every whitespace check catches its planted defects, each in a face whose whitespace is otherwise
/// right, under its check ID with its code point, at FAIL or WARN; the face without a defect gets
/// no FAIL and no WARN.
@Suite("Whitespace QA: planted defects")
struct PlantedDefectTests {
  static let cases = WhitespaceDefects.cases(inter: TestFonts.inter)

  /// Writes a face and audits it with the default settings.
  static func audit(_ bytes: [UInt8], name: String) throws -> FaceAudit {
    let folder = try CalibrateExecutable.temporaryFolder("qa-defects")
    let file = folder.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    return try FaceAudit.audit(Font(path: file.path), instance: nil, settings: QASettings())
  }

  @Test("the reference face gets no FAIL and no WARN, and a PASS from every check")
  func reference() throws {
    let audit = try Self.audit(WhitespaceDefects.referenceBytes, name: "reference.ttf")
    let loud = audit.findings.filter { $0.severity >= .warn }
    #expect(loud.isEmpty, "\(loud.map(\.message))")
    for check in QACheck.allCases {
      #expect(audit.findings.contains { $0.check == check && $0.severity == .pass }, "\(check.rawValue)")
    }
    // Its widths are checked, not skipped: a PASS per defined space.
    let passed = Set(
      audit.findings.filter { $0.check == .width && $0.severity == .pass }.compactMap(\.scalar))
    for scalar in [
      "\u{00A0}", "\u{2000}", "\u{2001}", "\u{2002}", "\u{2003}", "\u{2004}", "\u{2005}", "\u{2006}",
      "\u{2007}", "\u{2008}", "\u{2009}", "\u{200A}", "\u{200B}", "\u{202F}", "\u{205F}", "\u{2060}",
      "\u{3000}",
      "\u{FEFF}",
    ] as [Unicode.Scalar] {
      #expect(passed.contains(scalar), "\(ScalarNotation.format(scalar))")
    }
  }

  @Test("each planted defect is caught under its check, with its code point", arguments: cases.map(\.name))
  func defect(_ name: String) throws {
    let defect = try #require(Self.cases.first { $0.name == name })
    guard let bytes = defect.bytes else {
      #expect(!TestFonts.require(TestFonts.inter), "only the case made from Inter may lack its bytes")
      return
    }
    let audit = try Self.audit(bytes, name: defect.name)
    let caught = audit.findings.filter {
      $0.check == defect.check && $0.scalar == defect.scalar && $0.severity >= defect.severity
    }
    #expect(!caught.isEmpty, "\(audit.findings.filter { $0.severity >= .info }.map(\.message))")
    if let mentions = defect.mentions {
      #expect(caught.contains { $0.message.contains(mentions) }, "\(caught.map(\.message))")
    }
  }
}
