import CalibrateSupport
import CalibrateTestSupport
import DevelopmentTools
import Foundation
import Testing

@testable import CalibrateCommand

/// End-to-end runs of `calibrate` through the real executable, checked against values computed
/// here from the test font's known advances.
@Suite("calibrate end to end")
struct FitCommandTests {
  static let font = CalibrateExecutable.testFont
  static let hairSpace = Double(TestFontSpecification.regular.spaceAdvances["\u{200A}"] ?? 0)

  static func json(_ arguments: [String]) throws -> JSONValue {
    let outcome = try CalibrateExecutable.run(arguments + ["--format", "json"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    return try JSONValue.decoded(outcome.standardOutput)
  }

  /// The smallest possible max |e| at one size: each target's distance to the nearest P + N·a.
  static func perSizeFloor(advance: Double, padding: Double, targets: [Double]) -> Double {
    targets.map { width in
      let count = max(0, ((width - padding) / advance).rounded())
      return abs(padding + count * advance - width)
    }.max() ?? 0
  }

  /// The hand-tuned constants' max |e| at one size, computed with the RowAction article's formula
  /// written out here.
  static func seedError(symbolWidth: Double, advance: Double, targets: [Double]) -> Double {
    targets.map { width in
      let useful = max(0, width - 30)
      let count = (useful * 1.1 / symbolWidth).rounded(.down)
      return abs(30 + count * advance - width)
    }.max() ?? 0
  }

  static let targets = (0...320).map { 40 + Double($0) * 0.5 }

  @Test("unhinted: advances, per-size optimum and seed error on the test font")
  func unhinted() throws {
    let result = try Self.json(["--font", Self.font, "--sizes", "10,14,20", "--hinting", "none"])
    #expect(result["schemaVersion"]?.numberValue == 2)
    #expect(result["hinting"]?.stringValue == "none")
    #expect(result["padding"]?.numberValue == 30)
    #expect(result["objective"]?.stringValue == "minimax")
    let sizes = try #require(result["sizes"]?.arrayValue)
    #expect(sizes.count == 3)
    for entry in sizes {
      let size = try #require(entry["size"]?.numberValue)
      let advance = Self.hairSpace * size / 2048
      #expect(entry["advance"]?.numberValue == advance)
      #expect(entry["advanceUnits"]?.numberValue == Self.hairSpace)
      #expect(entry["symbolWidth"]?.numberValue == advance)
      #expect(entry["glyph"]?.numberValue == 13)
      let floor = Self.perSizeFloor(advance: advance, padding: 30, targets: Self.targets)
      #expect(abs((entry["maxError"]?.numberValue ?? -1) - floor) < 1e-9, "size \(size)")
    }
    // Unhinted, w/a is the same at every size: one pair reaches the per-size floor.
    let global = try #require(result["global"])
    let floor = try #require(global["perSizeFloor"]?.numberValue)
    #expect(abs((global["maxError"]?.numberValue ?? -1) - floor) < 1e-9)
    #expect(result["verdict"]?["perSizeTableNeeded"] == .bool(false))
    let seedErrors = [10.0, 14, 20].map { size -> Double in
      let advance = Self.hairSpace * size / 2048
      return Self.seedError(symbolWidth: advance, advance: advance, targets: Self.targets)
    }
    let seed = seedErrors.max() ?? 0
    #expect(abs((result["handTuned"]?["maxError"]?.numberValue ?? -1) - seed) < 1e-9)
    #expect(result["font"]?["sha256"]?.stringValue?.count == 64)
    #expect(result["versions"]?["freetype"]?.stringValue == "2.12.1")
  }

  @Test("hand-tuned constants on the test font: the hand-computed worst error")
  func seedHandComputed() throws {
    // At 14 pt unhinted the hair space is 170 × 14 / 2048 = 1.162109375 pt (w = a).
    // W = 200: N = floor(170 × 1.1 / 1.162109375) = floor(160.91…) = 160,
    // R = 30 + 160 × 1.162109375 = 215.9375, e = +15.9375: the worst target.
    let result = try Self.json(["--font", Self.font, "--sizes", "14", "--widths", "40...200", "--step", "80"])
    #expect(result["handTuned"]?["maxError"]?.numberValue == 15.9375)
    #expect(result["handTuned"]?["worst"]?["width"]?.numberValue == 200)
    #expect(result["handTuned"]?["largestOvershoot"]?.numberValue == 15.9375)
  }

  @Test("full hinting at @2x: whole-pixel advances and a per-size table")
  func hinted() throws {
    let result = try Self.json([
      "--font", Self.font, "--sizes", "8...40", "--hinting", "full", "--scale", "2",
    ])
    let sizes = try #require(result["sizes"]?.arrayValue)
    #expect(sizes.count == 33)
    for entry in sizes {
      let size = try #require(entry["size"]?.numberValue)
      // FreeType scales to 1/64 pixel first, then rounds to whole pixels (FT_PIX_ROUND).
      let subpixels = (Self.hairSpace * size * 2 * 64 / 2048).rounded()
      let pixels = ((subpixels + 32) / 64).rounded(.down)
      #expect(entry["advancePixels"]?.numberValue == pixels, "size \(size)")
      #expect(entry["advance"]?.numberValue == pixels / 2)
      #expect(entry["advanceUnits"]?.numberValue == pixels * 64)
    }
    #expect(result["verdict"]?["perSizeTableNeeded"] == .bool(true))
    let global = try #require(result["global"]?["maxError"]?.numberValue)
    let floor = try #require(result["global"]?["perSizeFloor"]?.numberValue)
    #expect(global > floor + 1)
    #expect(result["global"]?["provenOptimal"] == .bool(true))
  }

  @Test("table and CSV formats carry the same numbers")
  func tableAndCSV() throws {
    let table = try CalibrateExecutable.run(["--font", Self.font, "--sizes", "12,14"])
    #expect(table.status == 0)
    #expect(table.standardOutput.contains("global pair"))
    #expect(table.standardOutput.contains("hand-tuned   shiftFactor 1.1"))
    #expect(table.standardOutput.contains("One global pair is good enough"))
    let csv = try CalibrateExecutable.run(["--font", Self.font, "--sizes", "12,14", "--format", "csv"])
    let lines = csv.standardOutput.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines[0].hasPrefix("kind,size,advance_pt"))
    #expect(lines[1].hasPrefix("size,12,\(Self.hairSpace * 12 / 2048),"))
    #expect(lines[3].hasPrefix("global,"))
    #expect(lines[4].hasPrefix("hand-tuned,,,,,1.1,30,"))
  }

  @Test("profiles set their assumptions and explicit options win")
  func profiles() throws {
    let seed = try Self.json(["--font", Self.font, "--sizes", "12,20", "--profile", "rowaction"])
    #expect(seed["measureSize"]?.numberValue == 14)
    #expect(seed["profile"]?.stringValue == "rowaction")
    for entry in seed["sizes"]?.arrayValue ?? [] {
      #expect(entry["symbolWidth"]?.numberValue == Self.hairSpace * 14 / 2048)
    }
    let contextual = try CalibrateExecutable.run([
      "--font", Self.font, "--profile", "uikit-contextual", "--format", "json",
    ])
    #expect(contextual.status == 0)
    #expect(contextual.standardError.hasPrefix("warning: profile uikit-contextual"))
    let document = try JSONValue.decoded(contextual.standardOutput)
    #expect(document["padding"]?.numberValue == 12)
    #expect(document["widths"]?["from"]?.numberValue == 74)
    #expect(document["widths"]?["through"]?.numberValue == 120)
    #expect(document["sizes"]?.arrayValue?.count == 1)
    #expect(document["sizes"]?.arrayValue?.first?["size"]?.numberValue == 15)
    #expect(document["model"]?["name"]?.stringValue == "uikit-swipe")
    #expect(document["model"]?["labelRounding"]?.stringValue == "pixels")
    // An explicit option wins over the profile: the plain model with its padding, or other sizes.
    let overridden = try Self.json([
      "--font", Self.font, "--profile", "uikit-contextual", "--model", "plain", "--padding", "20",
    ])
    #expect(overridden["padding"]?.numberValue == 20)
    #expect(overridden["model"] == nil)
    let sized = try Self.json(["--font", Self.font, "--profile", "uikit-contextual", "--sizes", "17"])
    #expect(sized["sizes"]?.arrayValue?.first?["size"]?.numberValue == 17)
    #expect(sized["model"]?["name"]?.stringValue == "uikit-swipe")
  }

  @Test("widths, step, padding, objective and placeholder options")
  func fitOptions() throws {
    let result = try Self.json([
      "--font", Self.font, "--sizes", "14", "--widths", "50...90", "--step", "2", "--padding", "12",
      "--objective", "never-clip", "--placeholder", "U+2006",
    ])
    #expect(result["widths"]?["from"]?.numberValue == 50)
    #expect(result["widths"]?["step"]?.numberValue == 2)
    #expect(result["padding"]?.numberValue == 12)
    #expect(result["objective"]?.stringValue == "never-clip")
    #expect(result["placeholder"]?.stringValue == "U+2006")
    #expect(result["global"]?["largestClip"]?.numberValue == 0)
    #expect(result["sizes"]?.arrayValue?.first?["advanceUnits"]?.numberValue == 341)
    let seam = try Self.json(["--font", Self.font, "--sizes", "14", "--objective", "never-seam"])
    #expect(seam["global"]?["largestOvershoot"]?.numberValue == 0)
  }

  @Test("a kerned placeholder is fitted from shaped runs")
  func kernedPlaceholder() throws {
    let result = try Self.json(["--font", Self.font, "--sizes", "14", "--placeholder", "U+2008"])
    let entry = try #require(result["sizes"]?.arrayValue?.first)
    #expect(entry["uniform"] == .bool(false))
    #expect(entry["advanceUnits"]?.numberValue == 260)
    // Pairs kern by -40 units, so each further copy adds 220 units: the per-size floor is
    // half of 220 × 14 / 2048 at most.
    let bound: Double = 220.0 * 14 / 2048 / 2 + 1e-9
    let maxError = entry["maxError"]?.numberValue ?? 9
    #expect(maxError <= bound)
  }

  @Test("face index, measure font and measure size")
  func fontOptions() throws {
    let collection = CalibrateExecutable.packageRoot.appendingPathComponent("fonts/CalibrateTest.ttc").path
    let wide = try Self.json(["--font", collection, "--face-index", "1", "--sizes", "14"])
    #expect(wide["font"]?["faceIndex"]?.numberValue == 1)
    #expect(wide["font"]?["style"]?.stringValue == "Wide")
    #expect(wide["sizes"]?.arrayValue?.first?["advanceUnits"]?.numberValue == 255)
    let measured = try Self.json([
      "--font", Self.font, "--sizes", "14,16", "--measure-font", collection, "--measure-size", "15",
    ])
    #expect(measured["measureFont"]?["path"]?.stringValue == collection)
    #expect(measured["measureSize"]?.numberValue == 15)
    for entry in measured["sizes"]?.arrayValue ?? [] {
      #expect(entry["symbolWidth"]?.numberValue == 170.0 * 15 / 2048)
    }
  }

  @Test("a variable font's axes are applied and recorded")
  func variation() throws {
    let path = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"
    guard FileManager.default.fileExists(atPath: path) else {
      Issue.record("\(path) is missing: run make test")
      return
    }
    let result = try Self.json(["--font", path, "--sizes", "14", "--variation", "wght=700"])
    #expect(result["font"]?["variations"]?["wght"]?.numberValue == 700)
  }

  @Test("--output writes the same bytes atomically and prints nothing")
  func output() throws {
    let folder = try CalibrateExecutable.temporaryFolder("output")
    let file = folder.appendingPathComponent("result.json").path
    let written = try CalibrateExecutable.run([
      "--font", Self.font, "--sizes", "12", "--format", "json", "--output", file,
    ])
    #expect(written.status == 0)
    #expect(written.standardOutput.isEmpty)
    let printed = try CalibrateExecutable.run(["--font", Self.font, "--sizes", "12", "--format", "json"])
    #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.standardOutput)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["result.json"])
  }

  @Test("--content-size: the title size of each category, a table row each, the JSON record, and check")
  func contentSizes() throws {
    let arguments = [
      "--font", Self.font, "--content-size", "large,extraLarge,accessibilityExtraExtraLarge",
      "--model", "uikit-swipe", "--widths", "74...120", "--method", "composite",
    ]
    let table = try CalibrateExecutable.run(arguments)
    #expect(table.status == 0, "\(table.standardError)")
    let lines = table.standardOutput.split(separator: "\n").map(String.init)
    // One row per category: its Body size and the title size 15 x Body / 17 (capped at 40 pt Body).
    for (name, body, title) in [
      ("large", "17", "15.00"), ("extraLarge", "19", "16.76"),
      ("accessibilityExtraExtraLarge", "47", "35.29"),
    ] {
      let row = try #require(lines.first { $0.hasPrefix(name + " ") }, "no row for \(name)")
      let cells = row.split(separator: " ").map(String.init)
      #expect(cells.count == 6, "\(row)")
      #expect(Array(cells[1...2]) == [body, title], "\(row)")
    }
    #expect(
      lines.contains { $0.hasPrefix("Dynamic Type: title = 15 pt up to large; above it 15 x Body / 17") })
    // Three categories, three sizes: 15, 16.76 and 35.29 pt.
    let folder = try CalibrateExecutable.temporaryFolder("content-size")
    let file = folder.appendingPathComponent("result.json").path
    let json = try CalibrateExecutable.run(arguments + ["--format", "json", "--output", file])
    #expect(json.status == 0, "\(json.standardError)")
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let sizes = try #require(document["sizes"] as? [[String: Any]]).compactMap { $0["size"] as? Double }
    // (JSONSerialization reads the last digit of some numbers off by an ulp or two.)
    let expectedSizes: [Double] = [15, 15 * 19 / 17, 15 * 40 / 17]
    #expect(sizes.count == 3 && zip(sizes, expectedSizes).allSatisfy { abs($0 - $1) < 1e-12 }, "\(sizes)")
    let record = try #require(document["contentSizes"] as? [String: Any])
    #expect((record["formula"] as? String)?.contains("capped at accessibilityExtraLarge") == true)
    let categories = try #require(record["categories"] as? [[String: Any]])
    #expect(
      categories.compactMap { $0["category"] as? String } == [
        "large", "extraLarge", "accessibilityExtraExtraLarge",
      ])
    #expect(
      categories.compactMap { $0["uikitName"] as? String }.last == "UICTContentSizeCategoryAccessibilityXXL")
    #expect(categories.compactMap { $0["bodySize"] as? Double } == [17, 19, 47])
    // check recomputes the same sizes from the categories.
    let check = try CalibrateExecutable.run(["check", file])
    #expect(check.status == 0, "\(check.standardError)\(check.standardOutput)")
    // Without --content-size nothing of it appears.
    let plain = try CalibrateExecutable.run(["--font", Self.font, "--sizes", "15", "--format", "json"])
    #expect(!plain.standardOutput.contains("contentSizes"))
  }

  @Test("check passes on a fresh result and names the field that moved in an edited copy")
  func check() throws {
    let folder = try CalibrateExecutable.temporaryFolder("check")
    let file = folder.appendingPathComponent("result.json").path
    _ = try CalibrateExecutable.run([
      "--font", Self.font, "--sizes", "12,13", "--format", "json", "--output", file,
    ])
    let passing = try CalibrateExecutable.run(["check", file])
    #expect(passing.status == 0, "\(passing.standardError)")
    #expect(passing.standardOutput.contains("ok"))
    var text = try String(contentsOfFile: file, encoding: .utf8)
    let original = "\"size\": 13,\n      \"advance\": "
    #expect(text.contains(original))
    text = text.replacingOccurrences(
      of: "\"advanceUnits\": 170,\n      \"glyph\": 13", with: "\"advanceUnits\": 171,\n      \"glyph\": 13")
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let failing = try CalibrateExecutable.run(["check", file])
    #expect(failing.status == 1)
    #expect(failing.stderrLines.count == 1)
    #expect(failing.standardOutput.contains("advanceUnits"))
    #expect(failing.standardOutput.contains("171"))
    #expect(failing.standardOutput.contains("Calibrate Test Regular"))
    // Several files: each is checked and reported; the one error line counts the ones that moved.
    let fresh = folder.appendingPathComponent("fresh.json").path
    _ = try CalibrateExecutable.run([
      "--font", Self.font, "--sizes", "12", "--format", "json", "--output", fresh,
    ])
    let both = try CalibrateExecutable.run(["check", fresh, file])
    #expect(both.status == 1)
    #expect(both.standardOutput.hasPrefix("\(fresh): ok (1 sizes recomputed"))
    #expect(both.standardOutput.contains("\(file): 2 fields moved"))
    #expect(
      both.stderrLines == [
        "error: 1 of 2 results no longer match (2 fields moved); rerun the commands that wrote them (make results for stored results)"
      ])
  }

  @Test("--help lists every option of the table and --version the version")
  func helpAndVersion() throws {
    let help = try CalibrateExecutable.run(["--help"])
    #expect(help.status == 0)
    for option in FitCommand.table.options {
      #expect(help.standardOutput.contains(option.name), "\(option.name)")
    }
    #expect(help.standardOutput.contains("uikit-contextual"))
    let version = try CalibrateExecutable.run(["--version"])
    #expect(version.standardOutput == "calibrate \(CalibrateTool.version)\n")
  }

  @Test("survey and measure keep the keys scripts depend on")
  func surveyAndMeasure() throws {
    let measure = try CalibrateExecutable.run([
      "measure", "--font", Self.font, "--sizes", "14", "--scale", "2", "--hinting", "full", "--format",
      "json",
    ])
    let document = try JSONValue.decoded(measure.standardOutput)
    for key in ["path", "family", "style", "unitsPerEm", "faceIndex"] {
      #expect(document["font"]?[key] != nil, "font.\(key)")
    }
    #expect(document["placeholder"]?.stringValue == "U+200A")
    #expect(document["scale"]?.numberValue == 2)
    #expect(document["hinting"]?.stringValue == "full")
    let size = try #require(document["sizes"]?.arrayValue?.first)
    #expect(size["size"]?.numberValue == 14)
    #expect(size["advance"]?.numberValue == 1)
    #expect(size["glyph"]?.numberValue == 13)
    #expect(size["synthesized"] == .bool(false))
    #expect(size["notdef"] == .bool(false))
    let survey = try CalibrateExecutable.run(["survey", "--font", Self.font, "--format", "json"])
    let characters = try #require(try JSONValue.decoded(survey.standardOutput)["characters"]?.arrayValue)
    #expect(characters.first?["codePoint"]?.stringValue == "U+200A")
    let thin = characters.first { $0["codePoint"]?.stringValue == "U+2009" }
    #expect(thin?["synthesized"] == .bool(true))
    #expect(thin?["inCmap"] == .bool(false))
    #expect(thin?["advanceUnits"]?.numberValue == 410)
  }
}

