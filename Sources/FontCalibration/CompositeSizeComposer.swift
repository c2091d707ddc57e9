import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// Composes and shapes the titles of one size: `PlaceholderComposer` over the kept advances,
/// under the run's sizing model, then every distinct title shaped whole.
struct CompositeSizeComposer {
  let font: Font
  let characters: [Unicode.Scalar]
  let advances: [Int?]
  let unit: MetricUnit
  let guardCharacter: Unicode.Scalar?
  let model: ButtonModel
  let configuration: RenderConfiguration
  /// The runtime's composer under the run's model, over the exact advances: the tool picks
  /// titles with the very code an app's `CompositeTitle` runs.
  let composer: ButtonComposer
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
    let units = advances.map { $0 ?? 0 }
    let pointsPerUnit = unit.pointsPerUnit(configuration)
    guard
      let composer = ButtonComposer.exact(
        advances: units, pointsPerUnit: pointsPerUnit, model: model, scale: configuration.scale,
        widestTarget: widest, maximumUnits: CompositeCalibration.maximumTableUnits)
    else {
      throw .compositeTableTooLarge(
        size: configuration.size,
        units: ButtonComposer.tableUnits(
          advances: units, pointsPerUnit: pointsPerUnit, model: model, widestTarget: widest))
    }
    self.composer = composer
  }

  /// The button for a title `units` wide.
  func buttonWidth(_ units: Int) -> Double {
    composer.buttonWidth(units: units)
  }

  /// The title of each target, shaped whole.
  mutating func compose(
    _ targets: [Double], objective: CompositionObjective
  ) throws(FontCalibrationError) -> CompositeSize {
    var titles: [CompositeSize.Title] = []
    titles.reserveCapacity(targets.count)
    for width in targets {
      guard
        let composition = composer.composition(for: width, objective: objective)
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
