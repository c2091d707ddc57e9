import Testing

@testable import CalibrateSupport

/// Tables print the same columns for a terminal and as Markdown.
@Suite("TextTable")
struct TextTableTests {
  @Test("aligned: numbers right, text left, a rule, no trailing spaces")
  func aligned() {
    var table = TextTable(headings: ["size", "name", "error"], leftAligned: [1])
    table.append(["8", "hair", "0.5"])
    table.append(["40", "thin space", "12.25"])
    #expect(
      table.aligned() == """
        size  name        error
        ----  ----------  -----
           8  hair          0.5
          40  thin space  12.25

        """)
  }

  @Test("markdown escapes pipes and marks numeric columns")
  func markdown() {
    var table = TextTable(headings: ["a", "b"], alignments: [.left, .right])
    table.append(["x|y", "1"])
    #expect(table.markdown() == "| a    |   b |\n| ---- | --: |\n| x\\|y |   1 |\n")
  }
}
