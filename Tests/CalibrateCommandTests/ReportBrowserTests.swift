import CalibrateTestSupport
import Foundation
import TestFontBuilder
import Testing

/// The batch report in a real browser: headless Chromium, driven by Selenium from Debian's
/// python3 (`.ci/install-packages` installs chromium, chromium-driver and python3-selenium).
///
/// The page is the report of a small batch of reference fonts and of test fonts whose names are
/// markup (`<img src=x onerror=...>`, `</script><script>...`, an attribute breaker) in a file whose
/// name is markup too. The script `Browser/check_report.py` loads it from a file URL, clicks
/// headings, types in the filter, opens every chart and measures every picture's texts, and prints
/// what it saw as JSON; the assertions are here. `CALIBRATE_UPDATE_SCREENSHOT=1` also copies its
/// screenshot to `results/report/report.png`, which docs/report.md shows.
@Suite("The report in a browser")
struct ReportBrowserTests {
  /// The interpreter Debian's python3-selenium installs into.
  static let python = "/usr/bin/python3"
  static let script = PackageRoot.url.appendingPathComponent(
    "Tests/CalibrateCommandTests/Browser/check_report.py")

  /// What the script saw.
  struct Seen: Decodable {
    struct TextBoxes: Decodable {
      var outside: [String]
      var overlapping: [[String]]
    }

    var headings: [String]
    var fontScriptRan: String
    var fontScriptRanAfter: String
    var images: Int
    var scripts: Int
    var initialFamilies: [String]
    var initialGlobal: [String]
    var familiesAscending: [String]
    var familiesDescending: [String]
    var handTunedSorted: [String]
    var ariaSort: [String?]
    var filteredDejaVu: [String]
    var shownDejaVu: String
    var filteredHostile: [String]
    var shownAll: String
    var charts: Int
    var reportTexts: TextBoxes
    var pictures: [String: TextBoxes]
    var console: [String]
  }

  /// Family and style names a font may carry: markup that would run if it were not escaped.
  static let hostileFaces: [(file: String, family: String, style: String)] = [
    ("img.ttf", "<img src=x onerror=\"window.fontScriptRan=1\">", "Regular"),
    (
      "script.ttf", "</script><script>window.fontScriptRan=2</script>",
      "\" onmouseover=\"window.fontScriptRan=3"
    ),
    ("x\"><svg onload=window.fontScriptRan=4>.ttf", "Markup File", "<b>Bold</b>"),
  ]

  /// Whether the browser and its driver are installed; records how to install them if not.
  static func browserInstalled() -> Bool {
    let files = FileManager.default
    for path in ["/usr/bin/chromium", "/usr/bin/chromedriver", python]
    where !files.isExecutableFile(atPath: path) {
      Issue.record(
        "\(path) is missing: run `make test`, which installs chromium, chromium-driver and python3-selenium")
      return false
    }
    return true
  }

