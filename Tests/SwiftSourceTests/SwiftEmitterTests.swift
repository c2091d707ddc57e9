import CalibrateTestSupport
import FontCalibration
import Foundation
import PlaceholderTitle
import Testing
import TextMetrics

@testable import SwiftSource
@testable import WidthCalibration

/// The emitted Swift: it compiles, and its counts agree with the library's for every width and
/// size tried, in the table or not, valid or not.
@Suite("SwiftEmitter")
struct SwiftEmitterTests {
  /// One emitted enum and the run behind it.
  struct Emitted {
    var typeName: String
    var run: CalibrationRun
    /// Whether the symbol width was measured at one fixed size (`--measure-size`).
    var fixedSymbolWidth: Bool

    var source: String { SwiftEmitter(run: run, typeName: typeName).source() }

    /// The sizes to try: every table size, sizes between and beyond them, and invalid ones.
    var sizes: [Double] {
      run.fit.sizes.map(\.sample.size) + [7.5, 8.5, 10.25, 12.5, 13, 41, 100, 1e-300, 0, -3, .nan, .infinity]
    }
  }

  /// Widths to try: the usual targets, between them, and the guards' cases.
  static let widths: [Double] =
    [
      -1, -0.0, 0, 10, 29.5, 30, 30.000001, 40.25, 55.55, 99.9, 333.3, 1e6, 1e300, .infinity, -.infinity,
      .nan,
    ]
    + CalibrationProblem.defaultTargets

  /// Literals whose round trip through the compiler is checked bit for bit.
  static let literals: [Double] = [
    1e-05, 30, 0.1, 1e16, -0.0, .leastNonzeroMagnitude, 1.7976931348623157e308, 2.5e-8, 123456789.125,
    1.0 / 3.0,
  ]

  /// The count the library gives, following the emitted code's documented fallback.
  static func expectedCount(_ emitted: Emitted, width: Double, size: Double) -> Int {
    let fit = emitted.run.fit
    if let count = fit.calibratedTitle().count(for: width, fontSize: size) { return count }
    guard size.isFinite, size > 0 else { return 0 }
    // The nearest entry; the first (smaller) one on a tie.
    var nearest = fit.sizes[0].sample
    for sizeFit in fit.sizes where abs(sizeFit.sample.size - size) < abs(nearest.size - size) {
      nearest = sizeFit.sample
    }
    let symbolWidth =
      emitted.fixedSymbolWidth ? nearest.symbolWidth : nearest.symbolWidth * size / nearest.size
    return RepeatedTitle(symbolWidth: symbolWidth, constants: fit.global.constants).count(for: width)
  }

