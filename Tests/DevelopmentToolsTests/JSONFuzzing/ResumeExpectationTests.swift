import Testing

@testable import DevelopmentTools

/// What the oracle expects of `batch --resume` for small outputs, line by line.
@Suite("ResumeExpectation")
struct ResumeExpectationTests {
  static let record = #"{"id":"a"}"#
  static let composite = #"{"id":"b","method":"composite"}"#

  @Test(
    "expectations follow the documented rules",
    arguments: [
      ("", ResumeExpectation.resumes(keptBytes: 0, tornLine: nil, addsNewline: false)),
      ("\(record)\n\(record)\n", .resumes(keptBytes: 22, tornLine: nil, addsNewline: false)),
      ("\(record)\n\(record)", .resumes(keptBytes: 21, tornLine: nil, addsNewline: true)),
      ("\(record)\n{\"id\":\"a", .resumes(keptBytes: 11, tornLine: 2, addsNewline: false)),
      ("\(record)\n{}", .resumes(keptBytes: 11, tornLine: 2, addsNewline: false)),
      ("\(record)\n \t\r\n\n\(record)\n  ", .resumes(keptBytes: 29, tornLine: nil, addsNewline: false)),
      ("\(record)\n{\"id\":01}\n\(record)\n", .refusedLine(2, .invalid)),
      ("{\"id\":\"\\uD800\"}\n", .refusedLine(1, .invalid)),
      (
        "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]\n",
        .refusedLine(1, .beyondLimits)
      ),
      ("{\"id\":1}\n", .refusedLine(1, .notARecord)),
      ("[1]\n\(record)\n", .refusedLine(1, .notARecord)),
      ("{\"id\":\"a\",\"method\":null}\n", .resumes(keptBytes: 25, tornLine: nil, addsNewline: false)),
      ("{\"id\":\"a\",\"method\":\"count\"}\n", .resumes(keptBytes: 28, tornLine: nil, addsNewline: false)),
      ("{\"id\":\"a\",\"method\":2}\n", .refusedLine(1, .notARecord)),
      ("\(record)\n\(composite)\n", .otherMethod(2)),
      ("\(record)\n\(composite)", .otherMethod(2)),
      ("{\"id\":\"a\",\"id\":\"b\"}\n", .undecided),
    ])
  func expectation(_ text: String, _ expected: ResumeExpectation) {
    #expect(ResumeExpectation.of(Array(text.utf8)).expectation == expected)
  }

  @Test("a file counts as valid JSON only when every non-blank line is")
  func validity() {
    #expect(ResumeExpectation.of(Array("\(Self.record)\n\n".utf8)).isValidJSON)
    #expect(!ResumeExpectation.of(Array("\(Self.record)\n{\"id\":\"a".utf8)).isValidJSON)
  }
}
