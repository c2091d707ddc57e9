import CalibrateTestSupport
import Foundation

/// The characters fontconfig finds in a face (`fc-query --format '%{charset}'`).
///
/// fontconfig builds the set from FreeType's Unicode character map by walking it
/// (`FT_Get_Next_Char`), not through HarfBuzz: for a Type 1 font that map is the one FreeType
/// makes from the font's encoding and glyph names, the font's own charmap.
struct FontconfigCharset {
  static let executable = "/usr/bin/fc-query"

  /// The ranges of code points, as fontconfig prints them.
  var ranges: [ClosedRange<UInt32>]

  /// Reads the set of one face.
  ///
  /// - Parameters:
  ///   - path: The font file.
  ///   - faceIndex: The face within the file.
  /// - Throws: When fc-query is missing or fails.
  init(path: String, faceIndex: Int = 0) throws {
    guard FileManager.default.isExecutableFile(atPath: Self.executable) else {
      throw ReferenceError.missing("fc-query is not installed: run `make test`, which installs fontconfig")
    }
    let outcome = try BuiltTool(executable: Self.executable).run([
      "--index", String(faceIndex), "--format", "%{charset}", path,
    ])
    guard outcome.status == 0 else {
      throw ReferenceError.missing("fc-query failed on \(path)")
    }
    self.init(parsing: outcome.standardOutput)
  }

  /// Parses `20-7e a0-17f 2002`.
  init(parsing text: String) {
    ranges = text.split(whereSeparator: \.isWhitespace).compactMap { item in
      let bounds = item.split(separator: "-").compactMap { UInt32($0, radix: 16) }
      guard let first = bounds.first, let last = bounds.last, first <= last else { return nil }
      return first...last
    }
  }

  /// Whether the face maps the character.
  func contains(_ scalar: Unicode.Scalar) -> Bool {
    ranges.contains { $0.contains(scalar.value) }
  }
}