  /// A `main.swift` that prints `type size-index width-index count title-ok` lines, then the bit
  /// patterns of the literals.
  static func mainSource(_ cases: [Emitted]) -> String {
    var lines = [
      "let widths: [Double] = [\(widths.map(SwiftEmitter.literal).joined(separator: ", "))]",
      "var output = \"\"",
      "func check(_ name: String, _ sizes: [Double], _ count: (Double, Double) -> Int, _ title: (Double, Double) -> String, _ placeholder: String) -> String {",
      "  var output = \"\"",
      "  for (i, size) in sizes.enumerated() {",
      "    for (j, width) in widths.enumerated() {",
      "      let n = count(width, size)",
      "      let text = title(width, size)",
      "      let ok = text.unicodeScalars.count == n && text.unicodeScalars.allSatisfy { String($0) == placeholder }",
      "      output += \"\\(name) \\(i) \\(j) \\(n) \\(ok ? 1 : 0)\\n\"",
      "    }",
      "  }",
      "  return output",
      "}",
    ]
    for emitted in cases {
      let sizes = emitted.sizes.map(SwiftEmitter.literal).joined(separator: ", ")
      let name = emitted.typeName
      lines.append(
        "output += check(\"\(name)\", [\(sizes)], { \(name).count(for: $0, fontSize: $1) }, { \(name).emptyTitle(for: $0, fontSize: $1) }, \(name).placeholder)"
      )
    }
    lines.append("let literals: [Double] = [\(literals.map(SwiftEmitter.literal).joined(separator: ", "))]")
    lines.append("for value in literals { output += \"literal \\(value.bitPattern)\\n\" }")
    lines.append("print(output, terminator: \"\")")
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("the emitted enums compile together and count exactly like the library")
  func compilesAndAgrees() throws {
    var cases = [
      Emitted(
        typeName: "TestFontCalibration", run: try CalibrationRunFixtures.run(), fixedSymbolWidth: false),
      Emitted(
        typeName: "TestFontHintedAt14",
        run: try CalibrationRunFixtures.run(hinting: .full) { $0.measureSize = 14 },
        fixedSymbolWidth: true),
    ]
    if CalibrationRunFixtures.requireInter() {
      cases.append(
        Emitted(
          typeName: "InterCalibration",
          run: try CalibrationRunFixtures.run(
            font: CalibrationRunFixtures.inter, sizes: (8...40).map(Double.init), hinting: .full),
          fixedSymbolWidth: false))
      // Issue 27: a tie the solver once settled at (1e-06, -4e7); the file carries the pair
      // inside the box.
      cases.append(
        Emitted(
          typeName: "InterMeasuredInRoboto", run: try CalibrationRunFixtures.tieRun(), fixedSymbolWidth: true)
      )
    }
    // A degenerate optimum's file carries the box's pair, and counts as the library does.
    cases.append(
      Emitted(
        typeName: "Degenerate", run: try CalibrationRunFixtures.degenerateRun(), fixedSymbolWidth: false)
    )
    // One compiler run for everything: it is the slow part. The count files need no runtime.
    var files = ["main.swift": Self.mainSource(cases)]
    for emitted in cases { files["\(emitted.typeName).swift"] = emitted.source }
    let output = try SwiftProgram(files: files, withRuntime: false).output()

    var checked = 0
    var literalBits: [UInt64] = []
    let byName = Dictionary(uniqueKeysWithValues: cases.map { ($0.typeName, $0) })
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ").map(String.init)
      if fields.first == "literal" {
        literalBits.append(UInt64(fields[1]) ?? 0)
        continue
      }
      try #require(fields.count == 5, "unexpected line '\(line)'")
      let emitted = try #require(byName[fields[0]])
      let size = emitted.sizes[Int(fields[1]) ?? 0]
      let width = Self.widths[Int(fields[2]) ?? 0]
      let expected = Self.expectedCount(emitted, width: width, size: size)
      #expect(Int(fields[3]) == expected, "\(fields[0]) size \(size) width \(width)")
      #expect(
        fields[4] == "1", "\(fields[0]) size \(size) width \(width): the title is not that many placeholders")
      checked += 1
    }
    #expect(checked == cases.reduce(0) { $0 + $1.sizes.count * Self.widths.count })
    #expect(literalBits == Self.literals.map(\.bitPattern))
  }

  @Test("the source is deterministic, documented and free of force unwraps and UIKit")
  func sourceShape() throws {
    let run = try CalibrationRunFixtures.run(hinting: .full)
    let source = SwiftEmitter(run: run).source()
    #expect(source == SwiftEmitter(run: try CalibrationRunFixtures.run(hinting: .full)).source())
    #expect(
      source.hasPrefix(
        "// PlaceholderCalibration.swift: generated by calibrate \(PackageVersion.current)"))
    for fact in [
      "Font: Calibrate Test Regular (CalibrateTest.ttf, 2048 units/em, TrueType)",
      "Font SHA-256: \(run.fontDigest)",
      "Rendered at scale 2, hinting full; placeholder U+200A HAIR SPACE",
      "Sizes 8...12 pt; padding 30 pt; targets 40...200 pt step 0.5; objective minimax",
      "enum PlaceholderCalibration {",
      "static let placeholder = \"\\u{200A}\"",
      "static let padding: Double = 30.0",
      "static let maximumCount = \(RepeatedTitle.maximumCount)",
      "static let globalShiftFactor: Double = \(run.fit.global.constants.shiftFactor)",
      "static func count(for width: Double, fontSize: Double) -> Int {",
      "static func emptyTitle(for width: Double, fontSize: Double) -> String {",
    ] {
      #expect(source.contains(fact), "missing: \(fact)")
    }
    for sizeFit in run.fit.sizes {
      #expect(
        source.contains(
          "Entry(size: \(sizeFit.sample.size), symbolWidth: \(sizeFit.sample.symbolWidth), shiftFactor: \(sizeFit.constants.shiftFactor), minimumWidth: \(sizeFit.constants.minimumWidth)),"
        ))
    }
    #expect(!source.contains("!"))
    #expect(!source.contains("import"))
    #expect(!source.contains(TestFonts.packageRoot.path))
  }

  // MARK: - Composite titles and guards

  /// One emitted enum with composite titles or a guard, and the run behind it.
  struct Composed {
    var typeName: String
    var run: CalibrationRun

    var source: String { SwiftEmitter(run: run, typeName: typeName).source() }

    /// The calibrated sizes, then sizes the file answers with the count formula.
    var sizes: [Double] { run.fit.sizes.map(\.sample.size) + [13.5, 41, .nan] }

    /// Every target of the run, then widths between, beyond and invalid.
    var widths: [Double] { run.settings.targets + [0, 29.25, 77.3, 96.75, 1e6, -1, .nan, .infinity] }

    /// The characters a size's title maker holds (those the run kept), with their exact
    /// advances, in the run's order.
    func placeholders(at sizeIndex: Int) -> [(Unicode.Scalar, Int)] {
      guard let composite = run.composite else { return [] }
      let size = composite.sizes[sizeIndex]
      return size.advances.indices.compactMap { index in
        size.advances[index].map { (composite.characters[index], $0) }
      }
    }

    /// The title maker the emitted file should build for a calibrated size, built here.
    func compositeTitle(at sizeIndex: Int) -> CompositeTitle? {
      guard let composite = run.composite else { return nil }
      let size = composite.sizes[sizeIndex]
      return CompositeTitle(
        placeholders: placeholders(at: sizeIndex), unit: size.unit.advanceUnit(size.configuration),
        model: run.fit.problem.model, scale: run.settings.scale, objective: composite.objective,
        guard: run.settings.guardCharacter.map { .character($0) } ?? .unguarded)
    }

    /// The title the library gives: the composite one at a calibrated size, else the count
    /// formula's placeholders between guards, as `RepeatedTitle(..., guard:)` writes them.
    func expectedTitle(width: Double, sizeIndex: Int, makers: [CompositeTitle]) -> String {
      if sizeIndex < makers.count { return makers[sizeIndex].emptyTitle(for: width) }
      let size = sizes[sizeIndex]
      let count = SwiftEmitterTests.expectedCount(
        Emitted(typeName: typeName, run: run, fixedSymbolWidth: false), width: width, size: size)
      // A RepeatedTitle whose count is `count` for this width: minimumWidth 0, shiftFactor 1,
      // symbol width width / (count + 0.5) (exact enough for every count used here).
      guard count > 0, let guardCharacter = run.settings.guardCharacter else {
        return String(repeating: "\u{200A}", count: count)
      }
      let title = RepeatedTitle(
        symbolWidth: width / (Double(count) + 0.5), minimumWidth: 0, shiftFactor: 1, guard: guardCharacter)
      #expect(title.count(for: width) == count)
      return title.emptyTitle(for: width)
    }
  }

  /// A `main.swift` printing, per enum, each calibrated size's title maker (`maker` and `advance`
  /// lines) and the title of every size and width (`title` lines, scalars in hex).
  static func compositeMainSource(_ cases: [Composed]) -> String {
    var lines = [
      "func hex(_ text: String) -> String {",
      "  text.unicodeScalars.isEmpty ? \"-\" : text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \",\")",
      "}",
      "var output = \"\"",
    ]
    for item in cases {
      let name = item.typeName
      let sizes = item.sizes.map(SwiftEmitter.literal).joined(separator: ", ")
      let widths = item.widths.map(SwiftEmitter.literal).joined(separator: ", ")
      if item.run.composite != nil {
        lines += [
          "for (i, size) in [\(sizes)].enumerated() {",
          "  guard let maker = \(name).compositeTitle(for: size) else { continue }",
          "  output += \"maker \(name) \\(i) \\(maker.padding.bitPattern) \\(maker.scale.bitPattern) \\(maker.objective.rawValue) \\(maker.guardCharacter.map { String($0.value, radix: 16) } ?? \"-\")\\n\"",
          "  for (scalar, advance) in zip(maker.placeholders, maker.advances) {",
          "    output += \"advance \(name) \\(i) \\(String(scalar.value, radix: 16)) \\(advance.bitPattern)\\n\"",
          "  }",
          "}",
        ]
      }
      lines += [
        "for (i, size) in [\(sizes)].enumerated() {",
        "  for (j, width) in [\(widths)].enumerated() {",
        "    output += \"title \(name) \\(i) \\(j) \\(hex(\(name).emptyTitle(for: width, fontSize: size)))\\n\"",
        "  }",
        "}",
      ]
    }
    lines.append("print(output, terminator: \"\")")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Compiles enums with the runtime's sources in one module and runs the program.
  static func compileWithRuntime(_ cases: [Composed]) throws -> String {
    var files = ["main.swift": Self.compositeMainSource(cases)]
    for item in cases { files["\(item.typeName).swift"] = item.source }
    #expect(try SwiftProgram.runtimeSources().count >= 4)
    return try SwiftProgram(files: files, withRuntime: true).output()
  }

  /// Scalars written as the program writes them.
  static func hex(_ text: String) -> String {
    text.unicodeScalars.isEmpty
      ? "-" : text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",")
  }

  @Test(
    "composite: the emitted makers hold the run's characters and advances, emptyTitle(for:fontSize:) is CompositeTitle's title, as wide as the run's"
  )
  func compositeCompilesAndAgrees() throws {
    var cases = [
      Composed(
        typeName: "TestFontComposite",
        run: try CalibrationRunFixtures.run(hinting: .full) { $0.method = .composite }),
      // UIKit's model and the profile's guard.
      Composed(
        typeName: "TestFontContextual",
        run: try CalibrationRunFixtures.run(sizes: [15]) {
          Profile.uikitContextual.apply(to: &$0, keeping: [])
          $0.method = .composite
        }),
      // A count run with a guard: its titles are guarded too.
      Composed(
        typeName: "TestFontGuarded",
        run: try CalibrationRunFixtures.run(hinting: .full) { $0.guardCharacter = "\u{200B}" }),
    ]
    if CalibrationRunFixtures.requireInter() {
      cases.append(
        Composed(
          typeName: "InterComposite",
          run: try CalibrationRunFixtures.run(font: CalibrationRunFixtures.inter, sizes: [8, 15, 17]) {
            $0.method = .composite
            $0.guardCharacter = "\u{200B}"
          }))
    }
    let output = try Self.compileWithRuntime(cases)
    let byName = Dictionary(uniqueKeysWithValues: cases.map { ($0.typeName, $0) })
    var printedMakers: [String: [Int: [String]]] = [:]
    var advances: [String: [Int: [(String, UInt64)]]] = [:]
    var titles: [String: [[String]]] = [:]
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ").map(String.init)
      try #require(fields.count >= 4, "unexpected line '\(line)'")
      let index = try #require(Int(fields[2]))
      switch fields[0] {
      case "maker": printedMakers[fields[1], default: [:]][index] = Array(fields[3...])
      case "advance":
        advances[fields[1], default: [:]][index, default: []].append((fields[3], UInt64(fields[4]) ?? 0))
      case "title":
        let item = try #require(byName[fields[1]])
        var rows = titles[fields[1]] ?? Array(repeating: [], count: item.sizes.count)
        rows[index].append(fields[4])
        titles[fields[1]] = rows
      default: Issue.record("unexpected line '\(line)'")
      }
    }
    var shapedChecks = 0
    for item in cases {
      let name = item.typeName
      let run = item.run
      // The makers: one per calibrated size, with the run's kept characters and exact advances.
      if let composite = run.composite {
        #expect(printedMakers[name]?.count == composite.sizes.count, "\(name)")
        for sizeIndex in composite.sizes.indices {
          let padding = run.fit.problem.model.padding
          let guardText = run.settings.guardCharacter.map { String($0.value, radix: 16) } ?? "-"
          #expect(
            printedMakers[name]?[sizeIndex]
              == [
                "\(padding.bitPattern)", "\(run.settings.scale.bitPattern)", composite.objective.rawValue,
                guardText,
              ], "\(name) size \(sizeIndex)")
          let maker = try #require(item.compositeTitle(at: sizeIndex))
          let expected = zip(maker.placeholders, maker.advances).map {
            (String($0.0.value, radix: 16), $0.1.bitPattern)
          }
          let printed = advances[name]?[sizeIndex] ?? []
          #expect(printed.map(\.0) == expected.map(\.0), "\(name) size \(sizeIndex)")
          #expect(printed.map(\.1) == expected.map(\.1), "\(name) size \(sizeIndex)")
          #expect(!expected.isEmpty)
        }
      } else {
        #expect(printedMakers[name] == nil)
      }
      // The titles: exactly the library's, for every size and width.
      let makers = (run.composite?.sizes.indices).map { $0.compactMap { item.compositeTitle(at: $0) } } ?? []
      let rows = try #require(titles[name])
      #expect(rows.map(\.count) == Array(repeating: item.widths.count, count: item.sizes.count), "\(name)")
      for (sizeIndex, row) in rows.enumerated() {
        for (widthIndex, printed) in row.enumerated() {
          let width = item.widths[widthIndex]
          #expect(
            printed == Self.hex(item.expectedTitle(width: width, sizeIndex: sizeIndex, makers: makers)),
            "\(name) size \(item.sizes[sizeIndex]) W \(width)")
        }
      }
      // The composite titles, shaped whole, against what the run reported for each target.
      guard let composite = run.composite else { continue }
      let font = try Font(path: run.font.path)
      let model = run.fit.problem.model
      for (sizeIndex, size) in composite.sizes.enumerated() {
        let maker = makers[sizeIndex]
        for reported in size.titles {
          // The runtime, fed the exact advances, picks the run's title for every target on a
          // pixel; one between pixels gets its pixel's title.
          let scale = size.configuration.scale
          let onPixel = (reported.width * scale).rounded() == reported.width * scale
          let title = maker.emptyTitle(for: reported.width)
          let measurement = try font.measure(title, size.configuration)
          let button = model.buttonWidth(label: LabelWidth(measurement), scale: scale)
          if onPixel {
            #expect(measurement.width == reported.shapedWidth, "\(name) \(size.size) pt W \(reported.width)")
            #expect(button == reported.buttonWidth, "\(name) \(size.size) pt W \(reported.width)")
          } else {
            let pixel = (reported.width * scale).rounded() / scale
            #expect(abs(button - pixel) <= abs(reported.buttonWidth - pixel) + 1 / scale + 1e-9)
          }
          shapedChecks += 1
        }
      }
    }
    #expect(shapedChecks >= 5 * 321 + 24)
  }

  @Test("composite and guarded sources: the runtime's import, UIKit's padding and its caveat, the guard")
  func compositeSourceShape() throws {
    let composite = SwiftEmitter(
      run: try CalibrationRunFixtures.run(hinting: .full) { $0.method = .composite }
    ).source()
    #expect(composite.contains("#if canImport(PlaceholderTitle)\n  import PlaceholderTitle\n#endif\n"))
    #expect(composite.contains("static let padding: Double = 30.0"))
    #expect(composite.contains("static let objective: CompositionObjective = .minimax"))
    let neverClip = SwiftEmitter(
      run: try CalibrationRunFixtures.run(sizes: [12]) {
        $0.method = .composite
        $0.objective = .neverClip
      }
    ).source()
    #expect(neverClip.contains("static let objective: CompositionObjective = .neverClip"))
    #expect(composite.contains("    case 12.0: return composite4\n"))
    #expect(!composite.contains("guardCharacter"))
    #expect(composite.contains("guard: .unguarded)"))
    #expect(!composite.contains("!"))
    let contextual = SwiftEmitter(
      run: try CalibrationRunFixtures.run(sizes: [15]) {
        Profile.uikitContextual.apply(to: &$0, keeping: [])
        $0.method = .composite
      }
    ).source()
    for fact in [
      "static let padding: Double = 12.0",
      "each `CompositeTitle` composes for that model (`model`), from the advances exactly as measured",
      "Only targets of 74...120 pt are reachable; others get the nearest button.",
      "static let model: ButtonModel = .uikitSwipe(rounding: .pixels)",
      "static let guardCharacter: Unicode.Scalar = \"\\u{200B}\"",
      "unit: .fontUnits(unitsPerEm: 2048, fontSize: 15.0), model: model, scale: scale,",
      "objective: objective, guard: .character(guardCharacter))",
      "// Guard U+200B ZERO WIDTH SPACE at both ends of every non-empty title",
    ] {
      #expect(contextual.contains(fact), "missing: \(fact)")
    }
    let guarded = SwiftEmitter(
      run: try CalibrationRunFixtures.run(hinting: .full) { $0.guardCharacter = "\u{200B}" }
    ).source()
    #expect(
      guarded.contains(
        "return guardText + String(repeating: placeholder, count: placeholderCount) + guardText"))
    #expect(!guarded.contains("import"))
    #expect(!guarded.contains("CompositeTitle"))
  }

  @Test(
    "Doubles become literals that read back exactly",
    arguments: [
      (1e-05, "1e-05"), (30, "30.0"), (0.1, "0.1"), (1e16, "1e+16"), (-0.0, "-0.0"),
      (.leastNonzeroMagnitude, "5e-324"),
      (.nan, "Double.nan"), (.infinity, "Double.infinity"), (-.infinity, "-Double.infinity"),
    ] as [(Double, String)])
  func literal(value: Double, expected: String) {
    #expect(SwiftEmitter.literal(value) == expected)
  }

  @Test("size lists are written as the command line takes them")
  func sizeLists() {
    #expect(SwiftEmitter.sizeList((8...40).map(Double.init)) == "8...40")
    #expect(SwiftEmitter.sizeList([12, 14, 17]) == "12,14,17")
    #expect(SwiftEmitter.sizeList([10.5]) == "10.5")
  }
}
