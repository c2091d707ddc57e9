import CalibrateSupport
import CalibrateTestSupport
import FontCalibration
import Foundation
import Testing
import TextMetrics

@testable import CalibrationReports

/// The batch report's parts: reading and merging batch lines, the escaping and the policy that
/// keep a font's names from running, and the charts recomputed from records.
@Suite("Batch report")
struct BatchReportTests {
  /// A calibration as `calibrate batch` runs it, with its id.
  static func record(
    font: String = TestFonts.testFont, hinting: HintingMode = .none, scale: Double = 2,
    sizes: [Double] = Array(stride(from: 8.0, through: 40, by: 4)),
    configure: (inout CalibrationSettings) -> Void = { _ in }
  ) throws -> (id: String, document: ResultDocument) {
    var settings = CalibrationSettings()
    settings.font = font
    settings.hinting = hinting
    settings.scale = scale
    settings.sizes = sizes
    configure(&settings)
    let run = try CalibrationRun.perform(settings)
    let id = "\(font)#0@\(NumberFormat.number(scale))x/\(hinting.rawValue)"
    return (id, ResultDocument(run))
  }

  /// A batch line of a record.
  static func line(_ record: (id: String, document: ResultDocument)) -> String {
    BatchRecord.result(id: record.id, record.document).line
  }

  /// A report of files, each a list of lines.
  static func report(_ files: [(name: String, text: String)]) throws(ResultFileError) -> BatchReport {
    var report = BatchReport()
    for file in files { try report.read(Array(file.text.utf8), file: file.name) }
    return report
  }

  // MARK: - Escaping and the policy

  @Test(
    "text from a font or a path becomes text in any HTML context",
    arguments: [
      ("DejaVu Sans", "DejaVu Sans"),
      ("<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"),
      ("</script><script>alert(1)</script>", "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"),
      ("\" onmouseover=\"alert(1)", "&quot; onmouseover=&quot;alert(1)"),
      ("it's & more", "it&#39;s &amp; more"),
      ("a\u{0}b\u{1B}c\u{85}d", "a\u{FFFD}b\u{FFFD}c\u{FFFD}d"),
      ("Noto Sans 日本語\tItalic", "Noto Sans 日本語\tItalic"),
    ])
  func escaping(_ text: String, _ expected: String) {
    #expect(HTMLText.escaped(text) == expected)
  }

  @Test("noncharacters, which HTML does not allow, become U+FFFD")
  func noncharacters() throws {
    let scalars = try [0xFDD0, 0xFFFE, 0x1FFFF].map { try #require(Unicode.Scalar(UInt32($0))) }
    #expect(HTMLText.escaped("a" + String(String.UnicodeScalarView(scalars))) == "a\u{FFFD}\u{FFFD}\u{FFFD}")
  }

  @Test(
    "base64 as RFC 4648 writes it",
    arguments: [
      ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
      ("foobar", "Zm9vYmFy"),
    ])
  func base64(_ text: String, _ expected: String) {
    #expect(ContentSecurityPolicy.base64(Array(text.utf8)) == expected)
  }

  @Test("a hash source is the SHA-256 of the text in base64, as browsers compute it")
  func hashSource() {
    #expect(ContentSecurityPolicy.source("") == "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    #expect(ContentSecurityPolicy.source("abc") == "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='")
  }

  /// The text between the first `<open>` and the next `</close>`.
  static func between(_ page: String, _ open: String, _ close: String) throws -> String {
    let start = try #require(page.firstRange(of: open))
    let end = try #require(page[start.upperBound...].firstRange(of: close))
    return String(page[start.upperBound..<end.lowerBound])
  }

  @Test("the page loads nothing, and its policy allows its own script and style by hash only")
  func policy() throws {
    let page = BatchReportPage(report: try Self.report([("a.jsonl", Self.line(try Self.record()) + "\n")]))
      .html()
    let script = try Self.between(page, "<script>", "</script>")
    let style = try Self.between(page, "<style>", "</style>")
    let policy = try Self.between(page, "http-equiv=\"Content-Security-Policy\" content=\"", "\"")
    #expect(
      policy
        == "default-src &#39;none&#39;; script-src \(HTMLText.escaped(ContentSecurityPolicy.source(script))); style-src \(HTMLText.escaped(ContentSecurityPolicy.source(style))); base-uri &#39;none&#39;; form-action &#39;none&#39;"
    )
    #expect(page.components(separatedBy: "<script").count == 2)
    #expect(page.components(separatedBy: "<style").count == 2)
    // The one URL is the SVG namespace, which nothing fetches.
    #expect(!page.replacing("xmlns=\"http://www.w3.org/2000/svg\"", with: "").contains("://"))
    #expect(page.components(separatedBy: "://").count - 1 == page.components(separatedBy: "<svg ").count - 1)
    for attribute in [" style=", " src=", " href=", " srcset="] {
      #expect(!page.contains(attribute), "\(attribute)")
    }
    #expect(!page.contains(try Regex(" on[a-z]+=")))
  }

