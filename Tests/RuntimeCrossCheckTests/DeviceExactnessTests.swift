import CalibrateTestSupport
import Foundation
import PlaceholderTitle
import Testing
import TextMetrics

/// The runtime on the device: `CompositeTitle(measuring:...)` fed an app's text engine must give,
/// under UIKit's swipe-button model, a button of exactly the wanted width for every device pixel
/// of 74...120 pt, as that engine measures the title it returns.
///
/// The engines: HarfBuzz through TextMetrics (the font's own unhinted advances, shaped whole), and
/// synthetic ones built on the font's advances that do not add up the way one advance per
/// character would: tracking between glyphs but not after a run's last (one reading of CoreText's
/// `trak`; the other, tracking added to each glyph's advance, adds up as plainly), a
/// kerned pair of spaces, widths rounded to 1/1024 pt, and NaN for one character.
@Suite("Exact on the device: measuring makers under UIKit's model")
struct DeviceExactnessTests {
  /// An app's text engine: a name and the width of a string in points.
  struct Engine {
    var name: String
    var measure: (String) -> Double
  }

  /// A font at one size, measured unhinted with HarfBuzz, as the base of every engine.
  final class FontAtSize {
    let font: Font
    let configuration: RenderConfiguration
    private var advances: [Unicode.Scalar: Double] = [:]

    init(path: String, size: Double, scale: Double) throws {
      font = try Font(path: path)
      configuration = RenderConfiguration(size: size, scale: scale, hinting: .none, trackingSize: nil)
    }

    /// The string shaped whole, in points.
    func shaped(_ text: String) -> Double {
      guard !text.isEmpty, let measurement = try? font.measure(text, configuration) else { return 0 }
      return measurement.widthInPoints
    }

    /// One character's advance, shaped alone, in points.
    func advance(_ scalar: Unicode.Scalar) -> Double {
      if let known = advances[scalar] { return known }
      let value = shaped(String(scalar))
      advances[scalar] = value
      return value
    }

    /// The characters' advances added up, one per character.
    func summed(_ text: String) -> Double {
      text.unicodeScalars.reduce(0) { $0 + advance($1) }
    }
  }

  static let model = ButtonModel.uikitSwipe(rounding: .pixels)
  static let guardCharacter: Unicode.Scalar = "\u{200B}"

  /// The engines on one font and size.
  static func engines(_ base: FontAtSize) -> [Engine] {
    let thin: Unicode.Scalar = "\u{2009}"
    let sixPerEm: Unicode.Scalar = "\u{2006}"
    return [
      Engine(name: "HarfBuzz") { base.shaped($0) },
      // Tracking between glyphs: every glyph but the run's last gets t (the guards are glyphs too).
      Engine(name: "tracking +0.3") { text in
        let count = text.unicodeScalars.count
        return count == 0 ? 0 : base.summed(text) + 0.3 * Double(count - 1)
      },
      Engine(name: "tracking -0.45") { text in
        let count = text.unicodeScalars.count
        return count == 0 ? 0 : base.summed(text) - 0.45 * Double(count - 1)
      },
      // One kerned ordered pair of spaces: U+2009 followed by U+2006 is 0.4 pt narrower.
      Engine(name: "kerned pair") { text in
        let scalars = Array(text.unicodeScalars)
        let pairs = zip(scalars, scalars.dropFirst()).filter { $0 == thin && $1 == sixPerEm }.count
        return base.summed(text) - 0.4 * Double(pairs)
      },
      Engine(name: "rounded to 1/1024 pt") { (base.summed($0) * 1024).rounded() / 1024 },
      Engine(name: "NaN for U+2009") { $0.unicodeScalars.contains(thin) ? .nan : base.summed($0) },
    ]
  }

