import CalibrateSupport
import CalibrateTestSupport
import FontCalibration
import Foundation
import Testing

@testable import CalibrationReports

/// The calibrations kept in `results/` are recomputed and must not move.
@Suite("Stored results")
struct ResultsRegressionTests {
  static let folder = CalibrateExecutable.packageRoot.appendingPathComponent("results")

  /// Every stored result, as a path relative to `results/`.
  static var files: [String] {
    TestFonts.list.fonts(.results).flatMap { font in
      ReferenceResults.hintings.flatMap { hinting in
        ReferenceResults.scales.map { ReferenceResults.resultPath(font, scale: $0, hinting: hinting) }
      }
    }
  }

  /// Every stored composite calibration, as a path relative to `results/`.
  static var compositeFiles: [String] {
    TestFonts.list.fonts(.results).flatMap { font in
      ReferenceResults.compositeHintings.map { ReferenceResults.compositePath(font, hinting: $0) }
    }
  }

  /// The stored composite calibrations, as the summaries list them.
  static func compositeEntries() throws -> [ResultsSummary.Entry] {
    try compositeFiles.map { file in
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      return ResultsSummary.Entry(file: file, document: try ResultCheck.read(text, file: file))
    }
  }

  /// Recomputes one stored result in-process and returns what moved.
  static func check(_ path: String) throws -> [ResultCheck.Difference] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let stored = try ResultCheck.read(text, file: path)
    let run = try CalibrationRun.perform(try ResultCheck.settings(of: stored, file: path))
    return ResultCheck.differences(old: stored, new: ResultDocument(run))
  }

  /// Recomputes an edited copy of a stored result and returns its one difference, recording an
  /// issue when it has another number of them.
  static func onlyDifference(_ path: String) throws -> ResultCheck.Difference {
    let differences = try check(path)
    #expect(differences.count == 1, "\(differences)")
    return try #require(differences.first)
  }

  /// The message a failing comparison gives: what moved, where, and what to do.
  static func message(_ difference: ResultCheck.Difference, file: String) -> String {
    if difference.field.hasPrefix("font.sha256") {
      return
        "\(file): the installed font file changed (SHA-256 \(difference.old) -> \(difference.new)): the font package was updated, not the code; if intended, regenerate with `make results`"
    }
    let size = difference.size.map { "size \(NumberFormat.number($0)) pt" } ?? "summary"
    return
      "\(file) (\(difference.font)): \(size), field \(difference.field): stored \(difference.old), now \(difference.new); if the change is intended, regenerate with `make results`"
  }

  @Test("the result set is complete", arguments: files)
  func present(file: String) {
    #expect(
      FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(file).path),
      "results/\(file) is missing: run `make results`")
  }

  @Test("every stored result recomputes exactly", arguments: files)
  func recompute(file: String) throws {
    let path = Self.folder.appendingPathComponent(file).path
    guard FileManager.default.fileExists(atPath: path) else { return }
    for difference in try Self.check(path) {
      Issue.record(Comment(rawValue: Self.message(difference, file: "results/" + file)))
    }
  }

  @Test("the composite set is complete", arguments: compositeFiles)
  func compositePresent(file: String) {
    #expect(
      FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(file).path),
      "results/\(file) is missing: run `make results`")
  }

  @Test(
    "every stored composite calibration has the reference settings and recomputes exactly",
    arguments: compositeFiles)
  func compositeRecompute(file: String) throws {
    let path = Self.folder.appendingPathComponent(file).path
    guard FileManager.default.fileExists(atPath: path) else { return }
    let stored = try ResultCheck.read(try String(contentsOfFile: path, encoding: .utf8), file: path)
    // The file is what calibrate results writes: @2x, 8...40 pt, padding 30, 74...200 step 0.5,
    // --method composite with every space the font maps and no guard.
    #expect(
      try ResultCheck.settings(of: stored, file: path)
        == ReferenceResults.compositeSettings(stored.font.path, hinting: stored.hinting))
    #expect(stored.method == "composite")
    #expect(stored.placeholders == "auto")
    #expect(stored.guardCharacter == nil)
    #expect(stored.widths == ResultDocument.Widths(from: 74, through: 200, step: 0.5))
    #expect(stored.scale == 2)
    #expect(stored.padding == 30)
    #expect(stored.sizes.map(\.size) == (8...40).map(Double.init))
    #expect(stored.composite?.sizes.map(\.size) == (8...40).map(Double.init))
    for difference in try Self.check(path) {
      Issue.record(Comment(rawValue: Self.message(difference, file: "results/" + file)))
    }
  }

  @Test("the stored composites show the issue's figures: Inter within 0.05 pt unhinted, 0.25 pt hinted")
  func compositeFigures() throws {
    let entries = try Self.compositeEntries()
    // Every reference font with the results role, in both hinting modes.
    #expect(entries.count == TestFonts.list.fonts(.results).count * 2)
    #expect(entries.count >= 10)
    for entry in entries {
      let document = entry.document
      let composite = try #require(document.composite, "\(entry.file) has no composite record")
      #expect(composite.mismatchedTitles == 0, "\(entry.file): titles that do not add up")
      // 253 targets at each of 33 sizes, some sharing a title.
      #expect(composite.shapedTitles > 8000, "\(entry.file)")
      #expect(composite.maxErrorPixels == composite.maxError * 2)
      // The composite beats the count method's best global pair and the hand-tuned constants by
      // far.
      #expect(composite.maxError * 3 < document.global.pair.maxError, "\(entry.file)")
      #expect(composite.maxError * 30 < document.handTuned.maxError, "\(entry.file)")
      #expect(composite.sizes.allSatisfy { $0.maxError <= composite.maxError })
    }
    let inter = try #require(entries.first { $0.file == "composite/inter-none.json" }?.document.composite)
    #expect(inter.maxError <= 0.05)
    #expect(inter.maxError > 0)
    let interHinted = try #require(
      entries.first { $0.file == "composite/inter-full.json" }?.document.composite)
    #expect(interHinted.maxError <= 0.25)
    // Whole-pixel advances reach every pixel count of these targets.
    #expect(interHinted.maxError == 0)
  }

  @Test("a composite advance changed in a copy is named in the failure")
  func editedCompositeCopy() throws {
    let original = Self.folder.appendingPathComponent("composite/calibrate-test-full.json")
    let text = try String(contentsOf: original, encoding: .utf8)
    let stored = try ResultCheck.read(text, file: original.path)
    let size = try #require(stored.composite?.sizes.first { $0.size == 14 })
    let advance = try #require(size.advanceUnits.first)
    var edited = stored
    edited.composite?.sizes[6].advanceUnits[0] = advance + 1
    #expect(edited.composite?.sizes[6].size == 14)
    let copyFolder = try CalibrateExecutable.temporaryFolder("edited-composite").appendingPathComponent(
      "results/composite")
    try FileManager.default.createDirectory(at: copyFolder, withIntermediateDirectories: true)
    let copy = copyFolder.appendingPathComponent("calibrate-test-full.json")
    try edited.json.serialized().write(to: copy, atomically: true, encoding: .utf8)
    let difference = try Self.onlyDifference(copy.path)
    #expect(difference.size == 14)
    #expect(difference.field == "composite.sizes.advanceUnits[0]")
    #expect(difference.old == "\(advance + 1)")
    #expect(difference.new == "\(advance)")
    #expect(
      Self.message(difference, file: "results/composite/calibrate-test-full.json")
        == "results/composite/calibrate-test-full.json (Calibrate Test Regular): size 14 pt, field composite.sizes.advanceUnits[0]: stored \(advance + 1), now \(advance); if the change is intended, regenerate with `make results`"
    )
  }

  @Test("an advance changed by one unit in a copy is named in the failure")
  func editedCopy() throws {
    let original = Self.folder.appendingPathComponent("calibrate-test/2x-full.json")
    var text = try String(contentsOf: original, encoding: .utf8)
    let target =
      "\"size\": 14,\n      \"advance\": 1,\n      \"advancePixels\": 2,\n      \"advanceUnits\": 128,"
    #expect(text.contains(target))
    text = text.replacingOccurrences(of: target, with: target.replacingOccurrences(of: "128", with: "129"))
    let copyFolder = try CalibrateExecutable.temporaryFolder("edited").appendingPathComponent(
      "results/calibrate-test")
    try FileManager.default.createDirectory(at: copyFolder, withIntermediateDirectories: true)
    let copy = copyFolder.appendingPathComponent("2x-full.json")
    try text.write(to: copy, atomically: true, encoding: .utf8)
    // The copy names the test font relatively; run from the package so it resolves.
    let difference = try Self.onlyDifference(copy.path)
    #expect(difference.size == 14)
    #expect(difference.field == "advanceUnits")
    #expect(difference.old == "129")
    #expect(difference.new == "128")
    let message = Self.message(difference, file: "results/calibrate-test/2x-full.json")
    #expect(
      message
        == "results/calibrate-test/2x-full.json (Calibrate Test Regular): size 14 pt, field advanceUnits: stored 129, now 128; if the change is intended, regenerate with `make results`"
    )
  }

  @Test("a changed font file is reported as a font package change")
  func changedFont() throws {
    let original = Self.folder.appendingPathComponent("inter/2x-none.json")
    var text = try String(contentsOf: original, encoding: .utf8)
    let stored = try #require(try JSONValue.decoded(text)["font"]?["sha256"]?.stringValue)
    text = text.replacingOccurrences(of: stored, with: String(repeating: "0", count: 64))
    let copy = try CalibrateExecutable.temporaryFolder("changed-font").appendingPathComponent("2x-none.json")
    try text.write(to: copy, atomically: true, encoding: .utf8)
    let message = Self.message(try Self.onlyDifference(copy.path), file: "results/inter/2x-none.json")
    #expect(message.contains("the font package was updated, not the code"))
    #expect(message.contains(stored))
  }

  @Test("the stored button preview is the one the code draws now, byte for byte")
  func previewMatches() throws {
    for font in TestFonts.list.fonts(.results) where ReferenceResults.previewedFonts.contains(font.slug) {
      let path = TestFonts.list.resolvedPath(of: font)
      guard TestFonts.require(path) else { continue }
      let file = ReferenceResults.previewPath(font, scale: 2, hinting: .full)
      let stored = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
      let preview = try ButtonPreview.perform(
        ReferenceResults.previewSettings(path, scale: 2, hinting: .full))
      #expect(
        stored == PreviewRenderer(preview: preview).svg(), "results/\(file) is stale: run `make results`")
    }
  }

  @Test("results/README.md matches the JSON files")
  func summaryMatches() throws {
    var entries: [ResultsSummary.Entry] = []
    var charts: [String] = []
    var previews: [String] = []
    for font in TestFonts.list.fonts(.results) {
      for hinting in ReferenceResults.hintings {
        for scale in ReferenceResults.scales {
          let file = ReferenceResults.resultPath(font, scale: scale, hinting: hinting)
          let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
          entries.append(ResultsSummary.Entry(file: file, document: try ResultCheck.read(text, file: file)))
          if ReferenceResults.isCharted(font, scale: scale, hinting: hinting) {
            let chart = ReferenceResults.chartPath(font, scale: scale, hinting: hinting)
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(chart).path))
            charts.append(chart)
          }
          if ReferenceResults.isPreviewed(font, scale: scale, hinting: hinting) {
            let preview = ReferenceResults.previewPath(font, scale: scale, hinting: hinting)
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(preview).path))
            previews.append(preview)
          }
        }
      }
    }
    #expect(previews == ["charts/inter-15pt-2x-full-preview.svg"])
    let composites = try Self.compositeEntries()
    let readme = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      readme == ResultsSummary.markdown(entries, charts: charts, previews: previews, composites: composites),
      "results/README.md is stale: run `make results`")
    // The table states the documented figures for Inter @2x full hinting.
    #expect(
      readme.contains(
        "| full | @2x | 58.00 | 47.50 | 1.50 | yes | [inter/2x-full.json](inter/2x-full.json) |"))
  }

  /// docs/composite.md, where the composite method and its stored results are described.
  static func compositePage() throws -> String {
    try String(
      contentsOf: CalibrateExecutable.packageRoot.appendingPathComponent("docs/composite.md"), encoding: .utf8
    )
  }

  @Test("docs/composite.md shows the stored composite table, linked into results/")
  func packageReadmeTable() throws {
    let page = try Self.compositePage()
    let table = ResultsSummary.compositeTable(try Self.compositeEntries(), linkPrefix: "../results/")
    // A plain Bool, so a failure names the fix rather than printing both texts.
    let shown = page.contains("\n" + table.joined(separator: "\n") + "\n")
    #expect(
      shown,
      "docs/composite.md's composite table is stale: copy it from ResultsSummary.compositeTable (make results first)"
    )
  }

  @Test("docs/composite.md's 40...200 excerpt for Inter unhinted is what the tool prints now")
  func packageReadmeFigure() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    var settings = CalibrationSettings()
    settings.font = TestFonts.inter
    settings.method = .composite
    let run = try CalibrationRun.perform(settings)
    #expect(run.composite?.mismatchedTitles == 0)
    let printed = FitReport(run: run).rendered(.table).split(separator: "\n").map(String.init)
    let lines = try Self.compositePage().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let command = "$ calibrate --font /usr/share/fonts/opentype/inter/Inter-Regular.otf --method composite"
    let start = try #require(lines.firstIndex(of: command), "docs/composite.md lost the excerpt")
    let end = try #require(lines[start...].firstIndex(of: "```"))
    let excerpt = lines[(start + 1)..<end].filter { !$0.isEmpty && $0 != "..." }
    #expect(excerpt.contains { $0.hasPrefix("composite max error ") })
    // Each quoted line is printed now, after the one quoted before it.
    var next = printed.startIndex
    for line in excerpt {
      let found = printed[next...].firstIndex(of: line)
      #expect(found != nil, "docs/composite.md quotes a line calibrate no longer prints here: \(line)")
      next = found.map { $0 + 1 } ?? next
    }
  }
}
