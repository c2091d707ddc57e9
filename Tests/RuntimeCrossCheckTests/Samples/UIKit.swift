// A stub of the UIKit and Foundation declarations the runtime's iOS samples use, with UIKit's
// isolation, for SampleTests to typecheck the samples on Linux in Swift 6 mode: UIApplication,
// UIView and its subclasses, UIContextualAction and UISwipeActionsConfiguration are @MainActor, as
// UIKit declares them (UIResponder and UIContextualAction are `@MainActor` classes in the iOS SDK);
// UIFont, UIColor, UIImage and UITraitCollection are Sendable, as the SDK marks them; a notification
// observer token (NSObjectProtocol) is not Sendable. UIApplication.shared is kept to show a sample
// that reads it failing; it is unavailable in app extensions, so the samples read a view's traits. Signatures are Apple's documented ones;
// nothing here runs: every body that must return traps.

@_exported import CoreGraphics

// MARK: - Foundation

public protocol NSObjectProtocol: AnyObject {}

open class NSObject: NSObjectProtocol {
  public init() {}
}

/// `IndexPath`.
public struct IndexPath: Sendable, Hashable {
  public var section: Int
  public var row: Int
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }
}

/// `NSAttributedString` with UIKit's drawing additions (`size()`); Apple's NSAttributedString
/// UIKit Additions Reference allows them from secondary threads.
open class NSAttributedString: NSObject, @unchecked Sendable {
  public struct Key: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  public init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) { super.init() }
  /// The size the string occupies when drawn (UIKit's `NSAttributedString` additions).
  open func size() -> CGSize { fatalError("stub") }
}

extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
}

/// `NSString`, which a `String` bridges to with `as`, with UIKit's drawing additions
/// (`size(withAttributes:)`).
open class NSString: NSObject, @unchecked Sendable {
  public init(string: String) { super.init() }
  open func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { fatalError("stub") }
}

extension String: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSString { NSString(string: self) }
  public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) { result = "" }
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
    result = ""
    return true
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { "" }
}

/// `NSNotification` and its names.
open class NSNotification: NSObject, @unchecked Sendable {
  public struct Name: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// `Notification`: not Sendable (its `userInfo` holds `Any`).
public struct Notification {
  public var name: NSNotification.Name
}

/// `OperationQueue`.
open class OperationQueue: NSObject, @unchecked Sendable {
  open class var main: OperationQueue { fatalError("stub") }
}

/// `NotificationCenter`, whose block-based observers take a `@Sendable` block, as the iOS SDK
/// declares it, and return a token that is not Sendable.
open class NotificationCenter: NSObject, @unchecked Sendable {
  open class var `default`: NotificationCenter { fatalError("stub") }
  open func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol { fatalError("stub") }
  open func removeObserver(_ observer: Any) {}
}

// MARK: - UIKit

/// `UIContentSizeCategory`: the user's preferred text size, by UIKit's raw name.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let didChangeNotification = NSNotification.Name(
    rawValue: "UIContentSizeCategoryDidChangeNotification")
}

@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIApplication: UIResponder {
  public class var shared: UIApplication { fatalError("stub") }
  open var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// `UITraitCollection`: immutable and Sendable.
open class UITraitCollection: NSObject, @unchecked Sendable {
  open var displayScale: CGFloat { 2 }
  open var preferredContentSizeCategory: UIContentSizeCategory { .large }
  /// A trait collection of one content size category (UIKit's convenience initializer).
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init() }
}

@MainActor
open class UIView: UIResponder {
  open var traitCollection: UITraitCollection { fatalError("stub") }
}

@MainActor
open class UIScrollView: UIView {}

@MainActor
open class UITableView: UIScrollView {}

@MainActor
open class UIViewController: UIResponder {}

@MainActor
open class UITableViewController: UIViewController {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple declares it implicitly unwrapped.
  open var tableView: UITableView! { nil }
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
}

/// `UIFont`: immutable and Sendable.
open class UIFont: NSObject, @unchecked Sendable {
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
  }
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError("stub") }
}

/// `UIImage`: immutable and Sendable.
open class UIImage: NSObject, @unchecked Sendable {
  open var size: CGSize { CGSize(width: 0, height: 0) }
}

/// `UIColor`: immutable and Sendable.
open class UIColor: NSObject, @unchecked Sendable {
  public init(patternImage image: UIImage) { super.init() }
}

@MainActor
open class UIContextualAction: NSObject {
  public enum Style: Int, Sendable {
    case normal
    case destructive
  }
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
  public init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler)
  {
    self.title = title
    super.init()
  }
  open var title: String?
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple declares it implicitly unwrapped.
  open var backgroundColor: UIColor!
  open var image: UIImage?
  /// From `NSObject`'s UIAccessibility informal protocol, main-actor isolated as UIKit declares it.
  open var accessibilityLabel: String?
}

@MainActor
open class UISwipeActionsConfiguration: NSObject {
  public init(actions: [UIContextualAction]) { super.init() }
  open var performsFirstActionWithFullSwipe = true
}

// MARK: - Menus and text styles (the space-fill samples)

extension UIFont {
  /// `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
  }
  public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError("stub") }
  public class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { fatalError("stub") }
  public var pointSize: CGFloat { 0 }
}

@MainActor
open class UIMenuElement: NSObject {}

/// `UIAction`, whose handler runs on the main actor.
@MainActor
open class UIAction: UIMenuElement {
  public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
    super.init()
  }
  open var title: String = ""
}

@MainActor
open class UIMenu: UIMenuElement {
  public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) { super.init() }
}

/// `UISegmentedControl`, whose segments take title strings.
@MainActor
open class UISegmentedControl: UIView {
  public init(items: [Any]?) { super.init() }
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
}
