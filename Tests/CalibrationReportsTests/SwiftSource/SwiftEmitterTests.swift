import CalibrateTestSupport
import FontCalibration
import Foundation
import PlaceholderTitle
import Testing
import TextMetrics

@testable import CalibrationReports
@testable import WidthCalibration

/// The emitted Swift: it compiles, one file serves every scale and size it names, and its counts
/// and titles agree with the library's for every width, size and scale tried, calibrated or not,
/// valid or not.
@Suite("SwiftEmitter")
struct SwiftEmitterTests {
  /// One emitted enum and the runs behind it, one per scale, with what the checks look up often.
  struct Emitted {
    var typeName: String
    var runs: [CalibrationRun]
    /// Whether the symbol width was measured at one fixed size (`--measure-size`).
    var fixedSymbolWidth: Bool
    /// The runs ascending by scale, as the file holds them, and their scales.
    let sorted: [CalibrationRun]
    let scales: [Double]
    let calibratedSizes: [Double]
    /// The targets of the runs.
    let targets: [Double]
    /// Each sorted run's per-size titles, as the library makes them.
    let titles: [CalibratedRepeatedTitle]

    init(typeName: String, runs: [CalibrationRun], fixedSymbolWidth: Bool = false) {
      self.typeName = typeName
      self.runs = runs
      self.fixedSymbolWidth = fixedSymbolWidth
      sorted = runs.sorted { $0.settings.scale < $1.settings.scale }
      scales = sorted.map(\.settings.scale)
      calibratedSizes = runs[0].fit.sizes.map(\.sample.size)
      targets = runs[0].settings.targets
      titles = sorted.compactMap { try? $0.fit.calibratedTitle() }
    }

    var source: String { SwiftEmitter(runs: runs, typeName: typeName).source() }

    /// The sizes to try: every calibrated size, sizes within and just beyond the tolerance of
    /// each, between and beyond them, and invalid ones.
    var sizes: [Double] {
      calibratedSizes.flatMap { [$0, $0 * 1.004, $0 * 0.996, $0 * 1.006, $0.nextUp] }
        + [7.5, 8.5, 10.25, 12.5, 13, 41, 100, 1e-300, 0, -3, .nan, .infinity]
    }
    /// The scales to try: every calibrated one, others, and invalid ones.
    var tryScales: [Double] { scales + [1, 1.5, 2.5, 4, 6, 0, -2, .nan, .infinity] }
  }

  /// Widths to try at every size and scale: edge widths and a few targets.
  static let widths: [Double] = [
    -1, -0.0, 0, 10, 29.5, 30, 30.000001, 40.25, 55.55, 74, 99.9, 120, 200, 333.3, 1e6, 1e300, .infinity,
    -.infinity, .nan,
  ]

  /// Literals whose round trip through the compiler is checked bit for bit.
  static let literals: [Double] = [
    1e-05, 30, 0.1, 1e16, -0.0, .leastNonzeroMagnitude, 1.7976931348623157e308, 2.5e-8, 123456789.125,
    1.0 / 3.0,
  ]

  /// Whether a source has a `!` other than in `!=`.
  static func hasForceUnwrap(_ source: String) -> Bool {
    source.replacingOccurrences(of: "!=", with: "").contains("!")
  }

  // MARK: - The rule the files state, written again

  /// The calibration a device's scale takes: its own; else the smallest calibrated scale that is
  /// a whole multiple of it; else the largest; none for an unusable scale.
  static func calibrationIndex(_ scales: [Double], for scale: Double) -> Int? {
    guard scale.isFinite, scale > 0 else { return nil }
    if let own = scales.firstIndex(of: scale) { return own }
    let multiple = scales.firstIndex { calibrated in
      let ratio = calibrated / scale
      return ratio >= 1 && ratio <= 64 && ratio == ratio.rounded(.towardZero)
    }
    return multiple ?? scales.count - 1
  }

  /// The calibrated size nearest to a size (the smaller on a tie), for a usable size.
  static func nearestSize(_ sizes: [Double], to size: Double) -> Double? {
    guard size.isFinite, size > 0, var nearest = sizes.first else { return nil }
    for candidate in sizes where abs(candidate - size) < abs(nearest - size) { nearest = candidate }
    return nearest
  }

  /// The calibrated size a size counts as: the nearest, within 0.5 % of it.
  static func calibratedSize(_ sizes: [Double], for size: Double) -> Double? {
    guard let nearest = nearestSize(sizes, to: size), abs(nearest - size) <= nearest * 0.005 else {
      return nil
    }
    return nearest
  }

