import CalibrateTestSupport
import DevelopmentTools
import Foundation
import Testing

/// The batch report in a real browser: headless Chromium, driven by Selenium from Debian's
/// python3 (`.ci/install-packages` installs chromium, chromium-driver and python3-selenium).
///
/// The page is the report of a small batch of reference fonts, of test fonts whose names are
/// markup (`<img src=x onerror=...>`, `</script><script>...`, an attribute breaker) in a file whose
/// name is markup too, of a test font without a hair space (HarfBuzz synthesizes it) and of a
/// file that is no font. The script `Browser/check_report.py` loads it from a file URL, clicks
/// headings, types in the filter, opens every chart, measures the layout at 1280 and 1920 px and
/// every picture's texts, and prints what it saw as JSON; the assertions are here.
/// `CALIBRATE_UPDATE_SCREENSHOT=1` also copies its 1280 px screenshot to
/// `results/report/report.png`, which docs/report.md shows; `CALIBRATE_SCREENSHOTS=DIR` copies both.
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

    /// The layout at one window width, every chart open.
    struct Layout: Decodable {
      var width: Int
      var scrollWidth: Int
      var tableRight: Int
      var headings: [Int]
      var fileLines: [Int]
      var overflowing: [String]
      var spilling: [String]
    }

    /// One histogram's bars by colour.
    struct Histogram: Decodable {
      var label: String
      var green: Int
      var red: Int
      var colours: [String]
    }

    /// The summary's counts and the table's.
    struct Counts: Decodable {
      var header: String
      var summary: [String]
      var rows: Int
      var failed: Int
      var ok: Int
      var synthesized: Int
      var chartRows: Int
      var histograms: [Histogram]
    }

    var headings: [String]
    var fontScriptRan: String
    var fontScriptRanAfter: String
    var images: Int
    var scripts: Int
    var initialFaces: [String]
    var initialGlobal: [String]
    var facesAscending: [String]
    var facesDescending: [String]
    var chartsFollowSorted: Bool
    var chartsFollowFiltered: Bool
    var handTunedSorted: [String]
    var ariaSort: [String?]
    var filteredDejaVu: [String]
    var shownDejaVu: String
    var filteredHostile: [String]
    var shownAll: String
    var charts: Int
    var reportTexts: TextBoxes
    var layout: [String: Layout]
    var counts: Counts
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

  @Test("the report fits a laptop's screen, sorts, filters, counts alike, and runs no font's script")
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
    // A face without a hair space, whose width HarfBuzz synthesizes, with a long file name; and a
    // file that is no font.
    var synthesized = TestFontSpecification.regular
    synthesized.familyName = "No Hair Space"
    synthesized.omittedScalar = "\u{200A}"
    try Data(TestFont.trueType(synthesized)).write(
      to: hostile.appendingPathComponent("NoHairSpaceWithAVeryLongFileNameIndeed-Regular.ttf"))
    try Data("not a font\n".utf8).write(to: hostile.appendingPathComponent("broken.ttf"))
    func file(_ name: String) -> String { folder.appendingPathComponent(name).path }
    // Every font in two configurations, and composite titles at @3x for two of them (another
    // configuration, so the ids do not meet): the report merges both files.
    let count = try CalibrateExecutable.run(
      [
        "batch", "--fonts", hostile.path, "--hinting", "none,full", "--quiet", "--output",
        file("count.jsonl"),
      ]
        + fonts.flatMap { ["--fonts", $0] })
    #expect(count.status == 1, "\(count.standardError)")
    #expect(count.stderrLines.last?.hasPrefix("error: 2 of 18 face-configurations failed") == true)
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
    // And the Dynamic Type sizes, whose fractions the chart's axis once printed in full.
    let dynamic = try CalibrateExecutable.run([
      "--font", TestFonts.inter, "--content-size", "all", "--hinting", "full", "--plot", file("dynamic.svg"),
    ])
    #expect(dynamic.status == 0, "\(dynamic.standardError)")

    let outcome = try BuiltTool(executable: Self.python).run(
      [
        Self.script.path, file("report.html"), file("report"), file("preview.svg"), file("plot.svg"),
        file("dynamic.svg"),
      ],
      timeout: 120)
    try #require(outcome.status == 0, "\(outcome.standardError)")
    let seen = try JSONDecoder().decode(Seen.self, from: Data(outcome.standardOutput.utf8))

    // Nothing from a font ran, or became an element; the page's own script is its only one.
    #expect(seen.fontScriptRan == "undefined")
    #expect(seen.fontScriptRanAfter == "undefined")
    #expect(seen.images == 0)
    #expect(seen.scripts == 1)
    #expect(seen.console.isEmpty, "\(seen.console)")
    for face in Self.hostileFaces {
      #expect(seen.initialFaces.filter { $0.hasPrefix(face.family) }.count == 2, "\(face.family)")
    }
    // 9 files × 2 configurations (the broken one fails in both), and 2 with composite titles at @3x.
    #expect(seen.initialFaces.count == 20)
    #expect(seen.charts == 18)
    #expect(seen.shownAll == "20 of 20 rows")
    // Worst first without a click, failures last.
    let global = seen.initialGlobal.compactMap { Double($0.prefix { $0 != " " }) }
    #expect(global.count == 18)
    #expect(global == global.sorted(by: >))
    #expect(seen.initialGlobal.suffix(2) == ["—", "—"])
    // A click on Face sorts by it, another reverses; ties keep the worst-first order; each chart
    // row stays under its face.
    let ascending = seen.initialFaces.enumerated().sorted {
      ($0.element.lowercased(), $0.offset) < ($1.element.lowercased(), $1.offset)
    }.map(\.element)
    #expect(seen.facesAscending == ascending)
    #expect(seen.facesDescending.map { $0.lowercased() } == ascending.reversed().map { $0.lowercased() })
    #expect(seen.chartsFollowSorted)
    // A click on the hand-tuned constants' column sorts it largest first, and says so.
    let handTuned = seen.handTunedSorted.compactMap { Double($0.prefix { $0 != " " }) }
    #expect(handTuned.count == 18)
    #expect(handTuned == handTuned.sorted(by: >))
    let handTunedColumn = try #require(seen.headings.firstIndex { $0.hasPrefix("Hand-tuned max") })
    #expect(seen.ariaSort[handTunedColumn] == "descending")
    #expect(seen.ariaSort.compactMap { $0 }.count == 1)
    // The filter keeps the rows whose text matches, with their charts.
    #expect(seen.filteredDejaVu.count == 2 && seen.filteredDejaVu.allSatisfy { $0.hasPrefix("DejaVu Sans") })
    #expect(seen.shownDejaVu == "2 of 20 rows")
    #expect(seen.chartsFollowFiltered)
    #expect(
      seen.filteredHostile.count == 2
        && seen.filteredHostile.allSatisfy { $0.hasPrefix(Self.hostileFaces[0].family) })
    // Every text of every picture inside it, and none over another.
    #expect(seen.reportTexts.outside.isEmpty, "\(seen.reportTexts.outside)")
    #expect(seen.reportTexts.overlapping.isEmpty, "\(seen.reportTexts.overlapping)")
    #expect(seen.pictures.count == 3)
    for (picture, texts) in seen.pictures {
      #expect(texts.outside.isEmpty, "\(picture): \(texts.outside)")
      #expect(texts.overlapping.isEmpty, "\(picture): \(texts.overlapping)")
    }
    try Self.checkLayout(seen)
    Self.checkCounts(seen.counts)
    try Self.keepScreenshots(file("report"))
  }

  /// At 1280 and 1920 px, every chart open: nothing runs past the window or out of its cell, no
  /// column is wider than a third of the window or too narrow for a word, and a file name takes
  /// at most three lines.
  static func checkLayout(_ seen: Seen) throws {
    for width in ["1280", "1920"] {
      let layout = try #require(seen.layout[width])
      #expect(
        layout.scrollWidth <= layout.width, "\(width) px: the page scrolls sideways to \(layout.scrollWidth)")
      #expect(layout.tableRight <= layout.width, "\(width) px: the table ends at \(layout.tableRight)")
      #expect(layout.overflowing.isEmpty, "\(width) px: \(layout.overflowing)")
      #expect(layout.spilling.isEmpty, "\(width) px: cells spill over their neighbours: \(layout.spilling)")
      #expect(layout.headings.count == seen.headings.count)
      // Each column between a word and a third of the window: none holds a chart or a message.
      for (heading, columnWidth) in zip(seen.headings, layout.headings) {
        #expect(columnWidth >= 50, "\(width) px: \(heading) is \(columnWidth) px")
        #expect(columnWidth <= layout.width / 3, "\(width) px: \(heading) is \(columnWidth) px")
      }
      // The face column is wide enough that a long file name wraps in a few lines, not one
      // letter group per line.
      #expect(!layout.fileLines.isEmpty)
      #expect((layout.fileLines.max() ?? 99) <= 3, "\(width) px: file names take \(layout.fileLines) lines")
    }
  }

  /// The summary counts what the table shows: the header's calibrated and failed, the rows whose
  /// pair is enough, the synthesized widths, and each histogram's green and red bars.
  static func checkCounts(_ counts: Seen.Counts) {
    #expect(counts.rows == 20)
    #expect(counts.chartRows == 20)
    #expect(counts.failed == 2)
    #expect(
      counts.header.contains(
        "20 face-configurations (a face under one scale, hinting and method: one line of calibrate batch each) of 9 faces: 18 calibrated, 2 failed."
      ),
      "\(counts.header)")
    let enough = counts.summary.first { $0.hasPrefix("One global pair is enough for ") }
    #expect(
      enough?.hasPrefix("One global pair is enough for \(counts.ok) of 18 calibrated face-configurations")
        == true, "\(counts.summary)")
    // The no-glyph face in two configurations: summary and cells say so.
    #expect(counts.synthesized == 2)
    #expect(
      counts.summary.contains {
        $0.hasPrefix(
          "No glyph for the placeholder: 2 of 18 calibrated face-configurations (No Hair Space) have no glyph for U+200A"
        )
      }, "\(counts.summary)")
    // The global pair's histogram: green exactly for the rows where one pair is enough.
    #expect(counts.histograms.count == 3)
    let globalPair = counts.histograms[0]
    #expect(globalPair.label.hasPrefix("Global pair"))
    #expect(globalPair.green == counts.ok)
    #expect(globalPair.red == 18 - counts.ok)
    #expect(counts.ok > 0 && counts.ok < 18)
    for histogram in counts.histograms {
      #expect(
        histogram.green + histogram.red == (histogram.label.hasPrefix("Composite") ? 2 : 18),
        "\(histogram.label)")
      #expect(
        Set(histogram.colours).isSubset(of: ["true #5aae61", "false #d6604d"]),
        "\(histogram.label): \(histogram.colours)")
    }
  }

  /// Copies the screenshots where they were asked for.
  static func keepScreenshots(_ prefix: String) throws {
    let files = FileManager.default
    let environment = ProcessInfo.processInfo.environment
    var copies: [(String, URL)] = []
    if environment["CALIBRATE_UPDATE_SCREENSHOT"] == "1" {
      copies.append(("1280", PackageRoot.url.appendingPathComponent("results/report/report.png")))
    }
    if let folder = environment["CALIBRATE_SCREENSHOTS"] {
      for width in ["1280", "1920"] {
        copies.append((width, URL(fileURLWithPath: folder).appendingPathComponent("report-\(width).png")))
      }
    }
    for (width, destination) in copies {
      try files.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? files.removeItem(at: destination)
      try files.copyItem(at: URL(fileURLWithPath: "\(prefix)-\(width).png"), to: destination)
    }
  }
}