/// The fit's extra outputs through the real executable.
@Suite("calibrate outputs end to end")
struct FitOutputTests {
  static let font = CalibrateExecutable.testFont

  @Test("--plot writes an SVG beside the normal report")
  func plot() throws {
    let folder = try CalibrateExecutable.temporaryFolder("plot")
    let chart = folder.appendingPathComponent("chart.svg").path
    let outcome = try CalibrateExecutable.run(["--font", Self.font, "--sizes", "8...12", "--plot", chart])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("global pair"))
    let svg = try String(contentsOfFile: chart, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"))
    #expect(svg.contains("target width W (pt)"))
    #expect(svg.contains("Calibrate Test"))
    let missing = try CalibrateExecutable.run([
      "--font", Self.font, "--sizes", "12", "--plot", "/nonexistent/chart.svg",
    ])
    #expect(missing.status == 1)
    #expect(missing.standardOutput.isEmpty)
    #expect(missing.standardError.hasPrefix("error: cannot write '/nonexistent/chart.svg'"))
  }

  @Test(
    "--emit swift prints a table with the fitted constants; --scale 2,3 one per scale; --swift-name names it")
  func emitSwift() throws {
    let outcome = try CalibrateExecutable.run(["--font", Self.font, "--sizes", "12,14", "--emit", "swift"])
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput.contains(
        "func emptyTitle(for width: Double, fontSize: Double, scale: Double) -> String"))
    #expect(outcome.standardOutput.contains("enum PlaceholderCalibration {"))
    // Two scales in one file, in ascending order whatever the order given, each its own fit.
    let both = try CalibrateExecutable.run([
      "--font", Self.font, "--sizes", "12,14", "--hinting", "full", "--scale", "3,2", "--emit", "swift",
      "--swift-name", "TestTitles",
    ])
    #expect(both.status == 0)
    #expect(both.standardOutput.hasPrefix("// TestTitles.swift: generated by calibrate"))
    #expect(both.standardOutput.contains("enum TestTitles {"))
    #expect(!both.standardOutput.contains("PlaceholderCalibration"))
    #expect(both.standardOutput.contains("// Rendered at scales 2, 3, hinting full;"))
    // The file's defaults are UIKit's swipe button and its guard: the report given them says the same.
    let swipeDefaults = ["--model", "uikit-swipe", "--widths", "74...120", "--guard", "U+200B"]
    #expect(both.standardOutput.contains("under UIKit's swipe-button model (label rounded up to pixels)"))
    #expect(both.standardOutput.contains("static let guardCharacter: Unicode.Scalar = \"\\u{200B}\""))
    for scale in ["2", "3"] {
      let json = try JSONValue.decoded(
        try CalibrateExecutable.run(
          [
            "--font", Self.font, "--sizes", "12,14", "--hinting", "full", "--scale", scale, "--format",
            "json",
          ] + swipeDefaults
        ).standardOutput)
      let shiftFactor = try #require(json["global"]?["shiftFactor"]?.numberValue)
      #expect(both.standardOutput.contains("scale: \(scale).0, globalShiftFactor: \(shiftFactor),"))
    }
    let two = try #require(both.standardOutput.range(of: "scale: 2.0, globalShiftFactor")?.lowerBound)
    let three = try #require(both.standardOutput.range(of: "scale: 3.0, globalShiftFactor")?.lowerBound)
    #expect(two < three)
    let result = try JSONValue.decoded(
      try CalibrateExecutable.run(
        ["--font", Self.font, "--sizes", "12,14", "--format", "json"] + swipeDefaults
      )
      .standardOutput)
    for entry in result["sizes"]?.arrayValue ?? [] {
      let shiftFactor = try #require(entry["shiftFactor"]?.numberValue)
      #expect(outcome.standardOutput.contains("\(shiftFactor)"))
    }
    let bad = try CalibrateExecutable.run(["--font", Self.font, "--emit", "kotlin"])
    #expect(bad.status == 64)
    #expect(bad.standardError.hasPrefix("error: --emit supports only 'swift'"))
  }

  @Test("observe recovers padding and advance from device widths")
  func observations() throws {
    let folder = try CalibrateExecutable.temporaryFolder("observations")
    let file = folder.appendingPathComponent("device.csv")
    // A device that renders P = 30 pt plus 1.25 pt per placeholder at 14 pt, 1.5 pt at 17 pt.
    var rows = ["size,count,width"]
    for count in [0, 10, 40, 100] {
      rows.append("14,\(count),\(30 + 1.25 * Double(count))")
      rows.append("17,\(count),\(30 + 1.5 * Double(count))")
    }
    try (rows.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    let outcome = try CalibrateExecutable.run([
      "observe", file.path, "--font", Self.font, "--format", "json",
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let document = try JSONValue.decoded(outcome.standardOutput)
    #expect(document["padding"]?["mean"]?.numberValue == 30)
    let sizes = try #require(document["sizes"]?.arrayValue)
    #expect(sizes.map { $0["size"]?.numberValue } == [14, 17])
    #expect(sizes.map { $0["advance"]?.numberValue } == [1.25, 1.5])
    #expect(sizes.map { $0["padding"]?.numberValue } == [30, 30])
    // Closed form per size: shiftFactor = w / a with w the unhinted hair space, minimumWidth = P -
    // a/2.
    #expect(sizes[0]["shiftFactor"]?.numberValue == (170.0 * 14 / 2048) / 1.25)
    #expect(sizes[0]["minimumWidth"]?.numberValue == 30 - 1.25 / 2)
    let written = folder.appendingPathComponent("fit.csv").path
    let quiet = try CalibrateExecutable.run([
      "observe", file.path, "--font", Self.font, "--format", "csv", "--output", written,
    ])
    #expect(quiet.status == 0 && quiet.standardOutput.isEmpty, "\(quiet.standardError)")
    let printed = try CalibrateExecutable.run(["observe", file.path, "--font", Self.font, "--format", "csv"])
    #expect(try String(contentsOfFile: written, encoding: .utf8) == printed.standardOutput)
    let broken = folder.appendingPathComponent("broken.csv")
    try "size,count,width\n14,x,40\n".write(to: broken, atomically: true, encoding: .utf8)
    let failing = try CalibrateExecutable.run(["observe", broken.path, "--font", Self.font])
    #expect(failing.status == 1)
    #expect(failing.stderrLines.count == 1)
    #expect(failing.standardError.contains("broken.csv:2"))
  }

  @Test("a placeholder that renders 0 px is refused, naming every size that does, not only the first")
  func zeroPixelSizes() throws {
    let defect = try #require(
      WhitespaceDefects.cases(inter: TestFonts.inter).first { $0.name == "hinting-hair-collapses.ttf" })
    let folder = try CalibrateExecutable.temporaryFolder("zero-pixels")
    let path = folder.appendingPathComponent(defect.name).path
    try Data(try #require(defect.bytes)).write(to: URL(fileURLWithPath: path))
    // 50 units of 2048 round to 0 px below 21 ppem: 8...20 pt at @1x, 8...10 pt at @2x.
    for (scale, sizes) in [("1", "8...20"), ("2", "8...10")] {
      let outcome = try CalibrateExecutable.run(
        ["--font", path, "--sizes", "8...40", "--scale", scale, "--hinting", "full"])
      outcome.expectOneError(
        status: 1,
        mentions:
          "placeholder U+200A renders with zero width at \(sizes) pt (scale \(scale), hinting full); it cannot size a button there"
      )
    }
  }

  @Test("the header names the named instance the variations select, and no style between them")
  func instanceHeader() throws {
    guard TestFonts.require(TestFonts.interVariable) else { return }
    for (weight, name) in [("900", "Inter Black ("), ("550", "Inter (")] {
      let outcome = try CalibrateExecutable.run([
        "--font", TestFonts.interVariable, "--variation", "wght=\(weight)", "--sizes", "14",
      ])
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(outcome.standardOutput.hasPrefix(name + TestFonts.interVariable), "\(outcome.standardOutput)")
      #expect(outcome.standardOutput.split(separator: "\n").first?.hasSuffix(", wght=\(weight)") == true)
    }
  }
}
