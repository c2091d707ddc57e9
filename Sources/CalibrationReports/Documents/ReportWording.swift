import CalibrateSupport
import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// Shared wording for fonts, placeholders and flags in tables and JSON.
package enum ReportWording {
  /// One line naming the font and where it came from.
  package static func font(_ info: FontInfo) -> String {
    // Variations between the named instances have no style name: the default's would be wrong.
    let style = info.variations.isEmpty || info.namedInstance != nil ? " \(info.style)" : ""
    var text = "\(info.family)\(style) (\(info.path)"
    if info.faceCount > 1 { text += ", face \(info.faceIndex) of \(info.faceCount)" }
    text += ", \(info.unitsPerEm) units/em, \(info.format))"
    if let pattern = info.pattern { text += ", resolved from '\(pattern)'" }
    if !info.variations.isEmpty { text += ", " + info.variations.map(\.description).joined(separator: " ") }
    return text
  }

  /// A placeholder as `U+200A HAIR SPACE`, or `U+XXXX` for a character without a known name.
  package static func placeholder(_ scalar: Unicode.Scalar) -> String {
    guard let name = SpaceCharacter.name(of: scalar) else { return ScalarNotation.format(scalar) }
    return "\(ScalarNotation.format(scalar)) \(name)"
  }

  /// What follows a global pair's line: `, optimal`, or why its optimality is not proven and how
  /// far from the best pair it may be (its value less the bound no pair can beat).
  static func optimality(_ global: GlobalFit) -> String {
    if global.isProvenOptimal { return ", optimal" }
    let name =
      global.objective == .rms ? "RMS error" : (global.objective == .minimax ? "max error" : "worst error")
    let why =
      global.objective == .rms
      ? "the RMS search proves an optimum only when one pair gives every target its nearest count"
      : "the solver's bound did not close on it"
    let value = NumberFormat.fixed(global.value, 3)
    let bound = NumberFormat.fixed(global.lowerBound, 3)
    let gap = NumberFormat.fixed(max(0, global.value - global.lowerBound), 3)
    return
      ", not proven optimal: its \(name), \(value) pt, is at most \(gap) pt above the best pair's (no pair goes below \(bound) pt); \(why)"
  }

  /// The widths UIKit's swipe button clamps to, in words: `74 or 120 pt`.
  package static var uikitClampWidths: String {
    "\(NumberFormat.number(UIKitSwipeButton.minimumButtonWidth)) or \(NumberFormat.number(UIKitSwipeButton.maximumButtonWidth)) pt"
  }

  /// Comma-separated flags of a survey entry.
  static func flags(_ entry: SpaceSurvey.Entry) -> String {
    var flags: [String] = []
    if !entry.isInCharacterMap { flags.append("not in cmap") }
    if entry.isSynthesized { flags.append("synthesized") }
    if entry.isZeroWidth { flags.append("zero-width") }
    if entry.isNotdef { flags.append("notdef") }
    return flags.joined(separator: ", ")
  }
}
