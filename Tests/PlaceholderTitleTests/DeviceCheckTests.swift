import Testing

@testable import PlaceholderTitle

/// `DeviceCheck`, the check an app runs on a device, against fake engines: one that adds up finds
/// nothing, one that changes after the maker learned it is caught title by title, one that sizes
/// nothing is reported as not built, and the trim is UIKit's.
@Suite("DeviceCheck: what an app's own check reports")
struct DeviceCheckTests {
  /// The additive engine of the unit tests: Inter's spaces at 15 pt.
  static let engine = SpaceFillTests.Engine(name: "additive")

  /// An engine that measures as `engine` for its first `honestCalls` calls and then adds `drift`
  /// to every string holding one of `drifting`: what a check sees when the device measures
  /// otherwise than the maker learned.
  final class DriftingEngine {
    let honestCalls: Int
    let drift: Double
    let drifting: Set<Unicode.Scalar>
    var calls = 0

    init(honestCalls: Int, drift: Double, drifting: Set<Unicode.Scalar>) {
      self.honestCalls = honestCalls
      self.drift = drift
      self.drifting = drifting
    }

    func width(_ text: String) -> Double {
      calls += 1
      let base = DeviceCheckTests.engine.width(text)
      guard calls > honestCalls, text.unicodeScalars.contains(where: drifting.contains) else { return base }
      return base + drift
    }
  }

  @Test("an engine that adds up: every title and fill lands, at @2x and @3x")
  func honestEngine() throws {
    var check = DeviceCheck()
    for scale in [2.0, 3.0] {
      check.checkSwipeTitles(measuring: Self.engine.width, scale: scale, configuration: "L @\(scale)x")
      check.checkFills(measuring: Self.engine.width, scale: scale, configuration: "L @\(scale)x")
    }
    // 93 + 139 pixels of 74...120 pt, and 6 rows × 5 gaps per scale.
    #expect(check.checked == 93 + 139 + 2 * 30)
    #expect(check.misses.isEmpty, "\(check)")
    #expect(check.failures.isEmpty && check.passed)
    #expect(check.configurations == ["L @2.0x", "L @3.0x"])
    #expect(
      check.description
        == "PlaceholderTitle device check: 292 titles and fills measured in 2 configurations, 0 off by more than half a pixel, 0 not built"
    )
  }

  @Test("an engine that measures otherwise after the maker learned it: each miss with its numbers")
  func driftingEngine() throws {
    // Swipe titles: once the maker has made its calls, every title with the space the titles use
    // most measures 0.6 pt (1.2 pixels) wider: its label, rounded up, lands a pixel or more off.
    let maker = try CompositeTitle(measuring: Self.engine.width, scale: 2)
    let titles = (149...240).map { maker.emptyTitle(for: Double($0) / 2) }
    var uses: [Unicode.Scalar: Int] = [:]
    for title in titles {
      for scalar in Set(title.unicodeScalars) where scalar != "\u{200B}" { uses[scalar, default: 0] += 1 }
    }
    let common = try #require(uses.max { $0.value < $1.value }?.key)
    let drifting = DriftingEngine(honestCalls: maker.measuringCalls, drift: 0.6, drifting: [common])
    var check = DeviceCheck()
    check.checkSwipeTitles(measuring: drifting.width, scale: 2, configuration: "XL @2x")
    let holding = (149...240).filter { titles[$0 - 149].unicodeScalars.contains(common) }
    #expect(holding.count > 20, "\(uses)")
    #expect(check.checked == 93)
    // 120 pt is the widest button: a wider label still makes it.
    #expect(check.misses.map { Int(($0.target * 2).rounded()) } == holding.filter { $0 < 240 }, "\(check)")
    for miss in check.misses {
      #expect(miss.subject == .swipeTitle && miss.configuration == "XL @2x")
      #expect(miss.text.unicodeScalars.contains(common))
      // The button is a whole pixel, one or more past the target.
      #expect(miss.error * 2 >= 1 || miss.width == 120, "\(miss)")
    }
    #expect(!check.passed)
    // Fills: after the filler is built, strings with a hair space measure 1 pt wider.
    let fills = DriftingEngine(honestCalls: 0, drift: 1, drifting: ["\u{200A}"])
    var fillCheck = DeviceCheck()
    fillCheck.checkFills(
      measuring: fills.width, scale: 3, configuration: "L @3x", rows: [("AVAWAY", "1x")], gaps: [1.5, 2.5])
    #expect(fillCheck.checked == 2)
    let hairRows = fillCheck.misses.filter { $0.text.unicodeScalars.contains("\u{200A}") }
    #expect(hairRows.count == fillCheck.misses.count)
    for miss in fillCheck.misses { #expect(abs(miss.error) > 0.5 / 3, "\(miss)") }
    // A miss reads as one line with its numbers.
    let miss = DeviceCheck.Miss(
      subject: .fill, configuration: "AX3 @3x", target: 100, width: 100.3333, text: "A\u{2009}B")
    #expect(miss.description == "fill, AX3 @3x: 100.333 pt for 100 pt (+0.333 pt): U+0041 U+2009 U+0042")
  }

  @Test("an engine that sizes nothing, or a scale of 0: not built, and said why")
  func notBuilt() throws {
    var check = DeviceCheck()
    check.checkSwipeTitles(measuring: { _ in .nan }, scale: 3, configuration: "L @3x")
    check.checkFills(measuring: Self.engine.width, scale: 0, configuration: "L @0x")
    #expect(check.checked == 0 && check.misses.isEmpty)
    #expect(
      check.failures.map(\.description) == [
        "swipe titles, L @3x: the text engine measured every string of spaces as nan pt: not a usable width",
        "fills, L @0x: the scale 0.0 is not a finite number above 0: build the maker once the view is on a screen",
      ])
    #expect(!check.passed)
    #expect(
      check.description.hasSuffix(
        "0 off by more than half a pixel, 2 not built\nnot built: " + check.failures[0].description
          + "\nnot built: " + check.failures[1].description))
  }

  @Test("the trim is UIKit's: Z* and U+000A...U+000D, U+0085 off both ends, a guard stops it")
  func trim() {
    #expect(DeviceCheck.trimmedAsUIKitTrims("\u{200A}\u{2009} \n") == "")
    #expect(DeviceCheck.trimmedAsUIKitTrims("\u{200B}\u{200A}\u{200B}") == "\u{200B}\u{200A}\u{200B}")
    #expect(DeviceCheck.trimmedAsUIKitTrims(" \u{85}\u{3000}a\u{2028}b\u{2029}") == "a\u{2028}b")
    // A title of spaces with no guard is trimmed to nothing: the button falls to 74 pt.
    var check = DeviceCheck()
    check.record(.swipeTitle, configuration: "L @2x", target: 100, width: 74, text: "\u{200A}", scale: 2)
    #expect(check.misses.map(\.error) == [-26])
  }

  @Test("merging keeps every count, miss, failure and configuration once")
  func merging() {
    var first = DeviceCheck()
    first.record(.fill, configuration: "A", target: 10, width: 10.1, text: "x", scale: 2)
    first.noteConfiguration("A")
    var second = DeviceCheck()
    second.record(.fill, configuration: "B", target: 10, width: 11, text: "y", scale: 2)
    second.noteConfiguration("A")
    second.noteConfiguration("B")
    first.merge(second)
    #expect(first.checked == 2 && first.misses.map(\.configuration) == ["B"])
    #expect(first.configurations == ["A", "B"])
  }
}
