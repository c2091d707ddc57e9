import CalibrateSupport
import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// What a calibration measures and how: the font, the rendering, the placeholder, the button
/// model and the fit.
///
/// This value is the whole input of a run. The command line builds it from arguments, a stored
/// result records it, and `calibrate check` rebuilds it from that record, so a result can always
/// be recomputed.
///
/// Threading: a plain value; `Sendable`.
package struct CalibrationSettings: Sendable, Equatable {
  /// The most target widths one fit may have.
  static let maximumTargets = 100_000

  /// The render font: a path or a fontconfig pattern; `nil` picks the default UI font.
  package var font: String?
  /// The face within a collection.
  package var faceIndex = 0
  /// Variation-axis settings of the render font.
  package var variations: [FontVariation] = []
  /// The font the app measures its symbol width with (`nil`: the render font).
  package var measureFont: String?
  /// Render sizes in points, ascending.
  package var sizes: [Double] = (8...40).map(Double.init)
  /// Device pixels per point.
  package var scale = 2.0
  /// The hinting mode of the rendered advances.
  package var hinting = HintingMode.none
  /// The placeholder character.
  package var placeholder: Unicode.Scalar = "\u{200A}"
  /// The empty button's width P in points, under the plain sizing model.
  package var padding = CalibrationProblem.defaultPadding
  /// How the button's width follows from its title.
  package var sizing = Sizing.plain
  /// How UIKit rounds the title label, under the `uikit-swipe` sizing.
  package var labelRounding = UIKitSwipeButton.LabelRounding.pixels
  /// The target widths.
  package var widths = WidthRange()
  /// The size the app measures its symbol width at (`nil`: each render size).
  package var measureSize: Double?
  /// The point size for AAT `trak` tracking, if any.
  package var trackingSize: Double?
  /// What the fit minimizes.
  package var objective = FitObjective.minimax
  /// The preset of platform assumptions the settings came from, if any (recorded in results).
  package var profile: Profile?
  /// How titles are made: copies of the placeholder counted by the formula, or composed of
  /// several space characters per target.
  package var method = Method.count
  /// The characters composite titles may use.
  package var placeholders = PlaceholderChoice.auto
  /// A zero-width character put at both ends of every non-empty title, so that trimming
  /// whitespace keeps the spaces inside (`nil`: none).
  package var guardCharacter: Unicode.Scalar?
  /// The Dynamic Type categories the sizes were chosen for (`--content-size`), in order; `nil`
  /// when the sizes were given as sizes. Each category's title size is
  /// `UIKitSwipeButton.titleFontSize(for:)`, and ``sizes`` holds those sizes once each.
  package var contentSizes: [UIKitSwipeButton.ContentSizeCategory]?

  /// The tool's defaults: sizes 8...40, @2x, unhinted, U+200A, P = 30, W = 40...200 step 0.5,
  /// minimax.
  package init() {}

  /// The target widths as a list.
  package var targets: [Double] { widths.targets }

  /// The target widths, counted before they are made: a range read from a stored result is not
  /// checked by the command's options.
  /// - Throws: ``FontCalibrationError/tooManyTargets(widths:count:)`` past ``maximumTargets``,
  ///   ``FontCalibrationError/noTargets`` when the range holds none.
  func checkedTargets() throws(FontCalibrationError) -> [Double] {
    let count = widths.targetCount
    guard count <= Double(Self.maximumTargets) else { throw .tooManyTargets(widths: widths, count: count) }
    let targets = self.targets
    guard !targets.isEmpty else { throw .noTargets }
    return targets
  }

  /// The sizing models the command line names.
  package enum Sizing: String, Sendable, Hashable, CaseIterable {
    /// `R = P + w` (the RowAction article's model).
    case plain
    /// UIKit's swipe-action button: 74...120 pt, the label rounded up, 12 pt of insets.
    case uikitSwipe = "uikit-swipe"
  }

  /// The sizing model the settings describe.
  package var buttonModel: ButtonModel {
    switch sizing {
    case .plain: return .plain(padding: padding)
    case .uikitSwipe: return .uikitSwipe(rounding: labelRounding)
    }
  }

  /// The render configuration for one size.
  package func configuration(size: Double) -> RenderConfiguration {
    RenderConfiguration(size: size, scale: scale, hinting: hinting, trackingSize: trackingSize)
  }

  /// The settings of one part that a preset can set and an explicit option overrides.
  package enum Field: Sendable, Hashable {
    case sizes
    case padding
    case widths
    case measureSize
    case sizing
    case guardCharacter
  }

  /// Chooses the sizes of Dynamic Type categories: each category's swipe-title size, once each,
  /// ascending, and keeps the categories for the reports.
  package mutating func chooseSizes(for categories: [UIKitSwipeButton.ContentSizeCategory]) {
    contentSizes = categories
    sizes = Array(Set(categories.map(UIKitSwipeButton.titleFontSize(for:)))).sorted()
  }

  /// How a title is made for a wanted width.
  package enum Method: String, Sendable, Hashable, CaseIterable {
    /// N copies of the placeholder, N from the count formula (the fitted constants).
    case count
    /// Counts of several space characters per target, the best the characters reach
    /// (``CompositeCalibration``).
    case composite
  }

  /// The characters composite titles may use.
  package enum PlaceholderChoice: Sendable, Hashable {
    /// The placeholder, then every other space character the font maps (`SpaceCharacter/all`
    /// in code point order), except the guard; those that render with no width at a size, or do
    /// not add up, are left out there.
    case auto
    /// These characters, in this order; each must be in the font's character map.
    case list([Unicode.Scalar])

    /// Why a text is not a choice.
    package enum ParseError: Error, Sendable, Equatable {
      /// An item is not one character or `U+XXXX`.
      case notACharacter
      /// A character is listed twice.
      case repeated(Unicode.Scalar)
    }

    /// Reads `auto` or a comma-separated list such as `U+200A,U+2006` (spaces around items
    /// allowed).
    package init(parsing text: String) throws(ParseError) {
      if text == "auto" {
        self = .auto
        return
      }
      var scalars: [Unicode.Scalar] = []
      for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        let trimmed = item.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        guard let scalar = ScalarNotation.parse(String(trimmed)) else { throw .notACharacter }
        guard !scalars.contains(scalar) else { throw .repeated(scalar) }
        scalars.append(scalar)
      }
      self = .list(scalars)
    }

    /// The choice as `--placeholders` takes it: `auto` or `U+200A,U+2006`.
    package var notation: String {
      switch self {
      case .auto: return "auto"
      case .list(let scalars): return scalars.map(ScalarNotation.format).joined(separator: ",")
      }
    }
  }

}

/// Evenly spaced target widths `from...through` by `step`, in points.
package struct WidthRange: Sendable, Hashable {
  /// The smallest target width.
  package var from = 40.0
  /// The largest target width.
  package var through = 200.0
  /// The step between targets.
  package var step = 0.5

  /// The default range, 40...200 pt in steps of 0.5 pt.
  package init() {}

  /// Creates a range.
  package init(from: Double, through: Double, step: Double) {
    self.from = from
    self.through = through
    self.step = step
  }

  /// The widths, computed without accumulating error.
  package var targets: [Double] {
    CalibrationProblem.targetRange(from: from, through: through, step: step)
  }

  /// How many widths ``targets`` holds, counted without making them: a range read from a file
  /// may hold more than memory, or an `Int`, can (`through` 1e20), so callers check this first.
  package var targetCount: Double {
    guard from.isFinite, through.isFinite, step.isFinite, step > 0, from <= through else { return 0 }
    return ((through - from) / step + 1e-9).rounded(.down) + 1
  }

  /// The range as messages and reports write it: `40...200`.
  package var rangeDescription: String { "\(NumberFormat.number(from))...\(NumberFormat.number(through))" }
}
