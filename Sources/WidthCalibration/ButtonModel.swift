import PlaceholderTitle

/// How a button's width follows from its title: the sizing model every error is measured against.
///
/// The seed's own model is ``plain(padding:)``: the button is the padding plus the title's width.
/// Swipe-action buttons in recent UIKit are sized differently (see ``UIKitSwipeButton``): the
/// label is rounded up to device pixels (or points), 12 pt are added, and the result is clamped
/// to 74...120 pt, so targets outside that range can never be reached and fractional widths the
/// device rounds up are not the widths it draws.
///
/// Threading: a plain value; `Sendable`.
public enum ButtonModel: Sendable, Hashable {
  /// `R = padding + w`: the empty button is `padding` wide and the title adds its width.
  case plain(padding: Double)
  /// `R = min(120, max(74, 12 + ceil(w)))` with the label rounded up to pixels or points.
  case uikitSwipe(rounding: UIKitSwipeButton.LabelRounding)

  /// The model's name, as `--model` spells it.
  public var name: String {
    switch self {
    case .plain: return "plain"
    case .uikitSwipe: return "uikit-swipe"
    }
  }

  /// What the button adds to its title: the padding, or UIKit's two 6 pt insets.
  public var padding: Double {
    switch self {
    case .plain(let padding): return padding
    case .uikitSwipe: return UIKitSwipeButton.labelInsets
    }
  }

  /// The button's width for a title label of width `label`, at `scale` device pixels per point.
  public func buttonWidth(label: LabelWidth, scale: Double) -> Double {
    switch self {
    case .plain(let padding):
      return padding + label.points
    case .uikitSwipe(let rounding):
      let rounded = rounding == .pixels ? label.roundedUpToPixels(scale: scale) : label.roundedUpToPoints()
      return min(
        UIKitSwipeButton.maximumWidth,
        max(UIKitSwipeButton.minimumWidth, UIKitSwipeButton.labelInsets + rounded))
    }
  }

  /// Whether some title makes a button exactly `width` wide under the model's clamp (the plain
  /// model reaches every width from its padding up; UIKit only 74...120 pt).
  public func canReach(_ width: Double) -> Bool {
    switch self {
    case .plain: return true
    case .uikitSwipe: return width >= UIKitSwipeButton.minimumWidth && width <= UIKitSwipeButton.maximumWidth
    }
  }

  /// Whether a button of `width` lies strictly inside the model's clamp, so its width tells the
  /// title's width (every width does under the plain model).
  public func canReachStrictly(_ width: Double) -> Bool {
    switch self {
    case .plain: return true
    case .uikitSwipe: return width > UIKitSwipeButton.minimumWidth && width < UIKitSwipeButton.maximumWidth
    }
  }

  /// The widest title label the model lays out as measured, if it has such a limit: UIKit shrinks
  /// the font of a wider title instead of widening the button.
  public var maximumLabelWidth: Double? {
    switch self {
    case .plain: return nil
    case .uikitSwipe: return UIKitSwipeButton.maximumWidth - UIKitSwipeButton.labelInsets
    }
  }
}

/// The constants of UIKit's swipe-action button, in one place, with where they come from.
///
/// Source: UIKitCore of iOS 18.2 and iOS 26.1, read as decompiled code from public dumps of the
/// restore images; Apple documents none of this, so it is an assumption, and iOS versions before
/// 18 are unconfirmed. `UISwipeActionButton` sizes itself as
/// `min(120, max(74, 6 + 6 + titleLabel.sizeThatFits(...).width))`; `UILabel` rounds its size up
/// to device pixels (`UICeilToViewScale`) for apps built with a recent SDK, to whole points
/// (`ceil`) otherwise, which Apple's documentation of `boundingRect(with:options:attributes:
/// context:)` also tells apps to do. The title is 15 pt and shrinks to 11/15 of that
/// (`adjustsFontSizeToFitWidth`) rather than widen the button.
public enum UIKitSwipeButton {
  /// The narrowest button.
  public static let minimumWidth = 74.0
  /// The widest button.
  public static let maximumWidth = 120.0
  /// The label's inset on each side.
  public static let labelInset = 6.0
  /// Both insets together.
  public static let labelInsets = 2 * labelInset
  /// The title's font size before it shrinks.
  public static let titleFontSize = 15.0
  /// The smallest scale the title font shrinks to.
  public static let minimumFontScale = 11.0 / 15.0
  /// The iOS versions the constants were read from.
  public static let sourceVersions = ["iOS 18.2", "iOS 26.1"]

  /// How the label's width is rounded before the insets are added.
  public enum LabelRounding: String, Sendable, Hashable, CaseIterable, Codable {
    /// Up to whole device pixels (`UICeilToViewScale`): apps built with a recent SDK.
    case pixels
    /// Up to whole points (`ceil`): apps built with an older SDK.
    case points
  }
}

// MARK: - Samples under a clamping model

extension ButtonModel {
  /// One size's sample under this model: the button's width for every count of placeholders up
  /// to the widest title the model lays out as measured, then the model's clamp for longer ones.
  ///
  /// Under the plain model the title's width is the sample (``RunWidthModel``); this builds the
  /// ``RunWidthModel/clamped(_:)`` table a rounding and clamping model needs instead, with the
  /// size's ``SizeSample/maximumCount`` set to the longest title the model keeps as measured.
  ///
  /// - Parameters:
  ///   - size: The font size in points.
  ///   - symbolWidth: The symbol width the app measures.
  ///   - advance: One placeholder's advance in points.
  ///   - scale: Device pixels per point, for rounding to pixels.
  ///   - label: The exact width of a title of N placeholders (N × advance when copies add up).
  public func sample(
    size: Double, symbolWidth: Double, advance: Double, scale: Double, label: (Int) -> LabelWidth
  ) -> SizeSample {
    var widths: [Double] = []
    var count = 0
    var overflowed = false
    while count <= PlaceholderTitle.maximumCount {
      let width = label(count)
      if let limit = maximumLabelWidth, width.points > limit {
        overflowed = true
        break
      }
      widths.append(buttonWidth(label: width, scale: scale))
      count += 1
    }
    let longest = widths.count - 1
    // A longer title makes UIKit shrink the font and keep the widest button; the formula still
    // counts such titles (the seed constants give them), so the table ends with that width.
    widths.append(overflowed ? UIKitSwipeButton.maximumWidth : widths[longest])
    var sample = SizeSample(
      size: size, symbolWidth: symbolWidth, advance: advance, runWidths: .clamped(widths))
    sample.maximumCount = longest
    return sample
  }
}
