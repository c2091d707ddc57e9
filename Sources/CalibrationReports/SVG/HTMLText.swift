/// Text made safe for an HTML page: the one escaping every string of the batch report goes
/// through, whatever it came from (a font's name table, a path, an error message).
///
/// The escaped text is safe both as element content and inside a double- or single-quoted
/// attribute value: the five characters that can end either (`&`, `<`, `>`, `"`, `'`) become
/// character references, so a family name such as `<img src=x onerror=alert(1)>` or
/// `</script><script>` is shown, never parsed. Characters HTML does not allow in a document
/// (controls other than tab, line feed and carriage return, and noncharacters) become U+FFFD. The
/// page puts no such text inside its script at all; the script reads what it needs from the DOM.
///
/// Threading: stateless; call from any thread.
enum HTMLText {
  /// The text escaped for element content and quoted attribute values.
  package static func escaped(_ text: String) -> String {
    // Most text (numbers, plain names) needs nothing: printable ASCII without the five.
    if isPlain(text) { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return result
  }

  /// Whether text is printable ASCII without `&`, `<`, `>`, `"` and `'`: what both HTML and XML
  /// (``SVGDocument``) take as it is.
  static func isPlain(_ text: String) -> Bool {
    // Over the contiguous bytes (a native string's own): a page checks every SVG path this way.
    var text = text
    return text.withUTF8 { bytes in
      bytes.allSatisfy { byte in
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
          && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
      }
    }
  }

  /// Whether HTML allows a character in a document (control characters and noncharacters are
  /// parse errors).
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return false }
    if (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE { return false }
    return true
  }
}
