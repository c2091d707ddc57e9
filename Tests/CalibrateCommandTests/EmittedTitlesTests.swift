import CalibrateTestSupport
import Foundation
import Testing

/// `--emit swift` of a composite run at `--scale 2,3`, one file compiled against the runtime as an
/// app compiles it, gives every device pixel of each scale the very title `--method composite
/// --format json` reports at that scale, with the same error: the app gets what the tool says, on
/// either phone.
@Suite("Emitted Swift reproduces the tool's composite titles")
struct EmittedTitlesTests {
  /// The parts of the JSON this test reads, decoded with Foundation's decoder.
  struct Document: Decodable {
    struct Composite: Decodable {
      var sizes: [Size]
    }
    struct Size: Decodable {
      var size: Double
      var characters: [String]
      var titles: [Title]?
    }
    struct Title: Decodable {
      var width: Double
      var counts: [Int]
      var error: Double
    }
    var composite: Composite?
  }

  /// One calibration: a font, hinting and sizing model, at two sizes and two scales.
  struct Case: CustomStringConvertible {
    var font: String
    var hinting: String
    var uikit: Bool
    static let sizes = [15.0, 17.0]
    static let scales = [2.0, 3.0]

    /// The arguments of the emitted file, which serves both scales.
    var emitArguments: [String] {
      ["--font", font, "--sizes", "15,17", "--scale", "2,3", "--hinting", hinting, "--method", "composite"]
        + ["--guard", "U+200B", "--widths", "74...120"]
        + (uikit ? ["--model", "uikit-swipe"] : ["--padding", "12"])
        + ["--emit", "swift"]
    }
    /// The arguments of the report at one scale, with a target on every pixel.
    func jsonArguments(scale: Double) -> [String] {
      [
        "--font", font, "--sizes", "15,17", "--scale", "\(scale)", "--hinting", hinting, "--method",
        "composite",
      ]
        + ["--guard", "U+200B", "--widths", "74...120", "--step", "\(1 / scale)"]
        + (uikit ? ["--model", "uikit-swipe"] : ["--padding", "12"]) + ["--format", "json"]
    }
    static func pixels(_ scale: Double) -> ClosedRange<Int> {
      Int((74 * scale).rounded())...Int((120 * scale).rounded())
    }
    var description: String {
      "\(URL(fileURLWithPath: font).lastPathComponent) \(hinting) \(uikit ? "uikit-swipe" : "plain")"
    }
  }

  /// `U+200A` as a string of that scalar.
  static func scalar(_ notation: String) -> String {
    guard let value = UInt32(notation.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) else {
      return "?"
    }
    return String(scalar)
  }