  /// The count the library gives under the files' rule.
  static func expectedCount(_ emitted: Emitted, width: Double, size: Double, scale: Double) -> Int {
    guard let index = calibrationIndex(emitted.scales, for: scale) else { return 0 }
    let sizes = emitted.calibratedSizes
    if let calibrated = calibratedSize(sizes, for: size) {
      return emitted.titles[index].count(for: width, fontSize: calibrated) ?? -1
    }
    let fit = emitted.sorted[index].fit
    guard let nearest = nearestSize(sizes, to: size),
      let sample = fit.sizes.first(where: { $0.sample.size == nearest })?.sample
    else { return 0 }
    let symbolWidth = emitted.fixedSymbolWidth ? sample.symbolWidth : sample.symbolWidth * size / sample.size
    return (try? RepeatedTitle(symbolWidth: symbolWidth, constants: fit.global.constants))?.count(for: width)
      ?? -1
  }

  // MARK: - Count files

  /// A `main.swift` that prints, per enum, `count type scale size width count title-ok` lines:
  /// every target of every calibrated scale and size, then the edge widths at every scale and
  /// size tried; then the bit patterns of the literals.
  static func mainSource(_ cases: [Emitted]) -> String {
    var lines = [
      "var output = \"\"",
      "@MainActor func check(_ name: String, _ scales: [Double], _ sizes: [Double], _ widths: [Double], _ count: (Double, Double, Double) -> Int, _ title: (Double, Double, Double) -> String, _ placeholder: String) {",
      "  for (k, scale) in scales.enumerated() {",
      "    for (i, size) in sizes.enumerated() {",
      "      for (j, width) in widths.enumerated() {",
      "        let n = count(width, size, scale)",
      "        let text = title(width, size, scale)",
      "        let ok = text.unicodeScalars.count == n && text.unicodeScalars.allSatisfy { String($0) == placeholder }",
      "        output += \"\\(name) \\(k) \\(i) \\(j) \\(n) \\(ok ? 1 : 0)\\n\"",
      "      }",
      "    }",
      "  }",
      "}",
    ]
    for emitted in cases {
      let name = emitted.typeName
      let list = { (values: [Double]) in values.map(SwiftEmitter.literal).joined(separator: ", ") }
      let targets = emitted.targets
      for (grid, scales, sizes, widths) in [
        ("\(name)/targets", emitted.scales, emitted.calibratedSizes, targets),
        ("\(name)/edges", emitted.tryScales, emitted.sizes, Self.widths),
      ] {
        lines.append(
          "check(\"\(grid)\", [\(list(scales))], [\(list(sizes))], [\(list(widths))], { \(name).count(for: $0, fontSize: $1, scale: $2) }, { \(name).emptyTitle(for: $0, fontSize: $1, scale: $2) }, \(name).placeholder)"
        )
      }
    }
    lines.append("let literals: [Double] = [\(literals.map(SwiftEmitter.literal).joined(separator: ", "))]")
    lines.append("for value in literals { output += \"literal \\(value.bitPattern)\\n\" }")
    lines.append("print(output, terminator: \"\")")
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("the emitted enums compile together and count exactly like the library, at every scale and size")
  func compilesAndAgrees() throws {
    let interSizes = (8...40).map(Double.init)
    var cases = [
      Emitted(
        typeName: "TestFontCalibration",
        runs: [try CalibrationRunFixtures.run(), try CalibrationRunFixtures.run { $0.scale = 3 }]),
      Emitted(
        typeName: "TestFontHintedAt14",
        runs: try [2.0, 3.0, 1.0].map { scale in
          try CalibrationRunFixtures.run(hinting: .full) {
            $0.measureSize = 14
            $0.scale = scale
          }
        },
        fixedSymbolWidth: true),
    ]
    if CalibrationRunFixtures.requireInter() {
      cases.append(
        Emitted(
          typeName: "InterCalibration",
          runs: try [2.0, 3.0].map { scale in
            try CalibrationRunFixtures.run(
              font: CalibrationRunFixtures.inter, sizes: interSizes, hinting: .full
            ) {
              $0.scale = scale
            }
          }))
      // Issue 27: a tie the solver once settled at (1e-06, -4e7); the file carries the pair
      // inside the box.
      cases.append(
        Emitted(
          typeName: "InterMeasuredInRoboto", runs: [try CalibrationRunFixtures.tieRun()],
          fixedSymbolWidth: true))
    }
    // A degenerate optimum's file carries the box's pair, and counts as the library does.
    cases.append(Emitted(typeName: "Degenerate", runs: [try CalibrationRunFixtures.degenerateRun()]))
    // One compiler run for everything: it is the slow part. The count files need no runtime.
    var files = ["main.swift": Self.mainSource(cases)]
    for emitted in cases { files["\(emitted.typeName).swift"] = emitted.source }
    let output = try SwiftProgram(files: files, withRuntime: false).output()

    var checked: [String: Int] = [:]
    var literalBits: [UInt64] = []
    let byName = Dictionary(uniqueKeysWithValues: cases.map { ($0.typeName, $0) })
    let sizesByName = Dictionary(uniqueKeysWithValues: cases.map { ($0.typeName, $0.sizes) })
    let scalesByName = Dictionary(uniqueKeysWithValues: cases.map { ($0.typeName, $0.tryScales) })
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ").map(String.init)
      if fields.first == "literal" {
        literalBits.append(UInt64(fields[1]) ?? 0)
        continue
      }
      try #require(fields.count == 6, "unexpected line '\(line)'")
      let grid = fields[0].split(separator: "/").map(String.init)
      let emitted = try #require(byName[grid[0]])
      let onTargets = grid[1] == "targets"
      let scale = (onTargets ? emitted.scales : scalesByName[grid[0]] ?? [])[Int(fields[1]) ?? 0]
      let size = (onTargets ? emitted.calibratedSizes : sizesByName[grid[0]] ?? [])[Int(fields[2]) ?? 0]
      let width = (onTargets ? emitted.targets : Self.widths)[Int(fields[3]) ?? 0]
      let expected: Int
      if onTargets {
        // The count calibrate reported: that scale's run, that size's fitted constants.
        expected = try #require(emitted.titles[Int(fields[1]) ?? 0].count(for: width, fontSize: size))
      } else {
        expected = Self.expectedCount(emitted, width: width, size: size, scale: scale)
      }
      #expect(Int(fields[4]) == expected, "\(fields[0]) @\(scale)x size \(size) width \(width)")
      #expect(
        fields[5] == "1", "\(fields[0]) @\(scale)x size \(size) width \(width): not that many placeholders")
      checked[fields[0], default: 0] += 1
    }
    for emitted in cases {
      let targets = emitted.scales.count * emitted.calibratedSizes.count * emitted.targets.count
      #expect(checked["\(emitted.typeName)/targets"] == targets, "\(emitted.typeName)")
      let edges = emitted.tryScales.count * emitted.sizes.count * Self.widths.count
      #expect(checked["\(emitted.typeName)/edges"] == edges, "\(emitted.typeName)")
    }
    #expect(literalBits == Self.literals.map(\.bitPattern))
  }

  @Test("the rule the file states: which scale and which size, by hand")
  func choosingRule() throws {
    // Two scales, three sizes: 12 and 15 pt and the extra large title size.
    let extraLarge = UIKitSwipeButton.titleFontSize(for: .extraLarge)
    let runs = try [2.0, 3.0].map { scale in
      try CalibrationRunFixtures.run(sizes: [12, 15, extraLarge]) { $0.scale = scale }
    }
    let main = """
      func text(_ value: Double?) -> String { value.map { "\\($0)" } ?? "none" }
      for scale in [1.0, 1.5, 2, 2.5, 3, 4, 6, 0.5, 0, -1, .nan, .infinity] {
        print("scale", scale, text(Rule.calibration(for: scale)?.scale))
      }
      for size in [12.0, 12.05, 12.07, 11.95, 11.93, 13.5, 15, 16.76, 16.764705882352942, 16.8, 16.9, 0, .nan] {
        print("size", size, text(Rule.calibration(for: 3).flatMap { Rule.entry(for: size, in: $0) }?.size))
      }
      for (size, scale) in [(15.0, 2.0), (15.0, 3.0), (15.0, 1.0), (15.05, 2.0), (15.1, 2.0), (14.0, 3.0)] {
        print("calibrated", size, scale, Rule.isCalibrated(fontSize: size, scale: scale))
      }
      """
    let source = SwiftEmitter(runs: runs, typeName: "Rule").source()
    let output = try SwiftProgram(files: ["main.swift": main, "Rule.swift": source], withRuntime: false)
      .output()
    let xl = "\(extraLarge)"
    let expected = [
      // Own scale; else the smallest calibrated multiple (@2x for @1x, @3x for @1.5x); else the largest.
      "scale 1.0 2.0", "scale 1.5 3.0", "scale 2.0 2.0", "scale 2.5 3.0", "scale 3.0 3.0", "scale 4.0 3.0",
      "scale 6.0 3.0", "scale 0.5 2.0", "scale 0.0 none", "scale -1.0 none", "scale nan none",
      "scale inf none",
      // Within 0.5 %: 12.05 (0.42 %) and 11.95 are 12; 12.07 (0.58 %) and 11.93 are no size.
      "size 12.0 12.0", "size 12.05 12.0", "size 12.07 none", "size 11.95 12.0", "size 11.93 none",
      "size 13.5 none", "size 15.0 15.0",
      // Dynamic Type's extra large title, however it was computed, is that size.
      "size 16.76 \(xl)", "size 16.764705882352942 \(xl)", "size 16.8 \(xl)", "size 16.9 none",
      "size 0.0 none",
      "size nan none",
      "calibrated 15.0 2.0 true", "calibrated 15.0 3.0 true", "calibrated 15.0 1.0 false",
      "calibrated 15.05 2.0 true", "calibrated 15.1 2.0 false", "calibrated 14.0 3.0 false",
    ]
    #expect(output.split(separator: "\n").map(String.init) == expected)
  }

  @Test(
    "the source is deterministic, documented, names its font and rule, and is free of force unwraps and UIKit"
  )
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
      "// The titles assume that the button draws its title in Calibrate Test Regular from CalibrateTest.ttf,",
      "// at 8...12 pt (5 sizes), at @2x, hinting full, under the plain model (padding 30 pt).",
      "// The counts and errors here hold only if the button draws its title in that font.",
      "Rendered at scale 2, hinting full; placeholder U+200A HAIR SPACE",
      "Sizes 8...12 pt; padding 30 pt; targets 40...200 pt step 0.5; objective minimax",
      "// Choosing: the device's scale if calibrated, else the smallest calibrated scale that is a whole",
      "the hand-tuned constants 30, 1.1:",
      "/// The count is the formula of the 2018 RowAction article (\"Universal solution for",
      "enum PlaceholderCalibration {",
      "static let placeholder = \"\\u{200A}\"",
      "static let padding: Double = 30.0",
      "static let maximumCount = \(RepeatedTitle.maximumCount)",
      "static let sizeTolerance: Double = 0.005",
      "scale: 2.0, globalShiftFactor: \(run.fit.global.constants.shiftFactor),",
      "static func count(for width: Double, fontSize: Double, scale: Double) -> Int {",
      "static func emptyTitle(for width: Double, fontSize: Double, scale: Double) -> String {",
      "static func isCalibrated(fontSize: Double, scale: Double) -> Bool {",
    ] {
      #expect(source.contains(fact), "missing: \(fact)")
    }
    for sizeFit in run.fit.sizes {
      #expect(
        source.contains(
          "Entry(size: \(sizeFit.sample.size), symbolWidth: \(sizeFit.sample.symbolWidth), shiftFactor: \(sizeFit.constants.shiftFactor), minimumWidth: \(sizeFit.constants.minimumWidth)),"
        ))
    }
    #expect(!Self.hasForceUnwrap(source))
    #expect(!source.contains("import"))
    #expect(!source.contains(TestFonts.packageRoot.path))
    // Two scales: both named in the header, one calibration each, one file.
    let twoScales = SwiftEmitter(
      runs: [try CalibrationRunFixtures.run { $0.scale = 3 }, try CalibrationRunFixtures.run()],
      typeName: "Both"
    ).source()
    for fact in [
      "// Both.swift: generated by calibrate", "at 8...12 pt (5 sizes), at @2x and @3x, hinting none,",
      "Rendered at scales 2, 3, hinting none", "// Max |error| @2x: per-size table",
      "// Max |error| @3x: per-size table", "enum Both {",
    ] {
      #expect(twoScales.contains(fact), "missing: \(fact)")
    }
    #expect(twoScales.components(separatedBy: "    Calibration(\n      scale: ").count == 3)
    #expect(
      twoScales.range(of: "scale: 2.0")?.lowerBound ?? twoScales.endIndex
        < twoScales.range(of: "scale: 3.0")?.lowerBound ?? twoScales.startIndex)
  }

  @Test("no file of any method, model, guard or symbol width speaks of the project's history")
  func noHistoryWords() throws {
    var sources: [String: String] = [:]
    for method in CalibrationSettings.Method.allCases {
      for sizing in CalibrationSettings.Sizing.allCases {
        for guardCharacter in [nil, "\u{200B}"] as [Unicode.Scalar?] {
          for measureSize in [nil, 14] as [Double?] {
            let run = try CalibrationRunFixtures.run(sizes: [12, 15]) {
              $0.method = method
              $0.sizing = sizing
              $0.guardCharacter = guardCharacter
              $0.measureSize = measureSize
              if sizing == .uikitSwipe { $0.widths = WidthRange(from: 74, through: 120, step: 0.5) }
            }
            let name = "\(method) \(sizing) guard \(guardCharacter != nil) measure \(measureSize != nil)"
            sources[name] = SwiftEmitter(runs: [
              run,
              try CalibrationRunFixtures.run(sizes: [12, 15]) {
                $0.method = method
                $0.sizing = sizing
                $0.guardCharacter = guardCharacter
                $0.measureSize = measureSize
                $0.scale = 3
                if sizing == .uikitSwipe { $0.widths = WidthRange(from: 74, through: 120, step: 0.5) }
              },
            ]).source()
          }
        }
      }
    }
    sources["degenerate"] = SwiftEmitter(run: try CalibrationRunFixtures.degenerateRun()).source()
    #expect(sources.count == 17)
    for (name, source) in sources {
      #expect(source.range(of: "seed", options: .caseInsensitive) == nil, "\(name)")
      #expect(source.contains("RowAction article"), "\(name)")
      let holds =
        name.hasPrefix("composite")
        ? "The titles are exact only if the button draws its title in that font."
        : "The counts and errors here hold only if the button draws its title in that font."
      #expect(source.contains(holds), "\(name)")
      #expect(source.contains("UIKit's swipe button draws its title in the system font"), "\(name)")
    }
  }

  // MARK: - Composite titles and guards

  /// One emitted enum with composite titles or a guard, the runs behind it, and the title makers
  /// the file should build, built here.
  struct Composed {
    var typeName: String
    var runs: [CalibrationRun]
    let emitted: Emitted
    /// Per sorted run, per calibrated size, its title maker (none for a count run).
    let makers: [[CompositeTitle?]]

    init(typeName: String, runs: [CalibrationRun]) {
      self.typeName = typeName
      self.runs = runs
      emitted = Emitted(typeName: typeName, runs: runs)
      makers = emitted.sorted.map { run in
        (run.composite?.sizes.indices).map { $0.map { Self.compositeTitle(run, at: $0) } } ?? []
      }
    }

    var source: String { emitted.source }
    var scales: [Double] { emitted.scales }

    /// The calibrated sizes, then a size within the tolerance, then sizes the file answers with
    /// the count formula.
    var sizes: [Double] {
      let calibrated = emitted.calibratedSizes
      return calibrated + [calibrated[0] * 1.003, 13.5, 41, .nan]
    }
    /// The calibrated scales, then one that takes the smallest calibrated multiple, then an
    /// unusable one.
    var tryScales: [Double] { scales + [1, 0] }

    /// Every target of the run, then widths between, beyond and invalid.
    var widths: [Double] {
      emitted.targets + [0, 29.25, 77.3, 96.75, 1e6, -1, .nan, .infinity]
    }

    /// The characters a size's title maker holds (those the run kept), with their exact
    /// advances, in the run's order.
    static func placeholders(_ run: CalibrationRun, at sizeIndex: Int) -> [(Unicode.Scalar, Int)] {
      guard let composite = run.composite else { return [] }
      let size = composite.sizes[sizeIndex]
      return size.advances.indices.compactMap { index in
        size.advances[index].map { (composite.characters[index], $0) }
      }
    }

    /// The title maker the emitted file should build for a calibrated scale and size, built here.
    static func compositeTitle(_ run: CalibrationRun, at sizeIndex: Int) -> CompositeTitle? {
      guard let composite = run.composite else { return nil }
      let size = composite.sizes[sizeIndex]
      return try? CompositeTitle(
        placeholders: placeholders(run, at: sizeIndex), unit: size.unit.advanceUnit(size.configuration),
        model: run.fit.problem.model, scale: run.settings.scale, objective: composite.objective,
        guard: run.settings.guardCharacter.map { .character($0) } ?? .unguarded)
    }

    /// The title the library gives under the file's rule: the composite one at a calibrated
    /// size, else the count formula's placeholders between guards, as `RepeatedTitle(..., guard:)`
    /// writes them.
    func expectedTitle(width: Double, size: Double, scale: Double) -> String {
      guard let index = SwiftEmitterTests.calibrationIndex(scales, for: scale) else { return "" }
      let run = emitted.sorted[index]
      if run.composite != nil,
        let calibrated = SwiftEmitterTests.calibratedSize(emitted.calibratedSizes, for: size),
        let sizeIndex = run.composite?.sizes.firstIndex(where: { $0.size == calibrated }),
        let maker = makers[index][sizeIndex]
      {
        return maker.emptyTitle(for: width)
      }
      let count = SwiftEmitterTests.expectedCount(emitted, width: width, size: size, scale: scale)
      // A RepeatedTitle whose count is `count` for this width: minimumWidth 0, shiftFactor 1,
      // symbol width width / (count + 0.5) (exact enough for every count used here).
      guard count > 0, let guardCharacter = run.settings.guardCharacter else {
        return String(repeating: "\u{200A}", count: count)
      }
      let title = try? RepeatedTitle(
        symbolWidth: width / (Double(count) + 0.5), minimumWidth: 0, shiftFactor: 1, guard: guardCharacter)
      #expect(title?.count(for: width) == count)
      return title?.emptyTitle(for: width) ?? "?"
    }
  }

  /// A `main.swift` printing, per enum, each calibrated scale's and size's title maker (`maker` and
  /// `advance` lines) and the title of every scale, size and width (`title` lines, scalars in hex).
  static func compositeMainSource(_ cases: [Composed]) -> String {
    var lines = [
      "func hex(_ text: String) -> String {",
      "  text.unicodeScalars.isEmpty ? \"-\" : text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \",\")",
      "}",
      "var output = \"\"",
    ]
    for item in cases {
      let name = item.typeName
      let list = { (values: [Double]) in values.map(SwiftEmitter.literal).joined(separator: ", ") }
      if item.runs[0].composite != nil {
        lines += [
          "for (k, scale) in [\(list(item.scales))].enumerated() {",
          "  for (i, size) in [\(list(item.emitted.calibratedSizes))].enumerated() {",
          "    guard let maker = \(name).compositeTitle(fontSize: size, scale: scale) else { continue }",
          "    output += \"maker \(name) \\(k) \\(i) \\(maker.scale.bitPattern) \\(maker.objective.rawValue) \\(maker.guardCharacter.map { String($0.value, radix: 16) } ?? \"-\")\\n\"",
          "    for (scalar, advance) in zip(maker.placeholders, maker.advances) {",
          "      output += \"advance \(name) \\(k) \\(i) \\(String(scalar.value, radix: 16)) \\(advance.bitPattern)\\n\"",
          "    }",
          "  }",
          "}",
        ]
      }
      lines += [
        "for (k, scale) in [\(list(item.tryScales))].enumerated() {",
        "  for (i, size) in [\(list(item.sizes))].enumerated() {",
        "    for (j, width) in [\(list(item.widths))].enumerated() {",
        "      output += \"title \(name) \\(k) \\(i) \\(j) \\(hex(\(name).emptyTitle(for: width, fontSize: size, scale: scale)))\\n\"",
        "    }",
        "  }",
        "}",
      ]
    }
    lines.append("print(output, terminator: \"\")")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Compiles enums with the runtime's sources in one module and runs the program.
  static func compileWithRuntime(_ files: [String: String]) throws -> String {
    #expect(try SwiftProgram.runtimeSources().count >= 4)
    return try SwiftProgram(files: files, withRuntime: true).output()
  }

  /// Scalars written as the program writes them.
  static func hex(_ text: String) -> String {
    text.unicodeScalars.isEmpty
      ? "-" : text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",")
  }

  /// The title calibrate reported for a target: the guard, each character its count of times in
  /// the run's order, the guard.
  static func reportedTitle(_ run: CalibrationRun, _ title: CompositeSize.Title) -> String {
    guard let composite = run.composite else { return "" }
    var scalars = String.UnicodeScalarView()
    for (character, count) in zip(composite.characters, title.counts) {
      scalars.append(contentsOf: repeatElement(character, count: count))
    }
    guard !scalars.isEmpty, let guardCharacter = run.settings.guardCharacter else { return String(scalars) }
    return String(guardCharacter) + String(scalars) + String(guardCharacter)
  }

  @Test(
    "composite, @2x and @3x in one file: every scale's makers hold the run's advances, every target gets the title calibrate reported"
  )
  func compositeCompilesAndAgrees() throws {
    func runs(
      font: String? = nil, sizes: [Double] = (8...12).map(Double.init), hinting: HintingMode = .none,
      _ configure: @escaping (inout CalibrationSettings) -> Void
    ) throws -> [CalibrationRun] {
      try [3.0, 2.0].map { scale in
        try CalibrationRunFixtures.run(font: font, sizes: sizes, hinting: hinting) {
          configure(&$0)
          $0.scale = scale
        }
      }
    }
    var cases = [
      Composed(typeName: "TestFontComposite", runs: try runs(hinting: .full) { $0.method = .composite }),
      // UIKit's model and the profile's guard.
      Composed(
        typeName: "TestFontContextual",
        runs: try runs(sizes: [15]) {
          Profile.uikitContextual.apply(to: &$0, keeping: [])
          $0.method = .composite
        }),
      // UIKit's model without a guard: the file must say so, or the runtime would add one.
      Composed(
        typeName: "TestFontUnguarded",
        runs: try runs(sizes: [15]) {
          Profile.uikitContextual.apply(to: &$0, keeping: [])
          $0.guardCharacter = nil
          $0.method = .composite
        }),
      // A count run with a guard: its titles are guarded too.
      Composed(
        typeName: "TestFontGuarded", runs: try runs(hinting: .full) { $0.guardCharacter = "\u{200B}" }),
    ]
    if CalibrationRunFixtures.requireInter() {
      cases.append(
        Composed(
          typeName: "InterComposite",
          runs: try runs(font: CalibrationRunFixtures.inter, sizes: [8, 15, 17]) {
            $0.method = .composite
            $0.guardCharacter = "\u{200B}"
          }))
    }
    var files = ["main.swift": Self.compositeMainSource(cases)]
    for item in cases { files["\(item.typeName).swift"] = item.source }
    let output = try Self.compileWithRuntime(files)
    var printedMakers: [String: [[Int]: [String]]] = [:]
    var advances: [String: [[Int]: [(String, UInt64)]]] = [:]
    var titles: [String: [[Int]: String]] = [:]
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ").map(String.init)
      try #require(fields.count >= 5, "unexpected line '\(line)'")
      let k = try #require(Int(fields[2]))
      let i = try #require(Int(fields[3]))
      switch fields[0] {
      case "maker": printedMakers[fields[1], default: [:]][[k, i]] = Array(fields[4...])
      case "advance":
        advances[fields[1], default: [:]][[k, i], default: []].append((fields[4], UInt64(fields[5]) ?? 0))
      case "title":
        let j = try #require(Int(fields[4]))
        titles[fields[1], default: [:]][[k, i, j]] = fields[5]
      default: Issue.record("unexpected line '\(line)'")
      }
    }
    var reportedChecks = 0
    var offPixel = (targets: 0, differ: 0)
    for item in cases {
      let name = item.typeName
      let sorted = item.emitted.sorted
      // The makers: one per scale and calibrated size, with the run's kept characters and exact advances.
      if sorted[0].composite != nil {
        #expect(
          printedMakers[name]?.count == item.scales.count * item.emitted.calibratedSizes.count, "\(name)")
        for (k, run) in sorted.enumerated() {
          let composite = try #require(run.composite)
          for sizeIndex in composite.sizes.indices {
            let guardText = run.settings.guardCharacter.map { String($0.value, radix: 16) } ?? "-"
            #expect(
              printedMakers[name]?[[k, sizeIndex]]
                == ["\(run.settings.scale.bitPattern)", composite.objective.rawValue, guardText],
              "\(name) @\(run.settings.scale)x size \(sizeIndex)")
            let maker = try #require(item.makers[k][sizeIndex])
            let expected = zip(maker.placeholders, maker.advances).map {
              (String($0.0.value, radix: 16), $0.1.bitPattern)
            }
            let printed = advances[name]?[[k, sizeIndex]] ?? []
            #expect(printed.map(\.0) == expected.map(\.0), "\(name) size \(sizeIndex)")
            #expect(printed.map(\.1) == expected.map(\.1), "\(name) size \(sizeIndex)")
            #expect(!expected.isEmpty)
          }
        }
      } else {
        #expect(printedMakers[name] == nil)
      }
      // The titles: the library's under the file's rule, for every scale, size and width tried.
      let printed = try #require(titles[name])
      let (tryScales, sizes, widths) = (item.tryScales, item.sizes, item.widths)
      #expect(printed.count == tryScales.count * sizes.count * widths.count, "\(name)")
      for (k, scale) in tryScales.enumerated() {
        for (i, size) in sizes.enumerated() {
          for (j, width) in widths.enumerated() {
            #expect(
              printed[[k, i, j]] == Self.hex(item.expectedTitle(width: width, size: size, scale: scale)),
              "\(name) @\(scale)x size \(size) W \(width)")
          }
        }
      }
      // Every target of every calibrated scale and size: the title calibrate reported, for every
      // target on the scale's pixel grid; between pixels the runtime takes the pixel's title.
      for (k, run) in sorted.enumerated() {
        guard let composite = run.composite else { continue }
        for (i, size) in composite.sizes.enumerated() {
          for (j, reported) in size.titles.enumerated() {
            let scale = run.settings.scale
            let emittedTitle = printed[[k, i, j]]
            if (reported.width * scale).rounded() == reported.width * scale {
              #expect(
                emittedTitle == Self.hex(Self.reportedTitle(run, reported)),
                "\(name) @\(scale)x \(size.size) pt W \(reported.width)")
              reportedChecks += 1
            } else {
              offPixel.targets += 1
              if emittedTitle != Self.hex(Self.reportedTitle(run, reported)) { offPixel.differ += 1 }
            }
          }
        }
      }
    }
    print(
      "emitted composite titles: \(reportedChecks) targets on a pixel give calibrate's title; \(offPixel.differ) of \(offPixel.targets) between pixels differ"
    )
    // The test font's five sizes on 321 targets and UIKit's two runs on 93: all at @2x, whole points at @3x.
    #expect(reportedChecks >= 5 * (321 + 161) + 2 * (93 + 47))
  }

  @Test(
    "Inter under UIKit's swipe model at 15 pt: titles for @3x miss targets at @2x, the two-scale file none"
  )
  func oneFileForEveryScale() throws {
    guard CalibrationRunFixtures.requireInter() else { return }
    let runs = try [3.0, 2.0].map { scale in
      try CalibrationRunFixtures.run(font: CalibrationRunFixtures.inter, sizes: [15]) {
        Profile.uikitContextual.apply(to: &$0, keeping: [])
        $0.method = .composite
        $0.scale = scale
      }
    }
    let font = try Font(path: CalibrationRunFixtures.inter)
    let model = ButtonModel.uikitSwipe(rounding: .pixels)
    let targets = runs[0].settings.targets
    #expect(targets.count == 93)
    /// The buttons a device of `scale` draws for titles, shaped whole by HarfBuzz there.
    func missed(_ titles: [String], scale: Double, targets: [Double]) throws -> Int {
      let configuration = RenderConfiguration(size: 15, scale: scale, hinting: .none)
      var misses = 0
      for (title, target) in zip(titles, targets) {
        let label = LabelWidth(try font.measure(title, configuration))
        if model.buttonWidth(label: label, scale: scale) != target { misses += 1 }
      }
      return misses
    }
    // Before: the file of @3x alone, as an app used it on an @2x phone (the file's rule takes the
    // only calibration for any scale). After: one file for both; the phone passes its scale, and
    // @1x takes the @2x titles.
    let main = """
      for (name, scale) in [("one", 2.0), ("both", 2.0), ("both", 3.0), ("both", 1.0)] {
        for width in [\(targets.map(SwiftEmitter.literal).joined(separator: ", "))] {
          let title = name == "one" ? OneScale.emptyTitle(for: width, fontSize: 15, scale: scale) : BothScales.emptyTitle(for: width, fontSize: 15, scale: scale)
          print(name, scale, title.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ","))
        }
      }
      """
    let output = try Self.compileWithRuntime([
      "main.swift": main, "BothScales.swift": SwiftEmitter(runs: runs, typeName: "BothScales").source(),
      "OneScale.swift": SwiftEmitter(runs: [runs[0]], typeName: "OneScale").source(),
    ])
    var titles: [String: [String]] = [:]
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      let scalars = fields[2].split(separator: ",").compactMap {
        UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
      }
      titles["\(fields[0]) \(fields[1])", default: []].append(String(String.UnicodeScalarView(scalars)))
    }
    let before = try missed(titles["one 2.0"] ?? [], scale: 2, targets: targets)
    let afterTwo = try missed(titles["both 2.0"] ?? [], scale: 2, targets: targets)
    // At @3x and @1x the targets on their grid (whole points) are exact; those between get the
    // nearest pixel's title.
    let wholePoints = targets.indices.filter { targets[$0] == targets[$0].rounded() }
    let afterThree = try missed(
      wholePoints.map { titles["both 3.0"]?[$0] ?? "" }, scale: 3, targets: wholePoints.map { targets[$0] })
    let afterOne = try missed(
      wholePoints.map { titles["both 1.0"]?[$0] ?? "" }, scale: 1, targets: wholePoints.map { targets[$0] })
    print(
      "Inter 15 pt, uikit-swipe, 93 targets 74...120 pt step 0.5 shaped by HarfBuzz: the @3x file on an @2x phone misses \(before); the @2x-and-@3x file misses \(afterTwo) at @2x, \(afterThree) of \(wholePoints.count) at @3x and \(afterOne) of \(wholePoints.count) at @1x"
    )
    #expect(before == 20)
    #expect(afterTwo == 0)
    #expect(afterThree == 0)
    #expect(afterOne == 0)
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
    #expect(composite.contains("    case (2.0, 12.0): return composite4\n"))
    #expect(composite.contains("  /// @2x, 12 pt: the "))
    #expect(!composite.contains("guardCharacter"))
    #expect(composite.contains("guard: .unguarded)"))
    #expect(!Self.hasForceUnwrap(composite))
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
      "unit: .fontUnits(unitsPerEm: 2048, fontSize: 15.0), model: model,",
      "scale: 2.0, objective: objective, guard: .character(guardCharacter))",
      "// Guard U+200B ZERO WIDTH SPACE at both ends of every non-empty title",
      "under UIKit's swipe-button model (label rounded up to pixels).",
      "// The titles are exact only if the button draws its title in that font.",
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
    #expect(!guarded.contains("static let composite"))
  }

  @Test(
    "type names: a letter or _, then letters, digits or _, no keyword, no type the file uses",
    arguments: [
      ("PlaceholderCalibration", true), ("InterTitles2x", true), ("_Titles", true), ("t", true),
      ("", false), ("2Titles", false), ("Inter-Titles", false), ("Inter Titles", false), ("Titles!", false),
      ("enum", false), ("Self", false), ("Type", false), ("_", false), ("Double", false), ("Entry", false),
      ("Calibration", false), ("CompositeTitle", false), ("Titlés", false), ("`Titles`", false),
    ] as [(String, Bool)])
  func typeNames(name: String, valid: Bool) {
    #expect(SwiftEmitter.isValidTypeName(name) == valid)
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