  /// How far, in device pixels, each non-empty title of 74...120 pt measures from the ends of its
  /// pixel's interval of labels `(k − 1, k]`: the room the device's own arithmetic has.
  static func measuredMargins(_ maker: CompositeTitle, engine: Engine, scale: Double) -> [Double] {
    let first = Int((74 * scale).rounded(.up)) + 1
    let last = Int((120 * scale).rounded(.down)) - 1
    return (first...last).compactMap { pixel in
      let title = maker.emptyTitle(for: Double(pixel) / scale)
      guard !title.isEmpty else { return nil }
      let label = engine.measure(title) * scale
      let upper = label.rounded(.up)
      return min(upper - label, label - (upper - 1))
    }
  }

  /// What a maker gives one engine: the pixels of 74...120 pt whose title, measured by the
  /// engine and sized by UIKit's model, is not a button of exactly that pixel.
  static func missedPixels(_ maker: CompositeTitle, engine: Engine, scale: Double) -> [Int] {
    let first = Int((74 * scale).rounded(.up))
    let last = Int((120 * scale).rounded(.down))
    return (first...last).filter { pixel in
      let title = maker.emptyTitle(for: Double(pixel) / scale)
      let label = title.isEmpty ? 0 : engine.measure(title)
      let button = model.buttonWidth(label: LabelWidth(points: label), scale: scale)
      return (button * scale).rounded() != Double(pixel) || abs(button * scale - Double(pixel)) > 1e-9
    }
  }

  @Test(
    "every pixel of 74...120 pt is exact, for every engine, at 15 pt and a Dynamic Type size, @2x and @3x",
    arguments: [TestFonts.inter, TestFonts.roboto, TestFonts.dejaVuSans])
  func everyPixelExact(path: String) throws {
    guard TestFonts.require(path) else { return }
    let sizes = [UIKitSwipeButton.titleFontSize, UIKitSwipeButton.titleFontSize(for: .accessibilityMedium)]
    var checked = 0
    var naiveMisses = 0
    var mostCalls = 0
    var smallestMargin = Double.infinity
    var keepingSixteenth = 0
    var marginsSeen = 0
    for size in sizes {
      for scale in [2.0, 3.0] {
        let base = try FontAtSize(path: path, size: size, scale: scale)
        for engine in Self.engines(base) {
          let maker = try CompositeTitle(
            measuring: engine.measure, model: Self.model, scale: scale,
            guard: .character(Self.guardCharacter))
          let missed = Self.missedPixels(maker, engine: engine, scale: scale)
          #expect(missed.isEmpty, "\(path) \(size) pt @\(scale)x \(engine.name): missed \(missed)")
          // The room a title keeps, as its engine measures it: at least the 1/32 pixel the maker
          // accepts a title with (NaN engines measure no title with U+2009 in it).
          let margins = Self.measuredMargins(maker, engine: engine, scale: scale).filter(\.isFinite)
          smallestMargin = min(smallestMargin, margins.min() ?? .infinity)
          keepingSixteenth += margins.filter { $0 >= 1.0 / 16 }.count
          marginsSeen += margins.count
          #expect(maker.unreachableWidths.isEmpty, "\(engine.name): \(maker.unreachableWidths)")
          // Within the plan of 200 calls: none of these engines disagrees with a title it checks.
          #expect(maker.measuringCalls <= 200, "\(engine.name) @\(scale)x: \(maker.measuringCalls) calls")
          #expect(maker.measuringCalls > 0)
          mostCalls = max(mostCalls, maker.measuringCalls)
          Self.expectWhatWasLeftOut(maker, engine: engine.name)
          // What the maker this one replaces gives the same engine: one advance per character
          // measured alone, composed for 12 pt + the unrounded title.
          let naive = try CompositeTitle(
            placeholders: CompositeTitle.spaceCharacters.map { ($0, engine.measure(String($0))) },
            model: .plain(padding: 12),
            scale: scale, guard: .character(Self.guardCharacter), widestTarget: 121)
          naiveMisses += Self.missedPixels(naive, engine: engine, scale: scale).count
          checked += Int(46 * scale) + 1
        }
      }
    }
    #expect(checked == 2 * 6 * (93 + 139))
    // The check tells makers apart: the one-advance-per-character maker misses pixels here.
    print(
      "\(path): 0 of \(checked) pixels missed in at most \(mostCalls) calls; the per-character maker misses \(naiveMisses); measured room: at least \(smallestMargin) px, \(keepingSixteenth) of \(marginsSeen) titles keep 1/16 px"
    )
    #expect(naiveMisses > 10)
    #expect(smallestMargin >= 1.0 / 32)
  }

