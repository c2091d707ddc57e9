import Testing

@testable import PlaceholderTitle

/// Loud failures, one way: every maker that cannot size anything throws a `SizingError` that
/// says why, and the engine of a scale without a pixel grid is never called; the same calls with
/// a sane engine, scale and symbol width build.
@Suite("Makers that cannot size anything throw, and say why")
struct SizingErrorTests {
  /// A text engine that cannot size anything, and the error it must give.
  struct BadEngine: CustomStringConvertible, Sendable {
    var name: String
    var measure: @Sendable (String) -> Double
    var expected: SizingError
    var description: String { name }
  }

  /// The additive engine of the unit tests: Inter's spaces at 15 pt.
  static let sane = SpaceFillTests.Engine(name: "additive")

  /// Engines that return NaN, 0, a negative, a constant, an infinite or a shrinking width.
  static let badEngines: [BadEngine] = [
    BadEngine(name: "NaN", measure: { _ in .nan }, expected: .invalidWidth(.nan)),
    BadEngine(name: "zero", measure: { _ in 0 }, expected: .noWidth),
    BadEngine(name: "negative", measure: { _ in -5 }, expected: .invalidWidth(-5)),
    BadEngine(name: "constant", measure: { _ in 12 }, expected: .widthDoesNotGrow(12)),
    BadEngine(name: "infinite", measure: { _ in .infinity }, expected: .invalidWidth(.infinity)),
    // 100 pt less a point per space: the guard is not counted, so every model sees the same.
    BadEngine(
      name: "shrinking", measure: { 100 - Double($0.unicodeScalars.filter { $0 != "\u{200B}" }.count) },
      expected: .widthDoesNotGrow(68)),
  ]

  /// Whether an error is the expected one, NaN payloads equal to NaN.
  static func matches(_ error: SizingError, _ expected: SizingError) -> Bool {
    switch (error, expected) {
    case (.invalidWidth(let width), .invalidWidth(let wanted)),
      (.invalidScale(let width), .invalidScale(let wanted)),
      (.invalidSymbolWidth(let width), .invalidSymbolWidth(let wanted)):
      return width == wanted || (width.isNaN && wanted.isNaN)
    default: return error == expected
    }
  }

