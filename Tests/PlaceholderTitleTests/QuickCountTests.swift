import DevelopmentSupport
import Testing

@testable import PlaceholderTitle

/// `RepeatedTitle.quickCount(for:minimumWidth:countScale:)`, the count without a division, against
/// the formula it stands for: wherever it answers, its answer is the formula's, bit for bit.
@Suite("RepeatedTitle's count without division")
struct QuickCountTests {
  /// The formula with the runtime's guards (the solver's, divided).
  static func formula(_ width: Double, _ symbol: Double, _ minimum: Double, _ factor: Double) -> Int {
    RepeatedTitle.count(for: width, symbolWidth: symbol, minimumWidth: minimum, shiftFactor: factor)
  }

  /// The quick count of a set of constants, as a title maker of them computes it.
  static func quick(_ width: Double, _ symbol: Double, _ minimum: Double, _ factor: Double) -> Int? {
    let scale = RepeatedTitle.countScale(symbolWidth: symbol, minimumWidth: minimum, shiftFactor: factor)
    return RepeatedTitle.quickCount(for: width, minimumWidth: minimum, countScale: scale)
  }

  @Test("on 1,000,000 random widths and constants it answers nearly always, and as the formula does")
  func randomWidths() {
    var random = SplitMix64(seed: 40)
    var answered = 0
    var inCache = 0
    var deferredInCache: [Double] = []
    for index in 0..<1_000_000 {
      let symbolWidth = random.uniform(0.05...6)
      let minimumWidth = index % 7 == 0 ? 0 : random.uniform(0...80)
      let shiftFactor = random.uniform(0.2...3)
      let width =
        index % 10 == 0
        ? PlaceholderTitleTests.edgeWidths[index / 10 % PlaceholderTitleTests.edgeWidths.count]
        : random.uniform(-50...2_000)
      let expected = Self.formula(width, symbolWidth, minimumWidth, shiftFactor)
      if expected <= RepeatedTitle.cachedCount { inCache += 1 }
      guard let count = Self.quick(width, symbolWidth, minimumWidth, shiftFactor) else {
        if expected <= RepeatedTitle.cachedCount { deferredInCache.append(width) }
        continue
      }
      answered += 1
      if count != expected {
        Issue.record(
          "width \(width), w \(symbolWidth), m \(minimumWidth), f \(shiftFactor): \(count), not \(expected)")
        return
      }
      // The article's own transcription agrees too, where it is defined.
      if width >= 0, width.isFinite,
        let seed = PlaceholderTitleTests.seedCount(
          width: width, symbolWidth: symbolWidth, minimumWidth: minimumWidth, shiftFactor: shiftFactor)
      {
        #expect(count == seed)
      }
    }
    // Every width whose count is cached is answered but +∞ (which the formula's guard counts 0)
    // and those within 2⁻³⁰ of a whole quotient, of which none is expected among a million.
    #expect(Set(deferredInCache) == [.infinity])
    #expect(answered == inCache - deferredInCache.count)
    #expect(answered > 250_000)
  }

  @Test(
    "around every whole quotient up to the cache and past it, it answers only where the formula agrees",
    arguments: [
      (14.0 * 256 / 2816, 30.0, 1.1), (1.25, 29.636363636363637, 0.8181818181818182), (0.5, 0, 1),
      (1.0 / 3.0, 12, 1.5), (5.9, 80, 0.2), (0.05, 0, 3),
    ] as [(Double, Double, Double)])
  func wholeQuotients(symbolWidth: Double, minimumWidth: Double, shiftFactor: Double) {
    var answered = 0
    var deferred = 0
    for count in 0...(RepeatedTitle.cachedCount + 4) {
      // The width whose quotient is `count` in exact arithmetic, and its neighbours: 16 doubles
      // either side, then steps of a millionth and a thousandth of a point.
      let target = minimumWidth + Double(count) * symbolWidth / shiftFactor
      var widths: [Double] = [target]
      var below = target
      var above = target
      for _ in 0..<16 {
        below = below.nextDown
        above = above.nextUp
        widths += [below, above]
      }
      widths += [1e-9, 1e-6, 1e-3, 0.25].flatMap { [target - $0, target + $0] }
      for width in widths {
        let expected = Self.formula(width, symbolWidth, minimumWidth, shiftFactor)
        guard let quick = Self.quick(width, symbolWidth, minimumWidth, shiftFactor) else {
          deferred += 1
          continue
        }
        answered += 1
        #expect(
          quick == expected,
          "width \(width), w \(symbolWidth), m \(minimumWidth), f \(shiftFactor): \(quick), not \(expected)")
      }
    }
    // Within 16 doubles of a whole quotient the division decides (but at 0, where the minimum
    // width is); a millionth of a point away and more, the product does, up to the cache's end.
    #expect(deferred >= 33 * RepeatedTitle.cachedCount)
    #expect(answered >= 6 * (RepeatedTitle.cachedCount + 1))
  }

  /// Constants outside the bound of the count without division, and borderline ones.
  static let oddConstants: [Double] = [
    0, -0.0, -1, 1e-300, 0x1p-900, 0x1p-901, 0x1p900, 0x1p901, 1e300, .greatestFiniteMagnitude,
    .leastNonzeroMagnitude, .infinity, -.infinity, .nan, 1.1, 30,
  ]

  @Test("with odd constants it answers only counts the formula gives, and defers the rest")
  func oddConstantsAgree() {
    let widths = PlaceholderTitleTests.edgeWidths + [0.5, 1, 31, 60, 100, 1e10, -30, 29]
    var answered = 0
    var deferred = 0
    for symbolWidth in Self.oddConstants + [1.2727272727272727] {
      for minimumWidth in Self.oddConstants + [-5, 29.5] {
        for shiftFactor in Self.oddConstants {
          let scale = RepeatedTitle.countScale(
            symbolWidth: symbolWidth, minimumWidth: minimumWidth, shiftFactor: shiftFactor)
          #expect(scale == .infinity || (scale.isNormal && scale > 0))
          for width in widths {
            let expected = Self.formula(width, symbolWidth, minimumWidth, shiftFactor)
            guard
              let quick = RepeatedTitle.quickCount(for: width, minimumWidth: minimumWidth, countScale: scale)
            else {
              deferred += 1
              continue
            }
            answered += 1
            #expect(
              quick == expected,
              "width \(width), w \(symbolWidth), m \(minimumWidth), f \(shiftFactor): \(quick), not \(expected)"
            )
            // Outside the bound only a count of 0 comes without the division.
            if scale == .infinity { #expect(quick == 0) }
          }
        }
      }
    }
    #expect(answered > 0)
    #expect(deferred > 0)
  }

  @Test("a title maker's count and title follow the formula on a sweep of widths")
  func titleMakerSweep() throws {
    let title = try RepeatedTitle(
      symbolWidth: 14.0 * 256 / 2816, minimumWidth: 30, shiftFactor: 1.1, guard: "\u{200B}")
    var width = -10.0
    while width <= 700 {
      let count = Self.formula(width, title.symbolWidth, title.minimumWidth, title.shiftFactor)
      #expect(title.count(for: width) == count)
      let placeholders = String(repeating: "\u{200A}", count: count)
      #expect(title.emptyTitle(for: width) == (count == 0 ? "" : "\u{200B}" + placeholders + "\u{200B}"))
      width += 0.0625
    }
    // 700 pt is beyond the cache: 579 placeholders, built on the call.
    #expect(title.count(for: 700) == 579)
  }
}
