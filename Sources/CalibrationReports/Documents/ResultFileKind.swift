import CalibrateSupport

/// What kind of file a command was given, told from its contents when the command cannot read it:
/// a batch output given to `check`, or a stored result given to `report`, gets an error that says
/// which kind it is and which command reads it, rather than one about JSON syntax.
///
/// The files the tools write are told apart by their shape, cheaply and only after a read failed:
/// a batch output is JSON Lines whose first line is an object with an `"id"`; a result is one JSON
/// object with a `"schemaVersion"` and no `"id"` on its first line; observations are CSV with a
/// `size,count,width` header; a report is an HTML page.
///
/// Threading: a plain value; `Sendable`.
package enum ResultFileKind: Sendable, Equatable {
  /// JSON Lines of `calibrate batch`, one record per face and configuration.
  case batchOutput
  /// One result document, as `calibrate --format json` and `calibrate results` write it.
  case singleResult
  /// A CSV of widths measured on a device, as `calibrate observe` reads it.
  case observations
  /// An HTML page, as `calibrate report` writes it.
  case reportPage

  /// The kind in words, for a message: `a batch output (JSON Lines, one record per face and
  /// configuration)`.
  package var name: String {
    switch self {
    case .batchOutput: return "a batch output (JSON Lines, one record per face and configuration)"
    case .singleResult: return "a single result (one JSON document, as calibrate --format json writes it)"
    case .observations: return "an observations file (CSV of widths measured on a device)"
    case .reportPage: return "a report page (HTML)"
    }
  }

  /// The command that reads this kind, as a user types it for `file`.
  package func reader(of file: String) -> String {
    switch self {
    case .batchOutput: return "calibrate report \(Self.quoted(file)) --output report.html reads it"
    case .singleResult: return "calibrate check \(Self.quoted(file)) reads it"
    case .observations: return "calibrate observe \(Self.quoted(file)) --font FONT reads it"
    case .reportPage: return "open it in a browser; calibrate report reads the batch outputs it was made of"
    }
  }

  /// A path as a shell takes it: as it is when it holds only safe characters, else in single quotes.
  static func quoted(_ path: String) -> String {
    let safe = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:@%,".contains($0) }
    return safe && !path.isEmpty
      ? path
      : "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }

  /// The kind of a file, or `nil` when its contents are none of the kinds.
  ///
  /// - Parameter bytes: The file's contents.
  package static func of(_ bytes: [UInt8]) -> ResultFileKind? {
    let text = bytes.prefix(4096)
    let start = text.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? text.endIndex
    let head = String(decoding: text[start...].prefix(64), as: UTF8.self).lowercased()
    if head.hasPrefix("<!doctype html") || head.hasPrefix("<html") { return .reportPage }
    if isObservations(text) { return .observations }
    guard head.hasPrefix("{") else { return nil }
    // A batch line is one whole record with an id on its line; a result's first line is `{`.
    let first = bytes.split(separator: UInt8(ascii: "\n")).first {
      $0.contains { ![0x20, 0x09, 0x0D].contains($0) }
    }
    if let first, (try? JSONReader.decode(BatchRecord.Written.self, from: Array(first))) != nil {
      return .batchOutput
    }
    if (try? JSONReader.decode(Probe.self, from: bytes))?.schemaVersion != nil { return .singleResult }
    return nil
  }

  /// What tells a result: a schema version.
  private struct Probe: Decodable {
    var schemaVersion: Double?
  }

  /// Whether the text's first line that is not a comment is the observations' header.
  private static func isObservations(_ text: ArraySlice<UInt8>) -> Bool {
    for line in text.split(separator: UInt8(ascii: "\n")) {
      let content = String(decoding: line, as: UTF8.self).trimmingSpaces()
      if content.isEmpty || content.hasPrefix("#") { continue }
      let columns = Set(content.lowercased().split(separator: ",").map { String($0).trimmingSpaces() })
      return columns.isSuperset(of: ["size", "count", "width"])
    }
    return false
  }
}
