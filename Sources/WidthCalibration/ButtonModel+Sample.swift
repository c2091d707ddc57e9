import PlaceholderTitle

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
  package func sample(
    size: Double, symbolWidth: Double, advance: Double, scale: Double, label: (Int) -> LabelWidth
  ) -> SizeSample {
    var widths: [Double] = []
    var count = 0
    var overflowed = false
    while count <= RepeatedTitle.maximumCount {
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
    // counts such titles (the hand-tuned constants give them), so the table ends with that width.
    widths.append(overflowed ? UIKitSwipeButton.maximumButtonWidth : widths[longest])
    var sample = SizeSample(
      size: size, symbolWidth: symbolWidth, advance: advance, runWidths: .clamped(widths))
    sample.maximumCount = longest
    return sample
  }
}
