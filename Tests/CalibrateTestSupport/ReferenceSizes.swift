import PlaceholderTitle

/// The sizes and scales at which advances are compared with their references, fractional ones
/// included: pixels per em (size × scale) is rarely a whole number on a phone, and a check run
/// only at whole sizes cannot see a rounding of it.
package enum ReferenceSizes {
  /// Every whole size of the default range, 8...40 pt.
  package static let whole = (8...40).map(Double.init)

  /// The swipe title's size in every content size category, exactly as the runtime computes
  /// them (`UIKitSwipeButton.titleFontSize(for:)`): 15 pt up to Large, then 16.76...35.29 pt.
  package static let dynamicType: [Double] = {
    let sizes = UIKitSwipeButton.ContentSizeCategory.allCases.map(UIKitSwipeButton.titleFontSize(for:))
    return Array(Set(sizes)).sorted()
  }()

  /// Fractional sizes: the Dynamic Type sizes above 15 pt, and sizes a user types (a hair above
  /// a whole size, halves and quarters).
  package static let fractional: [Double] = dynamicType.filter { $0 != $0.rounded() } + [13.5, 15.01, 17.25]

  /// The device scales compared: the three of iOS devices and @1.5x, which makes every odd size
  /// a fractional pixel size.
  package static let scales = [1.0, 1.5, 2.0, 3.0]

  /// The 26.6 character size calibrate hands to `FT_Set_Char_Size` for a size and scale,
  /// worked out here from the definition (size × scale pixels per em, 64 units to a pixel,
  /// rounded to the nearest unit) rather than read from the tool.
  package static func charSize26Dot6(size: Double, scale: Double) -> Int {
    Int((size * scale * 64).rounded())
  }
}
