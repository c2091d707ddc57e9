import CalibrateSupport
import TextMetrics

/// `whitespace/width`: each space against Unicode's definition of it, in font units.
///
/// Tolerance: a deviation of up to 2 units is rounding and passes; up to half a percent of the em
/// it is INFO; beyond that WARN, or FAIL where the definition is an identity text relies on (the
/// no-break space is the space) or an order (a hair space narrower than a thin space, narrower
/// than the space). When every em-based space of a face is its Unicode width times one factor
/// (Unicode: the em space "may scale by the condensation factor of a font"), that factor is one
/// WARN and each space is judged against its width times the factor. A face that declares a
/// fixed pitch has every space at the cell width instead.
enum WhitespaceWidthCheck {
  /// An em-based space: its character, its share of the em and that share in words.
  typealias EmSpace = (scalar: Unicode.Scalar, share: Double, words: String)

  /// The spaces Unicode defines as shares of the em.
  static let emSpaces: [EmSpace] = [
    ("\u{2002}", 1.0 / 2, "½ em"), ("\u{2003}", 1, "1 em"), ("\u{2004}", 1.0 / 3, "⅓ em"),
    ("\u{2005}", 1.0 / 4, "¼ em"), ("\u{2006}", 1.0 / 6, "⅙ em"),
  ]
  /// The quads and the spaces they are canonically equivalent to.
  static let quads: [(quad: Unicode.Scalar, space: Unicode.Scalar, share: Double, words: String)] = [
    ("\u{2000}", "\u{2002}", 1.0 / 2, "½ em"), ("\u{2001}", "\u{2003}", 1, "1 em"),
  ]
  /// The spaces Unicode gives a range or a fixed share of the em, judged without a factor.
  static let ranges: [(scalar: Unicode.Scalar, lower: Double, upper: Double, words: String)] = [
    ("\u{2009}", 1.0 / 6, 1.0 / 5, "⅙–⅕ em"), ("\u{200A}", 1.0 / 16, 1.0 / 10, "1/16–1/10 em"),
    ("\u{205F}", 4.0 / 18, 4.0 / 18, "4/18 em"), ("\u{3000}", 1, 1, "1 em"),
  ]
  /// The characters of no width.
  static let zeroWidth: [Unicode.Scalar] = ["\u{200B}", "\u{2060}", "\u{FEFF}"]
  /// The spaces in the order of their widths: hair, thin, space.
  static let order: [Unicode.Scalar] = ["\u{200A}", "\u{2009}", "\u{0020}"]

  static func run(_ facts: WhitespaceFacts) -> [QAFinding] {
    var check = Judge(facts: facts)
    check.noBreakSpace()
    check.zeroWidthCharacters()
    if facts.isFixedWidth {
      check.fixedPitch()
    } else {
      check.emBased()
      check.quads()
      check.ranges()
      check.narrowNoBreakSpace()
      check.figureSpace()
      check.punctuationSpace()
      check.order()
    }
    return check.findings
  }

  /// Judges one face's spaces, collecting findings.
  struct Judge {
    let facts: WhitespaceFacts
    var findings: [QAFinding] = []

    var unitsPerEm: Int { facts.unitsPerEm }
    var em: Double { Double(facts.unitsPerEm) }

    func label(_ scalar: Unicode.Scalar) -> String {
      facts.character(scalar)?.character.label ?? ScalarNotation.format(scalar)
    }

    func units(_ value: Double) -> String { QAWording.units(value, unitsPerEm: unitsPerEm) }

    /// How far a width lies outside a range, in font units.
    static func distance(_ found: Double, _ lower: Double, _ upper: Double) -> Double {
      found < lower ? lower - found : (found > upper ? found - upper : 0)
    }

    /// The severity of a deviation: rounding passes, half a percent of the em is INFO, more is
    /// `beyond`.
    func severity(_ deviation: Double, beyond: QASeverity = .warn) -> QASeverity {
      if deviation <= QASettings.unitsTolerance { return .pass }
      if deviation <= QASettings.warnThreshold(unitsPerEm: unitsPerEm) { return .info }
      return beyond
    }

