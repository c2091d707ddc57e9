import Testing

@testable import CalibrateSupport

/// Wrapping text for help: the byte path for ASCII gives the lines the character path gives.
@Suite("TerminalText")
struct TerminalTextTests {
  @Test("ASCII wrapping equals character wrapping on random texts, runs of spaces and long words included")
  func asciiMatchesCharacters() {
    var state: UInt64 = 42
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<2_000 {
      var text = ""
      for _ in 0..<next(40) {
        text += String(repeating: " ", count: next(3))
        text += String(repeating: "x", count: 1 + next(next(4) == 0 ? 30 : 8))
      }
      text += String(repeating: " ", count: next(3))
      let width = 1 + next(40)
      #expect(TerminalText.wrapASCII(text, width: width) == TerminalText.wrapCharacters(text, width: width))
    }
    #expect(TerminalText.wrap("aa  bb cc dd ", width: 5) == ["aa bb", "cc dd"])
    #expect(TerminalText.wrap("é é é", width: 3) == ["é é", "é"])
  }
}
