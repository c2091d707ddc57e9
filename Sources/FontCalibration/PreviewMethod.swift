import CalibrateSupport
import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// One column of a button preview: a way of choosing a title for a target width, with the cell it
/// gives for every row.
///
/// The renderer draws any number of columns, each from its name, caption and cells; a new
/// method is one more value in ``ButtonPreview/methods``, with one cell per target in the order
/// of ``PreviewSettings/targets``.
///
/// Threading: a plain value; `Sendable`.
package struct PreviewMethod: Sendable, Hashable {
  /// A short name, the column's heading and its `data-method` in the SVG: `hand-tuned`, `fit`.
  package var name: String
  /// What the method is, under the heading: its constants, say.
  package var caption: String
  /// One cell per target width, in row order.
  package var cells: [PreviewCell]

  /// Creates a column.
  package init(name: String, caption: String, cells: [PreviewCell]) {
    self.name = name
    self.caption = caption
    self.cells = cells
  }

  /// The column of the count formula with a pair of constants: for each target W the count
  /// `N = floor((W - minimumWidth) × shiftFactor / w)` the app computes with the calibration's
  /// symbol width w, and the button `R(N)` the calibration measured for N placeholders (shaped
  /// runs, under the problem's sizing model).
  ///
  /// - Parameters:
  ///   - name: The column's name.
  ///   - caption: What the column shows.
  ///   - constants: shiftFactor and minimumWidth.
  ///   - problem: The measured problem of the preview's one size.
  ///   - targets: The rows' target widths.
  static func placeholderFormula(
    name: String, caption: String, constants: PlaceholderConstants, problem: CalibrationProblem,
    targets: [Double]
  ) -> PreviewMethod {
    let sample = problem.samples[0]
    let cells = targets.map { target in
      let count = RepeatedTitle.count(
        for: target, symbolWidth: sample.symbolWidth, minimumWidth: constants.minimumWidth,
        shiftFactor: constants.shiftFactor)
      return PreviewCell(
        target: target, title: "N = \(count)",
        buttonWidth: problem.padding + sample.runWidths.width(count))
    }
    return PreviewMethod(name: name, caption: caption, cells: cells)
  }

  /// The column of composite titles: for each target W the title a ``CompositeCalibration`` of
  /// the preview's one size composed, its width that of the title shaped whole (guards included),
  /// sized by the model as any shaped title is.
  ///
  /// - Parameters:
  ///   - name: The column's name.
  ///   - composite: The composite titles of the preview's size, one per target in row order
  ///     (composed for the rows' targets, not only the problem's reachable ones).
  ///   - model: The sizing model of the preview.
  package static func composite(
    name: String, _ composite: CompositeCalibration, model: ButtonModel
  ) -> PreviewMethod {
    guard let size = composite.sizes.first else { return PreviewMethod(name: name, caption: "", cells: []) }
    let kept = size.advances.filter { $0 != nil }.count
    var caption =
      "\(kept) space character\(kept == 1 ? "" : "s") that add up at \(NumberFormat.number(size.size)) pt, each title shaped whole"
    if let guardCharacter = composite.guardCharacter {
      caption += ", guard \(ScalarNotation.format(guardCharacter))"
    }
    let cells = size.titles.map { title in
      let kinds = title.counts.filter { $0 > 0 }.count
      return PreviewCell(
        target: title.width, title: "N = \(title.characterCount) (\(kinds) kind\(kinds == 1 ? "" : "s"))",
        titleWidth: LabelWidth(units: title.shapedWidth, unit: size.unit, configuration: size.configuration),
        model: model, scale: size.configuration.scale)
    }
    return PreviewMethod(name: name, caption: caption, cells: cells)
  }
}