    /// Appends the finding of a width against an expected range: what it is, what it should be,
    /// and by how much it misses.
    mutating func judge(
      _ scalar: Unicode.Scalar, found: Int, lower: Double, upper: Double, expected what: String,
      beyond: QASeverity = .warn, note: String = ""
    ) {
      let value = Double(found)
      let deviation = Self.distance(value, lower, upper)
      let severity = severity(deviation, beyond: beyond)
      let nearest = value < lower ? lower : (value > upper ? upper : value)
      var message = "\(label(scalar)): \(units(value)); \(what)"
      if severity == .pass {
        message += deviation == 0 ? "" : ", within \(QAWording.units(deviation, unitsPerEm: unitsPerEm))"
      } else {
        let direction = value < nearest ? "narrower" : "wider"
        message += ": \(QAWording.difference(deviation, unitsPerEm: unitsPerEm)) \(direction)"
      }
      findings.append(
        QAFinding(.width, severity, scalar, message + note, units: found, expectedUnits: nearest))
    }

    mutating func noBreakSpace() {
      guard let space = facts.advance("\u{0020}"), let noBreak = facts.advance("\u{00A0}") else { return }
      let target = Double(space)
      judge(
        "\u{00A0}", found: noBreak, lower: target, upper: target, expected: "the space is \(units(target))",
        beyond: .fail)
    }

    mutating func zeroWidthCharacters() {
      for scalar in WhitespaceWidthCheck.zeroWidth {
        guard let advance = facts.advance(scalar) else { continue }
        if advance == 0 {
          findings.append(
            QAFinding(.width, .pass, scalar, "\(label(scalar)): no width", units: 0, expectedUnits: 0))
        } else {
          findings.append(
            QAFinding(
              .width, .warn, scalar,
              "\(label(scalar)): \(units(Double(advance))) in the font's metrics where it should have no width; HarfBuzz hides it as a default-ignorable character, but an engine that takes the glyph's advance leaves a gap",
              units: advance, expectedUnits: 0))
        }
      }
    }

    /// A fixed-pitch face: every space at the cell width, the space's.
    mutating func fixedPitch() {
      guard let cell = facts.advance("\u{0020}") else { return }
      let others = facts.sizedSpaces.filter {
        !["\u{0020}", "\u{00A0}", WhitespaceCharacter.visibleSpace, "\u{3000}"].contains($0.scalar)
      }
      for entry in others {
        judge(
          entry.scalar, found: entry.advance ?? 0, lower: Double(cell), upper: Double(cell),
          expected: "the face declares a fixed pitch, and its cell (the space) is \(units(Double(cell)))")
      }
    }

    /// The em-based spaces, with the factor they share when they share one.
    mutating func emBased() {
      let present = WhitespaceWidthCheck.emSpaces.compactMap { space in
        facts.advance(space.scalar).map { (space: space, advance: Double($0)) }
      }
      var factor = 1.0
      if present.count >= 2 {
        let products = present.reduce(0.0) { $0 + $1.advance * $1.space.share * em }
        let squares = present.reduce(0.0) { $0 + ($1.space.share * em) * ($1.space.share * em) }
        let shared = products / squares
        let consistent = present.allSatisfy {
          abs($0.advance - shared * $0.space.share * em) <= QASettings.unitsTolerance
        }
        let offNominal = present.contains {
          abs($0.advance - $0.space.share * em) > QASettings.warnThreshold(unitsPerEm: unitsPerEm)
        }
        if consistent && offNominal {
          factor = shared
          let list = present.map {
            "\(ScalarNotation.format($0.space.scalar)) \(NumberFormat.number($0.advance))"
          }
          findings.append(
            QAFinding(
              .width, .warn, "\u{2003}",
              "the em-based spaces share a condensation factor of \(NumberFormat.fixed(factor, 3)): each is its Unicode width × \(NumberFormat.fixed(factor, 3)) within \(NumberFormat.number(QASettings.unitsTolerance)) units (\(list.joined(separator: ", ")) of \(unitsPerEm)); Unicode lets the em space \"scale by the condensation factor of a font\"",
              expectedUnits: em))
        }
      }
      for (space, advance) in present {
        let target = space.share * em * factor
        let words =
          factor == 1
          ? "\(space.words) is \(units(target))"
          : "\(space.words) × \(NumberFormat.fixed(factor, 3)) is \(units(target))"
        judge(space.scalar, found: Int(advance), lower: target, upper: target, expected: words)
      }
    }

    /// The quads, which normalization turns into their spaces.
    mutating func quads() {
      for quad in WhitespaceWidthCheck.quads {
        guard let advance = facts.advance(quad.quad) else { continue }
        if let space = facts.advance(quad.space) {
          let target = Double(space)
          judge(
            quad.quad, found: advance, lower: target, upper: target,
            expected:
              "its canonical equivalent \(label(quad.space)) is \(units(target)), and normalization (NFC, NFD) turns one into the other"
          )
        } else {
          let target = quad.share * em
          judge(
            quad.quad, found: advance, lower: target, upper: target,
            expected: "\(quad.words) is \(units(target))")
        }
      }
    }

