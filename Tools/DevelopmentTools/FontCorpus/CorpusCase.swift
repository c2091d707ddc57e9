/// One size of one measured face and configuration: what `calibrate` reported, and how it is
/// compared with `hb-shape`.
///
/// The comparison applies `calibrate`'s own definitions to hb-shape's glyphs: the placeholder's
/// glyph is the first glyph of one copy shaped alone, its advance the sum of that string's
/// advances, and a run is uniform when every copy of a run shaped to that glyph and advance with
/// no offset.
///
/// Threading: a plain value; `Sendable`.
struct CorpusCase: Sendable, Equatable {
  /// The placeholder `calibrate batch` measures by default.
  static let placeholder: Unicode.Scalar = "\u{200A}"
  /// How many copies `calibrate`'s run check shapes (`Font.placeholder(_:_:runLength:)`).
  static let runCopies = 16

  var path: String
  var faceIndex: Int
  var unitsPerEm: Int
  /// Whether HarfBuzz reads the file's tables itself (see ``ReferenceRequest/readsTables(header:)``).
  var readsTables: Bool
  var hinting: String
  var scale: Double
  /// What `calibrate` reported at this size.
  var measured: MeasuredRecord.SizePart

  /// The pixel size hb-shape is given: size × scale, which the options keep whole.
  var pixelsPerEm: Int { Int((measured.size * scale).rounded()) }

  /// Where the case is, for messages: `PATH#0 full 12 pt @2x`.
  var label: String {
    "\(path)#\(faceIndex) \(hinting) \(Self.number(measured.size)) pt @\(Self.number(scale))x"
  }

  /// The two hb-shape requests: one placeholder, then a run of copies.
  var requests: [[String]] {
    [
      ReferenceRequest.Text.single(Self.placeholder), .run(Self.placeholder, copies: Self.runCopies),
    ].map {
      ReferenceRequest.arguments(
        path: path, faceIndex: faceIndex, readsTables: readsTables, unitsPerEm: unitsPerEm, hinting: hinting,
        pixelsPerEm: pixelsPerEm, text: $0)
    }
  }

  /// Compares the case with hb-shape's answers to ``requests``.
  ///
  /// - Parameters:
  ///   - single: The glyphs of one placeholder.
  ///   - run: The glyphs of the run.
  /// - Returns: `nil` when every value agrees, else a line saying what differs.
  func mismatch(single: [ReferenceGlyph], run: [ReferenceGlyph]) -> String? {
    let glyph = single.first?.glyphID ?? 0
    let advance = single.reduce(0) { $0 + $1.xAdvance }
    let uniform =
      run.count == Self.runCopies
      && run.allSatisfy {
        $0.glyphID == glyph && $0.xAdvance == advance && $0.xOffset == 0 && $0.yOffset == 0
      }
    guard glyph != measured.glyph || advance != measured.advanceUnits || uniform != measured.uniform else {
      return nil
    }
    func describe(_ glyph: Int, _ advance: Int, _ uniform: Bool) -> String {
      "glyph \(glyph) advance \(advance) run \(uniform ? "uniform" : "not uniform")"
    }
    return
      "\(label): calibrate \(describe(measured.glyph, measured.advanceUnits, measured.uniform)); hb-shape \(describe(glyph, advance, uniform))"
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