  /// The error a throwing call gives, or `nil` when it builds.
  static func error<T>(_ build: () throws(SizingError) -> T) -> SizingError? {
    do {
      _ = try build()
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "an engine that cannot size anything: CompositeTitle and SpaceFill fail with its reason",
    arguments: badEngines)
  func badEngine(engine: BadEngine) throws {
    for model in [ButtonModel.uikitSwipe(rounding: .pixels), .plain(padding: 30)] {
      let error = try #require(
        Self.error { () throws(SizingError) in
          try CompositeTitle(measuring: engine.measure, model: model, scale: 2)
        })
      #expect(Self.matches(error, engine.expected), "CompositeTitle \(model) \(engine): \(error)")
      #expect(!error.description.isEmpty)
    }
    let fillerError = try #require(
      Self.error { () throws(SizingError) in
        try SpaceFill(measuring: engine.measure, scale: 2)
      })
    #expect(Self.matches(fillerError, engine.expected), "SpaceFill \(engine): \(fillerError)")
    print("\(engine.name): \(fillerError)")
  }

  @Test("a sane engine builds both, where the bad ones fail")
  func saneEngineBuilds() throws {
    let maker = try CompositeTitle(measuring: Self.sane.width, scale: 2)
    #expect(maker.isExact(for: 100) && maker.unreachableWidths.isEmpty)
    let filler = try SpaceFill(measuring: Self.sane.width, scale: 2)
    #expect(filler.padding("AVAWAY", "1x", toWidth: 120).isExact)
  }

  @Test(
    "a scale that is not finite and positive: both fail with it and never call the engine",
    arguments: [0, -0.0, -2, .nan, .infinity, -.infinity] as [Double])
  func badScale(scale: Double) throws {
    var calls = 0
    let measure: (String) -> Double = { text in
      calls += 1
      return Self.sane.width(text)
    }
    let composite = Self.error { () throws(SizingError) in
      try CompositeTitle(measuring: measure, scale: scale)
    }
    let filler = Self.error { () throws(SizingError) in try SpaceFill(measuring: measure, scale: scale) }
    let points = Self.error { () throws(SizingError) in
      try CompositeTitle(placeholders: [("\u{200A}", 1.25)], scale: scale)
    }
    let units = Self.error { () throws(SizingError) in
      try CompositeTitle(placeholders: [("\u{200A}", 256)], unit: .subpixels26Dot6, scale: scale)
    }
    for error in [composite, filler, points, units] {
      #expect(error.map { Self.matches($0, .invalidScale(scale)) } == true, "\(String(describing: error))")
    }
    #expect(calls == 0)
  }

  @Test(
    "advances in points or units that cannot size anything fail with their reason",
    arguments: [
      ([.nan, -1], SizingError.invalidWidth(.nan)), ([0, 0.001], .noWidth), ([], .noSpaceAddsUp([])),
    ] as [([Double], SizingError)])
  func badAdvances(advances: [Double], expected: SizingError) throws {
    let placeholders = zip(CompositeTitle.spaceCharacters, advances).map { ($0, $1) }
    let error = Self.error { () throws(SizingError) in
      try CompositeTitle(placeholders: placeholders, scale: 2)
    }
    #expect(error.map { Self.matches($0, expected) } == true, "\(String(describing: error))")
    let units = zip(CompositeTitle.spaceCharacters, advances).map { ($0, $1 > 0 ? 0 : -1) }
    let unitError = Self.error { () throws(SizingError) in
      try CompositeTitle(placeholders: units, unit: .subpixels26Dot6, scale: 2)
    }
    #expect(unitError == (advances.isEmpty ? .noSpaceAddsUp([]) : .noWidth))
  }

  @Test(
    "a symbol width that is not finite and positive: RepeatedTitle and CalibratedRepeatedTitle fail with it",
    arguments: [0, -0.0, -1.2727, .nan, .infinity, -.infinity] as [Double])
  func badSymbolWidth(symbolWidth: Double) throws {
    let constants = PlaceholderConstants.handTuned
    let errors = [
      Self.error { () throws(SizingError) in
        try RepeatedTitle(symbolWidth: symbolWidth, minimumWidth: 30, shiftFactor: 1.1)
      },
      Self.error { () throws(SizingError) in try RepeatedTitle(symbolWidth: symbolWidth, constants: constants)
      },
      Self.error { () throws(SizingError) in
        try CalibratedRepeatedTitle(
          entries: [.init(size: 15, symbolWidth: symbolWidth, constants: constants)], fallback: constants)
      },
      Self.error { () throws(SizingError) in
        try CalibratedRepeatedTitle(entries: [], fallback: constants).title(
          forFontSize: 15, symbolWidth: symbolWidth)
      },
    ]
    for error in errors {
      #expect(
        error.map { Self.matches($0, .invalidSymbolWidth(symbolWidth)) } == true,
        "\(String(describing: error))")
    }
  }

  @Test("a sane symbol width builds both, and a fitted size needs none from the app")
  func saneSymbolWidth() throws {
    let constants = PlaceholderConstants.handTuned
    let title = try RepeatedTitle(symbolWidth: 1.2727, constants: constants)
    #expect(title.count(for: 100) == 60)
    let calibrated = try CalibratedRepeatedTitle(
      entries: [.init(size: 15, symbolWidth: 1.2727, constants: constants)], fallback: constants)
    #expect(try calibrated.title(forFontSize: 15, symbolWidth: .nan).count(for: 100) == 60)
  }

  @Test("what a caller reads: one line per reason")
  func descriptions() {
    #expect(
      SizingError.invalidScale(0).description
        == "the scale 0.0 is not a finite number above 0: build the maker once the view is on a screen")
    #expect(
      SizingError.invalidSymbolWidth(0).description == "the symbol width 0.0 is not a finite number above 0")
    #expect(
      SizingError.widthDoesNotGrow(12).description
        == "the text engine measured 32 spaces as 12.0 pt, no wider than one: widths do not grow with the spaces"
    )
    let exclusion = CompositeTitle.Exclusion(character: "\u{2009}", reason: .zeroWidth(step: 0))
    #expect(
      SizingError.noSpaceAddsUp([exclusion]).description
        == "no space character adds up in the text engine: U+2009: adds 0.0 pt per copy: no width")
  }
}
