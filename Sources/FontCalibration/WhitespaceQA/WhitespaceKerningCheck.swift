import CalibrateSupport
import TextMetrics

/// `whitespace/kerning`: no letter or digit is kerned against a space (by `GPOS` or `kern`): a
/// kerned junction moves the text after the space, so spaces no longer align it. One WARN per space
/// character that is kerned, listing its junctions, largest first.
enum WhitespaceKerningCheck {
  /// How many junctions a message names before it counts the rest.
  static let listed = 8

  static func run(_ facts: WhitespaceFacts) -> [QAFinding] {
    var findings: [QAFinding] = []
    for space in facts.sizedSpaces {
      let junctions = facts.kerning.filter { $0.space == space.scalar }
      guard !junctions.isEmpty else { continue }
      let ordered = junctions.sorted {
        abs($0.shift) != abs($1.shift)
          ? abs($0.shift) > abs($1.shift) : $0.neighbour.value < $1.neighbour.value
      }
      let named = ordered.prefix(listed).map { describe($0, facts.unitsPerEm) }
      let more = ordered.count > listed ? ", and \(ordered.count - listed) more" : ""
      let letters = Set(junctions.map(\.neighbour)).count
      findings.append(
        QAFinding(
          .kerning, .warn, space.scalar,
          "\(space.character.label) is kerned against \(letters) letter\(letters == 1 ? "" : "s") and digit\(letters == 1 ? "" : "s"): \(named.joined(separator: ", "))\(more)",
          junctions: ordered))
    }
    if findings.isEmpty {
      findings.append(
        QAFinding(
          .kerning, .pass, nil,
          "no letter or digit is kerned against a space (\(facts.kerningNeighbours) letters and digits beside \(facts.sizedSpaces.count) spaces)"
        ))
    }
    return findings
  }

  /// `␣T −40 units (−1.95% em)`: the pair in text order, with `␣` for the space, how far the
  /// second glyph moves, and the pair's change of width when that is another amount.
  static func describe(_ junction: KerningJunction, _ unitsPerEm: Int) -> String {
    let letter = String(Character(junction.neighbour))
    let pair = junction.spaceFirst ? "␣" + letter : letter + "␣"
    var text = "\(pair) \(signed(junction.shift)) units (\(signed(percent: junction.shift, unitsPerEm)) em)"
    if junction.widthChange != junction.shift {
      text += ", pair width \(junction.widthChange == 0 ? "±0" : signed(junction.widthChange))"
    }
    return text
  }

  private static func signed(_ value: Int) -> String {
    value > 0 ? "+\(value)" : value < 0 ? "−\(-value)" : "0"
  }

  private static func signed(percent value: Int, _ unitsPerEm: Int) -> String {
    let text = QAWording.percent(Double(abs(value)), unitsPerEm)
    return value > 0 ? "+" + text : value < 0 ? "−" + text : text
  }
}
