import CalibrateTestSupport
import FontCalibration
import Foundation
import Testing
import TextMetrics

/// The whitespace QA on the reference fonts, held to independent references: every width it
/// reports against fontTools' `hmtx`, the figure space's digits against `hb-shape --features=tnum`,
/// ink against fontTools' bounds pen, instances against `fvar`, kerning against `hb-shape`; and the
/// findings these fonts are known for.
@Suite("Whitespace QA on the reference fonts")
struct ReferenceFontQATests {
  static let fonts = TestFonts.list.fonts(.qa).map(TestFonts.list.resolvedPath(of:))

  static let probed: [Unicode.Scalar] =
    WhitespaceCharacter.all.map(\.scalar) + ["."] + (0x30...0x39).compactMap(Unicode.Scalar.init)

  /// The facts and findings of a face.
  static func audit(_ path: String) throws -> (WhitespaceFacts, [QAFinding]) {
    let facts = try WhitespaceFacts.measure(Font(path: path), settings: QASettings())
    return (facts, FaceAudit.findings(facts))
  }

  @Test("glyphs, advances, ink and missing characters are fontTools' own", arguments: fonts)
  func againstFontTools(path: String) throws {
    guard TestFonts.require(path) else { return }
    let (facts, findings) = try Self.audit(path)
    let reference = try FontToolsWhitespace.read(path: path, scalars: Self.probed)
    #expect(facts.unitsPerEm == reference.unitsPerEm)
    #expect(facts.isFixedWidth == reference.isFixedPitch)
    for entry in facts.characters {
      let glyph = reference.glyph(entry.scalar)
      let label = ScalarNotation.format(entry.scalar)
      #expect((entry.glyphID != nil) == (glyph != nil), "\(label) mapped")
      #expect(entry.advance == glyph?.advance, "\(label) advance")
      #expect((entry.ink?.hasInk ?? false) == (glyph?.inked ?? false), "\(label) ink")
    }
    #expect(facts.period == reference.glyph(".")?.advance)
    // Every width a finding names is the hmtx advance; every expectation named after another
    // character is that character's.
    for finding in findings where finding.check == .width {
      guard let scalar = finding.scalar, let units = finding.units else { continue }
      #expect(units == reference.glyph(scalar)?.advance, "\(finding.message)")
      let other: Unicode.Scalar? =
        ["\u{00A0}": "\u{0020}", "\u{2008}": ".", "\u{2000}": "\u{2002}", "\u{2001}": "\u{2003}"][scalar]
      if let other,
        finding.message.contains("canonical equivalent") || scalar == "\u{00A0}" || scalar == "\u{2008}"
      {
        #expect(
          finding.expectedUnits == reference.glyph(other).map { Double($0.advance) }, "\(finding.message)")
      }
    }
    // The characters reported missing are the listed ones fontTools does not find mapped.
    let missing = Set(findings.filter { $0.check == .missing && $0.severity != .pass }.compactMap(\.scalar))
    let absent = Set(
      WhitespaceCharacter.all.filter { SpaceCharacter.name(of: $0.scalar) != nil || $0.scalar == "\u{2060}" }
        .map(\.scalar).filter { reference.glyph($0) == nil })
    #expect(missing == absent)
    // Ink findings are fontTools' inked glyphs.
    let inked = Set(findings.filter { $0.check == .ink && $0.severity >= .info }.compactMap(\.scalar))
    let drawn = Set(facts.characters.map(\.scalar).filter { reference.glyph($0)?.inked ?? false })
    #expect(inked == drawn)
  }

  @Test("the figure space is held to the digits hb-shape gives with tnum", arguments: fonts)
  func figureSpace(path: String) throws {
    guard TestFonts.require(path) else { return }
    let (facts, findings) = try Self.audit(path)
    let digits = (0x30...0x39).compactMap(Unicode.Scalar.init)
    let requests = digits.flatMap { digit in
      [
        [
          "--shapers=ot", "--font-size=upem", "--features=tnum",
          "--unicodes=U+\(String(digit.value, radix: 16))", path,
        ],
        ["--shapers=ot", "--font-size=upem", "--unicodes=U+\(String(digit.value, radix: 16))", path],
      ]
    }
    let answers = try HBShape.batch(requests).map { $0.reduce(0) { $0 + $1.xAdvance } }
    let tabular = stride(from: 0, to: answers.count, by: 2).map { answers[$0] }
    let proportional = stride(from: 1, to: answers.count, by: 2).map { answers[$0] }
    #expect(facts.digits?.tabular == tabular)
    #expect(facts.digits?.proportional == proportional)
    if let figure = findings.first(where: { $0.check == .width && $0.scalar == "\u{2007}" }),
      Set(tabular).count == 1
    {
      #expect(figure.expectedUnits == Double(tabular[0]), "\(figure.message)")
    }
  }

  @Test("every kerned junction, and every unkerned one of A...Z and a...z, is hb-shape's", arguments: fonts)
  func kerning(path: String) throws {
    guard TestFonts.require(path) else { return }
    let (facts, _) = try Self.audit(path)
    let letters =
      (0x41...0x5A).compactMap(Unicode.Scalar.init) + (0x61...0x7A).compactMap(Unicode.Scalar.init)
    var pairs: [(space: Unicode.Scalar, letter: Unicode.Scalar, spaceFirst: Bool)] = []
    for space in ["\u{0020}", "\u{00A0}"] as [Unicode.Scalar] {
      for letter in letters { pairs += [(space, letter, true), (space, letter, false)] }
    }
    for junction in facts.kerning where !letters.contains(junction.neighbour) {
      pairs.append((junction.space, junction.neighbour, junction.spaceFirst))
    }
    func hex(_ scalar: Unicode.Scalar) -> String { "U+" + String(scalar.value, radix: 16) }
    let requests = pairs.flatMap { pair in
      let text = pair.spaceFirst ? [pair.space, pair.letter] : [pair.letter, pair.space]
      return [
        ["--shapers=ot", "--font-size=upem", "--unicodes=\(hex(text[0])),\(hex(text[1]))", path],
        [
          "--shapers=ot", "--font-size=upem", "--features=-kern,-dist",
          "--unicodes=\(hex(text[0])),\(hex(text[1]))", path,
        ],
      ]
    }
    let answers = try HBShape.batch(requests)
    let font = try Font(path: path)
    for (index, pair) in pairs.enumerated() {
      let shaped = answers[2 * index]
      guard shaped.count == 2 else { continue }
      let own = try font.glyphAdvances(shaped.map(\.glyphID), RenderConfiguration(size: 16))
      let shift = shaped[0].xAdvance + shaped[1].xOffset - own[0]
      let widthChange = shaped[0].xAdvance + shaped[1].xAdvance - own[0] - own[1]
      let expected = shift != 0 || (widthChange != 0 && !pair.spaceFirst)
      let found = facts.kerning.first {
        $0.space == pair.space && $0.neighbour == pair.letter && $0.spaceFirst == pair.spaceFirst
      }
      let label = "\(hex(pair.space)) \(hex(pair.letter)) \(pair.spaceFirst ? "space first" : "letter first")"
      #expect((found != nil) == expected, "\(label): hb-shape \(shaped), own \(own)")
      if let found {
        #expect(found.shift == shift && found.widthChange == widthChange, "\(label)")
        // Without kerning, hb-shape moves nothing: the junction is kerning.
        let plain = answers[2 * index + 1]
        #expect(plain.count == 2 && plain[0].xAdvance == own[0] && plain[1].xOffset == 0, "\(label) unkerned")
      }
    }
  }

  @Test("a variable font's named instances are fvar's, each audited at its coordinates")
  func instances() throws {
    let path = TestFonts.interVariable
    guard TestFonts.require(path) else { return }
    let font = try Font(path: path)
    let instances = try font.namedInstances()
    let reference = try FontToolsWhitespace.read(path: path, scalars: [" "])
    #expect(instances.map(\.name) == reference.instances.map(\.name))
    for (instance, expected) in zip(instances, reference.instances) {
      for variation in instance.variations {
        #expect(variation.value == expected.coordinates[variation.tag], "\(instance.name) \(variation.tag)")
      }
    }
    let targets = try AuditTarget.targets(of: path, first: font)
    #expect(targets.count == instances.count)
    #expect(targets.first?.instance?.isDefault == true)
    #expect(targets.first?.variations == [])
    // An instance opens at its coordinates, named after it.
    if let black = targets.first(where: { $0.instance?.name == "Black" }) {
      let opened = try black.open()
      #expect(opened.info.style == "Black")
      #expect(opened.info.namedInstance == "Black")
      let space = try opened.glyphAdvances([try opened.glyphID(for: " ") ?? 0], RenderConfiguration(size: 16))
      let hb = try HBShape.batch([HBShape.unhinted(font: path, unicodes: [" "], variations: "wght=900")])
      #expect(space == [hb[0][0].xAdvance])
    }
  }

  @Test("the reference fonts' known findings")
  func knownFindings() throws {
    func finding(
      _ path: String, _ check: QACheck, _ scalar: Unicode.Scalar?, _ severity: QASeverity
    ) throws -> QAFinding? {
      guard TestFonts.require(path) else { return nil }
      return try Self.audit(path).1.first {
        $0.check == check && $0.scalar == scalar && $0.severity == severity
      }
    }
    let openSans = TestFonts.path("open-sans")
    let figure = try finding(openSans, .width, "\u{2007}", .warn)
    #expect(figure?.units == 1145 && figure?.expectedUnits == 1171, "\(figure?.message ?? "no finding")")
    let factor = try finding(TestFonts.roboto, .width, "\u{2003}", .warn)
    #expect(
      factor?.message.contains("condensation factor of 1.020") == true, "\(factor?.message ?? "no finding")")
    let punctuation = try finding(TestFonts.roboto, .width, "\u{2008}", .warn)
    #expect(punctuation?.units == 560 && punctuation?.expectedUnits == 540)
    for (quad, space) in [(1536, 1408), (3072, 2816)] {
      let scalar: Unicode.Scalar = quad == 1536 ? "\u{2000}" : "\u{2001}"
      let found = try finding(TestFonts.inter, .width, scalar, .warn)
      #expect(found?.units == quad && found?.expectedUnits == Double(space))
    }
    let joiner = try finding(TestFonts.notoSans, .width, "\u{2060}", .warn)
    #expect(joiner?.units == 600)
    let kerned = try finding(TestFonts.liberationSans, .kerning, "\u{0020}", .warn)
    #expect(kerned?.junctions.contains { $0.neighbour == "A" && $0.spaceFirst && $0.shift == -113 } == true)
  }
}
