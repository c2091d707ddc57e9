import CalibrateSupport
import TextMetrics

/// `whitespace/hinting`: hinted at every pixel size of the QA (text of 8...40 pt at @1x, @2x and
/// @3x), in light and full hinting, no space renders 0 px and no two spaces meant to differ
/// render alike. WARN where it happens at a common UI size (11...17 pt at @1x, @2x, @3x), INFO
/// at other sizes.
enum WhitespaceHintingCheck {
  /// Pairs of spaces meant to differ, narrower first.
  static let apart: [(narrow: Unicode.Scalar, wide: Unicode.Scalar)] = [
    ("\u{200A}", "\u{2009}"), ("\u{2009}", "\u{0020}"), ("\u{2006}", "\u{2005}"), ("\u{2005}", "\u{2004}"),
    ("\u{2004}", "\u{2002}"), ("\u{2002}", "\u{2003}"),
  ]

  static func run(_ facts: WhitespaceFacts) -> [QAFinding] {
    var findings: [QAFinding] = []
    let common = QASettings.commonPPEMs
    for hinted in facts.hinted {
      let mode = "\(hinted.mode.rawValue) hinting"
      var clean = true
      func severity(_ ppems: [Int]) -> QASeverity { ppems.contains(where: common.contains) ? .warn : .info }
      func atCommon(_ ppems: [Int]) -> String {
        let hits = ppems.filter(common.contains)
        return hits.isEmpty ? "" : "; at common UI sizes: \(QAWording.ranges(hits)) ppem"
      }
      for space in facts.sizedSpaces {
        guard let advances = hinted.advances[space.scalar] else { continue }
        let zero = zip(hinted.ppems, advances).filter { $0.1 == 0 }.map(\.0)
        guard !zero.isEmpty else { continue }
        clean = false
        findings.append(
          QAFinding(
            .hinting, severity(zero), space.scalar,
            "\(space.character.label) renders 0 px in \(mode) at \(QAWording.ranges(zero)) ppem\(atCommon(zero))",
            ppems: zero))
      }
      for pair in apart {
        guard let narrow = facts.character(pair.narrow), let wide = facts.character(pair.wide),
          let narrowAdvance = narrow.advance, let wideAdvance = wide.advance, narrowAdvance < wideAdvance,
          let narrowPixels = hinted.advances[pair.narrow], let widePixels = hinted.advances[pair.wide]
        else { continue }
        let alike = hinted.ppems.indices.filter { narrowPixels[$0] == widePixels[$0] }
        guard !alike.isEmpty else { continue }
        clean = false
        let ppems = alike.map { hinted.ppems[$0] }
        let widths = Set(alike.map { narrowPixels[$0] }).sorted().map(QAWording.pixels)
        findings.append(
          QAFinding(
            .hinting, severity(ppems), pair.narrow,
            "\(narrow.character.label) renders as wide as \(wide.character.label) (\(widths.joined(separator: ", "))) in \(mode) at \(QAWording.ranges(ppems)) ppem\(atCommon(ppems))",
            ppems: ppems))
      }
      if clean {
        let range = "\(hinted.ppems.first ?? 0)...\(hinted.ppems.last ?? 0)"
        findings.append(
          QAFinding(
            .hinting, .pass, nil,
            "\(mode) at \(range) ppem: every space renders at least 1 px, and the spaces meant to differ stay apart"
              + (hinted.mode == .light ? " (light hinting keeps fractional advances)" : "")))
      }
    }
    return findings
  }
}
