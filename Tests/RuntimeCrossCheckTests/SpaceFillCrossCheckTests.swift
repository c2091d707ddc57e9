import CalibrateTestSupport
import Foundation
import PlaceholderTitle
import Testing
import TextMetrics

/// `SpaceFill` with HarfBuzz as the app's engine, on real labels and the reference fonts, against
/// the public code it replaces: every row whose target some fill of the font's spaces can reach
/// lands within half a device pixel, as the engine measures the string returned.
///
/// The engines: HarfBuzz through TextMetrics, unhinted (the font's own kerning included: Liberation
/// Sans kerns A, T, Y and L against U+0020), and on top of it tracking added to every glyph,
/// letters kerned against U+0020 in every font, and NaN for strings holding U+2009 or ⌘.
@Suite("SpaceFill on real fonts: exact in context, against the public code")
struct SpaceFillCrossCheckTests {
  typealias FontAtSize = DeviceExactnessTests.FontAtSize

  /// An app's text engine: a name and the width of a string in points.
  struct Engine {
    var name: String
    var measure: (String) -> Double
  }

  /// The engines on one font and size.
  static func engines(_ base: FontAtSize) -> [Engine] {
    func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
    return [
      Engine(name: "HarfBuzz") { base.shaped($0) },
      Engine(name: "tracking +0.3 pt on every glyph") {
        base.shaped($0) + 0.3 * Double($0.unicodeScalars.count)
      },
      // A letter before U+0020 is kerned by -0.5 pt, U+0020 before a letter or digit by -0.3 pt.
      Engine(name: "letters kerned against U+0020") { text in
        let scalars = Array(text.unicodeScalars)
        var width = base.shaped(text)
        for (first, second) in zip(scalars, scalars.dropFirst()) {
          if first.properties.isAlphabetic && second == " " { width -= 0.5 }
          if first == " " && isLetterOrDigit(second) { width -= 0.3 }
        }
        return width
      },
      Engine(name: "NaN for U+2009 and ⌘") { text in
        text.unicodeScalars.contains { $0 == "\u{2009}" || $0 == "⌘" } ? .nan : base.shaped(text)
      },
    ]
  }

  /// The labels: Latin with kerning pairs, Cyrillic, Greek, a check mark, a shortcut, and a row
  /// without prefix or suffix (Roboto and Noto Sans draw ✓ and ⌘ as .notdef, which the engine
  /// measures like any glyph).
  static let rows: [(prefix: String, suffix: String)] = [
    ("✓ GPT-4o", "1x"), ("AVAWAY", "0.33x"), ("Настройки", "⌘K"), ("Ελληνικά", "⌘,"), ("Привет, мир", "12"),
    ("TAYLOR", ""), ("", "⌘K"),
  ]
  /// How much wider than `prefix + suffix` each target is, in points; and one absolute target.
  static let gaps: [Double] = [0.3, 0.8, 1.4, 2.1, 3.0, 4.6, 6.9, 10.3, 15.7, 24.2, 37.5, 58.1, 91.3, 144.9]
  static let absoluteTarget = 240.0

  /// The fonts, sizes and scales.
  static var fonts: [String] {
    [TestFonts.inter, TestFonts.roboto, TestFonts.dejaVuSans, TestFonts.notoSans, TestFonts.liberationSans]
  }
  static let sizes = [13.0, 17.0]
  static let scales = [2.0, 3.0]

  // MARK: - The public code it replaces

  /// The ways public code pads a gap (DOMAIN.md 3c), each measuring what it measures with the same
  /// engine: the prefix and the suffix alone, and one space.
  enum PublicApproach: CaseIterable {
    /// `round(gap / width(hair space))` hair spaces (a model picker's menu items).
    case roundedHairSpaces
    /// `floor(gap / width(figure space))` figure spaces, then the rest in rounded hair spaces
    /// (a picker's detail column).
    case figureThenHairSpaces
    /// `Int(gap / max(pointSize / 24, 0.5))` hair spaces, a guessed advance (an inline separator).
    case guessedAdvance

    var name: String {
      switch self {
      case .roundedHairSpaces: "`round(gap / hair)` hair spaces"
      case .figureThenHairSpaces: "`floor(gap / figure)` figure spaces + rounded hair spaces"
      case .guessedAdvance: "`gap / max(size / 24, 0.5)` hair spaces"
      }
    }

