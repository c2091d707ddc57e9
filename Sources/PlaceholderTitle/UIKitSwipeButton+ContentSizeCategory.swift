// MARK: - Dynamic Type

extension UIKitSwipeButton {
  /// The user's preferred text size: UIKit's content size categories, with UIKit's raw values.
  ///
  /// The raw values are `UIContentSizeCategory`'s own (`UICTContentSizeCategoryXL`...), so an
  /// app passes what UIKit gives it:
  /// `ContentSizeCategory(rawValue: UIApplication.shared.preferredContentSizeCategory.rawValue)`.
  /// A raw value this type does not know (`UICTContentSizeCategoryUnspecified`, which a trait
  /// collection not yet set reports, or a category UIKit might add later) gives `nil`; take
  /// ``large``, the default. The cases are in increasing order, so they compare like UIKit's
  /// categories.
  ///
  /// `@frozen`: these are UIKit's twelve categories, unchanged since iOS 7, so a `switch` over
  /// them is exhaustive, also in a library-evolution build.
  ///
  /// Threading: a plain value; `Sendable`.
  @frozen
  public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `UIContentSizeCategory.extraSmall`.
    case extraSmall = "UICTContentSizeCategoryXS"
    /// `UIContentSizeCategory.small`.
    case small = "UICTContentSizeCategoryS"
    /// `UIContentSizeCategory.medium`.
    case medium = "UICTContentSizeCategoryM"
    /// `UIContentSizeCategory.large`, the default category.
    case large = "UICTContentSizeCategoryL"
    /// `UIContentSizeCategory.extraLarge`.
    case extraLarge = "UICTContentSizeCategoryXL"
    /// `UIContentSizeCategory.extraExtraLarge`.
    case extraExtraLarge = "UICTContentSizeCategoryXXL"
    /// `UIContentSizeCategory.extraExtraExtraLarge`.
    case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
    /// `UIContentSizeCategory.accessibilityMedium`.
    case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
    /// `UIContentSizeCategory.accessibilityLarge`.
    case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
    /// `UIContentSizeCategory.accessibilityExtraLarge`.
    case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
    /// `UIContentSizeCategory.accessibilityExtraExtraLarge`.
    case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
    /// `UIContentSizeCategory.accessibilityExtraExtraExtraLarge`.
    case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

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

    /// The name of UIKit's constant in Swift (`extraLarge`), as the command line's
    /// `--content-size` takes it and the tool's reports print it.
    package var name: String {
      switch self {
      case .extraSmall: return "extraSmall"
      case .small: return "small"
      case .medium: return "medium"
      case .large: return "large"
      case .extraLarge: return "extraLarge"
      case .extraExtraLarge: return "extraExtraLarge"
      case .extraExtraExtraLarge: return "extraExtraExtraLarge"
      case .accessibilityMedium: return "accessibilityMedium"
      case .accessibilityLarge: return "accessibilityLarge"
      case .accessibilityExtraLarge: return "accessibilityExtraLarge"
      case .accessibilityExtraExtraLarge: return "accessibilityExtraExtraLarge"
      case .accessibilityExtraExtraExtraLarge: return "accessibilityExtraExtraExtraLarge"
      }
    }

    /// The category of a name, as the command line takes it: the Swift constant's (`extraLarge`)
    /// or UIKit's raw value (`UICTContentSizeCategoryXL`).
    package init?(name: String) {
      if let category = Self(rawValue: name) {
        self = category
      } else if let category = Self.allCases.first(where: { $0.name == name }) {
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
