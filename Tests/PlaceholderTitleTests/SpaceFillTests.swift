import Testing

@testable import PlaceholderTitle

/// `SpaceFill` against synthetic text engines: additive, tracking every glyph, kerning letters
/// against the space, NaN and negative widths; every result measured again by its engine.
@Suite("SpaceFill")
struct SpaceFillTests {
  /// A text engine built on a table of advances, with the quirks of real ones switched on at will.
  struct Engine {
    var name: String
    /// Added to every scalar's advance, zero-width ones included (tracking on every glyph).
    var tracking = 0.0
    /// Added where a letter is followed by U+0020 or U+00A0.
    var letterBeforeSpace = 0.0
    /// Added where U+0020 or U+00A0 is followed by a letter or a digit.
    var spaceBeforeOther = 0.0
    /// Added where a letter is followed by any space: a kerning every space shares (spaces a font
    /// lacks, drawn with its space glyph), which no space tells apart from the others.
    var letterBeforeAnySpace = 0.0
    /// Strings holding any of these measure NaN.
    var notANumber: Set<Unicode.Scalar> = []
    /// Every width is multiplied by it (−1: negative widths).
    var factor = 1.0
    /// Widths are rounded to multiples of it, when above 0.
    var quantum = 0.0
    /// The font size the advances are scaled to.
    var size = 15.0

    /// Inter Regular's spaces in font units (2816 per em), DOMAIN.md 3b; U+3000 as the em space.
    static let spaceUnits: [Unicode.Scalar: Double] = [
      "\u{200A}": 256, "\u{2006}": 468, "\u{2009}": 512, "\u{202F}": 512, "\u{2005}": 704, "\u{2008}": 776,
      "\u{0020}": 792, "\u{00A0}": 792, "\u{205F}": 792, "\u{2004}": 940, "\u{2002}": 1408, "\u{2000}": 1536,
      "\u{2007}": 1824, "\u{2003}": 2816, "\u{2001}": 3072, "\u{3000}": 2816,
    ]
    static let zeroWidth: Set<Unicode.Scalar> = ["\u{200B}", "\u{2060}", "\u{FEFF}"]

