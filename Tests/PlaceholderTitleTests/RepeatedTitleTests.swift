import DevelopmentSupport
import Testing

@testable import PlaceholderTitle

/// `count(for:)` is the RowAction article's formula; `emptyTitle(for:)` is that many placeholders.
@Suite("RepeatedTitle")
struct PlaceholderTitleTests {
  /// The RowAction article's `emptyTitle(for:)` count, transcribed: clamp the useful width at
  /// zero, multiply, divide, floor. Returns `nil` where the article's code itself would trap or
  /// misbehave (non-finite widths, counts that do not fit an Int).
  static func seedCount(width: Double, symbolWidth: Double, minimumWidth: Double, shiftFactor: Double) -> Int?
  {
    var usefulWidth = width - minimumWidth
    usefulWidth = usefulWidth < 0 ? 0 : usefulWidth
    let value = (usefulWidth * shiftFactor / symbolWidth).rounded(.down)
    guard value.isFinite, value < 1e15 else { return nil }
    return Int(value)
  }

  static let edgeWidths: [Double] = [
    0, -0.0, 1e-300, .leastNonzeroMagnitude, 30, 30.000000000000004, 29.999999999999996, 40, 200,
    1e6, 1e308, .greatestFiniteMagnitude, -1, -1e308, .nan, .infinity, -.infinity, .ulpOfOne,
  ]

  @Test("count(for:) equals the seed formula on 100,000 random inputs and the edge cases")
  func matchesSeedFormula() throws {
    var random = SplitMix64(seed: 20_261_130)
    var checked = 0
    var capped = 0
    for index in 0..<100_000 {
      let symbolWidth = random.uniform(0.05...6)
      let minimumWidth = random.uniform(-10...80)
      let shiftFactor = random.uniform(0.2...3)
      let width =
        index < Self.edgeWidths.count * 50
        ? Self.edgeWidths[index % Self.edgeWidths.count] : random.uniform(-50...2_000)
      let title = try RepeatedTitle(
        symbolWidth: symbolWidth, minimumWidth: minimumWidth, shiftFactor: shiftFactor)
      let count = title.count(for: width)
      guard width.isFinite, width >= 0 else {
        #expect(count == 0, "width \(width) must give 0")
        continue
      }
      guard
        let seed = Self.seedCount(
          width: width, symbolWidth: symbolWidth, minimumWidth: minimumWidth, shiftFactor: shiftFactor)
      else {
        #expect(count == RepeatedTitle.maximumCount, "width \(width)")
        capped += 1
        continue
      }
      if seed >= RepeatedTitle.maximumCount {
        #expect(count == RepeatedTitle.maximumCount)
        capped += 1
      } else {
        #expect(count == seed, "width \(width), w \(symbolWidth), m \(minimumWidth), f \(shiftFactor)")
        checked += 1
      }
    }
    #expect(checked > 90_000)
    #expect(capped > 0)
  }

