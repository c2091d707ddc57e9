import PlaceholderTitle
import WidthCalibration

/// One cell of a button preview: the button one method gives for one target width.
///
/// A method decides the title; the sizing model turns the title's shaped width into the button's
/// width R. The cell keeps R, not the title's width, because R is what is drawn and what the error
/// is: e = R - W.
///
/// Threading: a plain value; `Sendable`.
package struct PreviewCell: Sendable, Hashable {
  /// The target width W, in points: the width of the pattern image.
  package var target: Double
  /// The title as the cell's caption names it, such as `N = 72`.
  package var title: String
  /// The button's width R, in points: what the sizing model makes of the title.
  package var buttonWidth: Double

  /// Creates a cell from a button width already known.
  package init(target: Double, title: String, buttonWidth: Double) {
    self.target = target
    self.title = title
    self.buttonWidth = buttonWidth
  }

  /// Creates a cell from the shaped width of its title, sized by a model.
  ///
  /// - Parameters:
  ///   - target: The target width W.
  ///   - title: The caption naming the title.
  ///   - titleWidth: The title's shaped width (exact where it was measured exactly).
  ///   - model: The sizing model of the preview.
  ///   - scale: Device pixels per point, for a model that rounds to pixels.
  package init(target: Double, title: String, titleWidth: LabelWidth, model: ButtonModel, scale: Double) {
    self.init(target: target, title: title, buttonWidth: model.buttonWidth(label: titleWidth, scale: scale))
  }

  /// The error e = R - W in points: positive is a seam, negative a clip.
  package var error: Double { buttonWidth - target }
}
