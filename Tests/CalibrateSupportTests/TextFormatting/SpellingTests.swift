import Testing

@testable import CalibrateSupport

@Suite("Spelling suggestions")
struct SpellingTests {
  static let families = [
    "Inter", "Inter Display", "Roboto", "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Noto Sans",
    "Noto Serif", "Noto Music", "Liberation Sans", "C059", "Nimbus Sans",
  ]

  @Test(
    "a name is matched with the closest names there are, or none",
    arguments: [
      ("Robto", families, ["Roboto"]),
      ("Intr", families, ["Inter"]),
      ("DejaVu San", families, ["DejaVu Sans"]),
      ("dejavusans", families, ["DejaVu Sans"]),
      ("Notto Sans", families, ["Noto Sans"]),
      // Nothing within a quarter of the letters, and no family starts with it.
      ("SF Pro", families, []),
      ("Helvetica", families, []),
      // Nothing close, but families that start with it.
      ("Noto", families, ["Noto Sans", "Noto Music", "Noto Serif"]),
      ("--size", ["--sizes", "--scale", "--step", "--font"], ["--sizes"]),
      ("--fonts", ["--font", "--sizes"], ["--font"]),
      ("--frobnicate", ["--font", "--sizes"], []),
      ("Bld", ["Book", "Bold", "Oblique", "Bold Oblique"], ["Bold"]),
      ("SemiBold", ["Regular", "Semi Bold", "Bold"], ["Semi Bold"]),
      // A swap of two neighbouring letters is one edit.
      ("Itnre", ["Inter"], []),
      ("Itner", ["Inter", "Roboto"], ["Inter"]),
      ("", families, []),
    ] as [(String, [String], [String])])
  func suggestions(name: String, candidates: [String], expected: [String]) {
    #expect(Spelling.suggestions(for: name, among: candidates) == expected)
  }

  @Test("distances: insertions, deletions, substitutions and swaps count one each")
  func distances() {
    func distance(_ a: String, _ b: String) -> Int {
      Spelling.distance(Spelling.fold(a), Spelling.fold(b), limit: 10)
    }
    #expect(distance("Inter", "Inter") == 0)
    #expect(distance("Intr", "Inter") == 1)
    #expect(distance("Inter", "Intre") == 1)
    #expect(distance("Inter", "Enter") == 1)
    #expect(distance("Roboto", "Robto") == 1)
    #expect(distance("abc", "") == 3)
    #expect(distance("kitten", "sitting") == 3)
    // Over the limit, the count stops early.
    #expect(Spelling.distance(Spelling.fold("abcdefgh"), Spelling.fold("zyxwvuts"), limit: 2) == 3)
  }

  @Test("suggestions read as a sentence's end")
  func didYouMean() {
    #expect(Spelling.didYouMean([]) == nil)
    #expect(Spelling.didYouMean(["Roboto"]) == "did you mean 'Roboto'?")
    #expect(Spelling.didYouMean(["A", "B"]) == "did you mean 'A' or 'B'?")
    #expect(Spelling.didYouMean(["A", "B", "C"], quote: { $0 }) == "did you mean A, B or C?")
  }
}