    /// The padded string.
    func padded(
      _ prefix: String, _ suffix: String, target: Double, size: Double, measure: (String) -> Double
    )
      -> String
    {
      func alone(_ text: String) -> Double { text.isEmpty ? 0 : measure(text) }
      let gap = target - alone(prefix) - alone(suffix)
      let hair = measure("\u{200A}")
      func count(_ value: Double) -> Int { value.isFinite && value > 0 ? Int(min(value, 4096)) : 0 }
      var fill = ""
      switch self {
      case .roundedHairSpaces:
        fill = String(repeating: "\u{200A}", count: count((gap / hair).rounded()))
      case .figureThenHairSpaces:
        let figure = measure("\u{2007}")
        let figures = count((gap / figure).rounded(.down))
        let rest = gap - Double(figures) * figure
        fill =
          String(repeating: "\u{2007}", count: figures)
          + String(repeating: "\u{200A}", count: count((rest / hair).rounded()))
      case .guessedAdvance:
        fill = String(repeating: "\u{200A}", count: count(gap / max(size / 24, 0.5)))
      }
      return prefix + fill + suffix
    }
  }

  // MARK: - Scores

  /// The errors of one way of padding over a set of rows.
  struct Score: Sendable {
    var rows = 0
    var exact = 0
    var largest = 0.0
    var total = 0.0

    mutating func add(error: Double, scale: Double) {
      rows += 1
      if abs(error) * scale <= 0.5 { exact += 1 }
      largest = max(largest, abs(error))
      total += abs(error)
    }

    mutating func merge(_ other: Score) {
      rows += other.rows
      exact += other.exact
      largest = max(largest, other.largest)
      total += other.total
    }

    /// `3,960 of 4,200 (94.3 %) | 0.57 | 0.05`.
    var cells: String {
      let share = rows == 0 ? 0 : 100 * Double(exact) / Double(rows)
      let mean = rows == 0 ? 0 : total / Double(rows)
      return
        "\(exact) of \(rows) (\(String(format: "%.1f", share)) %) | \(String(format: "%.2f", largest)) | "
        + String(format: "%.3f", mean)
    }
  }

  /// What one font gives: scores of the filler and of each public approach over the rows the
  /// filler's target is reachable in, for HarfBuzz alone and for every engine; and the costs.
  struct FontResult: Sendable {
    var filler = ["HarfBuzz": Score(), "all": Score()]
    var approaches: [String: Score] = [:]
    var paddings = 0
    var paddingCalls = 0
    var mostPaddingCalls = 0
    var mostBuildCalls = 0
    var outOfReach = 0
    var widestOutOfReach = 0.0
    var unmeasurable = 0

    mutating func merge(_ other: FontResult) {
      for (key, score) in other.filler { filler[key, default: Score()].merge(score) }
      for (key, score) in other.approaches { approaches[key, default: Score()].merge(score) }
      paddings += other.paddings
      paddingCalls += other.paddingCalls
      mostPaddingCalls = max(mostPaddingCalls, other.mostPaddingCalls)
      mostBuildCalls = max(mostBuildCalls, other.mostBuildCalls)
      outOfReach += other.outOfReach
      widestOutOfReach = max(widestOutOfReach, other.widestOutOfReach)
      unmeasurable += other.unmeasurable
    }
  }

  /// A fill of the font's spaces, in title order with the filler's guards, whose string the engine
  /// measures within half a pixel of the target, among fills of at most `limit` points: the brute
  /// force that says whether a row the filler missed could be reached.
  static func reachingFill(
    _ prefix: String, _ suffix: String, target: Double, scale: Double, guardCharacter: Unicode.Scalar,
    base: FontAtSize, measure: (String) -> Double, limit: Double
  ) -> [Unicode.Scalar]? {
    let spaces = CompositeTitle.spaceCharacters.filter { base.advance($0) > 0 }
    let narrowest = spaces.map { base.advance($0) }.min() ?? 1
    var counts = [Int](repeating: 0, count: spaces.count)
    var found: [Unicode.Scalar]?
    func visit(_ start: Int, _ sum: Double) {
      guard found == nil else { return }
      if counts.contains(where: { $0 > 0 }) {
        var fill = String.UnicodeScalarView()
        if prefix.isEmpty { fill.append(guardCharacter) }
        for (space, count) in zip(spaces, counts) {
          fill.append(contentsOf: repeatElement(space, count: count))
        }
        if suffix.isEmpty { fill.append(guardCharacter) }
        let width = measure(prefix + String(fill) + suffix)
        if abs(width - target) * scale <= 0.5 { found = Array(fill) }
      }
      for index in start..<spaces.count where sum + base.advance(spaces[index]) <= limit + narrowest {
        counts[index] += 1
        visit(index, sum + base.advance(spaces[index]))
        counts[index] -= 1
      }
    }
    visit(0, 0)
    return found
  }

