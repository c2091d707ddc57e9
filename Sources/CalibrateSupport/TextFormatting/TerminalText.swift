/// Text made safe and tidy for a terminal: arguments quoted in messages, wrapped help.
package enum TerminalText {
  /// The longest argument quoted in a message before it is cut.
  static let quotedArgumentLimit = 80

  /// Shows an argument in a message: cut to ``quotedArgumentLimit`` characters, and control
  /// characters (newlines included) and replacement characters from undecodable bytes shown as
  /// `?`, so a hostile argument cannot garble the terminal or split the one error line.
  package static func printable(_ text: String) -> String {
    let limited =
      text.count > quotedArgumentLimit ? String(text.prefix(quotedArgumentLimit)) + "…" : text
    return singleLine(limited)
  }

  /// A message made safe for one terminal line: control characters (newlines included) and
  /// replacement characters from undecodable bytes become `?`.
  package static func singleLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar.properties.generalCategory == .control || scalar == "\u{FFFD}" ? "?" : scalar
        }))
  }

  /// Splits text into lines of at most `width` characters at spaces (a longer word stays whole).
  package static func wrap(_ text: String, width: Int) -> [String] {
    text.utf8.allSatisfy({ $0 < 0x80 }) ? wrapASCII(text, width: width) : wrapCharacters(text, width: width)
  }

  /// ``wrap(_:width:)`` counting characters.
  static func wrapCharacters(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    // Lengths in characters, kept as counts so each word is measured once.
    var length = 0
    for word in text.split(separator: " ") {
      let wordLength = word.count
      if length > 0 && length + 1 + wordLength > width {
        lines.append(current)
        current = ""
        length = 0
      }
      if length > 0 {
        current += " "
        length += 1
      }
      current += word
      length += wordLength
    }
    if length > 0 { lines.append(current) }
    return lines
  }

  /// ``wrap(_:width:)`` for ASCII text, where a character is a byte: the same lines, cut from
  /// the bytes without walking characters.
  static func wrapASCII(_ text: String, width: Int) -> [String] {
    let bytes = Array(text.utf8)
    var lines: [String] = []
    // The current line is bytes[lineStart..<lineEnd]; words are separated by single spaces in it.
    // `length` is the line's length once its words are joined by single spaces.
    var lineStart = -1
    var lineEnd = 0
    var length = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x20 {
        index += 1
        continue
      }
      var end = index
      while end < bytes.count && bytes[end] != 0x20 { end += 1 }
      if lineStart >= 0 && length + 1 + (end - index) > width {
        lines.append(String(decoding: joinedWords(bytes[lineStart..<lineEnd]), as: UTF8.self))
        lineStart = -1
      }
      if lineStart < 0 {
        lineStart = index
        length = end - index
      } else {
        length += 1 + (end - index)
      }
      lineEnd = end
      index = end
    }
    if lineStart >= 0 {
      lines.append(String(decoding: joinedWords(bytes[lineStart..<lineEnd]), as: UTF8.self))
    }
    return lines
  }

  /// The words of a stretch of text joined by single spaces (runs of spaces collapse, as
  /// splitting at spaces and joining does).
  private static func joinedWords(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var previousSpace = false
    for byte in bytes {
      if byte == 0x20 {
        if !previousSpace { result.append(byte) }
        previousSpace = true
      } else {
        result.append(byte)
        previousSpace = false
      }
    }
    return result
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  package func trimmingSpaces() -> String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
  }
}
