import CalibrateSupport

/// The records of one or more `calibrate batch` outputs, merged by face and configuration: what
/// `calibrate report` draws.
///
/// Outputs are read line by line with the tools' one JSON reader (`JSONReader`: a strict pass over
/// the text, then `JSONDecoder`), as `batch --resume` reads them, so shards may be given
/// separately or concatenated, and resumed files read like any other. Blank lines are skipped;
/// any other line must be a record (a ``BatchRecord``, of which the report keeps the
/// ``ReportRecord`` view), or the whole report is refused with the file and line. Records merge by `"id"`: the same record twice (a shard given
/// twice: the same bytes, or the same whole ``BatchRecord`` written otherwise) counts once, two
/// different records of one face and configuration are refused, naming both places.
///
/// The merged report does not depend on how the records were split into files or in which order
/// they came: ``entries`` are in the order first read, and the page sorts them itself.
///
/// Threading: a plain value; `Sendable`. Reading decodes a file's lines on all cores.
package struct BatchReport: Sendable {
  /// Where a record was read: a file and a line number (from 1).
  struct Source: Sendable, Equatable, CustomStringConvertible {
    /// The file as given.
    package var file: String
    /// The line number, from 1.
    package var line: Int

    package var description: String { "'\(file)' line \(line)" }
  }

  /// One face and configuration, and where its record was first read.
  struct Entry: Sendable {
    /// The record, as the report reads it.
    var record: ReportRecord
    /// Where it was read first.
    var source: Source
    /// The line, to compare with another line of the same id.
    var line: LineText
  }

  /// A line's text: bytes read from a file, or the record of a line written in this process,
  /// whose line is written again when it is needed (only when another line has the same id; the
  /// writer gives the same bytes for the same record).
  enum LineText: Sendable {
    case read(ArraySlice<UInt8>)
    case written(BatchRecord)

    /// The line's bytes.
    var bytes: ArraySlice<UInt8> {
      switch self {
      case .read(let bytes): return bytes
      case .written(let record): return ArraySlice(record.line.utf8)
      }
    }
  }

  /// The records, one per face and configuration, in the order first read.
  private(set) var entries: [Entry] = []
  /// How many faces and configurations the report has.
  package var count: Int { entries.count }
  /// How many records were read again, identical, and merged.
  private(set) var mergedDuplicates = 0
  /// The files read, in order.
  package private(set) var files: [String] = []
  /// Each id's index in ``entries``.
  private var positions: [String: Int] = [:]

  /// An empty report.
  package init() {}

  /// Reads one batch output and merges its records.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - file: The file's name, for messages.
  /// - Throws: ``ResultFileError``: ``ResultFileError/notABatchRecord(file:line:problem:unfinished:)``
  ///   for a line that is not JSON or not a record (the first such line),
  ///   ``ResultFileError/batchSchemaVersion(file:line:found:)`` for a record of another schema, and
  ///   ``ResultFileError/conflictingRecords(id:first:second:)`` for a face and configuration recorded
  ///   twice with different results.
  package mutating func read(_ bytes: [UInt8], file: String) throws(ResultFileError) {
    files.append(file)
    let lines = Self.lines(of: bytes)
    let decoded = Self.decode(lines, of: bytes)
    for (line, outcome) in zip(lines, decoded) {
      if case .failure = outcome, let kind = ResultFileKind.of(bytes), kind != .batchOutput {
        // A stored result, observations or a report page: say so, not what line 1 lacks.
        throw .wrongKind(
          file: file, kind: kind, expected: "a batch output (calibrate batch --output FILE.jsonl)")
      }
      try take(outcome, bytes: bytes[line.range], line: line, file: file)
    }
  }

  /// Merges records that were just written to a file as its lines, without reading them back:
  /// `batch --report` draws the page of its run this way.
  ///
  /// The report is the one ``read(_:file:)`` makes of those lines: each record's view is made
  /// from the record (``ReportRecord/init(written:)``), and a record whose line would not read
  /// back as it is is read from its line instead, with the same outcome as from the file.
  ///
  /// - Parameters:
  ///   - lines: The lines as written, with their records, in order.
  ///   - file: The file they were written to, for messages.
  ///   - firstLine: The line number of the first of them in the file, from 1.
  /// - Throws: ``ResultFileError``, as ``read(_:file:)`` throws it for the same lines.
  package mutating func merge(
    written lines: [BatchLine], file: String, firstLine: Int
  ) throws(ResultFileError) {
    if files.last != file { files.append(file) }
    for (offset, written) in lines.enumerated() {
      let number = firstLine + offset
      if let view = ReportRecord(written: written) {
        try add(
          Entry(record: view, source: Source(file: file, line: number), line: .written(written.record)))
      } else {
        let bytes = ArraySlice(written.text.utf8)
        let outcome = Result { () throws(JSONReadError) in try Self.readLine(Array(bytes), number: number) }
        let line = Line(range: bytes.indices, number: number, endsWithNewline: true)
        try take(outcome, bytes: bytes, line: line, file: file)
      }
    }
  }

  /// Merges the outcome of decoding one line.
  private mutating func take(
    _ outcome: Result<ReadLine, JSONReadError>, bytes: ArraySlice<UInt8>, line: Line, file: String
  ) throws(ResultFileError) {
    switch outcome {
    case .failure(let problem):
      throw .notABatchRecord(
        file: file, line: line.number, problem: problem, unfinished: !line.endsWithNewline)
    case .success(let read):
      guard let record = read.record else {
        throw .batchSchemaVersion(file: file, line: line.number, found: read.schemaVersion ?? 0)
      }
      try add(Entry(record: record, source: Source(file: file, line: line.number), line: .read(bytes)))
    }
  }

  /// Merges one record.
  ///
  /// - Throws: ``ResultFileError/conflictingRecords(id:first:second:)`` when its face and
  ///   configuration already has another record.
  private mutating func add(_ entry: Entry) throws(ResultFileError) {
    let id = entry.record.id
    if let position = positions[id] {
      let first = entries[position]
      guard Self.sameRecord(first.line.bytes, entry.line.bytes) else {
        throw .conflictingRecords(id: id, first: first.source.description, second: entry.source.description)
      }
      mergedDuplicates += 1
      return
    }
    positions[id] = entries.count
    entries.append(entry)
  }

  /// Whether two lines hold the same record: the same bytes, or the same whole record written
  /// otherwise (both lines were read once already, so both decode).
  static func sameRecord(_ first: ArraySlice<UInt8>, _ second: ArraySlice<UInt8>) -> Bool {
    if first.elementsEqual(second) { return true }
    guard let a = try? JSONReader.decode(BatchRecord.self, from: Array(first)),
      let b = try? JSONReader.decode(BatchRecord.self, from: Array(second))
    else { return false }
    return a == b
  }

  /// Checks that something was read.
  ///
  /// - Throws: ``ResultFileError/noBatchRecords(files:)`` when no file held a record.
  package func requireRecords() throws(ResultFileError) {
    if entries.isEmpty { throw .noBatchRecords(files: files) }
  }

  // MARK: - Lines

  /// A line of a file: its bytes (without the newline), its number, and whether a newline ended it.
  struct Line {
    var range: Range<Int>
    var number: Int
    var endsWithNewline: Bool
  }

  /// The lines that are not blank (white space only), numbered from 1.
  static func lines(of bytes: [UInt8]) -> [Line] {
    var lines: [Line] = []
    var start = 0
    var number = 0
    while start < bytes.count {
      number += 1
      let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
      let end = newline ?? bytes.count
      let blank = bytes[start..<end].allSatisfy {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
      }
      if !blank { lines.append(Line(range: start..<end, number: number, endsWithNewline: newline != nil)) }
      start = end + 1
    }
    return lines
  }

  /// A line as read: its schema version, and the view of its record unless the version is
  /// another one.
  struct ReadLine: Sendable {
    var schemaVersion: Double?
    var record: ReportRecord?
  }

  /// Reads one line with the one JSON reader, version first, as a whole ``BatchRecord``, and keeps
  /// its view.
  static func readLine(_ bytes: [UInt8], number: Int) throws(JSONReadError) -> ReadLine {
    let read = try JSONReader.decode(VersionFirst<BatchRecord>.self, from: bytes, firstLine: number)
    return ReadLine(schemaVersion: read.schemaVersion, record: read.document.map(ReportRecord.init))
  }

  /// Decodes lines on every core, each with the one JSON reader; the outcomes are in line order.
  static func decode(_ lines: [Line], of bytes: [UInt8]) -> [Result<ReadLine, JSONReadError>] {
    lines.concurrentMap { line in
      Result { () throws(JSONReadError) in try readLine(Array(bytes[line.range]), number: line.number) }
    }
  }
}