  @Test("the report sorts, filters, draws its charts inside their pictures and runs no font's script")
  func reportInChromium() throws {
    guard Self.browserInstalled() else { return }
    let fonts = [TestFonts.inter, TestFonts.roboto, TestFonts.dejaVuSans, TestFonts.testFont]
    guard fonts.allSatisfy(TestFonts.require) else { return }
    let folder = try CalibrateExecutable.temporaryFolder("report-browser")
    let hostile = folder.appendingPathComponent("hostile", isDirectory: true)
    try FileManager.default.createDirectory(at: hostile, withIntermediateDirectories: true)
    for face in Self.hostileFaces {
      var specification = TestFontSpecification.regular
      specification.familyName = face.family
      specification.styleName = face.style
      try Data(TestFont.trueType(specification)).write(to: hostile.appendingPathComponent(face.file))
    }
    func file(_ name: String) -> String { folder.appendingPathComponent(name).path }
    // Every font in two configurations, and composite titles at @3x for two of them (another
    // configuration, so the ids do not meet): the report merges both files.
    let count = try CalibrateExecutable.run(
      [
        "batch", "--fonts", hostile.path, "--hinting", "none,full", "--quiet", "--output",
        file("count.jsonl"),
      ]
        + fonts.flatMap { ["--fonts", $0] })
    #expect(count.status == 0, "\(count.standardError)")
    let composite = try CalibrateExecutable.run([
      "batch", "--fonts", TestFonts.inter, "--fonts", TestFonts.testFont, "--scale", "3", "--method",
      "composite",
      "--quiet", "--output", file("composite.jsonl"),
    ])
    #expect(composite.status == 0, "\(composite.standardError)")
    let report = try CalibrateExecutable.run(
      ["report", file("count.jsonl"), file("composite.jsonl"), "--output", file("report.html")])
    #expect(report.status == 0, "\(report.standardError)")
    // Pictures whose captions once crossed their edge: the preview whose model line ran past it, and a chart with
    // long lines and a wide axis.
    let preview = try CalibrateExecutable.run([
      "preview", "--font", TestFonts.inter, "--size", "15", "--scale", "2", "--hinting", "none", "--widths",
      "74,88,101,120", "--output", file("preview.svg"),
    ])
    #expect(preview.status == 0, "\(preview.standardError)")
    let plot = try CalibrateExecutable.run([
      "--font", TestFonts.inter, "--model", "uikit-swipe", "--measure-font", TestFonts.roboto,
      "--measure-size",
      "14", "--plot", file("plot.svg"),
    ])
    #expect(plot.status == 0, "\(plot.standardError)")

    let outcome = try BuiltTool(executable: Self.python).run(
      [Self.script.path, file("report.html"), file("report.png"), file("preview.svg"), file("plot.svg")],
      timeout: 90)
    try #require(outcome.status == 0, "\(outcome.standardError)")
    let seen = try JSONDecoder().decode(Seen.self, from: Data(outcome.standardOutput.utf8))

    // Nothing from a font ran, or became an element; the page's own script is its only one.
    #expect(seen.fontScriptRan == "undefined")
    #expect(seen.fontScriptRanAfter == "undefined")
    #expect(seen.images == 0)
    #expect(seen.scripts == 1)
    #expect(seen.console.isEmpty, "\(seen.console)")
    for face in Self.hostileFaces {
      #expect(seen.initialFamilies.filter { $0 == face.family }.count == 2, "\(face.family)")
    }
    // 7 faces × 2 configurations, and 2 with composite titles at @3x.
    #expect(seen.initialFamilies.count == 16)
    #expect(seen.charts == 16)
    #expect(seen.shownAll == "16 of 16 rows")
    // Worst first without a click.
    let global = seen.initialGlobal.compactMap { Double($0.prefix { $0 != " " }) }
    #expect(global.count == 16)
    #expect(global == global.sorted(by: >))
    // A click on Family sorts by it, another reverses; ties keep the worst-first order.
    let ascending = seen.initialFamilies.enumerated().sorted {
      ($0.element.lowercased(), $0.offset) < ($1.element.lowercased(), $1.offset)
    }.map(\.element)
    #expect(seen.familiesAscending == ascending)
    #expect(seen.familiesDescending.map { $0.lowercased() } == ascending.reversed().map { $0.lowercased() })
    // A click on the hand-tuned constants' column sorts it largest first, and says so.
    let seed = seen.handTunedSorted.compactMap { Double($0.prefix { $0 != " " }) }
    #expect(seed.count == 16)
    #expect(seed == seed.sorted(by: >))
    let seedColumn = try #require(seen.headings.firstIndex { $0.hasPrefix("Hand-tuned max") })
    #expect(seen.ariaSort[seedColumn] == "descending")
    #expect(seen.ariaSort.compactMap { $0 }.count == 1)
    // The filter keeps the rows whose text matches.
    #expect(seen.filteredDejaVu == ["DejaVu Sans", "DejaVu Sans"])
    #expect(seen.shownDejaVu == "2 of 16 rows")
    #expect(seen.filteredHostile == [Self.hostileFaces[0].family, Self.hostileFaces[0].family])
    // Every text of every picture inside it, and none over another.
    #expect(seen.reportTexts.outside.isEmpty, "\(seen.reportTexts.outside)")
    #expect(seen.reportTexts.overlapping.isEmpty, "\(seen.reportTexts.overlapping)")
    #expect(seen.pictures.count == 2)
    for (picture, texts) in seen.pictures {
      #expect(texts.outside.isEmpty, "\(picture): \(texts.outside)")
      #expect(texts.overlapping.isEmpty, "\(picture): \(texts.overlapping)")
    }
    if ProcessInfo.processInfo.environment["CALIBRATE_UPDATE_SCREENSHOT"] == "1" {
      let stored = PackageRoot.url.appendingPathComponent("results/report/report.png")
      try FileManager.default.createDirectory(
        at: stored.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: stored)
      try FileManager.default.copyItem(at: URL(fileURLWithPath: file("report.png")), to: stored)
    }
  }
}
