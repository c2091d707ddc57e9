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
///
/// A namespace: it has no cases and no instances.
public enum UIKitSwipeButton {
  /// The narrowest button UIKit draws, in points: a shorter title, the empty one included, still
  /// gives a button this wide.
  public static let minimumButtonWidth = 74.0
  /// The widest button UIKit draws, in points: a longer title shrinks its font instead.
  public static let maximumButtonWidth = 120.0
  /// The label's inset on each side.
  package static let labelInset = 6.0
  /// Both insets together.
  package static let labelInsets = 2 * labelInset
  /// The title's font size before it shrinks.
  public static let titleFontSize = 15.0
  /// The smallest scale the title font shrinks to.
  static let minimumFontScale = 11.0 / 15.0
  /// The iOS versions the constants were read from.
  package static let sourceVersions = ["iOS 18.2", "iOS 26.1"]
  /// The Body text style's size at the default content size category (Large), which the title's
  /// Dynamic Type scaling is relative to.
  static let defaultBodySize = 17.0
  /// The largest category the title follows; larger ones keep its size.
  static let largestScaledCategory = ContentSizeCategory.accessibilityExtraLarge

  /// The title's font size at a content size category, in points.
  ///
  /// Source: the same decompiled UIKitCore (`-[UISwipeActionStandardButton titleFont]`), an
  /// assumption: the title is ``titleFontSize`` (15 pt) up to Large; above Large it follows the
  /// Body text style, scaled in proportion to Body's size (as `UIFontMetrics` scales), with the
  /// category capped at accessibility extra large:
  /// `15 × body(min(category, accessibilityExtraLarge)) / 17`. Body sizes are Apple's Human
  /// Interface Guidelines table: 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47 and 53 pt from extra
  /// small up.
  ///
  /// - Parameter category: The app's preferred content size category.
  /// - Returns: 15 for extraSmall...large, then 16.76, 18.53, 20.29, 24.71, 29.12 and 35.29 pt
  ///   from accessibilityExtraLarge up.
  public static func titleFontSize(for category: ContentSizeCategory) -> Double {
    guard category > .large else { return titleFontSize }
    let capped = min(category, largestScaledCategory)
    return titleFontSize * capped.bodySize / defaultBodySize
  }

  /// How the label's width is rounded before the insets are added.
  ///
  /// `@frozen`: UIKit rounds to device pixels or to points, and there is no third way, so a
  /// `switch` over it is exhaustive, also in a library-evolution build.
  @frozen
  public enum LabelRounding: String, Sendable, Hashable, CaseIterable, Codable {
    /// Up to whole device pixels (`UICeilToViewScale`): apps built with a recent SDK.
    case pixels
    /// Up to whole points (`ceil`): apps built with an older SDK.
    case points
  }
}
