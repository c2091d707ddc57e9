import DevelopmentSupport
import Testing

@testable import PlaceholderTitle

/// `CompositeTitle` under UIKit's swipe-button model: exact units, advances in points, and a
/// measuring maker fed engines that misbehave.
@Suite("CompositeTitle under a button model")
struct CompositeTitleModelTests {
  static let model = ButtonModel.uikitSwipe(rounding: .pixels)
  static let zeroWidthSpace: Unicode.Scalar = "\u{200B}"

  /// The pixels of 74...120 pt at a scale.
  static func pixels(scale: Double) -> ClosedRange<Int> {
    Int((74 * scale).rounded(.up))...Int((120 * scale).rounded(.down))
  }

  /// Inter's spaces' advances at a size as an engine that adds them up, tracking `tracking`
  /// between glyphs but not after the last.
  static func interEngine(size: Double, tracking: Double = 0) -> (String) -> Double {
    let advances = Dictionary(
      uniqueKeysWithValues: CompositeTitleTests.interSpaces.map { ($0.0, Double($0.1) * size / 2816) })
    return { text in
      let scalars = text.unicodeScalars
      guard !scalars.isEmpty else { return 0 }
      return scalars.reduce(0) { $0 + (advances[$1] ?? 0) } + tracking * Double(scalars.count - 1)
    }
  }

