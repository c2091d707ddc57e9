// A stub of the AppKit and Foundation declarations the runtime's macOS samples use, with AppKit's
// isolation, for SampleTests to typecheck the samples on Linux in Swift 6 mode: NSMenu and
// NSMenuItem are @MainActor, as the macOS SDK declares them (NS_SWIFT_UI_ACTOR); NSFont is
// Sendable, as the SDK marks it; NSAttributedString's `size()` is AppKit's NSStringDrawing
// addition. Signatures are Apple's documented ones; nothing here runs: every body that must return
// traps.

@_exported import CoreGraphics

// MARK: - Foundation

public protocol NSObjectProtocol: AnyObject {}

open class NSObject: NSObjectProtocol {
  public init() {}
}

/// `Selector`, the type of a menu item's action.
public struct Selector: Sendable, Hashable {
  public init(_ name: String) {}
}

/// `NSAttributedString` with AppKit's drawing additions (`size()`).
open class NSAttributedString: NSObject, @unchecked Sendable {
  public struct Key: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  public init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) { super.init() }
  /// The size the string occupies when drawn (AppKit's `NSAttributedString` additions).
  open func size() -> CGSize { fatalError("stub") }
}

extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
}

// MARK: - AppKit

/// `NSFont`: immutable and Sendable.
open class NSFont: NSObject, @unchecked Sendable {
  /// The font of menu items' titles; a size of 0 is the default size.
  open class func menuFont(ofSize fontSize: CGFloat) -> NSFont { fatalError("stub") }
  open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError("stub") }
  open var pointSize: CGFloat { 0 }
}

@MainActor
open class NSMenuItem: NSObject {
  public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) {
    super.init()
  }
  open var title: String = ""
  open var representedObject: Any?
  open var menu: NSMenu? { nil }
}

@MainActor
open class NSMenu: NSObject {
  public init(title: String) { super.init() }
  open var font: NSFont? { nil }
  open func addItem(_ newItem: NSMenuItem) {}
  open var items: [NSMenuItem] { [] }
}

@MainActor
open class NSScreen: NSObject {
  open class var main: NSScreen? { nil }
  open var backingScaleFactor: CGFloat { 2 }
}
