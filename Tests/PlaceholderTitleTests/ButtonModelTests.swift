import Testing

@testable import PlaceholderTitle

/// The sizing model the tool and the runtime share: hand-computed buttons, exact ceilings,
/// reachability, label margins and the Dynamic Type title sizes.
@Suite("Button models")
struct ButtonModelTests {
  typealias Category = UIKitSwipeButton.ContentSizeCategory

  static let pixels = ButtonModel.uikitSwipe(rounding: .pixels)
  static let points = ButtonModel.uikitSwipe(rounding: .points)

  @Test(
    "hand-computed UIKit buttons",
    arguments: [
      // 61.3 pt at @3x is 183.9 px, ceiled 184 px = 61.333 pt; + 12 = 73.333, clamped to 74.
      (pixels, 61.3, 3.0, 74.0),
      // 100.1 pt at @2x is 200.2 px, ceiled 201 px = 100.5 pt; + 12 = 112.5.
      (pixels, 100.1, 2.0, 112.5),
      // Rounded to points: ceil(100.1) = 101; + 12 = 113.
      (points, 100.1, 2.0, 113.0),
      // No placeholders: the label is empty, 12 pt, clamped to 74.
      (pixels, 0, 3.0, 74.0),
      // Wider than 108 pt: the button stops at 120.
      (pixels, 150, 2.0, 120.0),
      // The plain model adds its padding and nothing else.
      (ButtonModel.plain(padding: 30), 61.3, 3.0, 91.3),
    ] as [(ButtonModel, Double, Double, Double)])
  func handComputed(model: ButtonModel, label: Double, scale: Double, button: Double) {
    #expect(model.buttonWidth(label: LabelWidth(points: label), scale: scale) == button)
  }

