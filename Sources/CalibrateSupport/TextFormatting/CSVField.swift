/// Fields of the CSV the tool writes (RFC 4180): quoted when they hold a comma, a quote or a line
/// break, with quotes doubled.
package enum CSVField {
  /// A field as written: as it is, or between quotes.
  package static func quoted(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    return "\"" + text.replacingEvery("\"", with: "\"\"") + "\""
  }

  /// A field of text read from a font (a family or style name, a file path): quoted, and with a
  /// leading `=`, `+`, `-` or `@` escaped by an apostrophe, so a spreadsheet opening the file shows
  /// the text rather than evaluating it as a formula.
  package static func text(_ text: String) -> String {
    guard let first = text.first, ["=", "+", "-", "@"].contains(first) else { return quoted(text) }
    return quoted("'" + text)
  }
}
