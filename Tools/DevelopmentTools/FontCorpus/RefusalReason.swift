import CalibrateSupport

/// The reason `calibrate` gave for refusing a face, without the face's own names, so refusals
/// can be counted by reason.
///
/// Messages name the file as `'PATH'` (`'PATH' is not a usable font: ...`) or after the family
/// as `Family (PATH)` (`Family (PATH) cannot show placeholder U+200A: ...`).
enum RefusalReason {
  /// The reason of one error line.
  ///
  /// - Parameters:
  ///   - message: The error, with or without its `error: ` prefix.
  ///   - path: The font file the error names.
  /// - Returns: The message with the file and family taken out.
  static func normalized(_ message: String, path: String) -> String {
    var text = Substring(message.split(separator: "\n").first ?? "")
    if text.hasPrefix("error: ") { text = text.dropFirst("error: ".count) }
    if let range = text.firstOccurrence(of: "(\(path))") {
      text = text[range.upperBound...].drop { $0 == ":" || $0 == " " }
    }
    let reason = String(text).replacingEvery("'\(path)'", with: "the font")
    return reason.isEmpty ? "no reason given" : reason
  }
}
