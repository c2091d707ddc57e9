import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// Composes and shapes the titles of one size: ``PlaceholderComposer`` over the kept advances,
/// under the run's sizing model, then every distinct title shaped whole.
struct CompositeSizeComposer {
  let font: Font
  let characters: [Unicode.Scalar]
  let advances: [Int?]
  let unit: MetricUnit
  let guardCharacter: Unicode.Scalar?
  let model: ButtonModel
  let configuration: RenderConfiguration
  let composer: PlaceholderComposer
  /// Shaped widths of the titles seen so far, by their counts.
  private var shaped: [[Int]: Int] = [:]
  private var mismatches = 0

  /// Builds the composer's table: every title up to the widest label a target can need (the
  /// widest target past the padding plus one advance, so minimax may pass it), or up to the
  /// widest label the model lays out as measured.
  init(
    font: Font, characters: [Unicode.Scalar], advances: [Int?], unit: MetricUnit,
    guard guardCharacter: Unicode.Scalar?, model: ButtonModel, configuration: RenderConfiguration,
    widest: Double
  ) throws(FontCalibrationError) {
    self.font = font
    self.characters = characters
    self.advances = advances
    self.unit = unit
    self.guardCharacter = guardCharacter
    self.model = model
    self.configuration = configuration
    let pointsPerUnit = LabelWidth(units: 1, unit: unit, configuration: configuration).points
    var units: Double
    if let limit = model.maximumLabelWidth {
      // The widest label laid out as measured; exact, as the model rounds it.
      var whole = Int((limit / pointsPerUnit).rounded(.down))
      while whole > 0 && LabelWidth(units: whole, unit: unit, configuration: configuration).points > limit {
        whole -= 1
      }
      units = Double(whole)
    } else {
      let widestAdvance = advances.compactMap { $0 }.max() ?? 0
      units = (max(0, widest - model.padding) / pointsPerUnit).rounded(.up) + Double(widestAdvance)
    }
    guard units <= Double(CompositeCalibration.maximumTableUnits) else {
      throw .compositeTableTooLarge(size: configuration.size, units: units)
    }
    composer = PlaceholderComposer(
      advances: advances.map { $0 ?? 0 }, maximumWidth: Int(units),
      maximumCount: PlaceholderTitle.maximumCount)
  }

  /// The button for a title `units` wide.
  func buttonWidth(_ units: Int) -> Double {
    model.buttonWidth(
      label: LabelWidth(units: units, unit: unit, configuration: configuration), scale: configuration.scale)
  }

  /// The title of each target, shaped whole.
  mutating func compose(
    _ targets: [Double], objective: CompositionObjective
  ) throws(FontCalibrationError) -> CompositeSize {
    var titles: [CompositeSize.Title] = []
    titles.reserveCapacity(targets.count)
    for width in targets {
      guard
        let composition = composer.composition(for: width, objective: objective, buttonWidth: buttonWidth)
      else {
        throw .compositeUnreachable(width: width, size: configuration.size, objective: objective)
      }
      let shapedWidth = try shape(composition)
      let button = buttonWidth(shapedWidth)
      titles.append(
        CompositeSize.Title(
          width: width, counts: composition.counts, composedWidth: composition.width,
          shapedWidth: shapedWidth,
          buttonWidth: button, error: button - width))
    }
    let size = configuration.size
    return CompositeSize(
      configuration: configuration, unit: unit, advances: advances, titles: titles,
      summary: ErrorSummary(titles.map { (size: size, width: $0.width, error: $0.error) }),
      shapedTitles: shaped.count, mismatchedTitles: mismatches)
  }

  /// The title's scalars as an app writes them: the guard, each character's copies in order,
  /// the guard; nothing for the empty title.
  func scalars(_ counts: [Int]) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    for (index, count) in counts.enumerated() where count > 0 {
      scalars.append(contentsOf: repeatElement(characters[index], count: count))
    }
    guard !scalars.isEmpty, let guardCharacter else { return scalars }
    return [guardCharacter] + scalars + [guardCharacter]
  }

  /// The shaped width of a composition's title, shaping each distinct title once.
  private mutating func shape(
    _ composition: PlaceholderComposer.Composition
  ) throws(FontCalibrationError) -> Int {
    if let width = shaped[composition.counts] { return width }
    let text = scalars(composition.counts)
    let width =
      text.isEmpty
      ? 0 : try engine { () throws(MetricsError) in try font.measure(scalars: text, configuration).width }
    if width != composition.width { mismatches += 1 }
    shaped[composition.counts] = width
    return width
  }
}