    /// A scalar's advance in points: the space table, 0 for zero-width characters, and for any
    /// other a width between 0.3 and 0.7 em that depends on the scalar.
    func advance(_ scalar: Unicode.Scalar) -> Double {
      if let units = Self.spaceUnits[scalar] { return units * size / 2816 }
      if Self.zeroWidth.contains(scalar) { return 0 }
      return size * (0.3 + Double(scalar.value % 41) / 100)
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.generalCategory == .spaceSeparator
    }
    static func isKernedSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\u{0020}" || scalar == "\u{00A0}"
    }
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    func width(_ text: String) -> Double {
      let scalars = Array(text.unicodeScalars)
      if scalars.contains(where: notANumber.contains) { return .nan }
      var width = 0.0
      for (index, scalar) in scalars.enumerated() {
        width += advance(scalar) + tracking
        guard index + 1 < scalars.count else { continue }
        let next = scalars[index + 1]
        if scalar.properties.isAlphabetic && Self.isKernedSpace(next) { width += letterBeforeSpace }
        if scalar.properties.isAlphabetic && Self.isSpace(next) { width += letterBeforeAnySpace }
        if Self.isKernedSpace(scalar) && Self.isAlphanumeric(next) { width += spaceBeforeOther }
      }
      width *= factor
      return quantum > 0 ? (width / quantum).rounded() * quantum : width
    }
  }

  /// Counts the calls an engine gets.
  final class CallCounter {
    var calls = 0
  }

  static let engines = [
    Engine(name: "additive"),
    Engine(name: "tracking +0.3 on every glyph", tracking: 0.3),
    Engine(name: "tracking -0.2 on every glyph", tracking: -0.2),
    Engine(name: "letters kerned against the space", letterBeforeSpace: -0.6, spaceBeforeOther: -0.35),
    Engine(name: "letters kerned against every space", letterBeforeAnySpace: -0.45),
    // Finer than 1/32 pixel at @3x, the tolerance within which the filler takes runs to add up.
    Engine(name: "rounded to 1/256 pt", quantum: 1.0 / 256),
    Engine(name: "NaN for U+2009 and ⌘", notANumber: ["\u{2009}", "⌘"]),
    Engine(name: "13 pt, tracking and kerning", tracking: 0.15, letterBeforeSpace: -0.4, size: 13),
  ]

  static let rows: [(prefix: String, suffix: String)] = [
    ("✓ GPT-4o", "1x"), ("AVAWAY", "0.33x"), ("Настройки", "⌘K"), ("Ελληνικά", "12"), ("Open", ""),
    ("", "⌘K"),
    ("", ""),
  ]
  static let gaps: [Double] = [
    0.05, 0.4, 0.9, 1.5, 2.2, 3.1, 4.4, 6.3, 9.8, 14.1, 23.7, 41.2, 77.7, 130.3, 251.9, 603.4,
  ]

  /// Whether a string holds only spaces (Zs) and the filler's guard.
  static func onlySpaces(_ fill: String, guardCharacter: Unicode.Scalar) -> Bool {
    fill.unicodeScalars.allSatisfy { Engine.isSpace($0) || $0 == guardCharacter }
  }

  /// The fills of at most `limit` points of the engine's spaces, written in title order with the
  /// filler's guards, that land within half a pixel of a target: the brute force that says whether
  /// a row the filler missed could be reached.
  static func reachingFill(
    _ prefix: String, _ suffix: String, target: Double, scale: Double, guardCharacter: Unicode.Scalar,
    engine: Engine, limit: Double
  ) -> String? {
    let spaces = CompositeTitle.spaceCharacters.filter { engine.width(String($0)).isFinite }
    let narrowest = spaces.map { engine.advance($0) }.min() ?? 1
    var found: String?
    var counts = [Int](repeating: 0, count: spaces.count)
    func visit(_ start: Int, _ sum: Double) {
      guard found == nil else { return }
      if counts.contains(where: { $0 > 0 }) {
        var fill = prefix.isEmpty ? String(guardCharacter) : ""
        for (space, count) in zip(spaces, counts) { fill += String(repeating: String(space), count: count) }
        if suffix.isEmpty { fill.unicodeScalars.append(guardCharacter) }
        if abs(engine.width(prefix + fill + suffix) - target) * scale <= 0.5 { found = fill }
      }
      for index in start..<spaces.count where sum + engine.advance(spaces[index]) <= limit + narrowest {
        counts[index] += 1
        visit(index, sum + engine.advance(spaces[index]))
        counts[index] -= 1
      }
    }
    visit(0, 0)
    return found
  }

  @Test("every reachable row lands within half a pixel, measured again by its engine", arguments: engines)
  func reachableRowsExact(engine: Engine) throws {
    for scale in [2.0, 3.0] {
      let counter = CallCounter()
      let filler = try SpaceFill(
        measuring: {
          counter.calls += 1
          return engine.width($0)
        }, scale: scale)
      #expect(counter.calls == filler.measuringCalls)
      #expect(filler.measuringCalls <= 200, "\(engine.name): \(filler.measuringCalls) calls to build")
      #expect(filler.spaces.count >= 10, "\(engine.name): \(filler.spaces) \(filler.exclusions)")
      counter.calls = 0
      var paddings = 0
      var missed: [String] = []
      for row in Self.rows {
        let base = engine.width(row.prefix + row.suffix)
        for gap in Self.gaps {
          // A row the engine cannot measure gets a target all the same.
          let padding = filler.padding(row.prefix, row.suffix, toWidth: base.isFinite ? base + gap : 100)
          paddings += 1
          #expect(padding.text == row.prefix + padding.fill + row.suffix)
          #expect(Self.onlySpaces(padding.fill, guardCharacter: filler.guardCharacter))
          guard base.isFinite else {
            #expect(padding.outcome == .unmeasurable && padding.fill.isEmpty, "\(engine.name) \(row)")
            continue
          }
          // The width reported is the engine's width of the text returned.
          let measured = engine.width(padding.text)
          #expect(measured == padding.width, "\(engine.name) \(row) gap \(gap)")
          #expect(padding.isExact == (abs(measured - (base + gap)) * scale <= 0.5))
          #expect(
            padding.outcome == (padding.isExact ? .exact : .nearest), "\(engine.name) \(row) gap \(gap)")
          if !padding.isExact {
            // Only a narrow gap can be out of reach: check that no fill of at most gap + 2 pt lands.
            missed.append("\(row) gap \(gap): error \(padding.error)")
            #expect(gap < 12, "\(engine.name) @\(scale)x: \(row) gap \(gap) missed by \(padding.error) pt")
            let reaching = Self.reachingFill(
              row.prefix, row.suffix, target: base + gap, scale: scale, guardCharacter: filler.guardCharacter,
              engine: engine, limit: gap + 2)
            #expect(
              reaching == nil,
              "\(engine.name) @\(scale)x: \(row) gap \(gap) is reachable with \(reaching.map { Array($0.unicodeScalars) } ?? [])"
            )
          }
        }
      }
      #expect(
        counter.calls <= 6 * paddings, "\(engine.name): \(counter.calls) calls for \(paddings) paddings")
      print(
        "\(engine.name) @\(scale)x: build \(filler.measuringCalls) calls, \(paddings) paddings in \(counter.calls) calls, \(missed.count) out of reach: \(missed)"
      )
    }
  }

  @Test("a letter kerned against the space: the fill lands once the junction is measured")
  func kernedJunction() throws {
    let engine = Engine(name: "kerned", letterBeforeSpace: -0.9, spaceBeforeOther: -0.7)
    let filler = try SpaceFill(measuring: engine.width, scale: 3)
    let target = engine.width("AVAWAY" + "0.33x") + 30
    let padding = filler.padding("AVAWAY", "0.33x", toWidth: target)
    #expect(padding.isExact, "\(padding)")
    #expect(abs(engine.width(padding.text) - target) * 3 <= 0.5)
    // A fill that only adds its spaces' steps would miss by the kerning when U+0020 is at an edge.
    #expect(padding.measuringCalls <= 1 + SpaceFill.maximumFillsTried)
  }

  @Test("prefix and suffix already as wide as the target come back unpadded, and say so")
  func alreadyWide() throws {
    let engine = Engine(name: "additive")
    let filler = try SpaceFill(measuring: engine.width, scale: 2)
    let base = engine.width("✓ GPT-4o1x")
    for target in [0, base - 10, base - 0.1, base] {
      let padding = filler.padding("✓ GPT-4o", "1x", toWidth: target)
      #expect(padding.outcome == .alreadyWide)
      #expect(padding.text == "✓ GPT-4o1x" && padding.fill.isEmpty)
      #expect(padding.error == base - target && padding.error >= 0)
      #expect(padding.measuringCalls == 1)
      #expect(filler.padded("✓ GPT-4o", "1x", toWidth: target) == "✓ GPT-4o1x")
    }
    // Just below the target, within half a pixel: no fill is nearer, the unpadded string is exact.
    let near = filler.padding("✓ GPT-4o", "1x", toWidth: base + 0.1)
    #expect(near.outcome == .exact && near.fill.isEmpty && near.isExact)
  }

  @Test(
    "bad targets, engines and scales give defined results",
    arguments: [Double.nan, .infinity, -.infinity, -1])
  func badTargets(target: Double) throws {
    let engine = Engine(name: "additive")
    let filler = try SpaceFill(measuring: engine.width, scale: 2)
    let padding = filler.padding("AVAWAY", "1x", toWidth: target)
    #expect(padding.outcome == .invalidTarget)
    #expect(padding.text == "AVAWAY1x" && padding.fill.isEmpty && padding.measuringCalls == 0)
    #expect(padding.width.isNaN && padding.error.isNaN && !padding.isExact)
    #expect(filler.fill(width: target).text.isEmpty)
    let column = filler.column([("a", "b")], at: target)
    #expect(column.rows.map(\.outcome) == [.invalidTarget])
    let gap = filler.padding("A", "B", gap: target)
    #expect(gap.target == engine.width("A") + engine.width("B"))
  }

  @Test("an engine of NaN for some spaces: those are left out, the others fill")
  func partlyBadEngine() throws {
    var engine = Engine(name: "NaN for U+2009")
    engine.notANumber = ["\u{2009}"]
    let filler = try SpaceFill(measuring: engine.width, scale: 2)
    #expect(!filler.spaces.contains("\u{2009}") && filler.spaces.count >= 8, "\(filler.spaces)")
    #expect(filler.exclusions.contains { $0.character == "\u{2009}" })
    let padding = filler.padding("A", "B", toWidth: 50)
    #expect(padding.isExact && !padding.fill.unicodeScalars.contains("\u{2009}"))
  }

  @Test("empty strings: guards only where the fill is at an end")
  func guards() throws {
    let engine = Engine(name: "additive")
    let filler = try SpaceFill(measuring: engine.width, scale: 3)
    #expect(filler.guardCharacter == "\u{200B}")
    let guardCharacter = filler.guardCharacter
    let bare = filler.fill(width: 20)
    #expect(bare == filler.padding("", "", toWidth: 20))
    #expect(bare.text == bare.fill && bare.isExact && bare.measuringCalls <= 2)
    #expect(
      bare.fill.unicodeScalars.first == guardCharacter && bare.fill.unicodeScalars.last == guardCharacter)
    let trailing = filler.padding("Open", "", toWidth: 60)
    #expect(trailing.fill.unicodeScalars.first != guardCharacter)
    #expect(trailing.fill.unicodeScalars.last == guardCharacter && trailing.isExact)
    let leading = filler.padding("", "⌘K", toWidth: 60)
    #expect(leading.fill.unicodeScalars.first == guardCharacter)
    #expect(leading.fill.unicodeScalars.last != guardCharacter && leading.isExact)
    let inside = filler.padding("Open", "⌘K", toWidth: 60)
    #expect(!inside.fill.unicodeScalars.contains(guardCharacter) && inside.isExact)
    // Nothing to fill: an empty fill has no guard, and the empty string is 0 wide without a call.
    let nothing = filler.fill(width: 0)
    #expect(nothing.text.isEmpty && nothing.outcome == .alreadyWide && nothing.measuringCalls == 0)
  }

  @Test("a guard the engine draws is measured in context like the rest")
  func guardWithWidth() throws {
    // Every zero-width candidate measures 0.4 pt here.
    var engine = Engine(name: "guards drawn")
    engine.tracking = 0
    let measure: (String) -> Double = { text in
      engine.width(text) + 0.4 * Double(text.unicodeScalars.filter(Engine.zeroWidth.contains).count)
    }
    let filler = try SpaceFill(measuring: measure, scale: 2)
    #expect(filler.guardCharacter == "\u{200B}")
    #expect(
      filler.exclusions.filter { if case .guardHasWidth = $0.reason { true } else { false } }.count == 3)
    for width in [10.0, 17.3, 55.5] {
      let fill = filler.fill(width: width)
      #expect(fill.isExact && abs(measure(fill.text) - width) <= 0.25, "\(width): \(fill)")
    }
  }

  @Test("huge targets give a bounded fill, never a trap")
  func hugeTargets() throws {
    let engine = Engine(name: "additive")
    let filler = try SpaceFill(measuring: engine.width, scale: 2)
    for target in [5_000.0, 1e6, 1e300, .greatestFiniteMagnitude] {
      let padding = filler.padding("A", "B", toWidth: target)
      #expect(padding.fill.unicodeScalars.count <= SpaceFill.maximumFillCharacters)
      #expect(padding.measuringCalls <= 1 + SpaceFill.maximumFillsTried)
      #expect(padding.isExact == (target == 5_000), "\(target): \(padding.error)")
    }
  }

  @Test(
    "a column: every suffix ends, or starts, at the same x",
    arguments: [SpaceFill.SuffixEdge.trailing, .leading])
  func column(edge: SpaceFill.SuffixEdge) throws {
    let engine = Engine(
      name: "kerned and tracked", tracking: 0.1, letterBeforeSpace: -0.5, spaceBeforeOther: -0.3)
    let filler = try SpaceFill(measuring: engine.width, scale: 2)
    let rows: [(prefix: String, suffix: String)] = [
      ("✓ GPT-4o", "1x"), ("GPT-4o mini", "0.33x"), ("o3", "10x"), ("Claude Sonnet", "1x"), ("AVAWAY", ""),
    ]
    let column = filler.column(rows, aligning: edge, minimumGap: 12)
    #expect(column.edge == edge && column.rows.count == rows.count && column.isExact)
    for (row, padding) in zip(rows, column.rows) {
      #expect(padding.text == row.prefix + padding.fill + row.suffix)
      let suffixEdge =
        switch edge {
        case .leading: engine.width(padding.text) - engine.width(row.suffix)
        case .trailing: engine.width(padding.text)
        }
      #expect(abs(suffixEdge - column.x) * 2 <= 0.5, "\(row): \(suffixEdge) against \(column.x)")
    }
    // The widest row gets the minimum gap.
    let widest =
      rows.map { row in
        switch edge {
        case .leading: engine.width(row.prefix + row.suffix) - engine.width(row.suffix)
        case .trailing: engine.width(row.prefix + row.suffix)
        }
      }.max() ?? 0
    #expect(abs(column.x - widest - 12) < 1e-9)
    #expect(column.measuringCalls <= 6 * rows.count)
    // At a given x, rows wider than it come back unpadded.
    let narrow = filler.column(rows, aligning: edge, at: 40)
    #expect(narrow.x == 40)
    #expect(narrow.rows.contains { $0.outcome == .alreadyWide })
  }

  @Test("a gap between two strings: the suffix starts that far after the prefix")
  func inlineGap() throws {
    let engine = Engine(name: "kerned", letterBeforeSpace: -0.5)
    let filler = try SpaceFill(measuring: engine.width, scale: 3)
    for gap in [4.0, 8.5, 24.0] {
      let padding = filler.padding("Total", "12", gap: gap)
      #expect(padding.target == engine.width("Total") + gap + engine.width("12"))
      #expect(padding.isExact, "\(gap): \(padding)")
      #expect(padding.measuringCalls <= 3 + SpaceFill.maximumFillsTried)
    }
  }

  @Test("candidates that are not spaces are never used")
  func candidatesFiltered() throws {
    let engine = Engine(name: "additive")
    let filler = try SpaceFill(
      measuring: engine.width, candidates: ["x", "\u{200A}", "\u{200B}", "\u{2006}", "\u{200A}"], scale: 2)
    #expect(filler.spaces == ["\u{200A}", "\u{2006}"])
    let padding = filler.padding("a", "b", toWidth: 40)
    #expect(Set(padding.fill.unicodeScalars).isSubset(of: ["\u{200A}", "\u{2006}"]))
    #expect(padding.isExact)
  }
}
