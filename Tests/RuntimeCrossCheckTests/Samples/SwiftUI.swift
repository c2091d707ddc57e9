// A stub of the SwiftUI declarations the runtime's SwiftUI samples use, for SampleTests to
// typecheck them on Linux in Swift 6 mode: View is a @MainActor protocol, as the iOS 18 and macOS
// 15 SDKs declare it; Text takes a String verbatim (`init(_:)` of a StringProtocol value, as
// SwiftUI does for a value that is not a literal); the environment's display scale is a CGFloat,
// its Dynamic Type size a DynamicTypeSize, which SwiftUI's UIKit overlay turns into a
// UIContentSizeCategory. Signatures are Apple's documented ones; nothing here runs.

@_exported import CoreGraphics
import UIKit

/// `View`.
@MainActor
public protocol View {
  associatedtype Body: View
  var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("stub") }
}

/// `Font`.
public struct Font: Sendable, Hashable {
  public static let body = Font()
  public static func system(size: CGFloat) -> Font { Font() }
}

/// `Text`: a string shown verbatim when it is not a literal. Its conformance to View is declared in
/// an extension, as the SDK declares it, so only what View requires is main-actor isolated.
public struct Text: Sendable {
  public init<S: StringProtocol>(_ content: S) {}
  public init(verbatim content: String) {}
  public func font(_ font: Font?) -> Text { self }
}

extension Text: View {
  public var body: Never { fatalError("stub") }
}

/// `EnvironmentValues`.
public struct EnvironmentValues {
  public var displayScale: CGFloat { 2 }
  public var dynamicTypeSize: DynamicTypeSize { .large }
}

/// `DynamicTypeSize` (iOS 15).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

extension UIContentSizeCategory {
  /// The category of a Dynamic Type size (SwiftUI, iOS 15).
  public init(_ dynamicTypeSize: DynamicTypeSize) { self.init(rawValue: "UICTContentSizeCategoryL") }
}

/// `DynamicProperty`.
public protocol DynamicProperty {}

/// `@Environment`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError("stub") }
}
