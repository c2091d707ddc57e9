// A stub of the CoreGraphics declarations the runtime's iOS samples use, for SampleTests to
// typecheck them on Linux in Swift 6 mode. The module is named CoreGraphics so that the compiler
// converts CGFloat and Double implicitly, as it does on Apple's platforms (SE-0307). Signatures are
// Apple's documented ones; nothing here runs.

/// `CGFloat`: a Double on 64-bit Apple platforms.
@frozen
public struct CGFloat: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  public var native: Double
  public init(_ value: Double) { native = value }
  public init(_ value: Int) { native = Double(value) }
  public init(floatLiteral value: Double) { native = value }
  public init(integerLiteral value: Int) { native = Double(value) }
  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
}

extension Double {
  /// `Double(_:)` of a `CGFloat`.
  public init(_ value: CGFloat) { self = value.native }
}

/// `CGSize`.
public struct CGSize: Sendable, Hashable {
  public var width: CGFloat
  public var height: CGFloat
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
}
