// MARK: - Dynamic Type

extension UIKitSwipeButton {
  /// The user's preferred text size, as UIKit names its content size categories.
  ///
  /// The raw values are the names of `UIContentSizeCategory`'s constants in Swift
  /// (`.extraLarge`, `.accessibilityMedium`...), which the command line's `--content-size` takes.
  /// The cases are in increasing order, so they compare like UIKit's categories.
  ///
  /// `@frozen`: these are UIKit's twelve categories, unchanged since iOS 7, so a `switch` over
  /// them is exhaustive, also in a library-evolution build. A category UIKit might add later
  /// has no case: ``init(name:)`` returns `nil` for it (take ``large``, the default).
  ///
  /// Threading: a plain value; `Sendable`.
  @frozen
  public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case extraSmall
    case small
    case medium
    /// The default category.
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The Body text style's size at this category, in points (Apple's Human Interface
    /// Guidelines, Dynamic Type sizes for iOS).
    package var bodySize: Double {
      switch self {
      case .extraSmall: return 14
      case .small: return 15
      case .medium: return 16
      case .large: return 17
      case .extraLarge: return 19
      case .extraExtraLarge: return 21
      case .extraExtraExtraLarge: return 23
      case .accessibilityMedium: return 28
      case .accessibilityLarge: return 33
      case .accessibilityExtraLarge: return 40
      case .accessibilityExtraExtraLarge: return 47
      case .accessibilityExtraExtraExtraLarge: return 53
      }
    }

    /// The category as UIKit's raw value spells it (`UICTContentSizeCategoryXL`), the form an app
    /// finds in `UIContentSizeCategory.rawValue`.
    package var uikitRawValue: String {
      let suffixes = [
        "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AccessibilityM", "AccessibilityL",
        "AccessibilityXL", "AccessibilityXXL", "AccessibilityXXXL",
      ]
      return "UICTContentSizeCategory" + suffixes[Self.allCases.firstIndex(of: self) ?? 0]
    }

    /// The category of a name: the Swift constant's (`extraLarge`) or UIKit's raw value
    /// (`UICTContentSizeCategoryXL`).
    public init?(name: String) {
      if let category = Self(rawValue: name) {
        self = category
      } else if let category = Self.allCases.first(where: { $0.uikitRawValue == name }) {
        self = category
      } else {
        return nil
      }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      let order = allCases
      return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
  }
}
