import Testing

@testable import CalibrateSupport

/// The one JSON reader: valid documents decode to their exact values, and every kind of bad
/// input gives its exact one-line reason.
@Suite("JSONReader")
struct JSONReaderTests {
  /// A document with the kinds of values the tools' documents hold.
  struct Sample: Decodable, Equatable, Sendable {
    var name: String
    var size: Double
    var count: Int
    var flags: [Bool]
    var note: String?
    var nested: Nested? = nil

    /// Integers a level down, for the field names of numbers that do not fit.
    struct Nested: Decodable, Equatable, Sendable {
      var counts: [Int]
    }
  }

  /// A valid text and what it decodes to.
  struct Valid: CustomTestStringConvertible, Sendable {
    var label: String
    var text: String
    var expected: Sample
    var testDescription: String { label }
  }

  static let plain = Sample(name: "inter", size: 14, count: 3, flags: [true, false], note: nil)

  /// The sample's members after `{`, for cases that change one part.
  static let members = #""name": "inter", "size": 14, "count": 3, "flags": [true, false]"#

  static let valid: [Valid] = [
    Valid(label: "plain", text: "{\(members)}", expected: plain),
    Valid(
      label: "every escape and non-ASCII text",
      text:
        #"{"name": "\"\\\/\b\f\n\r\t\u00e9\u200A\uD83D\uDE00 é漢😀", "size": 14, "count": 3, "flags": [true, false]}"#,
      expected: Sample(
        name: "\"\\/\u{8}\u{C}\n\r\té\u{200A}😀 é漢😀", size: 14, count: 3, flags: [true, false], note: nil)),
    Valid(
      label: "numbers in every form the grammar allows",
      text: #"{"name": "", "size": -0.5E+2, "count": 1e2, "flags": [], "note": "x"}"#,
      expected: Sample(name: "", size: -50, count: 100, flags: [], note: "x")),
    Valid(
      label: "zeros with exponents JSONDecoder reads, the smallest subnormal",
      text:
        #"{"name": "z", "size": 4.9e-324, "count": 0E+2, "flags": [], "zeros": [0e0, 0e10, -0e5, 0.0e5, 0e-400]}"#,
      expected: Sample(name: "z", size: .leastNonzeroMagnitude, count: 0, flags: [], note: nil)),
    Valid(
      label: "a whole number with a fraction reads as Int",
      text: #"{"name": "a", "size": 12345678901234567890, "count": 3.0, "flags": [false]}"#,
      // The size is the Double nearest 12345678901234567890.
      expected: Sample(name: "a", size: 12_345_678_901_234_567_168, count: 3, flags: [false], note: nil)),
    Valid(
      label: "white space of every kind, null for an optional",
      text: "\r\n\t {\(members),\n\t\"note\" :\r null } \n",
      expected: plain),
    Valid(
      label: "unknown fields, nested, are read and ignored",
      text: #"{"extra": {"deep": [1, {"x": null, "y": [[]]}], "s": "\u0041"}, "#
        + members + "}",
      expected: plain),
    Valid(
      label: "nesting at the limit",
      text: "{\(members), \"deep\": " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
        + "}",
      expected: plain),
  ]

  @Test("valid documents decode to their values", arguments: valid)
  func decodes(_ valid: Valid) throws {
    #expect(try JSONReader.decode(Sample.self, from: Array(valid.text.utf8)) == valid.expected)
  }

  /// Bad bytes and the reader's exact message.
  struct Bad: CustomTestStringConvertible, Sendable {
    var label: String
    var bytes: [UInt8]
    var message: String
    var testDescription: String { label }

    init(_ label: String, _ text: String, _ message: String) {
      self.init(label, Array(text.utf8), message)
    }

    init(_ label: String, _ bytes: [UInt8], _ message: String) {
      self.label = label
      self.bytes = bytes
      self.message = message
    }
  }

