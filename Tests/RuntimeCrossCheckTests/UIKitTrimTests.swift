import CalibrateTestSupport
import PlaceholderTitle
import Testing

/// UIKit trims a swipe button's title with `whitespaceAndNewlineCharacterSet` before sizing it
/// (decompiled UIKitCore of iOS 18.2 and 26.1, an assumption; DOMAIN.md section 5): a title made
/// only of spaces becomes "" and the button falls to 74 pt. The shortest call of the measuring
/// maker, `measuring:model:scale:` alone, must make titles that survive it.
@Suite("UIKit's trim: the shortest call keeps every button")
struct UIKitTrimTests {
  /// What `whitespaceAndNewlineCharacterSet` holds, as Apple documents it: the Unicode general
  /// category Z* (space, line and paragraph separators), U+000A...U+000D and U+0085.
  static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
    default: return (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85
    }
  }

  /// A title as UIKit's setter leaves it: those characters taken off both ends.
  static func trimmed(_ title: String) -> String {
    var scalars = Array(title.unicodeScalars)
    while let first = scalars.first, isTrimmed(first) { scalars.removeFirst() }
    while let last = scalars.last, isTrimmed(last) { scalars.removeLast() }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  /// The pixels of 74...120 pt whose title, trimmed as UIKit trims it and then measured by the
  /// engine, does not make a button of exactly that pixel.
  static func missedAfterTrim(
    _ maker: CompositeTitle, measure: (String) -> Double, model: ButtonModel, scale: Double
  ) -> [Int] {
    let first = Int((74 * scale).rounded(.up))
    let last = Int((120 * scale).rounded(.down))
    return (first...last).filter { pixel in
      let title = trimmed(maker.emptyTitle(for: Double(pixel) / scale))
      let label = title.isEmpty ? 0 : measure(title)
      let button = model.buttonWidth(label: LabelWidth(points: label), scale: scale)
      return abs(button * scale - Double(pixel)) > 1e-9
    }
  }

  @Test("the trim itself: spaces go, U+200B stays, and a guarded title keeps its spaces")
  func trimming() {
    #expect(Self.trimmed("\u{200A}\u{2009}\u{0020}") == "")
    #expect(Self.trimmed("\u{200B}\u{200A}\u{200B}") == "\u{200B}\u{200A}\u{200B}")
    #expect(Self.trimmed(" \n\u{3000}a\u{2028}") == "a")
    #expect(!Self.isTrimmed("\u{200B}") && !Self.isTrimmed("\u{2060}") && !Self.isTrimmed("\u{FEFF}"))
  }

  @Test(
    "measuring:scale: alone, trimmed as UIKit trims: every pixel of 74...120 pt, @2x and @3x, 15 pt",
    arguments: [TestFonts.inter, TestFonts.roboto, TestFonts.dejaVuSans])
  func shortestCallSurvivesTrim(path: String) throws {
    guard TestFonts.require(path) else { return }
    let model = ButtonModel.uikitSwipe(rounding: .pixels)
    var pixels = 0
    var unguardedMisses = 0
    for scale in [2.0, 3.0] {
      let base = try DeviceExactnessTests.FontAtSize(
        path: path, size: UIKitSwipeButton.titleFontSize, scale: scale)
      // The shortest call: UIKit's model and its guard by default.
      let maker = try CompositeTitle(measuring: base.shaped, scale: scale)
      #expect(maker.model == model)
      // The default guard is U+200B, which HarfBuzz gives no width in these fonts.
      #expect(maker.guardCharacter == "\u{200B}")
      #expect(!maker.exclusions.contains { if case .guardHasWidth = $0.reason { true } else { false } })
      let missed = Self.missedAfterTrim(maker, measure: base.shaped, model: model, scale: scale)
      #expect(missed.isEmpty, "\(path) @\(scale)x: \(missed)")
      #expect(maker.unreachableWidths.isEmpty)
      #expect(maker.measuringCalls <= 200, "\(maker.measuringCalls) calls")
      print(
        "\(path) @\(scale)x: \(maker.measuringCalls) measuring calls, 0 of \(Int(46 * scale) + 1) missed after the trim"
      )
      pixels += Int(46 * scale) + 1
      // Without a guard, UIKit's trim empties every title of spaces: what the maker did by default before.
      let unguarded = try CompositeTitle(
        measuring: base.shaped, model: model, scale: scale, guard: .unguarded)
      unguardedMisses +=
        Self.missedAfterTrim(unguarded, measure: base.shaped, model: model, scale: scale).count
    }
    #expect(pixels == 232)
    // Trimmed to nothing, every title gives the 74 pt button: every pixel is missed but 74 pt's
    // own, at each scale.
    print("\(path): without a guard \(unguardedMisses) of \(pixels) pixels missed after the trim")
    #expect(unguardedMisses == pixels - 2)
  }

  @Test("a font that draws U+200B: the maker takes the next guard the engine gives no width")
  func guardWithWidth() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let base = try DeviceExactnessTests.FontAtSize(path: TestFonts.inter, size: 15, scale: 3)
    let model = ButtonModel.uikitSwipe(rounding: .pixels)
    // An engine that draws U+200B as a box 0.6 pt wide.
    let measure: (String) -> Double = { text in
      base.shaped(text) + 0.6 * Double(text.unicodeScalars.filter { $0 == "\u{200B}" }.count)
    }
    let maker = try CompositeTitle(measuring: measure, model: model, scale: 3)
    #expect(maker.guardCharacter == "\u{2060}")
    #expect(maker.exclusions.first == .init(character: "\u{200B}", reason: .guardHasWidth(0.6)))
    #expect(Self.missedAfterTrim(maker, measure: measure, model: model, scale: 3).isEmpty)
    // When every guard has a width, U+200B still keeps the title; its width is measured with it.
    let everyGuardDrawn: (String) -> Double = { text in
      base.shaped(text) + 0.6 * Double(text.unicodeScalars.filter { UIKitTrimTests.isGuard($0) }.count)
    }
    let fallback = try CompositeTitle(measuring: everyGuardDrawn, model: model, scale: 3)
    #expect(fallback.guardCharacter == "\u{200B}")
    #expect(fallback.exclusions.prefix(3).map(\.character) == CompositeTitle.guardCandidates)
    #expect(Self.missedAfterTrim(fallback, measure: everyGuardDrawn, model: model, scale: 3).isEmpty)
  }

  static func isGuard(_ scalar: Unicode.Scalar) -> Bool { CompositeTitle.guardCandidates.contains(scalar) }

  @Test("the plain model keeps titles without a guard, as before")
  func plainModel() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let base = try DeviceExactnessTests.FontAtSize(path: TestFonts.inter, size: 15, scale: 2)
    let maker = try CompositeTitle(measuring: base.shaped, model: .plain(padding: 30), scale: 2)
    #expect(maker.guardCharacter == nil)
    #expect(maker.emptyTitle(for: 100).unicodeScalars.allSatisfy { $0 != "\u{200B}" })
    let points = try CompositeTitle(
      placeholders: [("\u{200A}", 1.25)], model: .uikitSwipe(rounding: .pixels), scale: 2)
    #expect(points.guardCharacter == "\u{200B}")
    #expect(points.emptyTitle(for: 100).unicodeScalars.first == "\u{200B}")
  }
}