  @Test(
    "exact units: every pixel of 74...120 pt exact, each label inside its pixel by 1/16 px",
    arguments: [2.0, 3.0])
  func exactUnits(scale: Double) throws {
    let maker = try CompositeTitle(
      placeholders: CompositeTitleTests.interSpaces, unit: .fontUnits(unitsPerEm: 2816, fontSize: 15),
      model: Self.model, scale: scale, guard: .character(Self.zeroWidthSpace))
    #expect(maker.unreachableWidths.isEmpty)
    #expect(maker.widestTarget == 120)
    #expect(maker.padding == 12)
    for pixel in Self.pixels(scale: scale) {
      let width = Double(pixel) / scale
      let composition = try #require(maker.composition(for: width))
      #expect(maker.isExact(for: width), "\(width)")
      // The label, recomputed here from the units, rounds up to the pixel.
      var units = 0
      for (count, advance) in zip(composition.counts, CompositeTitleTests.interSpaces.map(\.1)) {
        units += count * advance
      }
      let label = LabelWidth(units: units, pointsPerUnit: (15, 2816))
      #expect(abs(Self.model.buttonWidth(label: label, scale: scale) - width) * scale < 1e-9)
      #expect(composition.labelWidth == label.points)
      if composition.characterCount > 0 { #expect(composition.labelMargin >= ButtonComposer.preferredMargin) }
    }
    // Beyond the model's reach: the nearest button, and the API says it is not exact.
    #expect(maker.composition(for: 60)?.width == 74)
    #expect(maker.emptyTitle(for: 60) == "")
    #expect(!maker.isExact(for: 60))
    #expect(maker.emptyTitle(for: 150) == maker.emptyTitle(for: 120))
    #expect(!maker.isExact(for: 150))
  }

  @Test("whole-pixel advances lie on the pixel's upper end: exact with no margin")
  func wholePixels() throws {
    // 26.6 values of whole pixels at @2x.
    let hinted = CompositeTitleTests.interSpaces.map {
      ($0.0, Int((Double($0.1) * 30 / 2816).rounded()) * 64)
    }
    let maker = try CompositeTitle(placeholders: hinted, unit: .subpixels26Dot6, model: Self.model, scale: 2)
    #expect(maker.unreachableWidths.isEmpty)
    let composition = try #require(maker.composition(for: 100))
    #expect(composition.labelMargin == 0)
    #expect(composition.width == 100)
  }

  @Test("every objective keeps to its side of the pixel, and unreachable pixels are named")
  func objectivesAndReach() throws {
    // Two spaces 3 and 5 px wide at @1x: from 8 px every label is reachable, below it 1, 2, 4, 7 are not.
    for objective in CompositionObjective.allCases {
      let maker = try CompositeTitle(
        placeholders: [("\u{2009}", 3), ("\u{2002}", 5)], model: Self.model, scale: 1, objective: objective)
      #expect(maker.unreachableWidths.isEmpty, "\(objective)")
      for width in stride(from: 70.0, through: 125, by: 0.25) {
        let button = try #require(maker.composition(for: width)?.width)
        let pixel = (width).rounded()
        switch objective {
        case .neverClip: #expect(button >= min(pixel, 120), "\(width)")
        case .neverSeam: #expect(button <= max(pixel, 74), "\(width)")
        case .minimax: #expect(button == min(120, max(74, pixel)), "\(width)")
        }
      }
    }
    // Rounded to points, only whole points are buttons: @2x half points are unreachable.
    let points = try CompositeTitle(
      placeholders: [("\u{2009}", 1.5), ("\u{2002}", 2.5)], model: .uikitSwipe(rounding: .points), scale: 2)
    #expect(points.unreachableWidths.count == 46)
    #expect(points.unreachableWidths.first == 74.5)
    #expect(!points.isExact(for: 80.5) && points.isExact(for: 80))
  }

  @Test(
    "a measuring maker plans n + 2k + k(k - 1)/2 calls for n candidates and k chosen, plus one per checked pixel"
  )
  func callCounts() throws {
    // Inter's twelve spaces of different widths, and four it lacks (0 pt), left out by their runs.
    for (scale, checks, chosen) in [(2.0, 92, 12), (3.0, 138, 8)] {
      let maker = try CompositeTitle(
        measuring: Self.interEngine(size: 15), model: Self.model, scale: scale,
        guard: .character(Self.zeroWidthSpace))
      #expect(maker.measuringCalls == 16 + 2 * chosen + chosen * (chosen - 1) / 2 + checks)
      #expect(maker.measuringCalls <= 200)
      #expect(maker.placeholders.count == 16)
      #expect(maker.advances.filter { $0 > 0 }.count == chosen)
      let zeroWidth = maker.exclusions.filter { if case .zeroWidth = $0.reason { true } else { false } }
      #expect(zeroWidth.map(\.character) == ["\u{00A0}", "\u{205F}", "\u{202F}", "\u{3000}"])
      // The first distinct ones in title order are kept; the plan leaves the widest out.
      let planned = maker.exclusions.filter { $0.reason == .measuringBudget }.map(\.character)
      #expect(planned == Array(["\u{2000}", "\u{2007}", "\u{2003}", "\u{2001}"].suffix(12 - chosen)))
      #expect(maker.unreachableWidths.isEmpty)
    }
    // The plain model checks no pixel, and has room for every candidate.
    let plain = try CompositeTitle(
      measuring: Self.interEngine(size: 15), model: .plain(padding: 30), scale: 2)
    #expect(plain.measuringCalls == 16 + 2 * 12 + 12 * 11 / 2)
    #expect(plain.guardCharacter == nil)
    // The shortest call under UIKit's model checks the guard first: one call more.
    let guarded = try CompositeTitle(measuring: Self.interEngine(size: 15), model: Self.model, scale: 3)
    #expect(guarded.guardCharacter == "\u{200B}")
    #expect(guarded.measuringCalls == 1 + 16 + 2 * 8 + 8 * 7 / 2 + 138)
  }

  @Test("many candidates: the runs and pairs keep to the plan, the checks to 600 calls in all")
  func budget() throws {
    // 97 candidates, each a different width.
    let candidates = (0x2000...0x2060).compactMap(Unicode.Scalar.init)
    var calls = 0
    let maker = try CompositeTitle(
      measuring: { text in
        calls += 1
        return text.unicodeScalars.reduce(0) {
          $0 + ($1 == "\u{200B}" ? 0 : 1 + Double($1.value - 0x2000) / 64)
        }
      }, candidates: candidates, model: Self.model, scale: 3)
    #expect(calls == maker.measuringCalls)
    #expect(calls <= CompositeTitle.maximumMeasuringCalls)
    // The guard's check, then a survey as far as leaves room for two characters' runs and pair
    // (200 - 138 - 1 = 61 calls, 5 of them kept for the two): 56 surveyed, the rest unmeasured.
    let planned = maker.exclusions.filter { $0.reason == .measuringBudget }.count
    #expect(EngineAdvances.affordableCandidates(budget: 61 - 56) == 2)
    #expect(planned == candidates.count - 1 - 2)
    #expect(maker.advances.filter { $0 > 0 }.count == 2)
    #expect(maker.exclusions.first?.reason == .guardCharacter)
    #expect(EngineAdvances.affordableCandidates(budget: 44) == 8)
    #expect(EngineAdvances.affordableCandidates(budget: 43) == 7)
  }

  @Test("bad engines never trap: NaN, infinite and negative widths leave characters out")
  func badEngines() throws {
    // An engine that sizes nothing throws (SizingErrorTests says with which reason).
    let engines: [(String, (String) -> Double)] = [
      ("NaN", { _ in .nan }), ("infinite", { _ in .infinity }), ("negative", { _ in -3 }),
      ("zero", { _ in 0 }), ("huge", { _ in .greatestFiniteMagnitude }),
    ]
    for (name, engine) in engines {
      #expect(throws: SizingError.self, "\(name)") {
        try CompositeTitle(
          measuring: engine, model: Self.model, scale: 3, guard: .character(Self.zeroWidthSpace))
      }
    }
    // One character NaN, the others fine: only it is left out.
    let engine = Self.interEngine(size: 15)
    let maker = try CompositeTitle(
      measuring: { $0.unicodeScalars.contains("\u{2009}") ? -.nan : engine($0) }, model: Self.model,
      scale: 2)
    #expect(maker.exclusions.map(\.character).contains("\u{2009}"))
    #expect(maker.unreachableWidths.isEmpty)
  }