  /// Pads every row of one font with every engine, checks each result, and scores it.
  static func check(font path: String) throws -> FontResult {
    var result = FontResult()
    for size in sizes {
      for scale in scales {
        let base = try FontAtSize(path: path, size: size, scale: scale)
        for engine in engines(base) {
          var calls = 0
          let filler = try SpaceFill(
            measuring: {
              calls += 1
              return engine.measure($0)
            }, scale: scale)
          let context = "\(path) \(size) pt @\(scale)x \(engine.name)"
          #expect(filler.measuringCalls == calls && calls <= 200, "\(context): \(calls) calls to build")
          #expect(filler.spaces.count >= 8, "\(context): \(filler.spaces) \(filler.exclusions)")
          result.mostBuildCalls = max(result.mostBuildCalls, calls)
          for row in rows {
            let unpadded = engine.measure(row.prefix + row.suffix)
            let targets = gaps.map { unpadded + $0 } + [absoluteTarget]
            for target in targets {
              calls = 0
              let padding = filler.padding(row.prefix, row.suffix, toWidth: target.isFinite ? target : 100)
              #expect(padding.measuringCalls == calls)
              result.paddings += 1
              result.paddingCalls += calls
              result.mostPaddingCalls = max(result.mostPaddingCalls, calls)
              #expect(padding.text == row.prefix + padding.fill + row.suffix)
              #expect(
                padding.fill.unicodeScalars.allSatisfy {
                  $0.properties.generalCategory == .spaceSeparator || $0 == filler.guardCharacter
                })
              guard unpadded.isFinite else {
                #expect(padding.outcome == .unmeasurable && padding.fill.isEmpty, "\(context) \(row)")
                result.unmeasurable += 1
                continue
              }
              guard target > unpadded else {
                #expect(
                  padding.outcome == .alreadyWide && padding.fill.isEmpty, "\(context) \(row) \(target)")
                continue
              }
              // The width reported is the engine's width of the string returned.
              let measured = engine.measure(padding.text)
              #expect(measured == padding.width, "\(context) \(row) \(target)")
              #expect(padding.isExact == (abs(measured - target) * scale <= 0.5))
              if !padding.isExact {
                // A row the filler misses must be out of reach of every fill of the font's spaces.
                let gap = target - unpadded
                #expect(gap < 12, "\(context): \(row) gap \(gap) missed by \(padding.error) pt")
                let reaching = reachingFill(
                  row.prefix, row.suffix, target: target, scale: scale, guardCharacter: filler.guardCharacter,
                  base: base, measure: engine.measure, limit: gap + 2)
                #expect(
                  reaching == nil,
                  "\(context): \(row) gap \(gap) is reachable with \(reaching ?? []), missed by \(padding.error)"
                )
                result.outOfReach += 1
                result.widestOutOfReach = max(result.widestOutOfReach, gap)
                continue
              }
              // Scored over the rows some fill reaches: the filler and the public code side by side.
              for key in engine.name == "HarfBuzz" ? ["HarfBuzz", "all"] : ["all"] {
                result.filler[key, default: Score()].add(error: padding.error, scale: scale)
                for approach in PublicApproach.allCases {
                  let text = approach.padded(
                    row.prefix, row.suffix, target: target, size: size, measure: engine.measure)
                  result.approaches["\(approach.name) \(key)", default: Score()].add(
                    error: engine.measure(text) - target, scale: scale)
                }
              }
            }
          }
        }
      }
    }
    return result
  }

  @Test("every reachable row lands within half a pixel; the public code's errors beside it")
  func reachableRowsExact() async throws {
    for path in Self.fonts { guard TestFonts.require(path) else { return } }
    let total = try await withThrowingTaskGroup(of: FontResult.self) { group in
      for path in Self.fonts { group.addTask { try Self.check(font: path) } }
      var total = FontResult()
      for try await result in group { total.merge(result) }
      return total
    }
    // Costs: within the plan of 200 calls to build, a few per padding.
    #expect(total.mostBuildCalls <= 200)
    let average = Double(total.paddingCalls) / Double(max(total.paddings, 1))
    #expect(average <= 6, "\(average) calls per padding")
    #expect(total.mostPaddingCalls <= 1 + SpaceFill.maximumFillsTried)
    // The figure docs/runtime.md reports, line by line.
    let lines = Self.figureLines(total, averageCalls: average)
    print(lines.joined(separator: "\n"))
    let document = try String(
      contentsOf: PackageRoot.url.appendingPathComponent("docs/runtime.md"), encoding: .utf8)
    for line in lines { #expect(document.contains(line), "docs/runtime.md lacks: \(line)") }
    // The public code misses most rows; the filler none it can reach.
    let filler = total.filler["all"] ?? Score()
    #expect(filler.exact == filler.rows && filler.rows > 5000)
    for approach in PublicApproach.allCases {
      let score = total.approaches["\(approach.name) all"] ?? Score()
      #expect(score.exact < score.rows / 2, "\(approach.name): \(score.cells)")
    }
  }

  /// The table and the sentence docs/runtime.md reports.
  static func figureLines(_ total: FontResult, averageCalls: Double) -> [String] {
    func row(_ name: String, _ key: String, _ score: Score) -> String {
      "| \(name) | \(key) | \(score.cells) |"
    }
    var lines: [String] = []
    for key in ["HarfBuzz", "all"] {
      let engines = key == "HarfBuzz" ? "HarfBuzz" : "all four"
      lines.append(row("`SpaceFill.padded`", engines, total.filler[key] ?? Score()))
      for approach in PublicApproach.allCases {
        lines.append(row(approach.name, engines, total.approaches["\(approach.name) \(key)"] ?? Score()))
      }
    }
    lines.append(
      "\(total.paddings) paddings: \(total.outOfReach) out of reach of every fill (brute force; gaps up to "
        + "\(String(format: "%.1f", total.widestOutOfReach)) pt), "
        + "\(total.unmeasurable) unmeasurable (NaN), "
        + "\(String(format: "%.2f", averageCalls)) calls each on average and at most \(total.mostPaddingCalls); "
        + "at most \(total.mostBuildCalls) calls to build a filler.")
    return lines
  }

  /// Labels outside ``rows``, with nothing after them: the fill ends the string, at a guard.
  static let heldOutLabels = ["Сохранить", "Русский", "Настройки", "Привет, мир", "Сообщения", "Избранное"]

  /// The engines of ``engines(_:)`` and tracking between glyphs but not after a run's last (the
  /// other reading of CoreText's `trak`, which DeviceExactnessTests checks under UIKit's model):
  /// a fill with a guard at its end then adds one tracking more than the guards' share of a fill
  /// measured alone, so the first fill misses by about that.
  static func heldOutEngines(_ base: FontAtSize) -> [Engine] {
    engines(base) + [
      Engine(name: "tracking +0.3 pt between glyphs") { text in
        text.isEmpty ? 0 : base.shaped(text) + 0.3 * Double(text.unicodeScalars.count - 1)
      }
    ]
  }

  @Test(
    "labels outside the rows, a fill at the string's end, 17 pt @2x: every target of 60...160 pt some fill reaches, reached",
    arguments: fonts)
  func heldOutLabelsReached(path: String) throws {
    guard TestFonts.require(path) else { return }
    let scale = 2.0
    let base = try FontAtSize(path: path, size: 17, scale: scale)
    var paddings = 0
    var missed: [String] = []
    for engine in Self.heldOutEngines(base) {
      let filler = try SpaceFill(measuring: engine.measure, scale: scale)
      for label in Self.heldOutLabels {
        let unpadded = engine.measure(label)
        for target in stride(from: 60.0, through: 160.0, by: 1) where target > unpadded {
          let padding = filler.padding(label, "", toWidth: target)
          paddings += 1
          guard !padding.isExact else { continue }
          let gap = target - unpadded
          #expect(gap < 12, "\(engine.name) '\(label)' \(target) pt missed by \(padding.error) pt")
          guard gap < 12 else { continue }
          let reaching = Self.reachingFill(
            label, "", target: target, scale: scale, guardCharacter: filler.guardCharacter, base: base,
            measure: engine.measure, limit: gap + 2)
          if let reaching {
            let error = engine.measure(label + String(String.UnicodeScalarView(reaching))) - target
            missed.append(
              "\(engine.name) '\(label)' \(target) pt: off by \(padding.error) pt where \(error) pt is reachable"
            )
          }
        }
      }
    }
    print("\(path): \(missed.count) of \(paddings) paddings of held-out labels miss a reachable target")
    #expect(paddings > 1500)
    #expect(missed.isEmpty, "\(path):\n\(missed.joined(separator: "\n"))")
  }

  @Test(
    "the held-out row: Liberation Sans, tracking between glyphs, 'Сохранить' padded to 91 pt at 17 pt @2x")
  func heldOutRow() throws {
    guard TestFonts.require(TestFonts.liberationSans) else { return }
    let base = try FontAtSize(path: TestFonts.liberationSans, size: 17, scale: 2)
    let engine = try #require(Self.heldOutEngines(base).last)
    let filler = try SpaceFill(measuring: engine.measure, scale: 2)
    let padding = filler.padding("Сохранить", "", toWidth: 91)
    // The first fill, U+205F and the guard, lands 0.254 pt wide; a thin space and the guard land
    // 0.120 pt narrow, within half a pixel.
    #expect(padding.isExact, "\(padding.error) pt with \(padding.fill.unicodeScalars.map(\.value))")
    #expect(engine.measure(padding.text) == padding.width)
    #expect(padding.measuringCalls <= 1 + SpaceFill.maximumFillsTried)
  }

  @Test(
    "right-to-left rows (Hebrew, Arabic, mixed with Latin) land within half a pixel, as measured whole",
    arguments: [2.0, 3.0])
  func rightToLeft(scale: Double) throws {
    guard TestFonts.require(TestFonts.dejaVuSans) else { return }
    let rows: [(prefix: String, suffix: String)] = [
      ("הגדרות", "⌘K"), ("שלום עולם", ""), ("", "מועדפים"), ("إعدادات", "1x"), ("مرحبا", ""),
      ("Settings", "עברית"),
    ]
    for size in Self.sizes {
      let base = try FontAtSize(path: TestFonts.dejaVuSans, size: size, scale: scale)
      let filler = try SpaceFill(measuring: base.shaped, scale: scale)
      var exact = 0
      var padded = 0
      for row in rows {
        let unpadded = base.shaped(row.prefix + row.suffix)
        #expect(unpadded > 0, "\(row)")
        for gap in [12.0, 24.2, 37.5, 58.1, 91.3] {
          let padding = filler.padding(row.prefix, row.suffix, toWidth: unpadded + gap)
          padded += 1
          #expect(padding.text == row.prefix + padding.fill + row.suffix)
          // The width reported is the engine's, of the string returned, in logical order.
          #expect(base.shaped(padding.text) == padding.width)
          #expect(padding.isExact, "\(size) pt @\(scale)x \(row) +\(gap): \(padding.error) pt")
          if padding.isExact { exact += 1 }
        }
      }
      print("DejaVu Sans \(size) pt @\(scale)x: \(exact) of \(padded) right-to-left paddings exact")
      // A column of them: every row as wide, so the suffixes end at one x on the left.
      let column = filler.column(rows, aligning: .trailing, minimumGap: 16)
      #expect(column.isExact, "\(column.rows.map(\.error))")
    }
  }

  @Test(
    "a menu's column lines up: every suffix starts, or ends, at the same x", arguments: [2.0, 3.0])
  func menuColumn(scale: Double) throws {
    let rows: [(prefix: String, suffix: String)] = [
      ("✓ GPT-4o", "1x"), ("GPT-4o mini", "0.33x"), ("o3", "10x"), ("AVAWAY", "⌘K"), ("Настройки", "⌘,"),
      ("Ελληνικά", "2x"),
    ]
    for path in Self.fonts {
      guard TestFonts.require(path) else { return }
      for size in Self.sizes {
        let base = try FontAtSize(path: path, size: size, scale: scale)
        let filler = try SpaceFill(measuring: base.shaped, scale: scale)
        for edge in [SpaceFill.SuffixEdge.leading, .trailing] {
          let column = filler.column(rows, aligning: edge, minimumGap: 16)
          #expect(column.isExact, "\(path) \(size) pt \(edge): \(column.rows.map(\.error))")
          #expect(column.measuringCalls <= 6 * rows.count)
          for (row, padding) in zip(rows, column.rows) {
            let suffixEdge =
              switch edge {
              case .leading: base.shaped(padding.text) - base.shaped(row.suffix)
              case .trailing: base.shaped(padding.text)
              }
            #expect(abs(suffixEdge - column.x) * scale <= 0.5, "\(path) \(size) pt \(edge) \(row)")
          }
        }
      }
    }
  }
}