    mutating func ranges() {
      for range in WhitespaceWidthCheck.ranges {
        guard let advance = facts.advance(range.scalar) else { continue }
        let lower = range.lower * em
        let upper = range.upper * em
        let what =
          lower == upper
          ? "\(range.words) is \(units(lower))"
          : "\(range.words) is \(NumberFormat.fixed(lower, 1))...\(NumberFormat.fixed(upper, 1)) units"
        judge(range.scalar, found: advance, lower: lower, upper: upper, expected: what)
      }
    }

    /// The narrow no-break space: a thin space that does not break.
    mutating func narrowNoBreakSpace() {
      guard let advance = facts.advance("\u{202F}") else { return }
      let lower = em / 6
      let upper = em / 5
      if let thin = facts.advance("\u{2009}") {
        let toThin = abs(Double(advance) - Double(thin))
        let toRange = Self.distance(Double(advance), lower, upper)
        if toThin <= toRange {
          judge(
            "\u{202F}", found: advance, lower: Double(thin), upper: Double(thin),
            expected: "a thin space, and U+2009 THIN SPACE is \(units(Double(thin)))")
          return
        }
      }
      judge(
        "\u{202F}", found: advance, lower: lower, upper: upper,
        expected:
          "a thin space, ⅙–⅕ em (\(NumberFormat.fixed(lower, 1))...\(NumberFormat.fixed(upper, 1)) units)")
    }

    /// A space defined by the width of characters the face lacks: INFO, with its width.
    mutating func unmeasured(_ scalar: Unicode.Scalar, found: Int, lacking: String) {
      findings.append(
        QAFinding(
          .width, .info, scalar,
          "\(label(scalar)): \(units(Double(found))); the face has no \(lacking) to compare it with",
          units: found))
    }

    /// The figure space: the tabular width of the digits.
    mutating func figureSpace() {
      guard let advance = facts.advance("\u{2007}") else { return }
      guard let digits = facts.digits else {
        return unmeasured("\u{2007}", found: advance, lacking: "digits 0...9")
      }
      let tabular = Set(digits.tabular).count == 1
      let target = Double(digits.tabular[0])
      let what: String
      var note = ""
      if tabular && digits.hasTabularFeature {
        what = "the tabular digits (tnum) are \(units(target))"
      } else if tabular {
        what = "the digits, tabular by default, are \(units(target))"
      } else {
        what = "the digit zero is \(units(target))"
        note =
          " (the digits are proportional and the face has no tabular ones, so the figure space is compared with zero, as Unicode suggests)"
      }
      judge("\u{2007}", found: advance, lower: target, upper: target, expected: what, note: note)
    }

    /// The punctuation space: the width of the period.
    mutating func punctuationSpace() {
      guard let advance = facts.advance("\u{2008}") else { return }
      guard let period = facts.period else {
        return unmeasured("\u{2008}", found: advance, lacking: "period (U+002E)")
      }
      let target = Double(period)
      judge(
        "\u{2008}", found: advance, lower: target, upper: target, expected: "the period is \(units(target))")
    }

    /// Hair narrower than thin, narrower than the space.
    mutating func order() {
      let chain = WhitespaceWidthCheck.order.compactMap { scalar in facts.advance(scalar).map { (scalar, $0) }
      }
      guard chain.count >= 2 else { return }
      var broken = false
      for first in chain.indices {
        for second in chain.indices where second > first {
          let (narrow, narrowAdvance) = chain[first]
          let (wide, wideAdvance) = chain[second]
          guard narrowAdvance >= wideAdvance else { continue }
          broken = true
          let equal = narrowAdvance == wideAdvance
          findings.append(
            QAFinding(
              .width, equal ? .warn : .fail, narrow,
              equal
                ? "\(label(narrow)) is as wide as \(label(wide)), \(units(Double(wideAdvance))); it should be narrower"
                : "\(label(narrow)), \(units(Double(narrowAdvance))), is wider than \(label(wide)), \(units(Double(wideAdvance))): \(QAWording.difference(Double(narrowAdvance - wideAdvance), unitsPerEm: unitsPerEm)) wider where it should be narrower",
              units: narrowAdvance, expectedUnits: Double(wideAdvance)))
        }
      }
      if !broken {
        let words = chain.map { "\(facts.character($0.0)?.character.name.lowercased() ?? "") \($0.1)" }
        findings.append(
          QAFinding(.width, .pass, nil, "the order holds: \(words.joined(separator: " < ")) units"))
      }
    }
  }
}