  @Test("repeats and the guard are left out with their reasons; a space kerned against itself is kept")
  func leftOut() throws {
    let base = Self.interEngine(size: 15)
    // U+2005 kerns -0.2 pt against itself: n copies are n (a - 0.2) + 0.2, a step and a once-offset.
    let engine: (String) -> Double = { text in
      let scalars = Array(text.unicodeScalars)
      let selfPairs = zip(scalars, scalars.dropFirst()).filter { $0 == "\u{2005}" && $1 == "\u{2005}" }.count
      return base(text) - 0.2 * Double(selfPairs)
    }
    let maker = try CompositeTitle(
      measuring: engine,
      candidates: ["\u{200A}", "\u{2009}", "\u{200A}", "\u{200B}", "\u{2005}", "\u{2006}"],
      model: Self.model, scale: 3, guard: .character(Self.zeroWidthSpace))
    #expect(maker.placeholders == ["\u{200A}", "\u{2009}", "\u{2005}", "\u{2006}"])
    let reasons = Dictionary(grouping: maker.exclusions, by: \.character).mapValues { $0.map(\.reason) }
    #expect(reasons == ["\u{200A}": [.repeated], "\u{200B}": [.guardCharacter]])
    #expect(maker.exclusions.map(\.description) == ["U+200A: is listed twice", "U+200B: is the guard"])
    let fourPerEm = try #require(maker.placeholders.firstIndex(of: "\u{2005}"))
    #expect(abs(maker.characterOffsets[fourPerEm] - 0.2) < 1e-9)
    #expect(abs(maker.advances[fourPerEm] - (704 * 15 / 2816 - 0.2)) < 1e-9)
    #expect(
      maker.characterOffsets.enumerated().allSatisfy { $0.offset == fourPerEm || abs($0.element) < 1e-9 })
    #expect(maker.unreachableWidths.isEmpty)
    for pixel in Self.pixels(scale: 3) {
      let width = Double(pixel) / 3
      let title = maker.emptyTitle(for: width)
      let label = title.isEmpty ? 0 : engine(title)
      #expect(abs(Self.model.buttonWidth(label: LabelWidth(points: label), scale: 3) - width) * 3 < 1e-9)
    }
  }

  @Test("tracking only within runs of one character: a once-offset per character, every pixel exact")
  func trackingPerRun() throws {
    let advances = Dictionary(
      uniqueKeysWithValues: CompositeTitleTests.interSpaces.map { ($0.0, Double($0.1) * 17 / 2816) })
    let engine: (String) -> Double = { text in
      let scalars = Array(text.unicodeScalars)
      let same = zip(scalars, scalars.dropFirst()).filter { $0 == $1 }.count
      return scalars.reduce(0) { $0 + (advances[$1] ?? 0) } + 0.3 * Double(same)
    }
    let maker = try CompositeTitle(
      measuring: engine, model: Self.model, scale: 2, guard: .character(Self.zeroWidthSpace))
    #expect(maker.unreachableWidths.isEmpty)
    #expect(abs(maker.labelOffset) < 1e-9)
    for (index, scalar) in maker.placeholders.enumerated()
    where advances[scalar] != nil && maker.advances[index] > 0 {
      #expect(abs(maker.characterOffsets[index] + 0.3) < 1e-9, "\(scalar)")
    }
    for pixel in Self.pixels(scale: 2) {
      let width = Double(pixel) / 2
      let title = maker.emptyTitle(for: width)
      let label = title.isEmpty ? 0 : engine(title)
      #expect(Self.model.buttonWidth(label: LabelWidth(points: label), scale: 2) == width, "\(width)")
    }
  }

  @Test("an engine the model cannot see (a context over three kinds of space) is caught by the check")
  func checkCatchesContext() throws {
    let base = Self.interEngine(size: 15)
    // Titles holding three or more different spaces measure 0.4 pt narrower: no run and no
    // pair shows it, only whole titles do.
    let engine: (String) -> Double = { text in
      let width = base(text)
      return Set(text.unicodeScalars.filter { $0 != "\u{200B}" }).count >= 3 ? width - 0.4 : width
    }
    let maker = try CompositeTitle(
      measuring: engine, model: Self.model, scale: 3, guard: .character(Self.zeroWidthSpace))
    var missed = 0
    for pixel in Self.pixels(scale: 3) {
      let width = Double(pixel) / 3
      let title = maker.emptyTitle(for: width)
      let button = Self.model.buttonWidth(
        label: LabelWidth(points: title.isEmpty ? 0 : engine(title)), scale: 3)
      let exact = abs(button - width) * 3 < 1e-9
      // Whatever the maker says is exact is exact with this engine.
      if maker.isExact(for: width) { #expect(exact, "\(width)") }
      if !exact { missed += 1 }
    }
    // Most titles mix three or more spaces; the check replaces them where a title of one or two
    // of the maker's best kinds exists, and names the rest.
    print(
      "context engine: \(missed) pixels missed, \(maker.unreachableWidths.count) said unreachable, \(maker.measuringCalls) calls"
    )
    #expect(missed == maker.unreachableWidths.count)
    #expect(missed < 50)
    #expect(maker.measuringCalls <= CompositeTitle.maximumMeasuringCalls)
  }

  @Test("tracking: the offset the engine adds is learned, and every pixel is exact", arguments: [0.35, -0.5])
  func tracking(tracking: Double) throws {
    let engine = Self.interEngine(size: 17, tracking: tracking)
    let maker = try CompositeTitle(
      measuring: engine, model: Self.model, scale: 2, guard: .character(Self.zeroWidthSpace))
    // Guard, characters, guard: one more tracked glyph than characters.
    #expect(abs(maker.labelOffset - tracking) < 1e-9)
    for pixel in Self.pixels(scale: 2) {
      let width = Double(pixel) / 2
      let title = maker.emptyTitle(for: width)
      let label = title.isEmpty ? 0 : engine(title)
      #expect(Self.model.buttonWidth(label: LabelWidth(points: label), scale: 2) == width, "\(width)")
    }
  }
}
