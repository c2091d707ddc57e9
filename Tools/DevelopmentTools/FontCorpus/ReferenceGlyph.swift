/// One glyph `hb-shape --no-glyph-names` printed: `12=0@-5,0+256`.
///
/// Threading: a plain value; `Sendable`.
struct ReferenceGlyph: Sendable, Equatable {
  var glyphID: Int
  var cluster: Int
  var xOffset: Int
  var yOffset: Int
  var xAdvance: Int

  /// Parses one output line, `[12=0+256|13=1@-5,0+200]`, or returns `nil` when it is not one
  /// (an error message).
  static func parseLine(_ line: Substring) -> [ReferenceGlyph]? {
    var body = line.drop { $0 == " " }
    guard body.first == "[", body.last == "]" else { return nil }
    body = body.dropFirst().dropLast()
    guard !body.isEmpty else { return [] }
    var glyphs: [ReferenceGlyph] = []
    for item in body.split(separator: "|") {
      guard let glyph = parseGlyph(item) else { return nil }
      glyphs.append(glyph)
    }
    return glyphs
  }

  private static func parseGlyph(_ item: Substring) -> ReferenceGlyph? {
    let idAndRest = item.split(separator: "=", maxSplits: 1)
    guard idAndRest.count == 2, let glyphID = Int(idAndRest[0]) else { return nil }
    let positionAndAdvance = idAndRest[1].split(separator: "+", maxSplits: 1)
    guard positionAndAdvance.count == 2, let xAdvance = Int(positionAndAdvance[1]) else { return nil }
    let clusterAndOffset = positionAndAdvance[0].split(separator: "@", maxSplits: 1)
    guard let cluster = Int(clusterAndOffset[0]) else { return nil }
    var xOffset = 0
    var yOffset = 0
    if clusterAndOffset.count == 2 {
      let offsets = clusterAndOffset[1].split(separator: ",")
      guard offsets.count == 2, let x = Int(offsets[0]), let y = Int(offsets[1]) else { return nil }
      xOffset = x
      yOffset = y
    }
    return ReferenceGlyph(
      glyphID: glyphID, cluster: cluster, xOffset: xOffset, yOffset: yOffset, xAdvance: xAdvance)
  }
}
