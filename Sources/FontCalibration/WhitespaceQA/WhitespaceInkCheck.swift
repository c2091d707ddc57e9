import CalibrateSupport
import TextMetrics

/// `whitespace/ink`: no whitespace character's glyph draws anything, in any of the forms a font
/// can draw with: an outline (`glyf`, `CFF `, `CFF2`), colour layers or paint (`COLR`), an `SVG `
/// document, or an embedded bitmap. U+1680 OGHAM SPACE MARK is visible by design and left out.
enum WhitespaceInkCheck {
  static func run(_ facts: WhitespaceFacts) -> [QAFinding] {
    var findings: [QAFinding] = []
    var clean: [String] = []
    for entry in facts.characters {
      if let glyph = entry.glyphID, let failure = entry.inkFailure {
        findings.append(
          QAFinding(
            .ink, .fail, entry.scalar,
            "\(entry.character.label) (glyph \(glyph)) cannot be loaded to see what it draws, so text engines may fail on it too: \(failure)"
          ))
        continue
      }
      guard let glyph = entry.glyphID, let ink = entry.ink else { continue }
      if entry.scalar == WhitespaceCharacter.visibleSpace {
        if ink.hasInk {
          findings.append(
            QAFinding(
              .ink, .info, entry.scalar,
              "\(entry.character.label) (glyph \(glyph)) draws \(describe(ink)): Unicode shows it as a visible stem line, so it is not checked"
            ))
        }
        continue
      }
      if ink.hasInk {
        findings.append(
          QAFinding(
            .ink, .fail, entry.scalar,
            "\(entry.character.label) (glyph \(glyph)) draws \(describe(ink)); a whitespace glyph must draw nothing"
          ))
      } else {
        clean.append(ScalarNotation.format(entry.scalar))
      }
    }
    if !clean.isEmpty {
      findings.append(
        QAFinding(
          .ink, .pass, nil,
          "\(clean.count) whitespace glyph\(clean.count == 1 ? "" : "s") draw nothing (\(clean.joined(separator: ", ")))"
        ))
    }
    return findings
  }

  /// What a glyph draws, in words.
  static func describe(_ ink: GlyphInk) -> String {
    var parts: [String] = []
    if let outline = ink.outline, outline.encloses {
      let box = outline.box
      parts.append(
        "an outline of \(outline.contours) contour\(outline.contours == 1 ? "" : "s") and \(outline.points) points, \(box.xMax - box.xMin) × \(box.yMax - box.yMin) units (x \(box.xMin)...\(box.xMax), y \(box.yMin)...\(box.yMax))"
      )
    }
    if ink.hasColorLayers { parts.append("COLR colour layers") }
    if ink.hasColorPaint { parts.append("a COLR paint graph") }
    if let length = ink.svgDocumentLength { parts.append("an SVG document (\(length) bytes)") }
    if !ink.bitmapStrikes.isEmpty {
      parts.append("bitmaps at \(ink.bitmapStrikes.map(String.init).joined(separator: ", ")) ppem")
    }
    return parts.joined(separator: ", ")
  }
}
