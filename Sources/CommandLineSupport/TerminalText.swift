/// Text made safe and tidy for a terminal: arguments quoted in messages, wrapped help.
public enum TerminalText {
  /// The longest argument quoted in a message before it is cut.
  public static let quotedArgumentLimit = 80

  /// Shows an argument in a message: cut to ``quotedArgumentLimit`` characters, and control
  /// characters (newlines included) and replacement characters from undecodable bytes shown as
  /// `?`, so a hostile argument cannot garble the terminal or split the one error line.
  public static func printable(_ text: String) -> String {
    let limited =
      text.count > quotedArgumentLimit ? String(text.prefix(quotedArgumentLimit)) + "…" : text
    return singleLine(limited)
  }

  /// A message made safe for one terminal line: control characters (newlines included) and
  /// replacement characters from undecodable bytes become `?`.
  public static func singleLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar.properties.generalCategory == .control || scalar == "\u{FFFD}" ? "?" : scalar
        }))
  }

  /// Splits text into lines of at most `width` characters at spaces (a longer word stays whole).
  public static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty && current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  public func trimmingSpaces() -> String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
  }
}
