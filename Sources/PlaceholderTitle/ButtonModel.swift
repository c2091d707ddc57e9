/// How a button's width follows from its title: the sizing model every error is measured against,
/// shared by the calibration tool and the runtime an app ships.
///
/// The RowAction article's model is ``plain(padding:)``: the button is the padding (the width of a
/// button with an empty title) plus the title's width.
/// Swipe-action buttons in recent UIKit are sized differently (see ``UIKitSwipeButton``): the
/// label is rounded up to device pixels (or points), 12 pt are added, and the result is clamped
/// to 74...120 pt, so targets outside that range can never be reached and fractional widths the
/// device rounds up are not the widths it draws.
///
/// Not `@frozen`: a later version may add a model (another platform's button), so in a
/// library-evolution build a `switch` over it needs an `@unknown default` case.
///
/// Threading: a plain value; `Sendable`.
public enum ButtonModel: Sendable, Hashable {
  /// `R = padding + w`: the empty button is `padding` wide and the title adds its width.
  case plain(padding: Double)
  /// `R = min(120, max(74, 12 + ceil(w)))` with the label rounded up to pixels or points.
  case uikitSwipe(rounding: UIKitSwipeButton.LabelRounding)

  /// The model's name, as `--model` spells it.
  package var name: String {
    switch self {
    case .plain: return "plain"
    case .uikitSwipe: return "uikit-swipe"
    }
  }

  /// What the button adds to its title: the padding, or UIKit's two 6 pt insets.
  package var padding: Double {
    switch self {
    case .plain(let padding): return padding
    case .uikitSwipe: return UIKitSwipeButton.labelInsets
    }
  }

  /// The button's width for a title label of width `label`, at `scale` device pixels per point.
  package func buttonWidth(label: LabelWidth, scale: Double) -> Double {
    switch self {
    case .plain(let padding):
      return padding + label.points
    case .uikitSwipe(let rounding):
      let rounded = rounding == .pixels ? label.roundedUpToPixels(scale: scale) : label.roundedUpToPoints()
      return min(
        UIKitSwipeButton.maximumButtonWidth,
        max(UIKitSwipeButton.minimumButtonWidth, UIKitSwipeButton.labelInsets + rounded))
    }
  }

  /// Whether some title makes a button exactly `width` wide under the model's clamp (the plain
  /// model reaches every width from its padding up; UIKit only 74...120 pt).
  package func canReach(_ width: Double) -> Bool {
    switch self {
    case .plain: return true
    case .uikitSwipe:
      return width >= UIKitSwipeButton.minimumButtonWidth && width <= UIKitSwipeButton.maximumButtonWidth
    }
  }

  /// Whether a button of `width` lies strictly inside the model's clamp, so its width tells the
  /// title's width (every width does under the plain model).
  package func canReachStrictly(_ width: Double) -> Bool {
    switch self {
    case .plain: return true
    case .uikitSwipe:
      return width > UIKitSwipeButton.minimumButtonWidth && width < UIKitSwipeButton.maximumButtonWidth
    }
  }

  /// The widest title label the model lays out as measured, if it has such a limit: UIKit shrinks
  /// the font of a wider title instead of widening the button.
  package var maximumLabelWidth: Double? {
    switch self {
    case .plain: return nil
    case .uikitSwipe: return UIKitSwipeButton.maximumButtonWidth - UIKitSwipeButton.labelInsets
    }
  }

  /// How far a label lies inside the run of labels that give its button, in device pixels: the
  /// distance to the nearest label width at which the button would change.
  ///
  /// Under UIKit's model a label of `x` device pixels gives the same button as every label in
  /// `(k − 1, k]` with `k = ceil(x)`; on the clamps the run is wider (every label up to 62 pt gives
  /// the 74 pt button, and 120 pt holds up to the 108 pt label the model lays out as measured).
  /// A title whose label keeps a margin from both ends of its run stays on its button when the
  /// device computes the width with other rounding than the app measured it with. The plain
  /// model has no runs: every label has its own button, and the margin is infinite.
  ///
  /// - Parameters:
  ///   - label: The title label's width.
  ///   - scale: Device pixels per point.
  /// - Returns: The margin in device pixels (0 for a label exactly on the upper end of its run,
  ///   such as a whole number of pixels), or `.infinity` under the plain model.
  func labelMargin(_ label: LabelWidth, scale: Double) -> Double {
    guard case .uikitSwipe(let rounding) = self else { return .infinity }
    // One rounding step in points: a device pixel or a whole point.
    let step = rounding == .pixels ? 1 / scale : 1
    let rounded = rounding == .pixels ? label.roundedUpToPixels(scale: scale) : label.roundedUpToPoints()
    let unclamped = UIKitSwipeButton.labelInsets + rounded
    let lower: Double?
    let upper: Double
    if unclamped <= UIKitSwipeButton.minimumButtonWidth {
      // Every label that rounds up to at most 62 pt gives the 74 pt button.
      let floorLabel = UIKitSwipeButton.minimumButtonWidth - UIKitSwipeButton.labelInsets
      upper = rounding == .pixels ? (floorLabel * scale).rounded(.down) / scale : floorLabel.rounded(.down)
      lower = nil
    } else if unclamped >= UIKitSwipeButton.maximumButtonWidth {
      // From the first label that rounds up to 108 pt to the widest laid out as measured.
      let ceilingLabel = UIKitSwipeButton.maximumButtonWidth - UIKitSwipeButton.labelInsets
      let firstRounded =
        rounding == .pixels ? (ceilingLabel * scale).rounded(.up) / scale : ceilingLabel.rounded(.up)
      lower = firstRounded - step
      upper = ceilingLabel
    } else {
      lower = rounded - step
      upper = rounded
    }
    let points = label.points
    let margin = lower.map { min(upper - points, points - $0) } ?? upper - points
    return margin * scale
  }
}
