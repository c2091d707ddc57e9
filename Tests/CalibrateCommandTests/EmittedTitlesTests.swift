import CalibrateTestSupport
import Foundation
import Testing

/// `--emit swift` of a composite run, compiled against the runtime as an app compiles it, gives
/// every device pixel the very title `--method composite --format json` reports, with the same
/// error: the app gets what the tool says.
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

  /// One calibration: a font, hinting, scale and sizing model, at two sizes.
  struct Case: CustomStringConvertible {
    var font: String
    var hinting: String
    var scale: Double
    var uikit: Bool
    static let sizes = [15.0, 17.0]

    var arguments: [String] {
      [
        "--font", font, "--sizes", "15,17", "--scale", "\(scale)", "--hinting", hinting, "--method",
        "composite",
        "--guard", "U+200B", "--widths", "74...120", "--step", "\(1 / scale)",
      ] + (uikit ? ["--model", "uikit-swipe"] : ["--padding", "12"])
    }
    var pixels: ClosedRange<Int> { Int((74 * scale).rounded())...Int((120 * scale).rounded()) }
    var description: String {
      "\(URL(fileURLWithPath: font).lastPathComponent) \(hinting) @\(Int(scale))x \(uikit ? "uikit-swipe" : "plain")"
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
    "every pixel of 74...120 pt: the emitted title and error are the JSON's, unhinted and full, @2x and @3x")
  func everyTitle() throws {
    var cases: [Case] = []
    for font in [TestFonts.inter, TestFonts.roboto] where TestFonts.require(font) {
      for hinting in ["none", "full"] {
        for scale in [2.0, 3.0] {
          for uikit in [true, false] {
            cases.append(Case(font: font, hinting: hinting, scale: scale, uikit: uikit))
          }
        }
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
      let emitted = try CalibrateExecutable.run(item.arguments + ["--emit", "swift"])
      try #require(emitted.status == 0, "\(item): \(emitted.standardError)")
      files["\(name).swift"] = emitted.standardOutput.replacingOccurrences(
        of: "PlaceholderCalibration", with: name)
      let json = try CalibrateExecutable.run(item.arguments + ["--format", "json"])
      try #require(json.status == 0, "\(item): \(json.standardError)")
      let document = try JSONDecoder().decode(Document.self, from: Data(json.standardOutput.utf8))
      let sizes = try #require(document.composite?.sizes)
      #expect(sizes.map(\.size) == Case.sizes)
      for size in sizes {
        let titles = try #require(size.titles, "\(item): no titles in the JSON")
        #expect(titles.count == item.pixels.count, "\(item)")
        for title in titles {
          var text = ""
          for (character, count) in zip(size.characters, title.counts) {
            text += String(repeating: Self.scalar(character), count: count)
          }
          if !text.isEmpty { text = "\u{200B}" + text + "\u{200B}" }
          let pixel = Int((title.width * item.scale).rounded())
          expected["\(name) \(size.size) \(pixel)"] = (Self.hex(text), title.error)
          // Under UIKit's model the tool finds an exact title for every pixel of these fonts.
          if item.uikit { #expect(abs(title.error) < 1e-9, "\(item) \(size.size) pt W \(title.width)") }
        }
      }
      main += [
        "for size in [15.0, 17.0] {",
        "  for pixel in \(item.pixels.lowerBound)...\(item.pixels.upperBound) {",
        "    let width = Double(pixel) / \(item.scale)",
        "    let error = (\(name).compositeTitle(for: size)?.composition(for: width)?.width ?? .nan) - width",
        "    print(\"\(name) \\(size) \\(pixel) \\(hex(\(name).emptyTitle(for: width, fontSize: size))) \\(error)\")",
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
      try #require(fields.count == 5, "unexpected line '\(line)'")
      let key = fields[0...2].joined(separator: " ")
      let reported = try #require(expected[key], "no JSON title for \(key)")
      let error = try #require(Double(fields[4]))
      if fields[3] != reported.title || abs(error - reported.error) > 1e-9 {
        missed.append("\(key): emitted \(fields[3]) e \(error), JSON \(reported.title) e \(reported.error)")
      }
      compared += 1
    }
    let uikitPixels = cases.filter(\.uikit).reduce(0) { $0 + 2 * $1.pixels.count }
    print(
      "emitted titles: \(missed.count) of \(compared) differ from the JSON (\(uikitPixels) under uikit-swipe)"
    )
    #expect(compared == expected.count)
    #expect(compared == cases.reduce(0) { $0 + 2 * $1.pixels.count })
    #expect(missed.isEmpty, "\(missed.prefix(10))")
  }
}