  @Test("count(for:) equals the seed formula where the quotient is at or next to a whole number")
  func matchesSeedAtBoundaries() throws {
    // The fast path multiplies by 1 / symbolWidth; near whole quotients it must fall back to the
    // seed's division. Widths here aim at quotients n, and one and two ulps either side.
    var random = SplitMix64(seed: 7)
    var checked = 0
    for _ in 0..<20_000 {
      let symbolWidth = [1.25, 1.2727272727272727, 0.5, 1.0 / 3.0, random.uniform(0.05...6)][
        Int(random.next() % 5)]
      let minimumWidth = [30.0, 0, 29.636363636363637, random.uniform(-10...80)][Int(random.next() % 4)]
      let shiftFactor = [1.1, 1.0, 0.8181818181818182, random.uniform(0.2...3)][Int(random.next() % 4)]
      let count = Double(random.next() % 4200)
      let target = minimumWidth + count * symbolWidth / shiftFactor
      let title = try RepeatedTitle(
        symbolWidth: symbolWidth, minimumWidth: minimumWidth, shiftFactor: shiftFactor)
      for width in [target.nextDown.nextDown, target.nextDown, target, target.nextUp, target.nextUp.nextUp] {
        guard width >= 0,
          let seed = Self.seedCount(
            width: width, symbolWidth: symbolWidth, minimumWidth: minimumWidth, shiftFactor: shiftFactor)
        else { continue }
        #expect(
          title.count(for: width) == min(seed, RepeatedTitle.maximumCount),
          "width \(width), w \(symbolWidth), m \(minimumWidth), f \(shiftFactor)")
        #expect(
          title.count(for: width)
            == RepeatedTitle.count(
              for: width, symbolWidth: symbolWidth, minimumWidth: minimumWidth, shiftFactor: shiftFactor))
        checked += 1
      }
    }
    #expect(checked > 90_000)
  }

  @Test("the seed's constants on a 1.2727 pt hair space")
  func seedExample() throws {
    let title = try RepeatedTitle(
      symbolWidth: 14.0 * 256 / 2816, minimumWidth: 30, shiftFactor: 1.1, guard: nil)
    // (100 - 30) × 1.1 / 1.272727… = 60.5 → 60 placeholders.
    #expect(title.count(for: 100) == 60)
    #expect(title.count(for: 30) == 0)
    #expect(title.count(for: 10) == 0)
    #expect(title.emptyTitle(for: 100) == String(repeating: "\u{200A}", count: 60))
    #expect(title.emptyTitle(for: 100).unicodeScalars.count == 60)
    #expect(title.emptyTitle(for: .nan) == "")
  }

  @Test(
    "titles beyond the cache and at the cap are built correctly",
    arguments: [0, 1, 5, 6, 511, 512, 513, 4096])
  func titleLengths(count: Int) throws {
    // symbolWidth 1, no padding, factor 1: the count is the width.
    let title = try RepeatedTitle(
      symbolWidth: 1, minimumWidth: 0, shiftFactor: 1, placeholder: "\u{2009}", guard: nil)
    #expect(title.count(for: Double(count)) == count)
    #expect(title.emptyTitle(for: Double(count)) == String(repeating: "\u{2009}", count: count))
  }

  @Test("wild widths are capped, not allocated")
  func capped() throws {
    let title = try RepeatedTitle(symbolWidth: 0.5, minimumWidth: 30, shiftFactor: 1.1)
    #expect(title.count(for: 1e12) == RepeatedTitle.maximumCount)
    // The placeholders and the two guards.
    #expect(title.emptyTitle(for: 1e300).unicodeScalars.count == RepeatedTitle.maximumCount + 2)
  }

  @Test("the calibrated title looks constants up by size")
  func calibrated() throws {
    let calibrated = try CalibratedRepeatedTitle(
      entries: [
        .init(
          size: 14, symbolWidth: 1.25, constants: PlaceholderConstants(shiftFactor: 0.8, minimumWidth: 29.5)),
        .init(
          size: 17, symbolWidth: 1.5, constants: PlaceholderConstants(shiftFactor: 1.2, minimumWidth: 29)),
      ], fallback: .seed)
    // (100 - 29.5) × 0.8 / 1.25 = 45.12 → 45; (100 - 29) × 1.2 / 1.5 = 56.8 → 56.
    #expect(calibrated.count(for: 100, fontSize: 14) == 45)
    #expect(calibrated.count(for: 100, fontSize: 17) == 56)
    #expect(calibrated.count(for: 100, fontSize: 15) == nil)
    // 56 placeholders between the default guards.
    #expect(calibrated.emptyTitle(for: 100, fontSize: 17)?.unicodeScalars.count == 58)
    let fallback = try calibrated.title(forFontSize: 15, symbolWidth: 1.1)
    #expect(fallback.count(for: 100) == 70)
  }

  @Test("a guard surrounds every non-empty title, cached or not, and changes no count; U+200B by default")
  func guarded() throws {
    let zeroWidthSpace = "\u{200B}"
    let plain = try RepeatedTitle(
      symbolWidth: 14.0 * 256 / 2816, minimumWidth: 30, shiftFactor: 1.1, guard: nil)
    let guarded = try RepeatedTitle(symbolWidth: 14.0 * 256 / 2816, minimumWidth: 30, shiftFactor: 1.1)
    #expect(guarded.guardCharacter == "\u{200B}")
    #expect(plain.guardCharacter == nil)
    // 60 hair spaces for 100 pt, as in seedExample, now between two zero-width spaces.
    #expect(guarded.count(for: 100) == 60)
    #expect(
      guarded.emptyTitle(for: 100) == zeroWidthSpace + String(repeating: "\u{200A}", count: 60)
        + zeroWidthSpace)
    #expect(plain.emptyTitle(for: 100) == String(repeating: "\u{200A}", count: 60))
    // No placeholders, no guards: an empty title stays empty.
    for width in [0, 30, 31, -1, .nan, .infinity] {
      #expect(guarded.emptyTitle(for: width) == "", "width \(width)")
    }
    // Beyond the cache and at the cap.
    let unit = try RepeatedTitle(
      symbolWidth: 1, minimumWidth: 0, shiftFactor: 1, placeholder: "\u{2009}", guard: "\u{200B}")
    for count in [1, 512, 513, 4096] {
      #expect(
        unit.emptyTitle(for: Double(count)) == zeroWidthSpace + String(repeating: "\u{2009}", count: count)
          + zeroWidthSpace)
    }
    // The hair space's stores, guarded or not, are built once and shared by every maker;
    // another character's store belongs to its maker and its copies, and the unguarded store of
    // that character is another one.
    #expect(
      try RepeatedTitle(symbolWidth: 1, minimumWidth: 0, shiftFactor: 1, placeholder: "\u{2009}", guard: nil)
        .emptyTitle(for: 3) == "\u{2009}\u{2009}\u{2009}")
    #expect(TitleStore.shared(for: "\u{200A}", guard: "\u{200B}") === guarded.titles)
    #expect(TitleStore.shared(for: "\u{200A}") === plain.titles)
    #expect(TitleStore.shared(for: "\u{200A}") !== guarded.titles)
    let copy = unit
    #expect(copy.titles === unit.titles)
    #expect(TitleStore.shared(for: "\u{2009}", guard: "\u{200B}") !== unit.titles)
    // The calibrated title passes the guard on, for fitted sizes and for the fallback.
    let calibrated = try CalibratedRepeatedTitle(
      entries: [
        .init(size: 17, symbolWidth: 1.5, constants: PlaceholderConstants(shiftFactor: 1.2, minimumWidth: 29))
      ],
      fallback: .seed, guard: "\u{200B}")
    #expect(
      calibrated.emptyTitle(for: 100, fontSize: 17) == zeroWidthSpace
        + String(repeating: "\u{200A}", count: 56) + zeroWidthSpace)
    #expect(
      try calibrated.title(forFontSize: 15, symbolWidth: 1.1).emptyTitle(for: 100).unicodeScalars.count == 72)
    #expect(try calibrated.title(forFontSize: 15, symbolWidth: 1.1).guardCharacter == "\u{200B}")
    // A calibrated maker of another character builds one store for all its sizes and the fallback.
    let thin = try CalibratedRepeatedTitle(
      entries: [15, 17].map { .init(size: $0, symbolWidth: 1, constants: .seed) }, fallback: .seed,
      placeholder: "\u{2009}")
    #expect(
      try thin.title(forFontSize: 15, symbolWidth: 1).titles
        === thin.title(forFontSize: 17, symbolWidth: 1).titles)
    #expect(
      try thin.title(forFontSize: 15, symbolWidth: 1).titles
        === thin.title(forFontSize: 16, symbolWidth: 1).titles)
  }
}