  static let bad: [Bad] = [
    // Cut short.
    Bad(
      "truncated in an object", "{\(members), ", "not valid JSON: it ends with 1 array or object still open"),
    Bad("truncated in a string", #"{"name": "int"#, "not valid JSON: it ends inside a string"),
    Bad(
      "truncated two deep", #"{"flags": [true"#, "not valid JSON: it ends with 2 arrays or objects still open"
    ),
    Bad("empty", "", "not valid JSON: it is empty"),
    Bad("white space only", " \n\t", "not valid JSON: it is empty"),
    // Strings.
    Bad(
      "a lone high surrogate before a letter", #"{"name": "\uD800\u0041"}"#,
      "not valid JSON: a lone surrogate escape at line 1, column 11"),
    Bad(
      "a high surrogate after a high one", #"{"name": "\uD800\uD800"}"#,
      "not valid JSON: a lone surrogate escape at line 1, column 11"),
    Bad(
      "a lone low surrogate in a field no type reads", #"{"extra": [{"y": "\uDC00"}], "# + members + "}",
      "not valid JSON: a lone surrogate escape at line 1, column 19"),
    Bad(
      "a lone surrogate in a key", #"{"\uD800": 1}"#,
      "not valid JSON: a lone surrogate escape at line 1, column 3"),
    Bad(
      "an escape JSON does not have", #"{"name": "\x41"}"#,
      "not valid JSON: an escape JSON does not have at line 1, column 11"),
    Bad(
      "a \\u escape with a letter that is not hex", #"{"name": "\u12G4"}"#,
      "not valid JSON: an escape JSON does not have at line 1, column 11"),
    Bad(
      "a raw tab in a string", "{\"name\": \"a\tb\"}",
      "not valid JSON: a control character U+0009 at line 1, column 12"),
    // Numbers and words.
    Bad(
      "a leading zero", #"{"count": 01}"#,
      "not valid JSON: '01' at line 1, column 11 is not a JSON number, true, false or null"),
    Bad(
      "a leading zero on a second line", "{\n  \"size\": -01.5\n}",
      "not valid JSON: '-01.5' at line 2, column 11 is not a JSON number, true, false or null"),
    Bad(
      "a leading zero in a field no type reads", #"{"unused": 00, "# + members + "}",
      "not valid JSON: '00' at line 1, column 12 is not a JSON number, true, false or null"),
    Bad(
      "a bare dot", #"{"size": 1.}"#,
      "not valid JSON: '1.' at line 1, column 10 is not a JSON number, true, false or null"),
    Bad(
      "a plus sign", #"{"size": +1}"#,
      "not valid JSON: '+1' at line 1, column 10 is not a JSON number, true, false or null"),
    Bad(
      "NaN", #"{"size": NaN}"#,
      "not valid JSON: 'NaN' at line 1, column 10 is not a JSON number, true, false or null"),
    Bad(
      "Infinity", #"{"size": -Infinity}"#,
      "not valid JSON: '-Infinity' at line 1, column 10 is not a JSON number, true, false or null"),
    Bad(
      "hexadecimal", #"{"size": 0x10}"#,
      "not valid JSON: '0x10' at line 1, column 10 is not a JSON number, true, false or null"),
    Bad(
      "a misspelt literal", #"{"flags": [tru]}"#,
      "not valid JSON: 'tru' at line 1, column 12 is not a JSON number, true, false or null"),
    Bad(
      "a number out of range", #"{"size": 1e999}"#,
      "not JSON this tool reads: the number 1e999 at line 1, column 10 is outside the range of a Double"),
    Bad(
      "a number out of range nowhere read", #"{"x": {"y": -1e400}, "# + members + "}",
      "not JSON this tool reads: the number -1e400 at line 1, column 13 is outside the range of a Double"),
    Bad(
      "a number that underflows to zero", #"{"size": 2.4e-324}"#,
      "not JSON this tool reads: the number 2.4e-324 at line 1, column 10 is outside the range of a Double"),
    Bad(
      "zero with a one-digit exponent, which JSONDecoder does not read", #"{"size": 0e5}"#,
      "not JSON this tool reads: Foundation's JSONDecoder does not read the number 0e5 at line 1, column 10 (write 0)"
    ),
    // Structure.
    Bad(
      "a trailing comma in an object", #"{"count": 3,}"#,
      "not valid JSON: a comma before '}' at line 1, column 12"),
    Bad(
      "a trailing comma in an array", "{\"flags\": [true,\n ]}",
      "not valid JSON: a comma before ']' at line 1, column 16"),
    Bad(
      "a bracket of the other kind", #"{"flags": [true}"#,
      "not valid JSON: a '}' that closes no object at line 1, column 16"),
    Bad(
      "a closer with nothing open", "{}}", "not valid JSON: a '}' that closes no object at line 1, column 3"),
    Bad(
      "a missing colon", #"{"count" 3}"#,
      "not valid JSON: a syntax error (a missing or extra comma, colon or bracket; JSONDecoder does not say where)"
    ),
    Bad(
      "two documents", "{} {}",
      "not valid JSON: a syntax error (a missing or extra comma, colon or bracket; JSONDecoder does not say where)"
    ),
    Bad(
      "nested past the limit", String(repeating: "[", count: 65) + String(repeating: "]", count: 65),
      "not JSON this tool reads: arrays and objects nested deeper than 64 levels at line 1, column 65"),
    Bad(
      "nested a hundred thousand deep", String(repeating: "[", count: 100_000),
      "not JSON this tool reads: arrays and objects nested deeper than 64 levels at line 1, column 65"),
    // Encodings.
    Bad(
      "a byte that is never UTF-8", [0x7B, 0x22, 0xFF, 0x22], "not valid JSON: it is not UTF-8 text (byte 2)"),
    Bad(
      "an overlong encoding of '/'", Array(#"{"name": ""#.utf8) + [0xC0, 0xAF, 0x22, 0x7D],
      "not valid JSON: it is not UTF-8 text (byte 10)"),
    Bad(
      "a surrogate encoded in UTF-8", Array(#"{"name": ""#.utf8) + [0xED, 0xA0, 0x80, 0x22, 0x7D],
      "not valid JSON: it is not UTF-8 text (byte 10)"),
    Bad(
      "a UTF-8 byte order mark", [0xEF, 0xBB, 0xBF] + Array("{}".utf8),
      "not valid JSON: a character U+FEFF outside any string at line 1, column 1"),
    Bad(
      "UTF-16 without a byte order mark", Array(#"{"count":3}"#.utf8).flatMap { [$0, 0] },
      "not valid JSON: a control character U+0000 at line 1, column 2"),
    // JSON that is not the document.
    Bad("a missing field", #"{"name": "a", "size": 1, "flags": []}"#, "it lacks 'count'"),
    Bad(
      "a field of another type", #"{"name": "a", "size": 1, "count": "3", "flags": []}"#,
      "'count' has the wrong type"),
    Bad(
      "an array item of another type", #"{"name": "a", "size": 1, "count": 3, "flags": [1]}"#,
      "'flags[0]' has the wrong type"),
    // A number an Int cannot hold: JSONDecoder names no field; the reader finds it by decoding
    // again, and says where it is.
    Bad(
      "a fraction for an Int", #"{"name": "a", "size": 1, "count": 1.5, "flags": []}"#,
      "'count' is 1.5 at line 1, column 35, not a whole number that fits it"),
    Bad(
      "a fraction for an Int after fractions that fit",
      "{\"name\": \"a\", \"size\": 1.5,\n \"count\": 2.5, \"flags\": []}",
      "'count' is 2.5 at line 2, column 11, not a whole number that fits it"),
    Bad(
      "a whole number past Int's range",
      #"{"name": "a", "size": 1, "count": 9223372036854775808, "flags": []}"#,
      "'count' is 9223372036854775808 at line 1, column 35, not a whole number that fits it"),
    Bad(
      "a fraction in an array of Ints after a key with non-ASCII text",
      #"{"é": [0.5], "name": "漢", "size": 1, "count": 0, "flags": [], "nested": {"counts": [1, 2, 3.5]}}"#,
      "'nested.counts[2]' is 3.5 at line 1, column 91, not a whole number that fits it"),
    Bad("null for a field", #"{"name": null, "size": 1, "count": 1, "flags": []}"#, "it lacks 'name'"),
    Bad("null for the document", "null", "its top level is null"),
    Bad("an array for the document", "[1]", "its top level has the wrong type"),
  ]

  @Test("a number that does not fit on a later line of JSON Lines is placed on that line")
  func unfitNumberOnALine() {
    let line = #"{"name": "a", "size": 1, "count": 2.25, "flags": []}"#
    #expect(throws: JSONReadError.field("count", .unfitNumber("2.25", .init(line: 7, column: 35)))) {
      try JSONReader.decode(Sample.self, from: Array(line.utf8), firstLine: 7)
    }
  }

  @Test("the numbers of a text, with their fields and places")
  func numberTokens() {
    let text = "{\"a\": [1, {\"b\": -2.5e3}], \"é\": 0,\n\"c\\\"d\": 7}"
    let tokens = JSONReader.numberTokens(in: Array(text.utf8), firstLine: 1)
    #expect(tokens.map(\.field) == ["a[0]", "a[1].b", "é", #"c\"d"#])
    #expect(
      tokens.map(\.position) == [
        .init(line: 1, column: 8), .init(line: 1, column: 17), .init(line: 1, column: 32),
        .init(line: 2, column: 9),
      ])
    #expect(
      tokens.map { String(decoding: Array(text.utf8)[$0.bytes], as: UTF8.self) } == ["1", "-2.5e3", "0", "7"])
  }

  @Test("bad input gives its one-line reason", arguments: bad)
  func refuses(_ bad: Bad) {
    #expect(throws: JSONReadError.self) { try JSONReader.decode(Sample.self, from: bad.bytes) }
    do {
      _ = try JSONReader.decode(Sample.self, from: bad.bytes)
    } catch {
      #expect(error.description == bad.message)
      #expect(!error.description.contains("\n"))
    }
  }

  @Test("a line of a JSON Lines file reports its own line number")
  func firstLine() {
    #expect(throws: JSONReadError.notJSON(.trailingComma(closer: "]", .init(line: 7, column: 13)))) {
      try JSONReader.decode(Sample.self, from: Array(#"{"flags": [1,]}"#.utf8), firstLine: 7)
    }
  }

  @Test(
    "the bare words of JSON's grammar and nothing else",
    arguments: [
      ("0", true), ("-0", true), ("10", true), ("1.25", true), ("1e5", true), ("1E-5", true),
      ("-0.0e+00", true),
      ("true", true), ("false", true), ("null", true), ("01", false), ("-", false), ("1.", false),
      (".5", false),
      ("1e", false), ("1e+", false), ("--1", false), ("1-2", false), ("1.2.3", false), ("True", false),
      ("nul", false), ("1_000", false),
    ])
  func bareValues(_ word: String, _ isValue: Bool) {
    #expect(JSONReader.isBareValue(Array(word.utf8)) == isValue)
  }
}