  /// Each engine's quirk shows in what the maker learned: the offset tracking adds, the pair it
  /// left out, the character it could not measure.
  static func expectWhatWasLeftOut(_ maker: CompositeTitle, engine: String) {
    // What the plan leaves out (a space as wide as an earlier one, the widest ones where the
    // checks need the calls) says nothing about the engine.
    let quirks = maker.exclusions.filter {
      switch $0.reason {
      case .sameWidth, .measuringBudget: return false
      default: return true
      }
    }
    let reasons = quirks.map(\.reason)
    switch engine {
    case "tracking +0.3":
      // Guard, characters, guard: every glyph but the last is tracked, one more than the characters.
      #expect(abs(maker.labelOffset - 0.3) < 1e-9, "\(engine)")
      #expect(reasons.isEmpty, "\(engine): \(quirks)")
    case "tracking -0.45":
      #expect(abs(maker.labelOffset + 0.45) < 1e-9, "\(engine)")
    case "kerned pair":
      #expect(quirks.map(\.character) == ["\u{2006}"], "\(engine): \(quirks)")
      guard case .pair(let first, let second, let measured, let expected)? = reasons.first else {
        Issue.record("\(engine): \(quirks)")
        return
      }
      #expect(first == "\u{2009}" && second == "\u{2006}")
      #expect(abs(measured - expected + 0.4) < 1e-9)
    case "NaN for U+2009":
      #expect(quirks.map(\.character) == ["\u{2009}"], "\(engine)")
      guard case .badMeasurement(let copies, let width)? = reasons.first else {
        Issue.record("\(engine): \(quirks)")
        return
      }
      // The survey's run of 32 is the first string that holds it.
      #expect(copies == 32 && width.isNaN)
      #expect(maker.advances[maker.placeholders.firstIndex(of: "\u{2009}") ?? 0] == 0)
    default:
      #expect(reasons.isEmpty, "\(engine): \(quirks)")
      #expect(abs(maker.labelOffset) < 1e-3, "\(engine)")
    }
  }
}

// MARK: - Random engines on other fonts