  @Test("a label that is a whole number of pixels stays that number, from font units and from 26.6")
  func exactCeiling() {
    // Inter's hair space, 256 of 2816 units, at 9 pt @1x: 77 copies are 19712 units = 63 px
    // exactly, but 77 × (256 × 9 / 2816) in floating point is 63.00000000000001 and ceils to 64.
    let advance = 256.0 * 9 / 2816
    #expect((77 * advance).rounded(.up) == 64)
    let exact = LabelWidth(units: 77 * 256, pointsPerUnit: (9, 2816))
    #expect(exact.roundedUpToPixels(scale: 1) == 63)
    #expect(exact.roundedUpToPoints() == 63)
    #expect(LabelWidth(units: 77 * 256 + 1, pointsPerUnit: (9, 2816)).roundedUpToPixels(scale: 1) == 64)
    #expect(LabelWidth(units: 77 * 256, pointsPerUnit: (9, 2816)).roundedUpToPixels(scale: 2) == 63)
    // 26.6 at @3x: 64 × 63 units are 63 px = 21 pt; one more unit rounds up a pixel.
    let hinted = LabelWidth(units: 64 * 63, pointsPerUnit: (1, 64 * 3))
    #expect(hinted.roundedUpToPixels(scale: 3) == 21)
    #expect(
      LabelWidth(units: 64 * 63 + 1, pointsPerUnit: (1, 64 * 3)).roundedUpToPixels(scale: 3) == 64.0 / 3)
    // A size that is not a multiple of 1/64 pt falls back to floating point.
    #expect(LabelWidth(units: 2816, pointsPerUnit: (14.3, 2816)).points == 14.3)
  }

  @Test("UIKit reaches 74...120 pt only; the plain model every width")
  func reach() {
    #expect(Self.pixels.canReach(74) && Self.pixels.canReach(120))
    #expect(!Self.pixels.canReach(73.5) && !Self.pixels.canReach(120.5))
    #expect(ButtonModel.plain(padding: 30).canReach(10))
    #expect(Self.pixels.maximumLabelWidth == 108)
    #expect(Self.pixels.padding == 12)
  }

  @Test(
    "label margins: the distance to the nearest label that changes the button",
    arguments: [
      // 100.1 pt at @2x is 200.2 px: the run is (200, 201] px, 0.2 px from its lower end.
      (pixels, 100.1, 2.0, 0.2),
      // A whole number of pixels sits on the run's upper end: no margin.
      (pixels, 100.5, 2.0, 0.0),
      // 100.25 pt at @2x is 200.5 px: half a pixel from both ends.
      (pixels, 100.25, 2.0, 0.5),
      // Every label up to 62 pt gives 74 pt: 61.3 pt at @3x is 2.1 px below 62 pt.
      (pixels, 61.3, 3.0, 2.1),
      (pixels, 0, 3.0, 186),
      // 120 pt holds labels in (107.5, 108] at @2x: 107.9 is 0.2 px from 108.
      (pixels, 107.9, 2.0, 0.2),
      (pixels, 107.6, 2.0, 0.2),
      // Rounded to points, the run is a whole point: 100.1 is 0.1 pt (0.2 px @2x) above 100.
      (points, 100.1, 2.0, 0.2),
      (ButtonModel.plain(padding: 30), 61.3, 3.0, .infinity),
    ] as [(ButtonModel, Double, Double, Double)])
  func labelMargins(model: ButtonModel, label: Double, scale: Double, margin: Double) {
    let found = model.labelMargin(LabelWidth(points: label), scale: scale)
    #expect(abs(found - margin) < 1e-9 || found == margin, "\(found)")
  }

  @Test("an exact label on a pixel boundary has no margin, one unit past it a fraction of a pixel")
  func exactMargins() {
    // 26.6 at @3x: 64 × 300 units are 300 px = 100 pt exactly.
    let onBoundary = LabelWidth(units: 64 * 300, pointsPerUnit: (1, 64 * 3))
    #expect(Self.pixels.labelMargin(onBoundary, scale: 3) == 0)
    let past = LabelWidth(units: 64 * 300 + 1, pointsPerUnit: (1, 64 * 3))
    #expect(abs(Self.pixels.labelMargin(past, scale: 3) - 1.0 / 64) < 1e-12)
  }

  @Test(
    "Dynamic Type: 15 pt up to Large, then 15 × Body / 17, capped at accessibilityExtraLarge",
    arguments: [
      (Category.extraSmall, 15.0), (.small, 15), (.medium, 15), (.large, 15),
      (.extraLarge, 15.0 * 19 / 17), (.extraExtraLarge, 15.0 * 21 / 17),
      (.extraExtraExtraLarge, 15.0 * 23 / 17),
      (.accessibilityMedium, 15.0 * 28 / 17), (.accessibilityLarge, 15.0 * 33 / 17),
      (.accessibilityExtraLarge, 15.0 * 40 / 17), (.accessibilityExtraExtraLarge, 15.0 * 40 / 17),
      (.accessibilityExtraExtraExtraLarge, 15.0 * 40 / 17),
    ] as [(Category, Double)])
  func dynamicType(category: Category, size: Double) {
    #expect(UIKitSwipeButton.titleFontSize(for: category) == size)
  }

  /// UIKit's content size categories: the Swift constant and its raw value, as the iOS SDK's
  /// `UIContentSizeCategory` spells them (UIKit's headers: `UIContentSizeCategoryExtraLarge` is
  /// `UICTContentSizeCategoryXL`, and so on).
  static let uikitCategories: [(Category, String, String)] = [
    (.extraSmall, "extraSmall", "UICTContentSizeCategoryXS"),
    (.small, "small", "UICTContentSizeCategoryS"),
    (.medium, "medium", "UICTContentSizeCategoryM"),
    (.large, "large", "UICTContentSizeCategoryL"),
    (.extraLarge, "extraLarge", "UICTContentSizeCategoryXL"),
    (.extraExtraLarge, "extraExtraLarge", "UICTContentSizeCategoryXXL"),
    (.extraExtraExtraLarge, "extraExtraExtraLarge", "UICTContentSizeCategoryXXXL"),
    (.accessibilityMedium, "accessibilityMedium", "UICTContentSizeCategoryAccessibilityM"),
    (.accessibilityLarge, "accessibilityLarge", "UICTContentSizeCategoryAccessibilityL"),
    (.accessibilityExtraLarge, "accessibilityExtraLarge", "UICTContentSizeCategoryAccessibilityXL"),
    (
      .accessibilityExtraExtraLarge, "accessibilityExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXL"
    ),
    (
      .accessibilityExtraExtraExtraLarge, "accessibilityExtraExtraExtraLarge",
      "UICTContentSizeCategoryAccessibilityXXXL"
    ),
  ]

  @Test("the raw values are UIKit's: the natural call gives every Dynamic Type user their size")
  func uikitRawValues() {
    #expect(Self.uikitCategories.map(\.0) == Category.allCases)
    for (category, name, uikit) in Self.uikitCategories {
      #expect(category.rawValue == uikit)
      #expect(category.name == name)
      // What an app writes with UIApplication.shared.preferredContentSizeCategory.rawValue.
      let chosen = Category(rawValue: uikit) ?? .large
      #expect(chosen == category)
      #expect(
        UIKitSwipeButton.titleFontSize(for: chosen) == UIKitSwipeButton.titleFontSize(for: category),
        "\(uikit)")
      // The Swift name is not a raw value: only the tool's init(name:) takes it.
      #expect(Category(rawValue: name) == nil)
    }
    // Above Large the title grows: UIKit's raw value of extra large gives 15 × 19 / 17, not 15.
    #expect(
      UIKitSwipeButton.titleFontSize(for: Category(rawValue: "UICTContentSizeCategoryXL") ?? .large) > 16.7)
    // What a trait collection not yet set reports, and a category UIKit might add, give nil.
    #expect(Category(rawValue: "UICTContentSizeCategoryUnspecified") == nil)
    #expect(Category(rawValue: "UICTContentSizeCategoryXXXXL") == nil)
  }

  @Test("content size categories: both names for the command line, in order, with the HIG's Body sizes")
  func categories() {
    #expect(Category.allCases.map(\.bodySize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(Category.allCases == Category.allCases.sorted())
    #expect(Category(name: "extraLarge") == .extraLarge)
    #expect(Category(name: "UICTContentSizeCategoryXL") == .extraLarge)
    #expect(
      Category(name: "UICTContentSizeCategoryAccessibilityXXXL")
        == .accessibilityExtraExtraExtraLarge)
    #expect(Category(name: "huge") == nil)
    // Rounded as DOMAIN.md lists them.
    let listed = [16.76, 18.53, 20.29, 24.71, 29.12, 35.29]
    let computed = Category.allCases.filter { $0 > .large && $0 <= .accessibilityExtraLarge }
      .map { (UIKitSwipeButton.titleFontSize(for: $0) * 100).rounded() / 100 }
    #expect(computed == listed)
  }
}