  @Test("a hostile family, style and path are shown as text, and never reach the script")
  func hostileNames() throws {
    var (id, document) = try Self.record()
    document.font.family = "<img src=x onerror=\"window.fontScriptRan=1\">"
    document.font.style = "</script><script>window.fontScriptRan=2</script>"
    document.font.path = "/fonts/x\"><svg onload=window.fontScriptRan=3>.ttf"
    id = document.font.path + "#0@2x/none"
    let page = BatchReportPage(report: try Self.report([("a.jsonl", Self.line((id, document)) + "\n")]))
      .html()
    #expect(
      page.contains(
        ".ttf\">&lt;img src=x onerror=&quot;window.fontScriptRan=1&quot;&gt; &lt;/script&gt;&lt;script&gt;window.fontScriptRan=2&lt;/script&gt;<br><small>x&quot;&gt;&lt;svg onload=window.fontScriptRan=3&gt;.ttf</small></td>"
      ))
    #expect(page.contains("title=\"/fonts/x&quot;&gt;&lt;svg onload=window.fontScriptRan=3&gt;.ttf\""))
    #expect(!page.contains("<img"))
    #expect(!page.contains("<svg onload"))
    #expect(page.components(separatedBy: "</script>").count == 2)
    #expect(!(try Self.between(page, "<script>", "</script>")).contains("fontScriptRan"))
  }

  // MARK: - Charts from records

  /// Configurations whose errors the report recomputes.
  static let configurations:
    [(font: String, hinting: HintingMode, scale: Double, model: CalibrationSettings.Sizing)] = [
      (TestFonts.testFont, .none, 2, .plain), (TestFonts.testFont, .full, 2, .plain),
      (TestFonts.testFont, .full, 3, .plain), (TestFonts.testFont, .light, 1, .plain),
      (TestFonts.testFont, .none, 2, .uikitSwipe), (TestFonts.testFont, .full, 3, .uikitSwipe),
      (TestFonts.inter, .none, 2, .plain), (TestFonts.inter, .full, 2, .plain),
      (TestFonts.inter, .full, 2, .uikitSwipe), (TestFonts.dejaVuSans, .full, 1, .plain),
    ]

  @Test("errors recomputed from a record alone are the record's, to the last bit", arguments: configurations)
  func recomputedErrors(
    _ configuration: (font: String, hinting: HintingMode, scale: Double, model: CalibrationSettings.Sizing)
  ) throws {
    guard TestFonts.require(configuration.font) else { return }
    let record = try Self.record(
      font: configuration.font, hinting: configuration.hinting, scale: configuration.scale,
      sizes: (8...40).map(Double.init)
    ) { $0.sizing = configuration.model }
    let report = try Self.report([("a.jsonl", Self.line(record) + "\n")])
    let calibrated = try #require(report.entries.first?.record.calibrated)
    let errors = try RecordedErrors(calibrated, bins: 42)
    #expect(errors.leftOutSizes.isEmpty)
    #expect(errors.sizes.count == 33)
    #expect(errors.global.largest == record.document.global.pair.maxError)
    #expect(errors.seed.largest == record.document.handTuned.maxError)
    #expect(errors.global.lowest.count == 42)
    #expect(zip(errors.global.lowest, errors.global.highest).allSatisfy { $0 <= $1 })
    #expect(max(0, -(errors.global.lowest.min() ?? 0)) == record.document.global.pair.largestClip)
    #expect(max(0, errors.global.highest.max() ?? 0) == record.document.global.pair.largestOvershoot)
    // Under UIKit's model only 74...120 pt are reachable.
    #expect(errors.firstTarget == (configuration.model == .uikitSwipe ? 74 : 40))
    #expect(errors.lastTarget == (configuration.model == .uikitSwipe ? 120 : 200))
  }

  @Test("a size whose run is not uniform is left out, and a record with no other has no chart")
  func nonUniformRuns() throws {
    // The test font kerns U+2008 against itself: runs of it are not N × its advance.
    let record = try Self.record { $0.placeholder = "\u{2008}" }
    #expect(record.document.sizes.allSatisfy { !$0.uniform })
    let report = try Self.report([("a.jsonl", Self.line(record) + "\n")])
    let calibrated = try #require(report.entries.first?.record.calibrated)
    #expect(throws: RecordedErrors.Unavailable.self) { try RecordedErrors(calibrated, bins: 42) }
    let page = BatchReportPage(report: report).html()
    #expect(page.contains("no chart: no size&#39;s run of placeholders is uniform"))
  }

  // MARK: - Records in memory

  /// Records of every kind a batch writes: the count method unhinted, hinted and under UIKit's
  /// model, the composite method, a variable font's axes, and a failure.
  static func writtenRecords() throws -> [BatchRecord] {
    // Ids differ by hinting and scale, as a batch's configurations do.
    let configurations: [(HintingMode, Double, (inout CalibrationSettings) -> Void)] = [
      (.none, 2, { _ in }), (.full, 2, { _ in }), (.full, 3, { $0.sizing = .uikitSwipe }),
      (.none, 1, { $0.method = .composite }),
    ]
    var records = try configurations.map { hinting, scale, configure in
      let record = try Self.record(hinting: hinting, scale: scale, configure: configure)
      return BatchRecord.result(id: record.id, record.document)
    }
    if TestFonts.require(TestFonts.interVariable) {
      let record = try Self.record(font: TestFonts.interVariable) {
        $0.variations = [FontVariation(tag: "wght", value: 700), FontVariation(tag: "slnt", value: -5)]
      }
      records.append(.result(id: record.id, record.document))
    }
    records.append(
      .failure(
        id: "/fonts/broken.ttf#0@2x/none", path: "/fonts/broken.ttf", faceIndex: 0, scale: 2, hinting: .none,
        method: nil, error: "'/fonts/broken.ttf' is not a usable font: unknown file format"))
    return records
  }

  @Test("records in memory give the views their lines read back, and the page of the file, byte for byte")
  func recordsInMemory() throws {
    let records = try Self.writtenRecords()
    let lines = records.map(\.line)
    let read = try Self.report([("out.jsonl", lines.joined(separator: "\n") + "\n")])
    var written = BatchReport()
    try written.merge(written: records.map(BatchLine.init), file: "out.jsonl", firstLine: 1)
    #expect(written.count == records.count)
    #expect(read.count == records.count)
    for (memory, file) in zip(written.entries, read.entries) {
      #expect(memory.record == file.record)
      #expect(memory.source == file.source)
    }
    #expect(written.entries.contains { $0.record.calibrated?.composite != nil })
    #expect(written.entries.contains { $0.record.calibrated?.model != nil })
    #expect(BatchReportPage(report: written).html() == BatchReportPage(report: read).html())
  }

  @Test("a library of 48 records is read and drawn on every core, each row as one core draws it alone")
  func manyRecordsOnEveryCore() throws {
    // Enough lines and rows for the parallel map to cut several chunks and run them on every
    // worker at once, so `make tsan` sees the reading and drawing threads share nothing unsafely.
    let base = try Self.record()
    let lines = (0..<48).map { index in
      BatchRecord.result(id: "\(base.id)/\(index)", base.document).line
    }
    let report = try Self.report([("many.jsonl", lines.joined(separator: "\n") + "\n")])
    #expect(report.count == 48)
    let html = BatchReportPage(report: report).html()
    let single = BatchReportPage(report: try Self.report([("one.jsonl", lines[0] + "\n")])).html()
    #expect(html.contains("<caption>48 rows, "))
    #expect(try Self.tableBody(html) == String(repeating: try Self.tableBody(single), count: 48))
    // Work that takes a while keeps both workers busy at once whatever the machine's speed.
    let numbers = Array(0..<512)
    let squares = numbers.concurrentMap { number in
      usleep(200)
      return number * number + 1
    }
    #expect(squares == numbers.map { $0 * $0 + 1 })
  }

  /// The rows of a page's table.
  static func tableBody(_ html: String) throws -> String {
    let start = try #require(html.range(of: "<tbody>\n"))
    let end = try #require(html.range(of: "</tbody>"))
    return String(html[start.upperBound..<end.lowerBound])
  }

  @Test("records in memory merge with lines read: a later run's record of a face already read is refused")
  func memoryAfterFile() throws {
    let records = try Self.writtenRecords()
    var report = try Self.report([("out.jsonl", records[0].line + "\n" + records[1].line + "\n")])
    // The same record again merges; another record of the same id is refused, naming both lines.
    try report.merge(written: [BatchLine(records[1])], file: "out.jsonl", firstLine: 3)
    #expect(report.count == 2)
    #expect(report.mergedDuplicates == 1)
    guard case .result(_, let document) = records[2] else {
      Issue.record("the third record is a result")
      return
    }
    let clash = BatchRecord.result(id: records[0].id, document)
    #expect(
      throws: ResultFileError.conflictingRecords(
        id: records[0].id, first: "'out.jsonl' line 1", second: "'out.jsonl' line 4")
    ) {
      try report.merge(written: [BatchLine(clash)], file: "out.jsonl", firstLine: 4)
    }
  }

  @Test(
    "−0, which a line writes as 0, is +0 in memory too; a number a line writes as null is refused as the file refuses it"
  )
  func numbersAsWritten() throws {
    var record = try Self.record()
    record.document.global.pair.minimumWidth = -0.0
    let negativeZero = BatchRecord.result(id: record.id, record.document)
    let view = try #require(ReportRecord(written: BatchLine(negativeZero))?.calibrated)
    #expect(view.global.minimumWidth.bitPattern == (0.0).bitPattern)
    var memory = BatchReport()
    try memory.merge(written: [BatchLine(negativeZero)], file: "out.jsonl", firstLine: 1)
    let file = try Self.report([("out.jsonl", negativeZero.line + "\n")])
    let page = BatchReportPage(report: memory).html()
    #expect(page == BatchReportPage(report: file).html())
    #expect(page.contains(", 0.000</td>"))
    #expect(!page.contains("-0.000"))

    // A number the page shows, and one it does not: the file refuses both lines, and so does
    // the report of the records in memory, with the same error.
    var unshown = record
    record.document.handTuned.maxError = .infinity
    unshown.document.handTuned.rmsError = .infinity
    for (document, key) in [(record.document, "maxError"), (unshown.document, "rmsError")] {
      let infinite = BatchRecord.result(id: record.id, document)
      #expect(ReportRecord(written: BatchLine(infinite)) == nil)
      #expect(!BatchLine(infinite).readsBack)
      #expect(infinite.line.contains("\"\(key)\":null"))
      let fromFile = #expect(throws: ResultFileError.self) {
        try Self.report([("out.jsonl", infinite.line + "\n")])
      }
      var fromMemory = BatchReport()
      let inMemory = #expect(throws: ResultFileError.self) {
        try fromMemory.merge(written: [BatchLine(infinite)], file: "out.jsonl", firstLine: 1)
      }
      #expect(fromFile != nil)
      #expect(fromFile == inMemory)
    }
  }

  // MARK: - Reading and merging

  @Test("records merge by id: the same record twice counts once, files in any order give the same page")
  func merging() throws {
    let lines = try [HintingMode.none, .full].flatMap { hinting in
      try [1.0, 2].map { Self.line(try Self.record(hinting: hinting, scale: $0)) }
    }
    let whole = try Self.report([("all.jsonl", lines.joined(separator: "\n") + "\n")])
    let shards = try Self.report([
      ("b.jsonl", lines[2] + "\n" + lines[3] + "\n"), ("a.jsonl", "\n" + lines[1] + "\n\n" + lines[0]),
    ])
    let twice = try Self.report([
      ("all.jsonl", lines.joined(separator: "\n") + "\n"), ("a.jsonl", lines[0] + "\n" + lines[1] + "\n"),
    ])
    #expect(whole.count == 4)
    #expect(twice.count == 4)
    #expect(twice.mergedDuplicates == 2)
    let page = BatchReportPage(report: whole).html()
    #expect(BatchReportPage(report: shards).html() == page)
    #expect(BatchReportPage(report: twice).html() == page)
    #expect(page.components(separatedBy: "<details>").count == 5)
  }

  @Test("the same record written otherwise merges; a different one is refused naming both lines")
  func conflicts() throws {
    let (id, document) = try Self.record()
    let compact = Self.line((id, document))
    let pretty = JSONValue.encoding(BatchRecord.result(id: id, document)).serialized(compact: false)
      .replacing("\n", with: " ")
    let merged = try Self.report([("a.jsonl", compact + "\n"), ("b.jsonl", pretty + "\n")])
    #expect(merged.count == 1)
    #expect(merged.mergedDuplicates == 1)
    var changed = document
    changed.handTuned.rmsError += 1
    let error = #expect(throws: ResultFileError.self) {
      try Self.report([("a.jsonl", compact + "\n"), ("b.jsonl", "\n" + Self.line((id, changed)) + "\n")])
    }
    #expect(
      error?.description
        == "'\(id)' is calibrated twice with different results, 'a.jsonl' line 1 and 'b.jsonl' line 2; keep one (delete the stale line, or leave out the older run's file)"
    )
  }

  @Test(
    "a line that is not a batch record is refused with its file and line",
    arguments: [
      (
        "not json\n",
        "'f.jsonl' line 1 is not valid JSON: 'not' at line 1, column 1 is not a JSON number, true, false or null"
      ),
      ("{\n", "'f.jsonl' line 1 is not valid JSON: it ends with 1 array or object still open"),
      ("{\"id\": 1}\n", "'f.jsonl' line 1 is not a batch record: 'id' has the wrong type"),
      (
        "\n\n{\"id\": \"x\", \"error\": \"e\", \"path\": \"p\"}\n",
        "'f.jsonl' line 3 is not a batch record: it lacks 'faceIndex'"
      ),
      (
        "{\"id\": \"x\", \"schemaVersion\": 3}\n",
        "'f.jsonl' line 1 has schema version 3; this tool reads versions 1 and 2"
      ),
      (
        "{\"id\": \"torn",
        "'f.jsonl' line 1 is not valid JSON: it ends inside a string; it is the unfinished last line of a killed run: finish it with calibrate batch --resume"
      ),
    ])
  func badLines(_ text: String, _ message: String) {
    let error = #expect(throws: ResultFileError.self) { try Self.report([("f.jsonl", text)]) }
    #expect(error?.description == message)
  }

  @Test("outputs without a record are refused")
  func noRecords() throws {
    let report = try Self.report([("a.jsonl", ""), ("b.jsonl", "\n \n")])
    let error = #expect(throws: ResultFileError.self) { try report.requireRecords() }
    #expect(
      error?.description
        == "none of the 2 files holds a batch record; calibrate report reads the JSON Lines of calibrate batch"
    )
  }

  // MARK: - Columns

  /// A table row's cells: each `<td ...>text</td>` as (its attributes, its text), in order.
  static func cells(_ row: Substring) -> [(attributes: String, text: String)] {
    row.components(separatedBy: "<td").dropFirst().map { cell in
      let open = cell.firstIndex(of: ">") ?? cell.endIndex
      let close = cell.range(of: "</td>")?.lowerBound ?? cell.endIndex
      return (String(cell[..<open]), String(cell[cell.index(after: open)..<close]))
    }
  }

  @Test("the columns are one list of names; each cell's text is found by its column's name")
  func columnsByName() throws {
    let columns = BatchReportPage.columns
    #expect(columns.map(\.name) == BatchReportPage.Column.Name.allCases)
    #expect(columns.map(\.index) == Array(columns.indices))
    #expect(Set(columns.map(\.heading)).count == columns.count)
    let report = try Self.report([("a.jsonl", Self.line(try Self.record()) + "\n")])
    let row = try #require(report.entries.first.map(ReportRow.init))
    #expect(row.cells.texts == columns.map { row.text($0.name) })
  }

  @Test("every cell sits under its heading: the sorted, bold, face, advance and numeric columns by name")
  func cellsUnderTheirHeadings() throws {
    var record = try Self.record()
    record.document.sizes[0].synthesized = true
    let failure = BatchRecord.failure(
      id: "/fonts/broken.ttf#0@2x/none", path: "/fonts/broken.ttf", faceIndex: 0, scale: 2, hinting: .none,
      method: nil, error: "'/fonts/broken.ttf' is not a usable font: unknown file format")
    let report = try Self.report([("a.jsonl", Self.line(record) + "\n" + failure.line + "\n")])
    let page = BatchReportPage(report: report).html()
    let table = try Self.between(page, "<table id=\"faces\">", "</table>")
    let heads = try Self.between(table, "<thead><tr>", "</tr></thead>").components(separatedBy: "<th")
      .dropFirst()
    let headings = heads.map { head in
      String(head[head.index(after: head.firstIndex(of: ">") ?? head.startIndex)...].prefix { $0 != "<" })
    }
    func column(_ heading: String) throws -> Int {
      try #require(
        headings.firstIndex(of: HTMLText.escaped(heading)), "no column '\(heading)' in \(headings)")
    }
    #expect(headings.count == BatchReportPage.columns.count)
    #expect(heads.filter { $0.contains("aria-sort=\"descending\"") }.count == 1)
    #expect(heads[heads.startIndex + (try column("Global max |e|"))].contains("aria-sort=\"descending\""))
    let numeric = Set(
      heads.indices.filter { heads[$0].contains("data-sort=\"number\"") }.map { $0 - heads.startIndex })

    // The calibrated face's row, then the failure's.
    let rows = page.components(separatedBy: "<tr class=\"face").dropFirst().map { $0.prefix { $0 != "\n" } }
    let calibrated = Self.cells(try #require(rows.first))
    let failed = Self.cells(try #require(rows.last))
    #expect(calibrated.count == headings.count && failed.count == headings.count)
    let document = record.document
    #expect(calibrated[try column("Face")].attributes == " title=\"\(HTMLText.escaped(document.font.path))\"")
    #expect(
      calibrated[try column("Face")].text.hasPrefix("\(document.font.family) \(document.font.style)<br>"))
    #expect(calibrated[try column("Configuration")].text == "@2x none")
    #expect(calibrated[try column("Advance at 15 pt")].attributes.contains("class=\"synthesized\""))
    #expect(calibrated[try column("Per-size floor")].text == ReportRow.points(document.global.perSizeFloor))
    #expect(calibrated[try column("Global max |e|")].text == ReportRow.points(document.global.pair.maxError))
    #expect(
      calibrated[try column("Hand-tuned max |e|")].text == ReportRow.points(document.handTuned.maxError))
    #expect(calibrated[try column("Composite max |e|")].text == "—")
    #expect(calibrated[try column("Sizing model")].text == "plain, P 30 pt")
    #expect(failed[try column("Face")].text.hasPrefix("face not read<br>"))
    #expect(failed[try column("Configuration")].text == "@2x none")
    #expect(calibrated.filter { $0.attributes.contains("class=\"synthesized\"") }.count == 1)

    // The style picks the same columns by position: the face's width, the bold global max |e|,
    // and the right-aligned numbers.
    let style = try Self.between(page, "<style>", "</style>")
    #expect(style.contains("#faces tr.face td\(try Self.child(column("Face"))){min-width"))
    #expect(style.contains("#faces tr.ok td\(try Self.child(column("Global max |e|"))){color"))
    let rightAligned = try #require(style.split(separator: "\n").first { $0.hasSuffix("{text-align:right}") })
    let ranges = rightAligned.matches(of: /#faces td:nth-child\(n\+(\d+)\):nth-child\(-n\+(\d+)\)/)
    let aligned = Set(ranges.flatMap { match in (Int(match.output.1)! - 1)...(Int(match.output.2)! - 1) })
    #expect(aligned == numeric)
    let (global, face) = (try column("Global max |e|"), try column("Face"))
    #expect(numeric.contains(global) && !numeric.contains(face))
  }

  /// The `:nth-child` selector of one column (from 0), as the style writes it.
  static func child(_ index: Int) -> String {
    index == 0 ? ":first-child" : ":nth-child(\(index + 1))"
  }

  // MARK: - Cells

  @Test("the advance at 15 pt, or at the nearest size, named")
  func advanceAt15() throws {
    let at15 = try Self.report([("a.jsonl", Self.line(try Self.record(sizes: [12, 15, 18])) + "\n")])
    let near = try Self.report([("a.jsonl", Self.line(try Self.record(sizes: [8, 14, 16, 20])) + "\n")])
    // The test font's hair space is 170 of 2048 units: 1.2451 pt at 15 pt, 1.1621 pt at 14 pt.
    #expect(ReportRow.advanceAt15(try #require(at15.entries.first?.record.calibrated)) == "1.2451 pt")
    #expect(
      ReportRow.advanceAt15(try #require(near.entries.first?.record.calibrated)) == "1.1621 pt at 14 pt")
  }

  @Test(
    "failures group by reason, without the face's names",
    arguments: [
      (
        "Noto Sans Tamil Supplement (/f/N.ttf) cannot show placeholder U+200A: it renders as .notdef",
        "/f/N.ttf", "cannot show placeholder U+200A: it renders as .notdef"
      ),
      (
        "'/f/x.ttf' is not a usable font: unknown file format", "/f/x.ttf",
        "'FILE' is not a usable font: unknown file format"
      ),
    ])
  func failureReasons(_ error: String, _ path: String, _ reason: String) {
    #expect(ReportRow.reason(error, path: path) == reason)
  }
}
