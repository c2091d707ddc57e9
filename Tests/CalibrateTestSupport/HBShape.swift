import Foundation
import Testing
import TextMetrics

/// Runs HarfBuzz's own `hb-shape` command, the independent reference for every advance.
///
/// Every request names the OpenType shaper (`--shapers=ot`), as the tool shapes: Debian's
/// HarfBuzz would otherwise pick graphite2 for fonts with Graphite tables.
package enum HBShape {
  package static let executable = "/usr/bin/hb-shape"
  /// The shaper every request asks for.
  static let shapers = "--shapers=ot"

  /// One glyph of hb-shape's output.
  package struct Glyph: Equatable, CustomStringConvertible {
    package var glyphID: Int
    package var cluster: Int
    package var xAdvance: Int
    package var xOffset: Int
    package var yOffset: Int
    /// Creates a glyph.
    package init(glyphID: Int, cluster: Int, xAdvance: Int, xOffset: Int, yOffset: Int) {
      self.glyphID = glyphID
      self.cluster = cluster
      self.xAdvance = xAdvance
      self.xOffset = xOffset
      self.yOffset = yOffset
    }

    package var description: String { "\(glyphID)=\(cluster)@\(xOffset),\(yOffset)+\(xAdvance)" }
  }

  /// Shapes many requests in one `hb-shape --batch` process.
  ///
  /// - Parameter requests: hb-shape argument lists, one per run (no `;` inside arguments).
  /// - Returns: The glyphs of each run, in order.
  package static func batch(_ requests: [[String]]) throws -> [[Glyph]] {
    try outputLines(requests.map { ["--no-glyph-names"] + $0 }).map(parse)
  }

  /// The glyph names of each run, for matching glyphs with a metrics file such as an AFM.
  ///
  /// - Parameter requests: hb-shape argument lists, one per run.
  /// - Returns: The names of each run's glyphs, in order.
  package static func glyphNames(_ requests: [[String]]) throws -> [[String]] {
    try outputLines(requests).map { line in
      let body = line.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
      guard !body.isEmpty else { return [] }
      return body.split(separator: "|").map { String($0.split(separator: "=", maxSplits: 1)[0]) }
    }
  }

  /// Runs `hb-shape --batch` and returns one output line per request.
  private static func outputLines(_ requests: [[String]]) throws -> [String] {
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      throw ReferenceError.missing(
        "hb-shape is not installed: run `make test`, which installs libharfbuzz-bin")
    }
    // A reference that exits early must fail the test, not kill the test process.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--batch"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let lines = requests.map { $0.joined(separator: ";") + "\n" }.joined()
    // Write on another thread so a full output pipe cannot deadlock us.
    let writer = Thread {
      input.fileHandleForWriting.write(Data(lines.utf8))
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    let runs = text.split(separator: "\n").map(String.init)
    guard runs.count == requests.count else {
      throw ReferenceError.missing("hb-shape answered \(runs.count) runs for \(requests.count) requests")
    }
    return runs
  }

  /// Parses `[12=0+256|13=1@-5,0+200]`.
  package static func parse(_ line: String) -> [Glyph] {
    let body = line.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
    guard !body.isEmpty else { return [] }
    return body.split(separator: "|").map { item in
      let parts = item.split(separator: "=", maxSplits: 1)
      let glyphID = Int(parts[0]) ?? -1
      var rest = Substring(parts.count > 1 ? parts[1] : "")
      var xOffset = 0
      var yOffset = 0
      let advanceSplit = rest.split(separator: "+", maxSplits: 1)
      let xAdvance = advanceSplit.count > 1 ? Int(advanceSplit[1]) ?? -1 : 0
      rest = advanceSplit[0]
      let clusterSplit = rest.split(separator: "@", maxSplits: 1)
      let cluster = Int(clusterSplit[0]) ?? -1
      if clusterSplit.count > 1 {
        let offsets = clusterSplit[1].split(separator: ",")
        xOffset = Int(offsets[0]) ?? 0
        yOffset = offsets.count > 1 ? Int(offsets[1]) ?? 0 : 0
      }
      return Glyph(glyphID: glyphID, cluster: cluster, xAdvance: xAdvance, xOffset: xOffset, yOffset: yOffset)
    }
  }

  /// Arguments for the unhinted run hb-shape computes in font units with HarfBuzz's own
  /// OpenType functions.
  package static func unhinted(
    font: String, unicodes: [Unicode.Scalar], variations: String? = nil
  ) -> [String] {
    var arguments = [shapers, "--font-size=upem"]
    if let variations { arguments.append("--variations=\(variations)") }
    return arguments + [unicodeArgument(unicodes), font]
  }

  /// Arguments for an unhinted run in font units read through FreeType, for formats HarfBuzz
  /// cannot read itself (Type 1): a font size of `unitsPerEm` makes FreeType's scale exactly 1.
  package static func unhintedFreeType(
    font: String, faceIndex: Int = 0, unitsPerEm: Int, unicodes: [Unicode.Scalar]
  ) -> [String] {
    [
      shapers, "--font-funcs=ft", "--face-index=\(faceIndex)", "--font-size=\(unitsPerEm)",
      unicodeArgument(unicodes), font,
    ]
  }

  /// Arguments for a FreeType-hinted run in 26.6 at a configuration's size, whole or fractional.
  ///
  /// With `--font-funcs=ft`, hb-shape hands its font scale (`--font-size`) to `FT_Set_Char_Size`
  /// as a 26.6 character size at 72 dpi (`_hb_ft_hb_font_changed` in HarfBuzz's `hb-ft.cc`), so
  /// `--font-size` is the 26.6 size calibrate sets (``ReferenceSizes/charSize26Dot6(size:scale:)``)
  /// and glyphs load at exactly its FreeType size. No `--font-ppem`: a HarfBuzz font made from a
  /// FreeType face has no pixels per em (`hb_ft_font_changed` leaves them unset in HarfBuzz 6.0),
  /// so the reference has none either.
  ///
  /// - Parameters:
  ///   - font: The font file.
  ///   - faceIndex: The face within a collection.
  ///   - configuration: Size, scale and hinting: `FT_LOAD_DEFAULT` (0) full, `FT_LOAD_TARGET_LIGHT`
  ///     (1 << 16) light, `FT_LOAD_NO_HINTING` (2) none.
  ///   - unicodes: The text.
  ///   - variations: Axis settings, as `--variations` takes them.
  package static func hinted(
    font: String, faceIndex: Int = 0, configuration: RenderConfiguration, unicodes: [Unicode.Scalar],
    variations: String? = nil
  ) -> [String] {
    let loadFlags: Int
    switch configuration.hinting {
    case .full: loadFlags = 0
    case .light: loadFlags = 1 << 16
    case .none: loadFlags = 2
    }
    let charSize = ReferenceSizes.charSize26Dot6(size: configuration.size, scale: configuration.scale)
    var arguments = [
      shapers, "--font-funcs=ft", "--face-index=\(faceIndex)", "--ft-load-flags=\(loadFlags)",
      "--font-size=\(charSize)",
    ]
    if let variations { arguments.append("--variations=\(variations)") }
    return arguments + [unicodeArgument(unicodes), font]
  }

  /// The arguments for the default shaper choice instead of the OpenType shaper.
  package static func withDefaultShapers(_ arguments: [String]) -> [String] {
    arguments.filter { $0 != shapers }
  }

  /// The arguments with another shaper list.
  package static func withShapers(_ list: String, _ arguments: [String]) -> [String] {
    arguments.map { $0 == shapers ? "--shapers=\(list)" : $0 }
  }

  private static func unicodeArgument(_ scalars: [Unicode.Scalar]) -> String {
    "--unicodes=" + scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: ",")
  }
}

package enum ReferenceError: Error, CustomStringConvertible {
  case missing(String)
  package var description: String {
    switch self {
    case .missing(let message): return message
    }
  }
}
