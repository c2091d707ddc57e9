import CalibrateTestSupport
import FontCalibration
import Foundation
import PlaceholderTitle
import Testing
import TextMetrics

@testable import CalibrationReport
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
    return PlaceholderTitle(symbolWidth: symbolWidth, constants: fit.global.constants).count(for: width)
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

  /// The Swift compiler of the toolchain running the tests.
  static func swiftc() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let candidates =
      path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs a program in a folder and returns its status, output and diagnostics.
  static func run(
    _ executable: String, _ arguments: [String], in folder: URL
  ) throws -> (Int32, String, String) {
    let outcome = try BuiltTool(executable: executable).run(arguments, timeout: 600, workingDirectory: folder)
    return (outcome.status, outcome.standardOutput, outcome.standardError)
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
    }
    let swiftc = try #require(Self.swiftc(), "no swiftc found on PATH or in /opt/swift/usr/bin")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files = ["main.swift"]
    try Self.mainSource(cases).write(
      to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    for emitted in cases {
      let file = "\(emitted.typeName).swift"
      try emitted.source.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
      files.append(file)
    }
    // One compiler run for everything: it is the slow part.
    let (status, _, diagnostics) = try Self.run(
      swiftc, ["-swift-version", "6", "-Onone", "-module-name", "EmittedCheck", "-o", "check"] + files,
      in: folder)
    try #require(status == 0, "swiftc failed:\n\(diagnostics)")
    let (runStatus, output, runErrors) = try Self.run(
      folder.appendingPathComponent("check").path, [], in: folder)
    try #require(runStatus == 0, "the compiled check failed: \(runErrors)")

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
        "// PlaceholderCalibration.swift: generated by calibrate \(ResultDocument.toolVersion)"))
    for fact in [
      "Font: Calibrate Test Regular (CalibrateTest.ttf, 2048 units/em, TrueType)",
      "Font SHA-256: \(run.fontDigest)",
      "Rendered at scale 2, hinting full; placeholder U+200A HAIR SPACE",
      "Sizes 8...12 pt; padding 30 pt; targets 40...200 pt step 0.5; objective minimax",
      "enum PlaceholderCalibration {",
      "static let placeholder = \"\\u{200A}\"",
      "static let padding: Double = 30.0",
      "static let maximumCount = \(PlaceholderTitle.maximumCount)",
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
