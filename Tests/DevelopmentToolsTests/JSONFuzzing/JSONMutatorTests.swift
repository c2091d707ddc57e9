import CalibrateTestSupport
import Testing

@testable import DevelopmentSupport
@testable import DevelopmentTools

/// The mutator: the same seed gives the same bytes, and every edit whose effect is known by
/// construction is judged so by the oracle.
@Suite("JSONMutator")
struct JSONMutatorTests {
  static let seeds = JSONSeed.loadResults(JSONSeed.defaultResults, packageFolder: PackageRoot.path).seeds

  /// A small result-like document: strings, numbers, literals, three levels deep.
  static let document = Array(
    """
    {"schemaVersion": 1, "tool": "calibrate 0.1.0", "font": {"path": "/f.ttf", "family": "Inter \\u00e9",
    "unitsPerEm": 2816}, "placeholder": "U+200A", "sizes": [{"size": 8, "advance": 0.5, "glyph": 3,
    "uniform": true, "note": null}, {"size": 9, "advance": -1.25e-2, "uniform": false}],
    "widths": {"from": 40, "through": 200, "step": 0.5}}

    """.utf8)

  /// A small batch output: three records of the count method.
  static let lines = Array(
    (1...3).map {
      #"{"id":"/f.ttf#\#($0)@2x/none","schemaVersion":1,"sizes":[{"size":8,"advance":0.5}]}"# + "\n"
    }
    .joined().utf8)

  @Test("the default result files are read, their font paths made absolute")
  func seedsLoad() throws {
    #expect(
      Self.seeds.map(\.name) == [
        "calibrate-test/1x-none", "calibrate-test/2x-full", "calibrate-test/3x-none",
        "composite/calibrate-test-full",
      ])
    let text = String(decoding: try #require(Self.seeds.first).mutator.original, as: UTF8.self)
    #expect(text.contains("\"path\": \"\(PackageRoot.path)/fonts/CalibrateTest.ttf\""))
    #expect(StrictJSON.validity(of: try #require(Self.seeds.first).mutator.original) == .valid)
  }

  @Test("a case's mutation depends only on the seed and the case number")
  func deterministic() throws {
    let mutator = try #require(Self.seeds.first).mutator
    for index in 0..<50 {
      var first = SplitMix64(seed: 7, caseIndex: index)
      var second = SplitMix64(seed: 7, caseIndex: index)
      #expect(mutator.mutate(using: &first) == mutator.mutate(using: &second))
    }
  }

  @Test("every edit of known effect is judged so by the oracle", arguments: JSONMutationKind.allCases)
  func knownEffects(_ kind: JSONMutationKind) throws {
    #expect(StrictJSON.validity(of: Self.document) == .valid)
    let mutator = JSONMutator(bytes: Self.document, isLines: false)
    var judged: [JSONMutation.Expectation: Int] = [:]
    for index in 0..<300 {
      var generator = SplitMix64(seed: 3, caseIndex: index)
      let mutation = mutator.mutate(kind, using: &generator)
      #expect(mutation.kind == kind || kind.isLinesOnly)
      guard let expectation = mutation.expectation else { continue }
      let verdict = StrictJSON.validity(of: mutation.bytes)
      #expect((verdict == .valid ? .valid : .refused) == expectation, "\(mutation.summary): \(verdict)")
      judged[expectation, default: 0] += 1
    }
    switch kind {
    case .truncate, .loneSurrogate, .leadingZero, .trailingComma, .nonUTF8, .lineSplice, .tornLine:
      // The two line mutators cut a single document as truncate does.
      #expect(judged == [.refused: 300])
    case .numberSwap, .stringEscape, .whitespace:
      #expect(judged == [.valid: 300])
    case .deepNest:
      // The whole document, about a third of the time, deep or shallow.
      #expect((judged[.valid] ?? 0) > 0 && (judged[.refused] ?? 0) > 0)
    default:
      #expect(judged.isEmpty)
    }
  }

  @Test("a JSON Lines seed is damaged one line at a time or across lines")
  func lineMutations() {
    let mutator = JSONMutator(bytes: Self.lines, isLines: true)
    #expect(mutator.kinds.contains(.tornLine) && mutator.kinds.contains(.lineSplice))
    #expect(!JSONMutator(bytes: Self.lines, isLines: false).kinds.contains(.tornLine))
    for index in 0..<200 {
      var generator = SplitMix64(seed: 5, caseIndex: index)
      let torn = mutator.mutate(.tornLine, using: &generator)
      // The first two lines stay whole; the third is cut short, without its newline.
      let kept = Array(Self.lines.prefix(Self.lines.count / 3 * 2))
      #expect(torn.bytes.starts(with: kept))
      #expect(torn.bytes.count < Self.lines.count && !torn.bytes.dropFirst(kept.count).contains(0x0A))
      let line = mutator.mutate(.leadingZero, using: &generator)
      #expect(line.expectation == nil)
      #expect(line.bytes.count == Self.lines.count + 1)
    }
  }
}