  /// Scalars in hex, as the compiled program prints them; `-` for the empty title.
  static func hex(_ text: String) -> String {
    text.unicodeScalars.isEmpty
      ? "-" : text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",")
  }

  @Test(
    "every pixel of 74...120 pt at @2x and @3x from one file: the title and error are the JSON's, unhinted and full"
  )
  func everyTitle() throws {
    var cases: [Case] = []
    for font in [TestFonts.inter, TestFonts.roboto] where TestFonts.require(font) {
      for hinting in ["none", "full"] {
        for uikit in [true, false] { cases.append(Case(font: font, hinting: hinting, uikit: uikit)) }
      }
    }
    var files: [String: String] = [:]
    var main = [
      "func hex(_ text: String) -> String {",
      "  text.unicodeScalars.isEmpty ? \"-\" : text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \",\")",
      "}",
    ]
    var expected: [String: (title: String, error: Double)] = [:]
    for (index, item) in cases.enumerated() {
      let name = "Emitted\(index)"
      let emitted = try CalibrateExecutable.run(item.emitArguments + ["--swift-name", name])
      try #require(emitted.status == 0, "\(item): \(emitted.standardError)")
      #expect(emitted.standardOutput.contains("enum \(name) {"))
      files["\(name).swift"] = emitted.standardOutput
      for scale in Case.scales {
        let json = try CalibrateExecutable.run(item.jsonArguments(scale: scale))
        try #require(json.status == 0, "\(item): \(json.standardError)")
        let document = try JSONDecoder().decode(Document.self, from: Data(json.standardOutput.utf8))
        let sizes = try #require(document.composite?.sizes)
        #expect(sizes.map(\.size) == Case.sizes)
        for size in sizes {
          let titles = try #require(size.titles, "\(item): no titles in the JSON")
          #expect(titles.count == Case.pixels(scale).count, "\(item) @\(scale)x")
          for title in titles {
            var text = ""
            for (character, count) in zip(size.characters, title.counts) {
              text += String(repeating: Self.scalar(character), count: count)
            }
            if !text.isEmpty { text = "\u{200B}" + text + "\u{200B}" }
            let pixel = Int((title.width * scale).rounded())
            expected["\(name) \(scale) \(size.size) \(pixel)"] = (Self.hex(text), title.error)
            // Under UIKit's model the tool finds an exact title for every pixel of these fonts.
            if item.uikit {
              #expect(abs(title.error) < 1e-9, "\(item) @\(scale)x \(size.size) pt W \(title.width)")
            }
          }
        }
      }
      main += [
        "for scale in [2.0, 3.0] {",
        "  for size in [15.0, 17.0] {",
        "    for pixel in Int((74 * scale).rounded())...Int((120 * scale).rounded()) {",
        "      let width = Double(pixel) / scale",
        "      let error = (\(name).compositeTitle(fontSize: size, scale: scale)?.composition(for: width)?.width ?? .nan) - width",
        "      print(\"\(name) \\(scale) \\(size) \\(pixel) \\(hex(\(name).emptyTitle(for: width, fontSize: size, scale: scale))) \\(error)\")",
        "    }",
        "  }",
        "}",
      ]
    }
    files["main.swift"] = main.joined(separator: "\n") + "\n"
    let output = try SwiftProgram(files: files, withRuntime: true).output()
    var compared = 0
    var missed: [String] = []
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ").map(String.init)
      try #require(fields.count == 6, "unexpected line '\(line)'")
      let key = fields[0...3].joined(separator: " ")
      let reported = try #require(expected[key], "no JSON title for \(key)")
      let error = try #require(Double(fields[5]))
      if fields[4] != reported.title || abs(error - reported.error) > 1e-9 {
        missed.append("\(key): emitted \(fields[4]) e \(error), JSON \(reported.title) e \(reported.error)")
      }
      compared += 1
    }
    let pixels = Case.scales.reduce(0) { $0 + Case.pixels($1).count } * Case.sizes.count
    print(
      "emitted titles: \(missed.count) of \(compared) differ from the JSON (\(cases.filter(\.uikit).count * pixels) under uikit-swipe), \(cases.count) files of two scales"
    )
    #expect(compared == expected.count)
    #expect(compared == cases.count * pixels)
    #expect(missed.isEmpty, "\(missed.prefix(10))")
  }

  // MARK: - The defaults

  /// A program that prints, for each emitted enum, scale 2 and 3, size 13 and 17 and pixel of
  /// 74...120 pt: the title in hex, whether UIKit's trim of whitespace empties it, `isExact(for:)`
  /// and the composition's error.
  static func defaultsMain(_ names: [String]) -> String {
    var lines = [
      "func hex(_ text: String) -> String {",
      "  text.unicodeScalars.isEmpty ? \"-\" : text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \",\")",
      "}",
      "/// whitespaceAndNewlineCharacterSet: the Z* categories, U+000A...U+000D and U+0085.",
      "func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {",
      "  switch scalar.properties.generalCategory {",
      "  case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true",
      "  default: return (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85",
      "  }",
      "}",
      "func emptiedByTrim(_ title: String) -> Bool {",
      "  !title.isEmpty && title.unicodeScalars.allSatisfy(isTrimmed)",
      "}",
    ]
    for name in names {
      lines += [
        "for scale in [2.0, 3.0] {",
        "  for size in [13.0, 17.0] {",
        "    for pixel in Int((74 * scale).rounded())...Int((120 * scale).rounded()) {",
        "      let width = Double(pixel) / scale",
        "      let title = \(name).emptyTitle(for: width, fontSize: size, scale: scale)",
        "      let maker = \(name).compositeTitle(fontSize: size, scale: scale)",
        "      let error = (maker?.composition(for: width)?.width ?? .nan) - width",
        "      print(\"\(name) \\(scale) \\(size) \\(pixel) \\(hex(title)) \\(emptiedByTrim(title)) \\(maker?.isExact(for: width) ?? false) \\(error)\")",
        "    }",
        "  }",
        "}",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test(
    "the defaults (--method composite --emit swift, Inter at 13 and 17 pt, @2x and @3x): no title emptied by UIKit's trim, isExact wherever the error is under half a pixel"
  )
  func defaultsSurviveTheTrim() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let arguments = [
      "--font", TestFonts.inter, "--sizes", "13,17", "--scale", "2,3", "--method", "composite",
    ]
    // The defaults, and the plain model named, whose titles are continuous widths.
    let variants: [(name: String, extra: [String])] = [("Defaults", []), ("Plain", ["--model", "plain"])]
    var files: [String: String] = [:]
    for variant in variants {
      let emitted = try CalibrateExecutable.run(
        arguments + variant.extra + ["--emit", "swift", "--swift-name", variant.name])
      try #require(emitted.status == 0, "\(emitted.standardError)")
      files["\(variant.name).swift"] = emitted.standardOutput
    }
    let defaults = try #require(files["Defaults.swift"])
    #expect(defaults.contains("under UIKit's swipe-button model (label rounded up to pixels)"))
    #expect(defaults.contains("static let model: ButtonModel = .uikitSwipe(rounding: .pixels)"))
    #expect(defaults.contains("guard: .character(guardCharacter)"))
    files["main.swift"] = Self.defaultsMain(variants.map(\.name))
    let output = try SwiftProgram(files: files, withRuntime: true).output()
    var titles: [String: Int] = [:]
    var emptied: [String: Int] = [:]
    var exact: [String: Int] = [:]
    var wrong: [String] = []
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ").map(String.init)
      try #require(fields.count == 8, "unexpected line '\(line)'")
      let name = fields[0]
      let scale = try #require(Double(fields[1]))
      let error = try #require(Double(fields[7]))
      titles[name, default: 0] += 1
      if fields[5] == "true" { emptied[name, default: 0] += 1 }
      if fields[6] == "true" { exact[name, default: 0] += 1 }
      // isExact is true exactly where the error is within half a pixel.
      if (fields[6] == "true") != (abs(error) * scale <= 0.5) { wrong.append(String(line)) }
    }
    for variant in variants {
      print(
        "\(variant.name): \(titles[variant.name] ?? 0) titles, \(emptied[variant.name] ?? 0) emptied by the trim, \(exact[variant.name] ?? 0) exact"
      )
    }
    #expect(titles["Defaults"] == 464 && titles["Plain"] == 464)
    #expect(emptied["Defaults"] == nil && emptied["Plain"] == nil, "\(emptied)")
    #expect(exact["Defaults"] == 464, "\(exact)")
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }

  @Test("--swift-access public: another module calls the emitted enum; internal keeps it to its own")
  func publicAccess() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let swiftc = try #require(SwiftProgram.swiftc)
    let folder = try CalibrateExecutable.temporaryFolder("swift-access")
    defer { try? FileManager.default.removeItem(at: folder) }
    let client = """
      import Titles

      let title: String = PlaceholderCalibration.emptyTitle(for: 100, fontSize: 15, scale: 3)
      let exact: Bool = PlaceholderCalibration.compositeTitle(fontSize: 15, scale: 3)?.isExact(for: 100) ?? false
      let count: Int = PlaceholderCalibration.count(for: 100, fontSize: 15, scale: 3)
      let calibrated: Bool = PlaceholderCalibration.isCalibrated(fontSize: 15, scale: 3)
      print(title.unicodeScalars.count, exact, count, calibrated)

      """
    try client.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    var errors: [String: [String]] = [:]
    for access in ["public", "internal"] {
      let emitted = try CalibrateExecutable.run(
        [
          "--font", TestFonts.inter, "--sizes", "15", "--scale", "3", "--method", "composite", "--emit",
          "swift",
        ]
          + ["--swift-access", access])
      try #require(emitted.status == 0, "\(emitted.standardError)")
      let module = folder.appendingPathComponent(access)
      try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
      let file = module.appendingPathComponent("Titles.swift")
      try emitted.standardOutput.write(to: file, atomically: true, encoding: .utf8)
      // The emitted file with the runtime's sources in one library module, as a framework holds them.
      let library = try BuiltTool(executable: swiftc).run(
        [
          "-swift-version", "6", "-parse-as-library", "-module-name", "Titles", "-package-name", "calibrate",
          "-emit-module", "-emit-module-path", module.appendingPathComponent("Titles.swiftmodule").path,
          file.path,
        ] + SwiftProgram.runtimeSources(), timeout: 600)
      try #require(library.status == 0, "\(access): \(library.standardError)")
      let typecheck = try BuiltTool(executable: swiftc).run(
        [
          "-swift-version", "6", "-typecheck", "-I", module.path,
          folder.appendingPathComponent("main.swift").path,
        ],
        timeout: 600)
      errors[access] = typecheck.standardError.split(separator: "\n").filter { $0.contains("error:") }.map(
        String.init)
    }
    #expect(errors["public"] == [], "\(errors["public"] ?? [])")
    #expect(
      errors["internal"]?.contains {
        $0.contains("'PlaceholderCalibration' is inaccessible")
          || $0.contains("cannot find 'PlaceholderCalibration'")
      } == true, "\(errors["internal"] ?? [])")
  }
}