extension DeviceExactnessTests {
  /// A random engine on a font's advances, in random mixes: tracking between all glyphs but the
  /// last or only within runs of one character, a kerned ordered pair, the guard kerned against
  /// one space on the left only, rounding to a quantum (1/1024 to 1/50 pt), noise that depends on
  /// the string, NaN for one character.
  static func randomEngine(_ base: FontAtSize, random: inout SplitMix) -> Engine {
    let spaces = CompositeTitle.spaceCharacters
    func anySpace() -> Unicode.Scalar { spaces[Int(random.next() % UInt64(spaces.count))] }
    let tracking = random.unit() < 0.7 ? random.uniform(-0.6...0.8) : 0
    let trackingWithinRuns = random.unit() < 0.4
    let kernFirst = anySpace()
    let kernSecond = anySpace()
    let kern = random.unit() < 0.5 ? random.uniform(-0.5...0.5) : 0
    let guardKerned = anySpace()
    let guardKern = random.unit() < 0.3 ? random.uniform(-0.3...0.3) : 0
    let quanta: [Double] = [0, 1.0 / 1024, 1.0 / 256, 1.0 / 100, 1.0 / 50]
    let quantum = quanta[Int(random.next() % UInt64(quanta.count))]
    let noise = random.unit() < 0.4 ? 1e-6 : 0
    let broken = random.unit() < 0.3 ? anySpace() : nil
    let name =
      "tracking \(tracking)\(trackingWithinRuns ? " within runs" : ""), kern \(kernFirst.value)/\(kernSecond.value) \(kern), guard kern \(guardKerned.value) \(guardKern), quantum \(quantum), noise \(noise), NaN \(broken.map { "\($0.value)" } ?? "-")"
    return Engine(name: name) { text in
      let scalars = Array(text.unicodeScalars)
      guard !scalars.isEmpty else { return 0 }
      if let broken, scalars.contains(broken) { return .nan }
      let neighbours = Array(zip(scalars, scalars.dropFirst()))
      let tracked = trackingWithinRuns ? neighbours.filter { $0 == $1 }.count : neighbours.count
      var width = base.summed(text) + tracking * Double(tracked)
      width += kern * Double(neighbours.filter { $0 == kernFirst && $1 == kernSecond }.count)
      if scalars.count > 1 && scalars[0] == Self.guardCharacter && scalars[1] == guardKerned {
        width += guardKern
      }
      // Noise that depends on the string only, as floating-point error does (FNV-1a).
      let hash = scalars.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1.value)) &* 0x100_0000_01b3 }
      width += noise * Double(hash % 2001) / 1000 - noise
      return quantum > 0 ? (width / quantum).rounded() * quantum : width
    }
  }

  @Test("60 random engines on fonts the other tests do not use: every pixel exact")
  func randomEngines() throws {
    let fonts = [
      TestFonts.notoSans, TestFonts.liberationSans, "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    ].filter { FileManager.default.fileExists(atPath: $0) }
    var random = SplitMix(state: 20_261_201)
    var pixels = 0
    var missed = 0
    var unreachable = 0
    var mostCalls = 0
    for index in 0..<60 {
      let path = fonts[index % fonts.count]
      let category = UIKitSwipeButton.ContentSizeCategory.allCases[Int(random.next() % 12)]
      let size = UIKitSwipeButton.titleFontSize(for: category)
      let scale = random.unit() < 0.5 ? 2.0 : 3.0
      let base = try FontAtSize(path: path, size: size, scale: scale)
      let engine = Self.randomEngine(base, random: &random)
      let maker = try CompositeTitle(
        measuring: engine.measure, model: Self.model, scale: scale, guard: .character(Self.guardCharacter))
      let misses = Self.missedPixels(maker, engine: engine, scale: scale)
      pixels += Int(46 * scale) + 1
      missed += misses.count
      unreachable += maker.unreachableWidths.count
      mostCalls = max(mostCalls, maker.measuringCalls)
      #expect(misses.isEmpty, "\(path) \(size) pt @\(scale)x \(engine.name): \(misses) \(maker.exclusions)")
    }
    print(
      "random engines: \(missed) of \(pixels) pixels missed, \(unreachable) said unreachable, at most \(mostCalls) calls"
    )
    #expect(missed == 0 && unreachable == 0)
    #expect(mostCalls <= 200)
  }

  @Test(
    "DeviceCheck, the app's own check, with HarfBuzz as UIKit: every category, @2x and @3x, nothing missed",
    arguments: [TestFonts.inter, TestFonts.roboto])
  func deviceCheckWithHarfBuzz(path: String) throws {
    guard TestFonts.require(path) else { return }
    var check = DeviceCheck()
    for category in UIKitSwipeButton.ContentSizeCategory.allCases {
      for scale in [2.0, 3.0] {
        let name = "\(category) @\(Int(scale))x"
        // The swipe title's size, and the body text style's (Apple's table), as the sample's fonts.
        let swipe = try FontAtSize(
          path: path, size: UIKitSwipeButton.titleFontSize(for: category), scale: scale)
        let body = try FontAtSize(path: path, size: category.bodySize, scale: scale)
        check.checkSwipeTitles(measuring: swipe.shaped, scale: scale, configuration: name)
        check.checkFills(measuring: body.shaped, scale: scale, configuration: name)
      }
    }
    print("\(path): \(check.description.split(separator: "\n").first ?? "")")
    #expect(check.passed, "\(check)")
    #expect(check.configurations.count == 24)
    // Every pixel of 74...120 pt at both scales in every category, and six rows by five gaps.
    #expect(check.checked == 12 * (93 + 139) + 24 * 30)
  }
}
