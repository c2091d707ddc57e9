import Testing

@testable import DevelopmentTools

/// The oracle itself: RFC 8259 exactly, with the reader's two limits apart.
@Suite("StrictJSON")
struct StrictJSONTests {
  @Test(
    "valid JSON",
    arguments: [
      "{}", "[]", "0", "-0", "\"\"", "null", " true ", "[1, -2.5e+3, 0.0, 1E-2]",
      #"{"a": {"b": [null, false]}}"#,
      #""\u00e9\uD83D\uDE00\"\\\/\b\f\n\r\t""#, "\"é漢😀\"", #"{"a": 1, "a": 2}"#, "1.7976931348623157e308",
      "4.9e-324",
      "0e-999",
    ])
  func valid(_ text: String) {
    #expect(StrictJSON.validity(of: Array(text.utf8)) == .valid)
  }

  @Test(
    "not JSON",
    arguments: [
      "", " ", "01", "-01", "1.", ".5", "+1", "1e", "-", "NaN", "Infinity", "tru", "nul", "[1,]",
      "{\"a\":1,}", "[,1]",
      "{,}", "[1 2]", "{\"a\" 1}", "{a: 1}", "{\"a\":}", "'a'", "\"\\uD800\"", "\"\\uD800\\u0041\"",
      "\"\\uDC00\"",
      "\"\\x\"", "\"\\u12G4\"", "\"a\tb\"", "\"abc", "[1", "{} {}", "/*c*/1", "\u{FEFF}{}", "0x10", "[1]]",
    ])
  func invalid(_ text: String) {
    guard case .invalid = StrictJSON.validity(of: Array(text.utf8)) else {
      Issue.record("\(text) was not judged invalid")
      return
    }
  }

  @Test(
    "bytes that are not UTF-8",
    arguments: [
      [0xFF], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
      [0x22, 0xE2, 0x80, 0x22], [0x22, 0x80, 0x22], [0x7B, 0x00, 0x7D],
    ] as [[UInt8]])
  func notUTF8(_ bytes: [UInt8]) {
    guard case .invalid = StrictJSON.validity(of: bytes) else {
      Issue.record("\(bytes) was not judged invalid")
      return
    }
  }

  @Test("past the reader's limits: deeper than 64, numbers outside Double's range")
  func limits() {
    let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    let atLimit = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(StrictJSON.validity(of: Array(atLimit.utf8)) == .valid)
    #expect(StrictJSON.validity(of: Array(deep.utf8)) == .beyondLimits("nested deeper than 64"))
    #expect(
      StrictJSON.validity(of: Array("[1e999]".utf8))
        == .beyondLimits("the number 1e999 is outside Double's range")
    )
    #expect(
      StrictJSON.validity(of: Array("[2.4e-324]".utf8))
        == .beyondLimits("the number 2.4e-324 is outside Double's range"))
    // JSONDecoder's gap: 0e1 to 0e9 alone; 0e0, 0e10 and -0e5 it reads.
    #expect(
      StrictJSON.validity(of: Array("[0e5]".utf8))
        == .beyondLimits("the number 0e5, which JSONDecoder does not read"))
    #expect(StrictJSON.validity(of: Array("[0e0, 0e10, -0e5, 0E+5]".utf8)) == .valid)
    // A lone surrogate is invalid, whatever the number before it.
    guard case .invalid = StrictJSON.validity(of: Array(#"[1e999, "\uD800"]"#.utf8)) else {
      Issue.record("invalid after a number out of range")
      return
    }
  }

  @Test("a top-level object's members, in order, repeats kept")
  func members() {
    let report = StrictJSON.check(Array(#"{"id": "a\u0062", "n": 1, "id": null, "o": {"id": 2}}"#.utf8))
    #expect(report.members?.map(\.key) == ["id", "n", "id", "o"])
    #expect(report.members?.map(\.kind) == [.string("ab"), .number, .null, .object])
  }
}
